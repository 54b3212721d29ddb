// What the tests of the largest bets share: the largest sheet the specification allows, and members with
// credit enough to place it.
import type { TestServer } from './test-server.ts';

/** 50 lines, each rolled twice (100 numbers), on two draw types (#18: Magnum and Lucky): exactly 10,000 tickets. */
export const LARGEST_SHEET = `D\n#18\n${Array.from({ length: 50 }, (_, index) => `${String(index).padStart(2, '0')}RR#1`).join('\n')}`;

/** Every member's credit limit raised to 100,000.00, far above any stake of these tests. */
export async function giveMembersLargeCredit(server: TestServer): Promise<void> {
  await server.ctx.db
    .updateTable('users')
    .set({ credit_limit_cents: 10_000_000 })
    .where('role', '=', 'member')
    .execute();
}
