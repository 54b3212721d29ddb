export type Slot = 'B' | 'S' | 'SA' | 'A' | 'C' | 'SB' | 'SC' | 'SD' | 'SE';

/** The 9 amount slots in canonical order (the specification's 9-slot array). */
export const SLOTS: readonly Slot[] = Object.freeze(['B', 'S', 'SA', 'A', 'C', 'SB', 'SC', 'SD', 'SE']);

export const SLOT_INDEX: Readonly<Record<Slot, number>> = Object.freeze({
  B: 0,
  S: 1,
  SA: 2,
  A: 3,
  C: 4,
  SB: 5,
  SC: 6,
  SD: 7,
  SE: 8,
});

/** Slots a 3-digit number takes (3A, 3C), in sheet order. */
export const SLOTS_3D: readonly Slot[] = Object.freeze(['A', 'C']);
/** Slots a 5 or 6-digit number takes. */
export const SLOTS_5D_6D: readonly Slot[] = Object.freeze(['B']);
/** Where the amounts go after a `**` suffix on a 4-digit number. */
export const SINGLE_PRIZE_SLOTS: readonly Slot[] = Object.freeze(['SA', 'SB', 'SC', 'SD', 'SE']);

/** The slots a number of this many digits takes, in the default sheet order. */
export function slotsForLength(length: number, betSequence: readonly Slot[] = SLOTS): readonly Slot[] {
  if (length === 4) return betSequence;
  if (length === 3) return SLOTS_3D;
  return SLOTS_5D_6D;
}
