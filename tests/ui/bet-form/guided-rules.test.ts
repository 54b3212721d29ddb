// The guided screen's number field: an R typed outside ROLL switches a 4D number to ROLL instead of being
// dropped; elsewhere the field keeps digits only.
import { describe, expect, it } from 'vitest';
import { typedNumber } from '../../../src/ui/routes/guided-form/guided-rules.ts';

describe('typedNumber', () => {
  it('keeps 12R4 on a 4D number by switching to ROLL', () => {
    expect(typedNumber('12r4', '4D', 'S')).toEqual({ mode: 'ROLL', number: '12R4' });
    expect(typedNumber('12R4', '4D', 'B')).toEqual({ mode: 'ROLL', number: '12R4' });
  });

  it('stays in ROLL, and keeps at most two R', () => {
    expect(typedNumber('1RRR', '4D', 'ROLL')).toEqual({ mode: 'ROLL', number: '1RR' });
  });

  it('drops the R where ROLL is not offered (3D, 5D)', () => {
    expect(typedNumber('12R', '3D', 'S')).toEqual({ mode: 'S', number: '12' });
    expect(typedNumber('123R4', '5D', 'S')).toEqual({ mode: 'S', number: '1234' });
  });

  it('leaves digits and the mode alone', () => {
    expect(typedNumber('1234', '4D', 'I')).toEqual({ mode: 'I', number: '1234' });
  });
});
