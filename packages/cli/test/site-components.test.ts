// Site components' placeholders replaced by their markup, with the page's HTML as their children.
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderSiteComponents, type SiteComponents } from '../src/build/site-components.ts';
import { SITE_COMPONENT_TAG } from '../src/markdown/mdx/components.ts';

const Box = ({ tone, children }: { tone?: string; children?: ReactNode }) => createElement('section', { className: `box box-${tone}` }, children);
const components: SiteComponents = new Map([['Box', { component: Box as never, interactive: false, file: '/site/src/Box.tsx', exportName: 'default' }]]);

describe('site components', () => {
  it('keeps children whose text looks like a replacement pattern ($& $\' $`) as they are', () => {
    const children = "<p>Цена <code>$&amp;</code>, шаблоны $&amp; $' $` $$</p>";
    const html = `<${SITE_COMPONENT_TAG} data-name="Box" data-props="{&quot;tone&quot;:&quot;info&quot;}">${children}</${SITE_COMPONENT_TAG}>`;
    expect(renderSiteComponents(html, components)).toBe(`<section class="box box-info">${children}</section>`);
  });
});
