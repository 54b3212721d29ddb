// Form 3's rules (docs/product.md S4 "Number type change") and the pieces the forms share with the receipt:
// the keypad's field order, the type change, E129 shown as E129-2, one receipt per PostBetEkor bet and
// "rebet the refused" taking back exactly the refused draw types.
import { describe, expect, it } from 'vitest';
import { drawTypesAfterTypeChange, form3Status } from '../../../src/ui/components/bet-form/form-rules.ts';
import { applyPadKey } from '../../../src/ui/components/bet-form/amount-keypad.tsx';
import { mergeSameBet, refusedRows } from '../../../src/ui/components/bet-form/form-bet-flow.ts';
import { fieldOrder, moveField } from '../../../src/ui/components/bet-form/keypad-field.ts';

const TODAY = '2026-11-18';

describe('form 3 number type change', () => {
  it('D6 preselects L, L3, A and A3 whatever was chosen', () => {
    expect(drawTypesAfterTypeChange(['N3'], [TODAY], '6D', {}, true).sort()).toEqual(['A', 'A3', 'L', 'L3']);
  });
  it('D3 and D4 keep the chosen draw types still offered', () => {
    expect(drawTypesAfterTypeChange(['N3', 'L'], [TODAY], '4D', {}, true)).toEqual(['N3', 'L']);
    expect(drawTypesAfterTypeChange(['N3', 'L'], [TODAY], '6D', {}, false)).toEqual(['L']);
  });
  it('shows a closed draw as E129-2 and leaves other statuses', () => {
    expect(form3Status('E129')).toBe('E129-2');
    expect(form3Status('E117')).toBe('E117');
  });
});

describe('form 3 keypad', () => {
  it('moves over the number and the amounts the type enables, wrapping', () => {
    expect(fieldOrder('3D')).toEqual(['number', 0, 1]);
    expect(fieldOrder('6D')).toEqual(['number', 0]);
    expect(fieldOrder('4D')).toHaveLength(8);
    expect(moveField('number', '3D', 1)).toBe(0);
    expect(moveField(1, '3D', 1)).toBe('number');
    expect(moveField('number', '3D', -1)).toBe(1);
  });
  it('types digits and a point, and deletes', () => {
    expect(applyPadKey('1', '.')).toBe('1.');
    expect(applyPadKey('1.', '5')).toBe('1.5');
    expect(applyPadKey('1.5', 'back')).toBe('1.');
  });
});

describe('answers', () => {
  const accepted = (drawType: string, guid: string) => ({
    drawType,
    status: 'S100',
    params: [],
    guid,
    output: `receipt ${guid}`,
  });
  it('shows one PostBetEkor bet once, naming its draw types', () => {
    expect(mergeSameBet([accepted('M', 'g1'), accepted('P', 'g1')])).toEqual([
      { ...accepted('M', 'g1'), drawType: 'M P' },
    ]);
    expect(mergeSameBet([accepted('L3', 'g1'), accepted('A3', 'g2')])).toHaveLength(2);
  });
  it('puts back exactly the refused draw types of a partial answer', () => {
    const line = {
      id: 1,
      type: '4D' as const,
      number: '1234',
      mode: 'S' as const,
      drawTypes: ['L3', 'A3', 'N3'],
      amountsCents: [100, 0, 0, 0, 0, 0, 0, 0, 0],
    };
    const other = { ...line, id: 2, number: '5678', drawTypes: ['L3'] };
    const entries = [
      accepted('L3', 'g1'),
      { drawType: 'A3', status: 'E129', params: [] },
      { drawType: 'N3', status: 'E117', params: [] },
    ];
    expect(refusedRows([line, other], entries)).toEqual([{ ...line, drawTypes: ['A3', 'N3'] }]);
    // Nothing accepted: a plain refusal, nothing to rebet (the list is still there).
    expect(refusedRows([line], entries.slice(1))).toEqual([]);
  });
});
