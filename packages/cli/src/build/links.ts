// Broken links and anchors between pages: warnings with file:line (spec §8), errors under --strict.
import type { RouteData } from '@tondocs/theme';
import type { MarkdownResult } from '../markdown/types.ts';
import type { DocSource } from '../content/walk.ts';
import { joinBase } from '../routes/sidebars.ts';
import type { Warning } from './report.ts';

interface LinkedDoc {
  source: DocSource;
  md: MarkdownResult;
  href: string;
}

export function checkLinks(docs: Iterable<LinkedDoc>, routes: Map<string, RouteData>, base: string): Warning[] {
  const warnings: Warning[] = [];
  const anchorsByHref = new Map<string, Set<string>>();
  const all = [...docs];
  for (const d of all) anchorsByHref.set(d.href, new Set(d.md.anchors));
  for (const d of all) {
    for (const link of d.md.links) {
      const position = { file: d.source.relFile, line: link.line, column: link.column };
      if (link.problem) {
        warnings.push({ position, message: link.problem });
        continue;
      }
      if (link.unresolvedFile) {
        warnings.push({ position, message: `Broken link "${link.url}": no such file. Point it at an existing .md file (paths are relative to this file).` });
        continue;
      }
      const target = link.route === undefined ? d.href : joinBase(base, link.route);
      if (link.route !== undefined && !routes.has(target)) {
        // "/catchain.pdf": a file of static/ would have been resolved by the Markdown stage.
        const file = /\.[a-z0-9]+$/i.test(link.route);
        warnings.push({ position, message: `Broken link "${link.url}": no page at ${target}${file ? ` and no such file in static/ (put it at static${link.route})` : ''}.` });
        continue;
      }
      if (link.anchor) {
        const anchors = anchorsByHref.get(target);
        // Anchors are checked on Markdown pages only; page modules and indexes define their own.
        if (anchors && !anchors.has(link.anchor)) {
          warnings.push({ position, message: `Broken anchor "#${link.anchor}" in link "${link.url}": ${target} has no heading with that id.` });
        }
      }
    }
  }
  return warnings;
}
