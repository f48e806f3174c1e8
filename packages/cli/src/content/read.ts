// Reads a source file of the content tree: confined to the site directory, and checked for what would
// otherwise build silently into a broken page (binary data, invalid UTF-8).
import fs from 'node:fs';
import { assertInsideSite } from './confine.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface SourceText {
  text: string;
  /** What is wrong with the file, for a warning (an error under --strict). */
  problems: string[];
}

/**
 * `real`: the file's real path when the caller already knows it is inside the site (a plain file met in a
 * directory whose real path was checked: the content walk), which spares a realpath per page.
 */
export function readSourceText(siteDir: string, file: string, real = assertInsideSite(siteDir, file)): SourceText {
  const bytes = fs.readFileSync(real);
  const problems: string[] = [];
  if (bytes.includes(0)) {
    problems.push('The file holds binary data (NUL bytes), not Markdown text: is it an image or archive saved with a .md name?');
    return { text: '', problems };
  }
  try {
    return { text: utf8.decode(bytes), problems };
  } catch {
    problems.push('The file is not valid UTF-8: re-save it as UTF-8 (invalid bytes are shown as "\uFFFD").');
    return { text: bytes.toString('utf8'), problems };
  }
}
