// While logged in, the top-content call runs every 60 s (docs/product.md S4) and refreshes balance,
// reward, currencies, ticker and package. A refusal is reported once and the ping stops: the UI alerts
// and goes to /login/. No answer at all (offline, a lost packet) says nothing about the session: the ping
// keeps going and the next one may get through, so a phone losing its signal is not logged out.
import type { TopContent } from '../domain/login-data.ts';
import { asServiceError, type ServiceError } from '../domain/service-error.ts';
import type { UseCaseDeps } from './deps.ts';

export const PING_INTERVAL_MS = 60_000;

export function startPing(
  deps: UseCaseDeps,
  handlers: { onContent: (content: TopContent) => void; onFailure: (error: ServiceError) => void },
): () => void {
  let stopped = false;
  const stop = deps.scheduler.every(PING_INTERVAL_MS, () => {
    deps.accounts.topContent().then(
      (content) => {
        if (!stopped) handlers.onContent(content);
      },
      (error: unknown) => {
        if (stopped) return;
        const failure = asServiceError(error);
        if (failure.transport) return;
        stopAll();
        handlers.onFailure(failure);
      },
    );
  });
  function stopAll(): void {
    stopped = true;
    stop();
  }
  return stopAll;
}
