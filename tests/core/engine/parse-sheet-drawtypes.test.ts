// Draw-type lines (docs/product.md D3, D4.2; engine-decisions "Lines", "Draw types and games").
import { describe, it, expect } from 'vitest';
import { parse, codesAt, expectFault, lineAt, single } from './fixtures.ts';

const hourly = { variant: 'hourly' as const };
const drawTypesOf = (marker: string, number = '1234#1', over = {}) =>
  single(parse(['D', marker, number], over)).drawTypes;

describe('regular digits', () => {
  it('map M1 P2 T3 S4 B5 K6 W7 L8 A9 N0', () => {
    expect(drawTypesOf('#1')).toEqual(['M']);
    expect(drawTypesOf('#2')).toEqual(['P']);
    expect(drawTypesOf('#3')).toEqual(['T']);
    expect(drawTypesOf('#4')).toEqual(['S']);
    expect(drawTypesOf('#5')).toEqual(['B']);
    expect(drawTypesOf('#6')).toEqual(['K']);
    expect(drawTypesOf('#7')).toEqual(['W']);
    expect(drawTypesOf('#8')).toEqual(['L']);
    expect(drawTypesOf('#9')).toEqual(['A']);
    expect(drawTypesOf('#0')).toEqual(['N']);
  });

  it('come out in operator order whatever the order written', () => {
    expect(drawTypesOf('#0981')).toEqual(['M', 'L', 'A', 'N']);
    expect(drawTypesOf('#7654321')).toEqual(['M', 'P', 'T', 'S', 'B', 'K', 'W']);
    expect(drawTypesOf('#1234567890')).toEqual(['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L', 'A', 'N']);
  });

  it('price every draw type: 10 operators on Wednesday 18 cost 10 × the amount', () => {
    const line = single(parse(['D', '#1234567890', '1234#1']));
    expect(line.costCents).toBe(1000);
  });

  it('#38 is T and L (only 83 and 810 are blocked)', () => {
    expect(drawTypesOf('#38')).toEqual(['T', 'L']);
  });

  it('a repeated digit is status-E122', () => {
    expectFault(parse(['D', '#11', '1234#1']), 2, 'status-E122');
    expectFault(parse(['D', '#1231', '1234#1']), 2, 'status-E122');
  });

  it('anything but digits or * after # is status-E122', () => {
    expectFault(parse(['D', '#1A', '1234#1']), 2, 'status-E122');
    expectFault(parse(['D', '#1*', '1234#1']), 2, 'status-E122');
  });

  it('83 and 810 anywhere in a regular draw-type line are bet-blockedmarker', () => {
    expectFault(parse(['D', '#83', '1234#1']), 2, 'bet-blockedmarker');
    expectFault(parse(['D', '#183', '1234#1']), 2, 'bet-blockedmarker');
    expectFault(parse(['D', '#810', '1234#1']), 2, 'bet-blockedmarker');
    expectFault(parse(['D', '#2810', '1234#1']), 2, 'bet-blockedmarker');
  });

  it('the line under a blocked marker makes no ticket', () => {
    const result = parse(['D', '#83', '1234#1']);
    expect(result.lines).toEqual([]);
    expect(codesAt(result, 3)).toContain('bet1-nodrawtype');
    expect(result.totalCents).toBe(0);
  });
});

describe('#*: every allowed operator that offers the game', () => {
  it('5D goes to T only', () => {
    expect(drawTypesOf('#*', '12345#1')).toEqual(['T']);
  });

  it('6D goes to T, L and A', () => {
    expect(drawTypesOf('#*', '123456#1')).toEqual(['T', 'L', 'A']);
  });

  it('4D and 3D go to all ten', () => {
    const all = ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L', 'A', 'N'];
    expect(drawTypesOf('#*', '1234#1')).toEqual(all);
    expect(drawTypesOf('#*', '123#1')).toEqual(all);
  });

  it('is limited by allowedDrawTypes', () => {
    const over = { allowedDrawTypes: ['M', 'T', 'L'] };
    expect(drawTypesOf('#*', '1234#1', over)).toEqual(['M', 'T', 'L']);
    expect(drawTypesOf('#*', '123456#1', over)).toEqual(['T', 'L']);
  });

  it('one #* line serves lines of different games', () => {
    const result = parse(['D', '#*', '12345#1', '123456#1']);
    expect(lineAt(result, 3)?.drawTypes).toEqual(['T']);
    expect(lineAt(result, 4)?.drawTypes).toEqual(['T', 'L', 'A']);
    expect(result.totalCents).toBe(400);
  });

  it('no allowed operator offering 5D makes the line fail', () => {
    const result = parse(['D', '#*', '12345#1'], { allowedDrawTypes: ['M', 'P'] });
    expect(result.ok).toBe(false);
    expect(result.lines).toEqual([]);
  });
});

describe('games per operator', () => {
  it('#13 then 12345#1 is status-E130 (M does not offer 5D)', () => {
    expectFault(parse(['D', '#13', '12345#1']), 3, 'status-E130');
  });

  it('#3 then 12345#1 is T', () => {
    expect(drawTypesOf('#3', '12345#1')).toEqual(['T']);
  });

  it('6D on M or N is status-E130; on T, L, A it is fine', () => {
    expectFault(parse(['D', '#1', '123456#1']), 3, 'status-E130');
    expectFault(parse(['D', '#0', '123456#1']), 3, 'status-E130');
    expect(drawTypesOf('#389', '123456#1')).toEqual(['T', 'L', 'A']);
  });

  it('5D on L is status-E130', () => {
    expectFault(parse(['D', '#8', '12345#1']), 3, 'status-E130');
  });
});

describe('missing or faulty draw-type lines', () => {
  it('# alone is bet1-nodrawtype, and so are the number lines under it', () => {
    const result = parse(['D', '#', '1234#1']);
    expect(codesAt(result, 2)).toContain('bet1-nodrawtype');
    expectFault(result, 3, 'bet1-nodrawtype');
  });

  it('a number line before any draw-type line is bet1-nodrawtype', () => {
    expectFault(parse(['D', '1234#1', '#1', '5678#1']), 2, 'bet1-nodrawtype');
  });

  it('a faulty draw-type line makes the lines under it bet1-nodrawtype until the next one', () => {
    const result = parse(['D', '#11', '1234#1', '1111#1', '#1', '2222#1']);
    expectFault(result, 3, 'bet1-nodrawtype');
    expectFault(result, 4, 'bet1-nodrawtype');
    expect(lineAt(result, 6)?.drawTypes).toEqual(['M']);
    expect(result.lines).toHaveLength(1);
    expect(result.totalCents).toBe(100);
  });

  it('a draw-type line applies until the next one', () => {
    const result = parse(['D', '#1', '1234#1', '5678#1', '#2', '9012#1']);
    expect(result.lines.map((line) => line.drawTypes)).toEqual([['M'], ['M'], ['P']]);
  });

  it('a draw type not in allowedDrawTypes is status-E130 on the draw-type line', () => {
    const result = parse(['D', '#2', '1234#1'], { allowedDrawTypes: ['M', 'T'] });
    expect(codesAt(result, 2)).toContain('status-E130');
    expect(result.lines).toEqual([]);
  });
});

describe('hourly tokens', () => {
  const hourlyTypes = (marker: string, number = '1234#1') => drawTypesOf(marker, number, hourly);

  it('8 83 87 9 93 97 0 03 07', () => {
    expect(hourlyTypes('#8')).toEqual(['L']);
    expect(hourlyTypes('#83')).toEqual(['L3']);
    expect(hourlyTypes('#87')).toEqual(['L']);
    expect(hourlyTypes('#9')).toEqual(['A']);
    expect(hourlyTypes('#93')).toEqual(['A3']);
    expect(hourlyTypes('#97')).toEqual(['A']);
    expect(hourlyTypes('#0')).toEqual(['N']);
    expect(hourlyTypes('#03')).toEqual(['N3']);
    expect(hourlyTypes('#07')).toEqual(['N']);
  });

  it('are read greedily and listed L3 L A3 A N3 N', () => {
    expect(hourlyTypes('#8393')).toEqual(['L3', 'A3']);
    expect(hourlyTypes('#883')).toEqual(['L3', 'L']); // 8, 83
    expect(hourlyTypes('#0703938387')).toEqual(['L3', 'L', 'A3', 'N3', 'N']);
    expect(hourlyTypes('#9808303')).toEqual(['L3', 'L', 'A', 'N3', 'N']); // 9, 8, 0, 83, 03
  });

  it('price each hourly draw type: L3 and A3 on one date cost 2 × the amount', () => {
    expect(single(parse(['D', '#8393', '1234#1'], hourly)).costCents).toBe(200);
  });

  it('other digits are status-E122', () => {
    expectFault(parse(['D', '#1', '1234#1'], hourly), 2, 'status-E122');
    expectFault(parse(['D', '#84', '1234#1'], hourly), 2, 'status-E122');
    expectFault(parse(['D', '#3', '1234#1'], hourly), 2, 'status-E122');
  });

  it('a repeated token is status-E122', () => {
    expectFault(parse(['D', '#88', '1234#1'], hourly), 2, 'status-E122');
    expectFault(parse(['D', '#8383', '1234#1'], hourly), 2, 'status-E122');
  });

  it('83 is not blocked on hourly sheets', () => {
    expect(parse(['D', '#83', '1234#1'], hourly).ok).toBe(true);
  });

  it('6D: L and A yes, N no (status-E130); 5D nowhere', () => {
    expect(hourlyTypes('#8393', '123456#1')).toEqual(['L3', 'A3']);
    expectFault(parse(['D', '#0', '123456#1'], hourly), 3, 'status-E130');
    expectFault(parse(['D', '#03', '123456#1'], hourly), 3, 'status-E130');
    expectFault(parse(['D', '#8', '12345#1'], hourly), 3, 'status-E130');
  });

  it('#* with 5D on an hourly sheet finds no draw type', () => {
    const result = parse(['D', '#*', '12345#1'], hourly);
    expect(result.ok).toBe(false);
    expect(result.lines).toEqual([]);
  });

  it('#* is every allowed hourly draw type offering the game', () => {
    expect(hourlyTypes('#*')).toEqual(['L3', 'L', 'A3', 'A', 'N3', 'N']);
    expect(hourlyTypes('#*', '123456#1')).toEqual(['L3', 'L', 'A3', 'A']);
    expect(drawTypesOf('#*', '1234#1', { ...hourly, allowedDrawTypes: ['L3', 'A3'] })).toEqual(['L3', 'A3']);
  });
});

describe('the hidden L10', () => {
  it('is never offered: allowing it enables nothing, and #* never includes it', () => {
    const result = parse(['D', '#*', '1234#1'], { ...hourly, allowedDrawTypes: ['L10'] });
    expect(result.ok).toBe(false);
    expect(result.lines).toEqual([]);
    expect(drawTypesOf('#*', '1234#1', { ...hourly, allowedDrawTypes: ['L10', 'L3'] })).toEqual(['L3']);
  });

  it('is rejected when sent: #810 on an hourly sheet is an unknown token', () => {
    expectFault(parse(['D', '#810', '1234#1'], hourly), 2, 'status-E122');
  });

  it('L7, A7 and N7 in allowedDrawTypes are the evening draws', () => {
    expect(drawTypesOf('#*', '1234#1', { ...hourly, allowedDrawTypes: ['L7', 'A7', 'N7'] })).toEqual(['L', 'A', 'N']);
  });
});
