// Frontmatter: parsed with gray-matter, checked field by field, errors point at file:line:col.
import matter from 'gray-matter';
import { z } from 'zod';
import { TondocsError } from '../errors.ts';

export const frontmatterSchema = z.looseObject({
  title: z.string().min(1).optional(),
  description: z.string().optional(),
  slug: z.string().min(1).optional(),
  sidebar_label: z.string().min(1).optional(),
  sidebar_position: z.number().optional(),
  keywords: z.array(z.string()).optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  image: z.string().optional(),
  draft: z.boolean().optional(),
  /** Search ranking weight of the page (1 by default; 0.5 ranks an archived page below current ones). */
  search_weight: z.number().min(0).max(10).optional(),
});
export type Frontmatter = z.infer<typeof frontmatterSchema>;

export interface ParsedSource {
  frontmatter: Frontmatter;
  body: string;
  /** Number of lines before the body, so body line N is file line N + bodyLineOffset. */
  bodyLineOffset: number;
}

interface YamlError {
  name: string;
  reason?: string;
  mark?: { line: number; column: number };
}

export function parseFrontmatter(source: string, file: string): ParsedSource {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object still makes gray-matter cache by content; pass a fresh one to skip its cache.
    parsed = matter(source, {});
  } catch (e) {
    const y = e as YamlError;
    // js-yaml counts lines of the frontmatter block from 0; the block's first line is file line 2.
    const line = y.mark ? y.mark.line + 1 : 1;
    const column = y.mark ? y.mark.column + 1 : 1;
    throw new TondocsError(`Malformed frontmatter: ${y.reason ?? String(e)}`, {
      position: { file, line, column },
      hint: 'Frontmatter is YAML between two "---" lines; quote values that contain ":" or start with a special character.',
      cause: e,
    });
  }
  const result = frontmatterSchema.safeParse(parsed.data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    throw new TondocsError(`Invalid frontmatter field "${key}": ${issue.message}; found ${JSON.stringify(valueOf(parsed.data, key))}`, {
      position: { file, line: lineOfKey(source, key), column: 1 },
      hint: 'See the frontmatter table in the contribution guide (v3/contribute/content-standardization).',
    });
  }
  const fm = result.data;
  if (fm.toc_min_heading_level && fm.toc_max_heading_level && fm.toc_min_heading_level > fm.toc_max_heading_level) {
    throw new TondocsError('toc_min_heading_level is greater than toc_max_heading_level', {
      position: { file, line: lineOfKey(source, 'toc_min_heading_level'), column: 1 },
    });
  }
  const bodyLineOffset = countLines(source.slice(0, source.length - parsed.content.length));
  return { frontmatter: fm, body: parsed.content, bodyLineOffset };
}

function valueOf(data: Record<string, unknown>, key: string): unknown {
  return data[key];
}

/** 1-based line of the first line that starts with `key:`, or matches `key` when it is a pattern; 1 if none. */
export function lineOfKey(source: string, key: string | RegExp): number {
  const lines = source.split('\n');
  const i = lines.findIndex((l) => (typeof key === 'string' ? l.startsWith(`${key}:`) : key.test(l)));
  return i >= 0 ? i + 1 : 1;
}

function countLines(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 10) n++;
  return n;
}
