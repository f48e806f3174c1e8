// Where the main-thread time goes while the search modal opens and a word is typed (issue #15's long-task
// target), from a Chromium performance trace:
//
//   NODE_ENV=production node --import tsx bench/search-trace.ts --out BUILD_DIR [--site site] [--page v3/a/b]
//     [--query шардинг] [--runs 3] [--cpu 1] [--warm]
//
// BUILD_DIR is a built ru site (`tondocs build --locale ru --out BUILD_DIR`). Each run opens the page in a
// fresh context, clicks the search button as soon as the page is hydrated (or after the idle preload with
// --warm) and types the query at 120 ms a key, as bench/search.ts does, with a devtools.timeline trace on.
// `--cpu N` slows the page's CPU N times (DevTools throttling): a stand-in for a slower or busy machine that
// shows which tasks grow past 50 ms. Printed per run: every main-thread task over --min ms (default 30) from
// the click to the first result, with what filled it (script evaluation, compile, function calls with their
// source position, style, layout, paint, GC).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openServedSite } from './served-site.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    site: { type: 'string', default: 'site' },
    page: { type: 'string', default: 'v3/concepts/dive-into-ton/ton-blockchain/sharding' },
    query: { type: 'string', default: 'шардинг' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '1' },
    min: { type: 'string', default: '30' },
    warm: { type: 'boolean', default: false },
  },
});
if (!values.out) throw new Error('usage: node --import tsx bench/search-trace.ts --out BUILD_DIR [--page p] [--query q] [--runs N] [--cpu N] [--warm]');
process.env.NODE_ENV ??= 'production';

const DIALOG = '[role="dialog"][aria-modal="true"]';
const INPUT = `${DIALOG} input[role="combobox"]`;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'toplevel'].join(',');

/** What a task is made of: its direct and nested events summed by a readable label. */
function breakdown(task: TraceEvent, inner: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const parts = new Map<string, number>();
  for (const e of inner) {
    if (e.ts < task.ts || e.ts + (e.dur ?? 0) > end || e === task || !e.dur) continue;
    const d = e.args?.data ?? {};
    let label: string | null = null;
    if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') label = `${e.name} ${String(d.url ?? '').split('/').pop()}`;
    else if (e.name === 'FunctionCall') label = `FunctionCall ${String(d.functionName || '(anon)')} ${String(d.url ?? '').split('/').pop()}:${String(d.lineNumber ?? '')}:${String(d.columnNumber ?? '')}`;
    else if (/^(v8\.compile|V8\.CompileCode|v8\.compileModule|V8\.ParseFunction|v8\.parseOnBackground)$/.test(e.name)) label = e.name;
    else if (/^(UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|RecalculateStyles|ParseAuthorStyleSheet|HitTest|MajorGC|MinorGC|V8\.GC.*|TimerFire|EventDispatch|FireAnimationFrame|ParseHTML|ResourceReceivedData|XHRLoad)$/.test(e.name)) label = e.name === 'EventDispatch' ? `EventDispatch ${String(d.type ?? '')}` : e.name;
    if (label) parts.set(label, (parts.get(label) ?? 0) + e.dur / 1000);
  }
  return [...parts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join(' | ');
}

const served = await openServedSite(path.resolve(values.site), path.resolve(values.out));
if ('skipped' in served) throw new Error(served.skipped);
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (Number(values.cpu) > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    await page.goto(`${served.server.url}${values.page}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    if (values.warm) {
      await page.waitForLoadState('networkidle');
      await page.hover('.search-button');
      await page.waitForLoadState('networkidle');
      await page.mouse.move(0, 0);
    }
    await served.browser.startTracing(page, { categories: CATEGORIES.split(',') });
    const marks = await page.evaluate(`(() => { performance.mark('tondocs-click'); return 0; })()`);
    void marks;
    await page.click('.search-button');
    await page.waitForSelector(INPUT);
    await page.keyboard.type(values.query, { delay: 120 });
    await page.waitForSelector(`${DIALOG}[data-search-query=${JSON.stringify(values.query)}] [role="option"]`);
    await page.waitForTimeout(300);
    const buf = await served.browser.stopTracing();
    const trace = JSON.parse(buf.toString('utf8')) as { traceEvents: TraceEvent[] };
    const events = trace.traceEvents;
    // The renderer's main thread: the thread named CrRendererMain of the process with the most tasks.
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
    const tasks = events.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && mains.includes(`${e.pid}:${e.tid}`));
    const byThread = new Map<string, TraceEvent[]>();
    for (const t of tasks) byThread.set(`${t.pid}:${t.tid}`, [...(byThread.get(`${t.pid}:${t.tid}`) ?? []), t]);
    const main = [...byThread.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    if (!main) throw new Error('no renderer main thread in the trace');
    const [pid, tid] = main[0].split(':').map(Number);
    const inner = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
    const long = main[1].filter((t) => (t.dur ?? 0) / 1000 >= Number(values.min)).sort((a, b) => a.ts - b.ts);
    const t0 = main[1][0]?.ts ?? 0;
    console.log(`run ${run + 1}${values.warm ? ' (warm)' : ''} cpu x${values.cpu}: ${main[1].length} tasks, ${long.length} of ${values.min} ms or more, longest ${(Math.max(0, ...main[1].map((t) => t.dur ?? 0)) / 1000).toFixed(1)} ms`);
    for (const t of long) console.log(`  +${((t.ts - t0) / 1000).toFixed(0)} ms: ${((t.dur ?? 0) / 1000).toFixed(1)} ms = ${breakdown(t, inner)}`);
    await context.close();
  }
} finally {
  await served.close();
}
