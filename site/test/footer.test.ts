// The footer of each locale: Russian labels for ru, the simplified-Chinese column set for mandarin, and
// the same links everywhere.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@tondocs/cli/src/config/load.ts';
import { localeInfos } from '@tondocs/cli/src/config/localize.ts';
import { buildSiteData } from '@tondocs/cli/src/build/site-data.ts';

const SITE = path.resolve(import.meta.dirname, '..');

async function footerOf(locale: string) {
  const { config } = await loadConfig(SITE);
  const infos = localeInfos(config);
  return buildSiteData(config, infos.find((l) => l.locale === locale)!, infos, '/assets/', () => undefined).footer.columns;
}

describe('footer', () => {
  it('has the simplified-Chinese columns in the mandarin locale, with the links of the other locales', async () => {
    const [zh, ru, en] = await Promise.all([footerOf('mandarin'), footerOf('ru'), footerOf('en')]);
    expect(zh.map((c) => c.header)).toEqual(['使用', '学习', '开发者', '社区', '其他']);
    expect(ru.map((c) => c.header)).toEqual(['Использовать', 'Изучать', 'Разработчикам', 'Сообщество', 'Другое']);
    expect(en.map((c) => c.header)).toEqual(['Use', 'Learn', 'For Developers', 'Community', 'Other']);
    const hrefs = (cols: typeof zh) => cols.map((c) => c.links.map((l) => l.href));
    expect(hrefs(zh)).toEqual(hrefs(ru));
    expect(hrefs(en)).toEqual(hrefs(ru));
    // Every Chinese label is Chinese, except product names kept as they are.
    for (const l of zh.flatMap((c) => c.links)) expect(l.label === 'Blueprint' || /\p{Script=Han}/u.test(l.label), l.label).toBe(true);
  });
});
