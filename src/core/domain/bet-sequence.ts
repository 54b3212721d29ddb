// The bet-sequence preference: the order in which the 9 amounts of a 4-digit sheet line fill the slots.
// One reading for everyone who handles it — the EditUser service that saves it, the login data that sends
// it, the server reading a bet and the app's live check — so a preference accepted on save is the order the
// sheet is read in on both sides.
//
// The rule: the slot names separated by any run of spaces, leading and trailing spaces ignored, each of the
// 9 slots exactly once (a permutation). A repeated slot is refused, not silently deduplicated: with one
// slot twice another is missing, and guessing where it goes would read amounts into the wrong prizes.
import { SLOTS, type Slot } from './slots.ts';

/** The specification's order, written as the preference stores it. */
export const DEFAULT_BET_SEQUENCE = SLOTS.join(' ');

/** The slots in the preference's order, or null when the text is not a permutation of the 9 slots. */
export function parseBetSequence(text: string): readonly Slot[] | null {
  const names = text.trim().split(/\s+/);
  if (names.length !== SLOTS.length || new Set(names).size !== SLOTS.length) return null;
  return names.every((name) => (SLOTS as readonly string[]).includes(name)) ? (names as Slot[]) : null;
}

/** The preference in its one stored form (single spaces), or null when it is not a valid preference. */
export function normalBetSequence(text: string): string | null {
  return parseBetSequence(text)?.join(' ') ?? null;
}

/** The order a stored preference reads a sheet in; a stored value that is not valid (older data) reads as the default. */
export function betSequenceOf(stored: string): readonly Slot[] {
  return parseBetSequence(stored) ?? SLOTS;
}
