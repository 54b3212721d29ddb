// The tutorial's "already seen" flag in localStorage, per form (docs/product.md S2: remembered with a local
// flag). Storage that throws (private mode, full) counts as not seen: the tutorial then shows again.
export const tutorialKey = (form: string) => `tutorialSeen:${form}`;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function tutorialSeen(form: string): boolean {
  try {
    return storage()?.getItem(tutorialKey(form)) === '1';
  } catch {
    return false;
  }
}

export function markTutorialSeen(form: string): void {
  try {
    storage()?.setItem(tutorialKey(form), '1');
  } catch {
    // Not remembered: it shows again next time, which is harmless.
  }
}

/** The step after `step` of `count`, or null when the tutorial is over. */
export function nextStep(step: number, count: number): number | null {
  return step + 1 < count ? step + 1 : null;
}
