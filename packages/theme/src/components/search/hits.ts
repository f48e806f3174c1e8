// How a hit is shown: its own title (the deepest heading, or the page title) and its heading path.
import type { SearchHit } from '../../search/local.ts';

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export function headingPath(hit: SearchHit): string[] {
  return LEVELS.map((l) => hit.hierarchy[l]).filter((h): h is string => !!h);
}

export function hitTitle(hit: SearchHit): string {
  const path = headingPath(hit);
  return path[path.length - 1] ?? hit.hierarchy.lvl1;
}

/** The new-issue page of the repository linked from the navbar, for "let us know"; undefined without one. */
export function issueUrl(repository: string | undefined, title: string): string | undefined {
  if (!repository || !/^https:\/\/github\.com\/[^/]+\/[^/]+/.test(repository)) return undefined;
  return `${repository.replace(/\/+$/, '')}/issues/new?title=${encodeURIComponent(title)}`;
}
