// Markdown components a site overrides (config `theme.components`: Admonition, CodeBlock) are rendered by the
// builder, which has the site's modules; a Markdown worker renders them as placeholders carrying the props as
// JSON and the children as HTML (an admonition's Markdown title first, in its own element).
import { Children, createContext, createElement, isValidElement, useContext, type ComponentType, type ReactNode } from 'react';
import { focusablePre, markdownComponents, type ThemeComponentName } from '@tondocs/theme';

export const THEME_COMPONENT_TAG = 'tondocs-theme-component';
export const THEME_TITLE_TAG = 'tondocs-theme-title';

/** The Markdown components the site overrides, for the render of one document. */
export const OverriddenContext = createContext<ReadonlySet<string>>(new Set());

type Props = Record<string, unknown> & { children?: ReactNode };

function placeholder(name: ThemeComponentName, children: ReactNode, props: Props): ReactNode {
  const { children: _drop, ...rest } = props;
  return createElement(THEME_COMPONENT_TAG, { 'data-name': name, 'data-props': JSON.stringify(rest) }, children);
}

function admonition(props: Props): ReactNode {
  if (!useContext(OverriddenContext).has('Admonition')) return createElement(markdownComponents.admonition as ComponentType<Props>, props);
  const all = Children.toArray(props.children);
  const rich = all.find((c) => isValidElement(c) && c.type === markdownComponents.admonitiontitle);
  const body = all.filter((c) => c !== rich);
  // Keyed: it leads a list of keyed children (Children.toArray keys the body).
  const title = isValidElement<{ children?: ReactNode }>(rich) ? createElement(THEME_TITLE_TAG, { key: 'title' }, rich.props.children) : null;
  return placeholder('Admonition', [title, ...body], props);
}

function codeBlock(props: Props): ReactNode {
  if (!useContext(OverriddenContext).has('CodeBlock')) return createElement(markdownComponents.codeblock as ComponentType<Props>, props);
  // The theme's CodeBlock makes its <pre> focusable; its children reach an override as HTML, so do it here.
  return placeholder('CodeBlock', focusablePre(props.children), props);
}

/** The theme's Markdown components, with placeholders where the document's site overrides one. */
export const markdownComponentsWithOverrides: Record<string, ComponentType<never>> = {
  ...markdownComponents,
  admonition: admonition as ComponentType<never>,
  codeblock: codeBlock as ComponentType<never>,
};
