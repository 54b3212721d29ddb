// Rebet: the receipt view opens the bet screen a bet came from with the navigation state
// `{ rebet: RebetState }`; that screen fills itself with the bet string for the player to check and send as
// a NEW bet (a new ClientRef, so a new GUID). The sheet reads it (routes/sheet/use-rebet-intake.ts); the
// forms /bet1/, /bet2/ and /bet3/ read the same state (components/bet-form/use-form-rebet.ts).

export interface RebetState {
  /** The bet string as placed (ReceiptItem.rebetString). */
  text: string;
  variant: 'regular' | 'hourly';
  currency: string;
  /** The player the bet was for. */
  player: string;
  /** The form it came from, when that form could not hold it and the sheet opened instead (the sheet says so). */
  from?: 'bet1' | 'bet2' | 'bet3';
}

/** The rebet a screen was opened with, if any (anything else in the state is not one). */
export function rebetOf(state: unknown): RebetState | null {
  const rebet = (state as { rebet?: Partial<RebetState> } | null)?.rebet;
  if (!rebet || typeof rebet.text !== 'string' || rebet.text === '') return null;
  return {
    text: rebet.text,
    variant: rebet.variant === 'hourly' ? 'hourly' : 'regular',
    currency: typeof rebet.currency === 'string' ? rebet.currency : '',
    player: typeof rebet.player === 'string' ? rebet.player : '',
    ...(rebet.from === 'bet1' || rebet.from === 'bet2' || rebet.from === 'bet3' ? { from: rebet.from } : {}),
  };
}
