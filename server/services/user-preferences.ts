// Bet-format preferences (the account-preference screen). FormatBox 'S' or 'D', a draw-type format from
// FORMAT_DRAW_TYPES, and the bet sequence: the order of the 9 amount slots on a 4-digit sheet line, which
// the engine reads (services/bets/sheet-context.ts). Any permutation is accepted; the list offers presets.
import type { UserEditModel } from '../../contract/user-preferences.ts';
import { SLOTS } from '../../src/core/domain/slots.ts';
import { ApiError } from './api-error.ts';
import type { UserRow } from './access.ts';
import type { ServiceContext } from './context.ts';

export const FORMAT_BOXES = ['S', 'D'] as const;
/** How draw types are written: as sheet digits (#1234) or operator letters (MPTS). */
export const FORMAT_DRAW_TYPES = ['digits', 'letters'] as const;
export const DEFAULT_BET_SEQUENCE = SLOTS.join(' ');
/** Common orders offered first; the default is the specification's 9-slot order. */
export const BET_SEQUENCE_PRESETS: readonly string[] = [
  DEFAULT_BET_SEQUENCE,
  'B S A C SA SB SC SD SE',
  'S B SA A C SB SC SD SE',
  'A C B S SA SB SC SD SE',
];
/** Shape of a sequence for the request schema: 9 slot names, single spaces. Permutation: isBetSequence. */
export const BET_SEQUENCE_PATTERN = '^(B|S|SA|A|C|SB|SC|SD|SE)( (B|S|SA|A|C|SB|SC|SD|SE)){8}$';

export function isBetSequence(text: string): boolean {
  const slots = text.split(' ');
  return slots.length === SLOTS.length && new Set(slots).size === SLOTS.length && slots.every((slot) => (SLOTS as readonly string[]).includes(slot));
}

export function editModelOf(user: UserRow): UserEditModel {
  // A stored value outside the options (older data) is shown as the default rather than breaking the screen.
  const sequence = isBetSequence(user.format_bet_sequence) ? user.format_bet_sequence : DEFAULT_BET_SEQUENCE;
  const drawType = (FORMAT_DRAW_TYPES as readonly string[]).includes(user.format_draw_type) ? user.format_draw_type : FORMAT_DRAW_TYPES[0];
  const sequences = BET_SEQUENCE_PRESETS.includes(sequence) ? BET_SEQUENCE_PRESETS : [...BET_SEQUENCE_PRESETS, sequence];
  return {
    UserId: user.username,
    BetMethodIsMultiply: user.bet_method_multiply,
    FormatBox: user.format_box === 'D' ? 'D' : 'S',
    FormatDrawTypeList: FORMAT_DRAW_TYPES.map((Name) => ({ Name })),
    FormatBetSequenceList: sequences.map((Name) => ({ Name })),
    SelectedFormatDrawType: drawType,
    SelectedFormatBetSequence: sequence,
  };
}

export interface PreferenceEdit {
  BetMethodIsMultiply: boolean;
  FormatBox: (typeof FORMAT_BOXES)[number];
  SelectedFormatDrawType: (typeof FORMAT_DRAW_TYPES)[number];
  SelectedFormatBetSequence: string;
}

/** Saves the preferences; the request schema checked each value's shape, this checks the permutation. */
export async function savePreferences(ctx: ServiceContext, target: UserRow, edit: PreferenceEdit): Promise<void> {
  if (!isBetSequence(edit.SelectedFormatBetSequence)) {
    throw new ApiError('V103', ['SelectedFormatBetSequence'], 'SelectedFormatBetSequence');
  }
  await ctx.db
    .updateTable('users')
    .set({
      bet_method_multiply: edit.BetMethodIsMultiply,
      format_box: edit.FormatBox,
      format_draw_type: edit.SelectedFormatDrawType,
      format_bet_sequence: edit.SelectedFormatBetSequence,
    })
    .where('id', '=', target.id)
    .execute();
}
