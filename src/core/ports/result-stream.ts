// The server's announcements of new results (GET /live/results, Server-Sent Events): a page subscribes to
// read its results again when one is published, and keeps its poll for when the stream is down.
import type { ResultPublishedEvent } from '../../../contract/my-numbers.ts';

export interface ResultStreamListener {
  /** Connected (again): anything published while away should be read now. */
  onOpen(): void;
  onResult(event: ResultPublishedEvent): void;
  /** The connection dropped; the stream tries again by itself. */
  onDrop(): void;
}

export interface ResultStream {
  /** Starts listening; the returned function stops. */
  subscribe(listener: ResultStreamListener): () => void;
}

export const ResultStream = Symbol.for('ResultStream');
