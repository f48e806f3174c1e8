// axe-core in a page: injected from the installed package (no network), run over the whole document.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * What a change of palette can break: the colours, and the images and icons each palette shows instead
 * of the other's (themed images, the theme's icons).
 */
export const PALETTE_RULES = ['color-contrast', 'link-in-text-block', 'image-alt', 'svg-img-alt', 'role-img-alt'];

type AxeWindow = Window & { axe?: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } };

/**
 * Violations of every rule axe runs by default (WCAG A/AA and best practices), or of `rules` only
 * (PALETTE_RULES when the same page is checked again in the other palette).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (only) => {
    const axe = (window as AxeWindow).axe!;
    const result = await axe.run(document, { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, rules);
}

/** One line per failing element, for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`)).join('\n');
}
