// The placeholders a Markdown worker renders for components the site overrides: props as JSON, children as HTML.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markdownComponents } from '@tondocs/theme';
import { OverriddenContext, markdownComponentsWithOverrides } from '../src/markdown/theme-placeholders.ts';

const Admonition = markdownComponentsWithOverrides.admonition as ComponentType<{ type: string; children?: ReactNode }>;
const Title = markdownComponents.admonitiontitle as ComponentType<{ children?: ReactNode }>;

afterEach(() => vi.restoreAllMocks());

describe('Admonition placeholder', () => {
  it('puts a Markdown title first in its own element, without a React warning (keyed children)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tree = createElement(Admonition, { type: 'tip' }, createElement(Title, null, 'Заголовок ', createElement('strong', null, 'важный')), createElement('p', null, 'Текст'), createElement('p', null, 'Ещё'));
    const html = renderToStaticMarkup(createElement(OverriddenContext.Provider, { value: new Set(['Admonition']) }, tree));
    expect(html).toBe('<tondocs-theme-component data-name="Admonition" data-props="{&quot;type&quot;:&quot;tip&quot;}"><tondocs-theme-title>Заголовок <strong>важный</strong></tondocs-theme-title><p>Текст</p><p>Ещё</p></tondocs-theme-component>');
    expect(errors).not.toHaveBeenCalled();
  });
});
