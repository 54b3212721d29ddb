// The sheet's font size (docs/product.md S2 "Bet screen, free-text entry", S9: 16 to 40, default 22),
// remembered in localStorage under `fontSize` so it survives reloads and logins on the same phone.
export const FONT_SIZE_MIN = 16;
export const FONT_SIZE_MAX = 40;
export const FONT_SIZE_DEFAULT = 22;
/** One tap of A− / A+: 2 px, so the whole range is 12 taps. */
export const FONT_SIZE_STEP = 2;
export const FONT_SIZE_STORAGE_KEY = 'fontSize';

/** Any stored or computed value as a whole size within 16..40; unreadable values are the default. */
export function clampFontSize(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return FONT_SIZE_DEFAULT;
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, Math.round(number)));
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** The stored size; storage missing or blocked (private mode) gives the default. */
export function readFontSize(storage: ReadableStorage | undefined): number {
  try {
    return clampFontSize(storage?.getItem(FONT_SIZE_STORAGE_KEY) ?? undefined);
  } catch {
    return FONT_SIZE_DEFAULT;
  }
}

export function writeFontSize(storage: WritableStorage | undefined, size: number): void {
  try {
    storage?.setItem(FONT_SIZE_STORAGE_KEY, String(clampFontSize(size)));
  } catch {
    // Storage refused (private mode, quota): the size then lasts for this visit only.
  }
}
