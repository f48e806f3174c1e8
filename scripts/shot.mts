import { launchBrowser } from '../e2e/browser.ts';
const url = process.argv[2]!; const out = process.argv[3]!;
const b = await launchBrowser();
for (const [w, h, name] of [[1280, 900, 'desktop'], [390, 844, 'mobile']] as const) {
  for (const theme of ['light', 'dark']) {
    const ctx = await b.newContext({ viewport: { width: w, height: h } });
    await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const p = await ctx.newPage();
    p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text()); });
    p.on('pageerror', (e) => console.log('pageerror', e.message));
    await p.goto(url, { waitUntil: 'networkidle' });
    await p.waitForTimeout(300);
    console.log(name, theme, await p.evaluate(() => document.documentElement.dataset.hydrated));
    await p.screenshot({ path: `${out}-${name}-${theme}.png` });
    await ctx.close();
  }
}
await b.close();
