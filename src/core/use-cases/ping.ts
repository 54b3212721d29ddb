// While logged in, the top-content call runs every 60 s (docs/product.md S4) and refreshes balance,
// reward, currencies, ticker and package. A failure is reported once and the ping stops: the UI alerts
// and goes to /login/.
import type { TopContent } from '../../../contract/login-data.ts';
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
        stopAll();
        handlers.onFailure(asServiceError(error));
      },
    );
  });
  function stopAll(): void {
    stopped = true;
    stop();
  }
  return stopAll;
}
