// The code step's pure rules: what counts as a complete code, how the key reads, which refusals end the
// challenge, and that the QR drawn encodes the whole URI (decoded back by counting nothing: size and path).
import { describe, expect, it } from 'vitest';
import {
  challengeEnded,
  codeComplete,
  codeOf,
  qrDrawing,
  secretGroups,
} from '../../../src/ui/routes/login/two-factor/two-factor-view.ts';

describe('the code step', () => {
  it('takes 6 digits, spaces ignored', () => {
    expect(codeComplete('123456')).toBe(true);
    expect(codeComplete('123 456')).toBe(true);
    expect(codeOf(' 123 456 ')).toBe('123456');
    expect(codeComplete('12345')).toBe(false);
    expect(codeComplete('1234567')).toBe(false);
    expect(codeComplete('12345a')).toBe(false);
  });

  it('shows the key in groups of 4', () => {
    expect(secretGroups('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')).toBe('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567');
    expect(secretGroups('ABCDEF')).toBe('ABCD EF');
  });

  it('goes back to the form only when the challenge is gone', () => {
    expect(challengeEnded('E111')).toBe(false);
    expect(challengeEnded('E101')).toBe(false);
    for (const status of ['E110', 'E106', 'E131', 'V110']) expect(challengeEnded(status)).toBe(true);
  });

  it('draws the QR as one path of 1×1 squares inside its quiet border', () => {
    const qr = qrDrawing('otpauth://totp/Tikam:member1?secret=ABCDEFGHIJKLMNOPQRSTUVWXYZ234567&issuer=Tikam');
    expect(qr.size).toBeGreaterThanOrEqual(29);
    const squares = qr.path.match(/M(\d+) (\d+)h1v1h-1z/g) ?? [];
    expect(squares.length).toBeGreaterThan(100);
    expect(squares.join('')).toBe(qr.path);
    const coordinates = squares.map((square) => square.slice(1).split('h')[0]!.split(' ').map(Number));
    // Nothing in the 2-module border; the top-left finder pattern's corner is dark.
    expect(coordinates.every(([x, y]) => x! >= 2 && y! >= 2 && x! < qr.size - 2 && y! < qr.size - 2)).toBe(true);
    expect(qr.path).toContain('M2 2h1v1h-1z');
  });
});
