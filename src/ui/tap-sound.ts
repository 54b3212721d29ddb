// The short tap every button makes (docs/product.md S2 "Shell": button taps play a sound; S9: audio gain
// 0.2). Synthesized with an OscillatorNode, so there is no file to load and nothing for the CSP to allow.
// Browsers only let audio start from a user gesture, so the AudioContext is created after the first tap
// (priming), never at load (which would log an autoplay warning). Creating it is slow (a main-thread task
// of ~250 ms on a phone-speed CPU, measured by bench:forms), so it is made in the first idle moment after
// that gesture — the page has its sticky activation by then — not inside the tap: until it exists a tap
// is silent. Audio is a nicety: nothing here throws.

export const TAP_GAIN = 0.2;
const TAP_SECONDS = 0.05;

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
let unavailable = false;

function audioContext(): AudioContext | null {
  if (unavailable) return null;
  if (context !== null) return context;
  try {
    const Class =
      (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ??
      (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (Class === undefined) {
      unavailable = true;
      return null;
    }
    context = new Class();
    return context;
  } catch {
    unavailable = true;
    return null;
  }
}

let priming = false;

/** Runs `work` when the page is idle (or soon, where the browser has no idle callbacks). */
function whenIdle(work: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number })
    .requestIdleCallback;
  if (idle) idle(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

/** Makes the audio context in the next idle moment, once. Call after a user gesture (tap, key). */
export function primeAudioWhenIdle(): void {
  if (priming || context !== null || unavailable) return;
  priming = true;
  whenIdle(() => {
    priming = false;
    primeAudio();
  });
}

/** Creates or wakes the audio context. Call from inside a user gesture, or after one (sticky activation). */
export function primeAudio(): void {
  try {
    const audio = audioContext();
    if (audio !== null && audio.state === 'suspended') void audio.resume().catch(() => {});
  } catch {
    // no audio
  }
}

/** One short, soft click. */
export function playTap(): void {
  try {
    // Not made yet: made when idle, never inside the tap (see the top of the file).
    if (context === null) return primeAudioWhenIdle();
    const audio = context;
    if (audio.state === 'suspended') void audio.resume().catch(() => {});
    const start = audio.currentTime;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.exponentialRampToValueAtTime(440, start + TAP_SECONDS);
    gain.gain.setValueAtTime(TAP_GAIN, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + TAP_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.onended = () => {
      oscillator.disconnect();
      gain.disconnect();
    };
    oscillator.start(start);
    oscillator.stop(start + TAP_SECONDS + 0.01);
  } catch {
    // no audio
  }
}

/** What counts as a button tap: buttons, links and anything with a button or menu-item role. */
export const TAPPABLE = 'button:not(:disabled), a[href], [role="button"], [role="menuitem"], [role="tab"]';

/**
 * One listener for the whole app: every tap on something tappable plays the sound, whichever screen
 * drew it, so screens need not remember to. Also primes audio on the first gesture. Returns the remover.
 */
export function installTapSound(root: Document = document): () => void {
  const onClick = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && target.closest(TAPPABLE) !== null) playTap();
  };
  const onGesture = () => primeAudioWhenIdle();
  root.addEventListener('click', onClick, true);
  root.addEventListener('pointerdown', onGesture, { capture: true, once: true });
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('pointerdown', onGesture, true);
  };
}
