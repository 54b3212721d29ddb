// Start-up loading (docs/product.md S2 "Shell": language, platform images, audio and the L and A jackpots).
// The language is loaded before the first render (src/app/main.tsx). Images: the brand icons are fetched
// into the cache so the splash, login and navbar never pop in; waiting is capped, a slow image never holds
// the app. Audio is primed on the first tap (tap-sound.ts). Jackpots: see use-jackpot-loader.ts.

export const PRELOAD_CAP_MS = 1500;

/** Resolves when every image has loaded or failed, or after `capMs`, whichever comes first. */
export function preloadImages(urls: readonly string[], capMs = PRELOAD_CAP_MS): Promise<void> {
  const loads = [...new Set(urls)].map(
    (url) =>
      new Promise<void>((resolve) => {
        const image = new Image();
        image.onload = () => resolve();
        image.onerror = () => resolve();
        image.src = url;
      }),
  );
  return Promise.race([
    Promise.all(loads).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, capMs)),
  ]);
}
