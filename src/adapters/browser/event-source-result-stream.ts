// ResultStream over the browser's EventSource (GET /live/results on the page's own origin). One connection
// for the whole page, however many parts of it listen (the results and the win notice): opened with the
// first listener, closed with the last. EventSource reconnects by itself after a drop (the server's retry:
// 3 s); every 'ready' is a (re)connection.
import type { ResultPublishedEvent } from '../../../contract/my-numbers.ts';
import type { ResultStream, ResultStreamListener } from '../../core/ports/result-stream.ts';

export const RESULT_STREAM_PATH = '/live/results';

export class EventSourceResultStream implements ResultStream {
  private readonly listeners = new Set<ResultStreamListener>();
  private source: EventSource | null = null;
  private open = false;

  subscribe(listener: ResultStreamListener): () => void {
    if (typeof EventSource === 'undefined') {
      listener.onDrop();
      return () => {};
    }
    this.listeners.add(listener);
    if (this.source === null) this.connect();
    // A listener that joins an open stream has missed its 'ready': it reads now, as on a (re)connection.
    else if (this.open) listener.onOpen();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.source?.close();
        this.source = null;
        this.open = false;
      }
    };
  }

  private connect(): void {
    const source = new EventSource(RESULT_STREAM_PATH);
    this.source = source;
    source.addEventListener('ready', () => {
      this.open = true;
      for (const listener of [...this.listeners]) listener.onOpen();
    });
    source.addEventListener('result', (message: MessageEvent<string>) => {
      let event: ResultPublishedEvent;
      try {
        event = JSON.parse(message.data) as ResultPublishedEvent;
      } catch {
        // A malformed event (a proxy's garbage) is nothing to read: the next poll or event brings the truth.
        return;
      }
      for (const listener of [...this.listeners]) listener.onResult(event);
    });
    source.addEventListener('error', () => {
      this.open = false;
      for (const listener of [...this.listeners]) listener.onDrop();
    });
  }
}
