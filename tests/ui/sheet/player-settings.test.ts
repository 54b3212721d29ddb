// An agent betting for a downline member: the sheet is read with that member's games and bet sequence
// (login data `playerSettings`), as the server reads the bet (server/services/bets/sheet-context.ts), not
// with the agent's. Changing the player marks the shown result stale until it is read again.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseSheet } from '../../../src/core/engine/index.ts';
import { playerSettingsFor, sheetContextFor } from '../../../src/ui/betting/sheet-context.ts';
import { sessionActions } from '../../../src/ui/state/session-state.ts';
import { sheetActions, sheetState } from '../../../src/ui/routes/sheet/sheet-state.ts';
import { loginData } from './support.ts';

const WED_10AM = Date.UTC(2026, 10, 18, 2, 0);
const ALL = ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L3', 'L', 'A3', 'A', 'N3', 'N'];
const DEFAULT_SEQUENCE = 'B S SA A C SB SC SD SE';

const agent = loginData({
  LoginId: 'agent1',
  role: 'agent',
  players: ['member1', 'member2'],
  games: ALL,
  betSequence: DEFAULT_SEQUENCE,
  playerSettings: {
    member1: { games: ['M', 'L'], betSequence: 'S B SA A C SB SC SD SE' },
    member2: { games: ALL, betSequence: DEFAULT_SEQUENCE },
  },
});

describe('the sheet context for a player', () => {
  it("takes the chosen player's games and bet sequence, the site's settings unchanged", () => {
    const forMember1 = sheetContextFor(agent, 'regular', 'MYR', WED_10AM, 'member1');
    expect(forMember1.allowedDrawTypes).toEqual(['M', 'L']);
    expect(forMember1.betSequence).toEqual(['S', 'B', 'SA', 'A', 'C', 'SB', 'SC', 'SD', 'SE']);
    expect(sheetContextFor(agent, 'regular', 'MYR', WED_10AM, 'member2')).toMatchObject({
      allowedDrawTypes: ALL,
      betSequence: DEFAULT_SEQUENCE.split(' '),
    });
    // The site's figures are everyone's.
    expect(forMember1).toMatchObject({ maxDrawDates: 3, minimumsCents: { regular: 10, ibox: 50 }, currency: 'MYR' });
  });

  it('reads a sheet as the server would for that player: member1 may not bet PMP, member2 may', () => {
    const sheet = 'D\n#2\n1234#1';
    expect(parseSheet(sheet, sheetContextFor(agent, 'regular', 'MYR', WED_10AM, 'member1')).ok).toBe(false);
    expect(parseSheet(sheet, sheetContextFor(agent, 'regular', 'MYR', WED_10AM, 'member2')).ok).toBe(true);
  });

  it("puts the amounts in the player's slot order: member1 writes SMALL first", () => {
    const sheet = 'D\n#1\n1234#1#2';
    const forMember1 = parseSheet(sheet, sheetContextFor(agent, 'regular', 'MYR', WED_10AM, 'member1'));
    const forMember2 = parseSheet(sheet, sheetContextFor(agent, 'regular', 'MYR', WED_10AM, 'member2'));
    // The 9 slots in the engine's order B S SA A C SB SC SD SE, in cents.
    expect(forMember1.lines[0]?.amountsCents.slice(0, 2)).toEqual([200, 100]);
    expect(forMember2.lines[0]?.amountsCents.slice(0, 2)).toEqual([100, 200]);
  });

  it("falls back to the user's own settings without a player or for one without settings", () => {
    expect(playerSettingsFor(agent, undefined)).toEqual({ games: ALL, betSequence: DEFAULT_SEQUENCE });
    expect(playerSettingsFor(agent, 'member9')).toEqual({ games: ALL, betSequence: DEFAULT_SEQUENCE });
    // A login name is looked up among the entries only, never on the prototype.
    expect(playerSettingsFor(agent, 'constructor')).toEqual({ games: ALL, betSequence: DEFAULT_SEQUENCE });
    const member = loginData({
      games: ['M'],
      playerSettings: { member1: { games: ['M'], betSequence: DEFAULT_SEQUENCE } },
    });
    expect(sheetContextFor(member, 'regular', 'MYR', WED_10AM, 'member1').allowedDrawTypes).toEqual(['M']);
  });
});

describe('picking another player', () => {
  beforeEach(() => {
    sheetActions.reset();
    Object.assign(sheetState, { variant: 'regular', currency: '', player: '' });
    sessionActions.signedIn({ Pin: '8888', LoginId: 'agent1', AuthToken: 't' }, agent);
  });

  it("marks the result stale, as it is read again with the new player's settings", () => {
    sheetActions.setText('D\n#2\n1234#1');
    sheetState.checking = false; // as if the live parse had answered for member1 (the first player)
    sheetActions.setPlayer('member2');
    expect(sheetState.checking).toBe(true);
  });

  it('does not, when the pick leaves the player the sheet is read for unchanged (no parse would run)', () => {
    sheetActions.setText('D\n#2\n1234#1');
    sheetState.checking = false;
    sheetActions.setPlayer('member1'); // '' already meant member1, the first player
    expect(sheetState.checking).toBe(false);
    sheetActions.setPlayer('memberx'); // not offered: still member1
    expect(sheetState.checking).toBe(false);
  });

  it('marks a restored bet for another player stale', () => {
    sheetActions.setText('D\n#2\n1234#1');
    sheetState.checking = false;
    sheetActions.restore({ text: sheetState.text, variant: 'regular', currency: '', player: 'member2' });
    expect(sheetState).toMatchObject({ player: 'member2', checking: true });
  });
});
