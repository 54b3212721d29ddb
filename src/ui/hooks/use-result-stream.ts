// The result stream on a screen (docs/live-draws.md): `onNews` runs when the stream (re)connects and when a
// result is published, so the screen reads again at once; `streaming` says whether the stream is up, so the
// screen polls only while it is not (the 5-second poll is the fallback when the stream drops).
import { useEffect, useRef, useState } from 'react';
import type { ResultPublishedEvent } from '../../../contract/my-numbers.ts';
import { useInjection } from '../../app/container-context.tsx';
import { ResultStream } from '../../core/ports/result-stream.ts';

export function useResultStream(onNews: (event: ResultPublishedEvent | null) => void): {
  streaming: boolean;
  streamingRef: { readonly current: boolean };
} {
  const stream = useInjection<ResultStream>(ResultStream);
  const [streaming, setStreaming] = useState(false);
  const streamingRef = useRef(false);
  // The latest callback, read when an event comes (synced after each render).
  const latest = useRef(onNews);
  useEffect(() => {
    latest.current = onNews;
  });
  useEffect(() => {
    const set = (up: boolean) => {
      streamingRef.current = up;
      setStreaming(up);
    };
    return stream.subscribe({
      onOpen: () => {
        set(true);
        latest.current(null);
      },
      onResult: (event) => latest.current(event),
      onDrop: () => set(false),
    });
  }, [stream]);
  return { streaming, streamingRef };
}
