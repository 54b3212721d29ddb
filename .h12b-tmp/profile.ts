import type { CDPSession, Page } from 'playwright-core';
import { startE2eApp } from '../e2e/support/e2e-app.ts';

type Ev = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: any; cat?: string };
async function traced(cdp: CDPSession, label: string, action: () => Promise<void>) {
  const events: Ev[] = [];
  const collect = (data: { value: unknown }) => events.push(...(data.value as Ev[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'toplevel,__metadata,devtools.timeline,v8.execute,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await action();
  await new Promise((r) => setTimeout(r, 1200));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && (e.dur ?? 0) > 40_000);
  for (const task of tasks) {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
    const byName = new Map<string, number>();
    for (const e of inside) {
      let key = e.name;
      if (e.name === 'FunctionCall' || e.name === 'EvaluateScript') key += ` ${e.args?.data?.functionName ?? ''} ${(e.args?.data?.url ?? '').split('/').pop()}:${e.args?.data?.lineNumber ?? ''}`;
      if (e.name === 'EventDispatch' || e.name === 'TimerFire') key += ` ${e.args?.data?.type ?? e.args?.data?.timerId ?? ''}`;
      byName.set(key, (byName.get(key) ?? 0) + (e.dur ?? 0));
    }
    const top = [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k}=${(v / 1000).toFixed(0)}`);
    console.log(`${label}: task ${(task.dur! / 1000).toFixed(0)} ms :: ${top.join(' | ')}`);
  }
}

const app = await startE2eApp();
try {
  const body = new URLSearchParams({ grant_type: 'password', username: 'member1', password: 'Demo2026', client_id: '8888' });
  const token = ((await (await fetch(`${app.base}/masterapi/token`, { method: 'POST', body })).json()) as any).access_token;
  const context = await app.newContext();
  await context.addInitScript(({ token }) => {
    localStorage.setItem('session', JSON.stringify({ Pin: '8888', LoginId: 'member1', AuthToken: token }));
    localStorage.setItem('tutorialSeen:bet1', '1');
  }, { token });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${app.base}/bet3/`);
  await page.getByTestId('form-dates').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  const dates = page.getByTestId('form-dates').getByRole('button');
  const key = (name: string) => page.getByTestId('form3-keypad').getByRole('button', { name, exact: true });
  const types = page.getByRole('group', { name: 'Number type' });
  await traced(cdp, 'date', () => dates.nth(0).click());
  await traced(cdp, '6D', () => types.getByRole('button', { name: '6D' }).click());
  await traced(cdp, '4D', () => types.getByRole('button', { name: '4D' }).click());
  await page.getByTestId('form-number').click();
  for (const d of '1234') await traced(cdp, `key ${d}`, () => key(d).click());
  await key('Move right').click();
  await traced(cdp, 'amount 2', () => key('2').click());
  await page.goto(`${app.base}/bet1/`);
  await page.getByTestId('form-dates').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  await traced(cdp, 'bet1 date', () => dates.nth(0).click());
} finally {
  await app.close();
}
