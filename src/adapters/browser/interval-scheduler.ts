// Scheduler over the platform's timers (browsers and Node alike). A task that throws must not stop the
// interval or surface as an uncaught error: the use-cases report their own failures.
import { injectable } from 'inversify';
import type { Scheduler } from '../../core/ports/scheduler.ts';

@injectable()
export class IntervalScheduler implements Scheduler {
  every(ms: number, task: () => void): () => void {
    const handle = setInterval(() => {
      try {
        task();
      } catch {
        // The next tick runs anyway; the task's owner decides what a failure means.
      }
    }, ms);
    return () => clearInterval(handle);
  }

  delay(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}
