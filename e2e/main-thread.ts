// The page's main-thread tasks from a Chromium performance trace, with the CPU time each one used beside its
// wall time. A `longtask` entry (PerformanceObserver) is wall time: on a loaded machine the OS preempts the
// renderer in the middle of a 10 ms task and it reads 60 ms. The thread time of the trace counts only what the
// task ran, so a bound on it holds whatever else the machine does (the e2e test); the bench reports both.
import type { Browser, Page } from 'playwright-core';

export interface MainThreadTask {
  /** Milliseconds from the first task of the trace. */
  start: number;
  wallMs: number;
  /** CPU time of the renderer's main thread in the task (the trace's thread duration). */
  cpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Main-thread tasks of the page's renderer while `action` runs (only one trace per browser at a time). */
export async function traceMainThread(browser: Browser, page: Page, action: () => Promise<void>): Promise<MainThreadTask[]> {
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  let failure: unknown = null;
  await action().catch((e: unknown) => (failure = e ?? new Error('the traced action failed')));
  const buf = await browser.stopTracing();
  if (failure) throw failure;
  const events = (JSON.parse(buf.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  // Top-level tasks only (a task may be traced under both names, one inside the other): the page's renderer is
  // the main thread with the most of them.
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || !TASK.has(e.name) || !mains.has(`${e.pid}:${e.tid}`)) continue;
    const key = `${e.pid}:${e.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  const tasks = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  tasks.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const out: MainThreadTask[] = [];
  let end = -Infinity;
  const t0 = tasks[0]?.ts ?? 0;
  for (const t of tasks) {
    if (t.ts < end) continue;
    end = t.ts + (t.dur ?? 0);
    out.push({ start: (t.ts - t0) / 1000, wallMs: (t.dur ?? 0) / 1000, cpuMs: (t.tdur ?? t.dur ?? 0) / 1000 });
  }
  return out;
}
