// A Server-Sent Events client for tests: reads a stream's events as they come (text/event-stream, never
// compressed) and hands each test the next event of the name it waits for.
import { expect } from 'vitest';

/** Reads a stream's events as they come; `next(name)` resolves with the next event of that name. */
export function openStream(url: string) {
  const controller = new AbortController();
  const events: { event: string; data: unknown }[] = [];
  const waiting: { name: string; resolve: (data: unknown) => void }[] = [];
  const deliver = () => {
    for (const waiter of [...waiting]) {
      const index = events.findIndex((event) => event.event === waiter.name);
      if (index < 0) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(events.splice(index, 1)[0]!.data);
    }
  };
  const done = (async () => {
    const answer = await fetch(url, {
      signal: controller.signal,
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
    });
    expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(answer.headers.get('content-encoding')).toBeNull();
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name !== undefined && data !== undefined) events.push({ event: name, data: JSON.parse(data) });
      }
      deliver();
    }
  })().catch(() => undefined);
  return {
    next: (name: string) =>
      new Promise<unknown>((resolve) => {
        waiting.push({ name, resolve });
        deliver();
      }),
    close: async () => {
      controller.abort();
      await done;
    },
  };
}
