// ResultStream over the browser's EventSource (GET /live/results on the page's own origin). EventSource
// reconnects by itself after a drop (the server's retry: 3 s); every 'ready' is a (re)connection.
import type { ResultPublishedEvent } from '../../../contract/my-numbers.ts';
import type { ResultStream, ResultStreamListener } from '../../core/ports/result-stream.ts';

export const RESULT_STREAM_PATH = '/live/results';

export class EventSourceResultStream implements ResultStream {
  subscribe(listener: ResultStreamListener): () => void {
    if (typeof EventSource === 'undefined') {
      listener.onDrop();
      return () => {};
    }
    const source = new EventSource(RESULT_STREAM_PATH);
    source.addEventListener('ready', () => listener.onOpen());
    source.addEventListener('result', (message: MessageEvent<string>) => {
      try {
        listener.onResult(JSON.parse(message.data) as ResultPublishedEvent);
      } catch {
        // A malformed event (a proxy's garbage) is nothing to read: the next poll or event brings the truth.
      }
    });
    source.addEventListener('error', () => listener.onDrop());
    return () => source.close();
  }
}
