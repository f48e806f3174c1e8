// Located notices a plugin raises about a page (constructs it cannot render); the build reports them as
// warnings, errors under --strict.
import type { VFile } from 'vfile';
import type { MarkdownContext, Notice } from './types.ts';

interface Positioned {
  position?: { start: { line: number; column: number } };
}

export function notify(file: VFile, node: Positioned | undefined, message: string, group?: string): void {
  const ctx = file.data.ctx as MarkdownContext;
  const notices = (file.data.notices as Notice[] | undefined) ?? [];
  file.data.notices = notices;
  notices.push({ line: (node?.position?.start.line ?? 1) + ctx.bodyLineOffset, column: node?.position?.start.column ?? 1, message, ...(group ? { group } : {}) });
}
