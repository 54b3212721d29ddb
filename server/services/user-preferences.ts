// Bet-format preferences (the account-preference screen). FormatBox 'S' or 'D', a draw-type format from
// FORMAT_DRAW_TYPES (both with EditUser's request shape, contract/requests/info.ts), and the bet sequence:
// the order of the 9 amount slots on a 4-digit sheet line, which the engine reads
// (services/bets/sheet-context.ts). Any permutation is accepted (read by src/core/domain/bet-sequence.ts,
// which the sheet readers use too) and saved in its one form; the list offers presets.
import { FORMAT_DRAW_TYPES, type EditUserQuery } from '../../contract/requests/info.ts';
import type { UserEditModel } from '../../contract/user-preferences.ts';
import { DEFAULT_BET_SEQUENCE, normalBetSequence } from '../../src/core/domain/bet-sequence.ts';
import { ApiError } from './api-error.ts';
import type { UserRow } from './access.ts';
import type { ServiceContext } from './context.ts';

/** Common orders offered first; the default is the specification's 9-slot order. */
export const BET_SEQUENCE_PRESETS: readonly string[] = [
  DEFAULT_BET_SEQUENCE,
  'B S A C SA SB SC SD SE',
  'S B SA A C SB SC SD SE',
  'A C B S SA SB SC SD SE',
];

/** The stored preference in its one form, or the default when it is not valid (older data). */
export function storedBetSequence(stored: string): string {
  return normalBetSequence(stored) ?? DEFAULT_BET_SEQUENCE;
}

export function editModelOf(user: UserRow): UserEditModel {
  // A stored value outside the options (older data) is shown as the default rather than breaking the screen.
  const sequence = storedBetSequence(user.format_bet_sequence);
  const drawType = (FORMAT_DRAW_TYPES as readonly string[]).includes(user.format_draw_type)
    ? user.format_draw_type
    : FORMAT_DRAW_TYPES[0];
  const sequences = BET_SEQUENCE_PRESETS.includes(sequence)
    ? BET_SEQUENCE_PRESETS
    : [...BET_SEQUENCE_PRESETS, sequence];
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

/** What EditUser saves: its query (contract/requests/info.ts) less whose preferences they are. */
export type PreferenceEdit = Omit<EditUserQuery, 'UserId'>;

/** Saves the preferences; the request schema checked each value's shape, this reads the bet sequence. */
export async function savePreferences(ctx: ServiceContext, target: UserRow, edit: PreferenceEdit): Promise<void> {
  const betSequence = normalBetSequence(edit.SelectedFormatBetSequence);
  if (betSequence === null) throw new ApiError('V103', ['SelectedFormatBetSequence'], 'SelectedFormatBetSequence');
  await ctx.db
    .updateTable('users')
    .set({
      bet_method_multiply: edit.BetMethodIsMultiply,
      format_box: edit.FormatBox,
      format_draw_type: edit.SelectedFormatDrawType,
      format_bet_sequence: betSequence,
    })
    .where('id', '=', target.id)
    .execute();
}
