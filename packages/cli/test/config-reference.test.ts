// The config reference in the README and on the contribute page is generated from the schema: it must be what
// the schema gives today, and it must describe every key.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configReference, REFERENCE_END, REFERENCE_FILES, REFERENCE_START, referenceRows, withReference } from '../src/config/reference.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const REGENERATE = 'npx -y pnpm@10 gen:config-reference';

describe('config reference', () => {
  for (const { file, lang } of REFERENCE_FILES) {
    it(`is up to date in ${file}`, () => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const current = text.slice(text.indexOf(REFERENCE_START), text.indexOf(REFERENCE_END) + REFERENCE_END.length);
      expect(current, `${file} has no reference between its markers`).toContain(REFERENCE_START);
      expect(current === configReference(lang), `The config reference in ${file} differs from the config schema: run \`${REGENERATE}\``).toBe(true);
    });
  }

  it('has every key with its type, default and a description', () => {
    const rows = referenceRows();
    const keys = rows.map((r) => r.key);
    for (const key of ['title', 'baseUrl', 'navbar.logo.src', 'navbar.items[] (type: "dropdown").items', 'footer.social[].kind', 'theme.colors.light', 'theme.customCss', 'theme.components', 'announcementBar.isCloseable', 'search (provider: "algolia").indexName']) {
      expect(keys).toContain(key);
    }
    expect(rows.filter((r) => !r.description).map((r) => r.key)).toEqual([]);
    expect(rows.find((r) => r.key === 'docs.onMissingDoc')).toMatchObject({ type: '"error" \\| "hide"', default: '"error"', required: false });
    expect(rows.find((r) => r.key === 'theme.components')!.description).toContain('Footer, DocPage');
  });

  it('replaces only the text between the markers, and reports a file without them', () => {
    expect(withReference(`a\n${REFERENCE_START}\nold\n${REFERENCE_END}\nb`, 'NEW')).toBe('a\nNEW\nb');
    expect(withReference('no markers', 'NEW')).toBeUndefined();
  });
});
