// A lazy component that can be fetched ahead (src/ui/preloadable-lazy.ts): before its chunk is in, a render
// shows the Suspense fallback; once preloaded, the first render shows the component itself, with no
// suspension (which in the browser would hold the content back by React's fallback throttle).
import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from '../../src/ui/preloadable-lazy.ts';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

const page = (Component: ComponentType<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Component name="ana" />
    </Suspense>,
  );

describe('a preloadable lazy component', () => {
  it('shows the fallback while its chunk is not in, and fetches it only when asked', () => {
    let loads = 0;
    const lazy = preloadableLazy(
      async () => {
        loads++;
        return { Greeting };
      },
      (module) => module.Greeting,
    );
    expect(loads).toBe(0);
    expect(page(lazy.Component)).toContain('loading');
    expect(loads).toBe(1);
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const lazy = preloadableLazy(
      async () => ({ Greeting }),
      (module) => module.Greeting,
    );
    await lazy.preload();
    const html = page(lazy.Component);
    expect(html).toContain('hello');
    expect(html).not.toContain('loading');
  });
});
