// A result is published only once its draw has taken place (src/core/domain/result-timing.ts): suites that
// bet on a draw of the test clock's day move the clock to the draw's time before they publish its result.
import { drawTakesPlaceAt } from '../../../src/core/domain/result-timing.ts';
import type { FakeClock, TestServer } from './test-server.ts';

/** Moves `clock` forward to the draw's time when it is earlier; never back. */
export function reachDraw(clock: FakeClock, drawType: string, drawDate: string): void {
  const at = drawTakesPlaceAt(drawType, drawDate);
  if (clock.now() < at) clock.advance(at - clock.now());
}

/**
 * Runs `publish` with the clock at the draw's time (when it is earlier), then puts the clock back: for
 * suites whose story goes on before the draw after its result is out (other draws still taking bets, a
 * result that closes its draw). The result is stored as published at the draw's time. The open sessions
 * are taken to have stayed active meanwhile (their last call moved to the draw's time), so the suite's
 * tokens outlive the jump instead of idling out (E102).
 */
export async function atDrawTime<T>(
  server: Pick<TestServer, 'clock' | 'ctx'>,
  drawType: string,
  drawDate: string,
  publish: () => Promise<T>,
): Promise<T> {
  const at = drawTakesPlaceAt(drawType, drawDate);
  const shift = Math.max(0, at - server.clock.now());
  // Sessions first, the clock after: a call racing the jump (publish-race) never sees its session idle.
  if (shift > 0)
    await server.ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(at) })
      .where('revoked_at', 'is', null)
      .execute();
  server.clock.advance(shift);
  try {
    return await publish();
  } finally {
    server.clock.advance(-shift);
  }
}
