// Which result versions have been published, for the streams of this process (docs/live-draws.md).
// Several server processes may share one database, and a result published on one must reach the streams
// of all: each process reads the publish sequence (draw_results.id only grows, whichever process wrote it)
// every `pollMs`, and at once when its own process published (the route hook in live-routes.ts), so a
// process's own publish is seen without the wait. The same read works on PGlite and PostgreSQL.
import type { ResultPublishedEvent } from '../../../contract/my-numbers.ts';
import type { ServiceContext } from '../context.ts';
import { sendWinAlerts } from './win-alerts.ts';

export type ResultListener = (event: ResultPublishedEvent) => void;

export interface ResultHubOptions {
  /** How often the sequence is read for other processes' publishes; default 1000 ms. */
  pollMs?: number;
  /** Whether this process sends the win alerts (web push) of what it sees; default true. */
  alerts?: boolean;
}

export class ResultHub {
  private readonly listeners = new Set<ResultListener>();
  private last = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private reading: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private started = false;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly options: ResultHubOptions = {},
  ) {}

  /** Starts after the newest version already published: streams hear only what comes after. */
  async start(): Promise<void> {
    try {
      const newest = await this.ctx.db
        .selectFrom('draw_results')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      this.last = Number(newest?.id ?? 0);
    } catch {
      // No database to read (a check of the routes' shapes without one): nothing to announce, ever.
      return;
    }
    this.started = true;
    this.timer = setInterval(() => void this.check(), this.options.pollMs ?? 1000);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) clearInterval(this.timer);
  }

  /** The id of the newest version this process has seen. */
  get lastSeen(): number {
    return this.last;
  }

  get streams(): number {
    return this.listeners.size;
  }

  subscribe(listener: ResultListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads what was published since the last read; a call during a read makes one more read after it. */
  check(): Promise<void> {
    if (this.reading !== null) {
      this.again = true;
      return this.reading;
    }
    this.reading = this.read().finally(() => {
      this.reading = null;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.check();
      }
    });
    return this.reading;
  }

  /** Hands an event to every stream of this process (the bench calls it to time the fan-out alone). */
  emit(event: ResultPublishedEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private async read(): Promise<void> {
    if (this.stopped || !this.started) return;
    let rows: { id: number; draw_type: string; draw_date: string; version: number }[];
    try {
      rows = await this.ctx.db
        .selectFrom('draw_results')
        .select(['id', 'draw_type', 'draw_date', 'version'])
        .where('id', '>', this.last)
        .orderBy('id')
        .limit(200)
        .execute();
    } catch {
      // The database is away for a moment (a restart, a closing test): the next read tries again.
      return;
    }
    for (const row of rows) {
      const event: ResultPublishedEvent = {
        id: Number(row.id),
        drawType: row.draw_type,
        drawDate: row.draw_date,
        version: row.version,
      };
      this.last = event.id;
      this.emit(event);
      if (this.options.alerts ?? true) {
        await sendWinAlerts(this.ctx, event).catch(() => 0);
      }
    }
  }
}
