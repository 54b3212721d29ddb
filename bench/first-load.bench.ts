// `npm run bench:first-load` (FL_PAGES=/home/,/bet1/ FL_RUNS=5 FL_THROTTLE=4): the main thread's work while a
// signed-in member's first visit loads, measured in a Chromium trace: the steadier figure beside Lighthouse's
// score (whose TBT, on a shared 2-core machine, moves by hundreds of ms from one run to the next). The
// production build on the real server and the demo site, as `npm run lighthouse` has them; the CPU slowed
// FL_THROTTLE times (4, Lighthouse's mobile setting), a phone's viewport, cold cache. For each page and run:
// the main thread's busy time from the navigation until it has been quiet for a second, the tasks over
// 50 ms and their sum over 50 ms (Total Blocking Time, counted from the navigation rather than from the
// first paint), and the JavaScript's own time per file (a sampling profile). Prints each page's median run
// and, with FL_TOP=n, the n functions that took the most (FL_SOURCEMAP=1: named from the build's source maps).
// Not a Vitest file: it builds the app and drives a browser for minutes.
import { rmSync } from 'node:fs';
import { chromium, type CDPSession } from 'playwright-core';
import { CHROMIUM_PATH, LAUNCH_ARGS, PHONE, buildClient } from '../e2e/support/e2e-app.ts';
import { demoToken } from '../e2e/support/demo-token.ts';
import { startDemoServer } from '../e2e/support/demo-server.ts';
import { buildWithSourceMaps, sourcePlaces } from './source-places.ts';

const PAGES = process.env.FL_PAGES?.split(',') ?? ['/mynumbers/', '/bet1/', '/home/', '/results/', '/agent/exposure/'];
const RUNS = Number(process.env.FL_RUNS ?? 3);
const THROTTLE = Number(process.env.FL_THROTTLE ?? 1);
const TOP = Number(process.env.FL_TOP ?? 0);
/** The page counts as loaded once its main thread has run no task for this long (and the network is idle). */
const QUIET_MS = 1000;
const LONG_TASK_MS = 50;
/**
 * Durations are reported as on a 4× slower CPU, Lighthouse's simulated one: with FL_THROTTLE=1 (the
 * steadier attribution, unthrottled) a task of 20 ms counts as 80 ms, as Lighthouse's simulation counts it.
 */
const SCALE = 4 / THROTTLE;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: what the machine's other work does not stretch. */
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string } };
}
interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime?: number;
  samples?: number[];
  timeDeltas?: number[];
}
interface Run {
  /** From the tasks' CPU time (tdur), the figure to compare on a shared machine. */
  cpuBusyMs: number;
  cpuLongTasks: number[];
  cpuBlockingMs: number;
  /** From their wall time (dur). */
  busyMs: number;
  longTasks: number[];
  blockingMs: number;
  byFile: Map<string, number>;
  byFunction: Map<string, number>;
  /** With FL_TOP: each long task, when it started (ms after the first task) and what ran in it most. */
  longTaskContents: string[];
}

const clientDir = process.env.FL_SOURCEMAP ? await buildWithSourceMaps() : await buildClient();
const { base, close: closeServer } = await startDemoServer(clientDir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });

const placeOf = sourcePlaces(clientDir);

async function traced(cdp: CDPSession, act: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: `toplevel,__metadata,devtools.timeline${TOP > 0 ? ',v8' : ''}`,
    transferMode: 'ReportEvents',
  });
  await act();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/**
 * Waits until the main thread has been nearly idle (under 10 % busy: a countdown ticking is not work) for
 * QUIET_MS of wall time, polling the renderer's task time from Node (a poll in the page would be work).
 */
async function untilQuiet(cdp: CDPSession): Promise<void> {
  const busy = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  let before = await busy();
  let quietSince = Date.now();
  const started = Date.now();
  while (Date.now() - quietSince < QUIET_MS && Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await busy();
    if (now - before > 0.02) quietSince = Date.now();
    before = now;
  }
}

async function measure(path: string, session: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript((value) => localStorage.setItem('session', value), session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 * THROTTLE });
  let profile: Profile = { nodes: [] };
  const events = await traced(cdp, async () => {
    await cdp.send('Profiler.start');
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await untilQuiet(cdp);
    profile = (await cdp.send('Profiler.stop')).profile as Profile;
  });
  await context.close();

  // The page's own renderer: the one that parsed its HTML (an iframe's, the results' video, is not the page's).
  const renderers = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const parsed = events.filter((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(base));
  const main = new Set(
    renderers
      .filter(
        (thread) => parsed.length === 0 || parsed.some((event) => event.pid === thread.pid && event.tid === thread.tid),
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // Its main thread's tasks from the start of the trace (the navigation's own request comes first).
  const tasks = events.filter(
    (event) =>
      event.name === 'ThreadControllerImpl::RunTask' && event.ph === 'X' && main.has(`${event.pid}:${event.tid}`),
  );
  const durations = tasks.map((task) => ((task.dur ?? 0) / 1000) * SCALE);
  const cpuDurations = tasks.map((task) => ((task.tdur ?? task.dur ?? 0) / 1000) * SCALE);
  const cpuLongTasks = cpuDurations.filter((ms) => ms > LONG_TASK_MS);
  const longTasks = durations.filter((ms) => ms > LONG_TASK_MS);
  const long = tasks.filter((task) => ((task.tdur ?? task.dur ?? 0) / 1000) * SCALE > LONG_TASK_MS);
  const firstTask = Math.min(...tasks.map((task) => task.ts));

  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inLongTask = long.map(() => new Map<string, number>());
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node])));
  /** A function of the build by its place; a native one (appendChild…) with the build's function calling it. */
  const nameOf = (node: ProfileNode): string => {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (url.startsWith(base)) return placeOf(url, lineNumber, columnNumber, functionName);
    const parent = parents.get(node.id);
    if (url === '' && parent !== undefined && parent.callFrame.url.startsWith(base))
      return `${functionName} ← ${nameOf(parent)}`;
    return url || functionName;
  };
  // The profile's clock is the trace's (microseconds): each sample is placed in the task it fell in.
  let at = profile.startTime ?? 0;
  (profile.samples ?? []).forEach((id, index) => {
    const micros = profile.timeDeltas?.[index + 1] ?? 0;
    at += profile.timeDeltas?.[index] ?? 0;
    const node = nodes.get(id);
    if (node === undefined) return;
    const { url, functionName } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') return;
    const file = url.startsWith(base) ? new URL(url).pathname.replace(/^\/assets\//, '') : url || functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + (micros / 1000) * SCALE);
    if (TOP === 0) return;
    const name = nameOf(node);
    byFunction.set(name, (byFunction.get(name) ?? 0) + (micros / 1000) * SCALE);
    const task = long.findIndex((item) => at >= item.ts && at <= item.ts + (item.dur ?? 0));
    const contents = inLongTask[task];
    if (contents !== undefined) contents.set(name, (contents.get(name) ?? 0) + (micros / 1000) * SCALE);
  });
  // What the browser itself did in each long task (style, layout, parsing, compiling…), by trace event.
  const inner = events.filter(
    (event) => event.ph === 'X' && event.cat !== 'toplevel' && main.has(`${event.pid}:${event.tid}`),
  );
  const browserWork = (task: TraceEvent) => {
    const names = new Map<string, number>();
    for (const event of inner) {
      if (event.ts < task.ts || event.ts > task.ts + (task.dur ?? 0)) continue;
      names.set(event.name, Math.max(names.get(event.name) ?? 0, ((event.dur ?? 0) / 1000) * SCALE));
    }
    return [...names]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
  };
  const longTaskContents = long.map(
    (task, index) =>
      `    at ${((task.ts - firstTask) / 1000).toFixed(0).padStart(5)} ms, ${(((task.tdur ?? task.dur ?? 0) / 1000) * SCALE).toFixed(0)} ms ` +
      `[${browserWork(task)}]: ` +
      [...(inLongTask[index] ?? [])]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(' | '),
  );
  return {
    cpuBusyMs: cpuDurations.reduce((sum, ms) => sum + ms, 0),
    cpuLongTasks,
    cpuBlockingMs: cpuLongTasks.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0),
    busyMs: durations.reduce((sum, ms) => sum + ms, 0),
    longTasks,
    blockingMs: longTasks.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0),
    byFile,
    byFunction,
    longTaskContents,
  };
}

const top = (entries: Map<string, number>, count: number) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${name}`)
    .join('\n');

try {
  const sessionOf = async (loginId: string) =>
    JSON.stringify({ Pin: '8888', LoginId: loginId, AuthToken: await demoToken(base, loginId) });
  const sessions = { member: await sessionOf('member1'), agent: await sessionOf('agent1') };
  console.log(
    `CPU ${THROTTLE}× slower, times shown as on a 4× slower CPU; ${RUNS} runs a page, the median run by blocking time`,
  );
  for (const path of PAGES) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measure(path, path.startsWith('/agent/') ? sessions.agent : sessions.member));
    }
    const sorted = [...runs].sort((a, b) => a.cpuBlockingMs - b.cpuBlockingMs);
    const median = sorted[Math.floor(sorted.length / 2)] as Run;
    const list = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(', ');
    console.log(
      `${path.padEnd(18)} CPU: blocking ${median.cpuBlockingMs.toFixed(0).padStart(4)} ms  busy ${median.cpuBusyMs.toFixed(0).padStart(5)} ms  ` +
        `long tasks ${list(median.cpuLongTasks)}  (each run: blocking ${list(runs.map((run) => run.cpuBlockingMs))}; ` +
        `busy ${list(runs.map((run) => run.cpuBusyMs))})\n` +
        `${''.padEnd(18)} wall: blocking ${median.blockingMs.toFixed(0).padStart(4)} ms  busy ${median.busyMs.toFixed(0).padStart(5)} ms  ` +
        `(each run: blocking ${list(runs.map((run) => run.blockingMs))})`,
    );
    console.log(`  JavaScript by file:\n${top(median.byFile, 8)}`);
    if (TOP > 0)
      console.log(
        `  by function:\n${top(median.byFunction, TOP)}\n  long tasks:\n${median.longTaskContents.join('\n')}`,
      );
  }
} finally {
  await browser.close();
  await closeServer();
  if (process.env.FL_SOURCEMAP) rmSync(clientDir, { recursive: true, force: true });
}
