// The in-thread twin is a pass-through: through the BetEngine port it answers exactly what the engine
// answers when called directly. (The worker client is proven once, in a real browser: e2e/.)
import { describe, expect, it } from 'vitest';
import { InThreadBetEngine } from '../../src/adapters/worker/in-thread-bet-engine.ts';
import { buildFormSheet, expandNumber, parseSheet, selectorPattern } from '../../src/core/engine/index.ts';
import type { SheetContext } from '../../src/core/engine/index.ts';

// A fixed instant (Wed 2025-06-11 10:00 GMT+8), so the resolved dates do not depend on when tests run.
const context: SheetContext = { variant: 'regular', now: Date.UTC(2025, 5, 11, 2, 0), currency: 'MYR' };
const sheet = 'D2\n#1234\n1234#1#1\n*5678#2\n123#1\n#8\n12RR#0.5\nXYZ';

describe('InThreadBetEngine', () => {
  const engine = new InThreadBetEngine();

  it('parses a sheet exactly as parseSheet does', async () => {
    const direct = parseSheet(sheet, context);
    expect(direct.lines.length).toBeGreaterThan(0);
    await expect(engine.parseSheet(sheet, context)).resolves.toEqual(direct);
  });

  it('passes the other engine functions through unchanged', async () => {
    await expect(engine.expandNumber('1*003', 'S')).resolves.toEqual(expandNumber('1*003', 'S'));
    await expect(engine.selectorPattern(['129', '0', '5', '5'])).resolves.toEqual(
      selectorPattern(['129', '0', '5', '5']),
    );
    const request = {
      variant: 'regular' as const,
      dates: ['2025-06-14'],
      lines: [{ number: '1234', mode: 'B' as const, drawTypes: ['M'], amountsCents: [100, 0, 0, 0, 0, 0, 0, 0, 0] }],
    };
    await expect(engine.buildFormSheet(request)).resolves.toEqual(buildFormSheet(request));
  });
});
