// The in-memory model of the model test: what the server should hold after any sequence of
// bets, voids, results, corrections and credit changes, worked out WITHOUT reading the server's tables —
// costs and ticket counts from the sheet rules (docs/engine-decisions.md), wins with the pure prize rules
// (server/settlement/prizes.ts), the player's commission with commissionOf on the line amounts, and the demo
// package rates. The test compares the database with it.
import { commissionOf } from '../../../server/settlement/commission.ts';
import { seededRandom } from '../../../server/settlement/demo-results.ts';
import { winOf } from '../../../server/settlement/prizes.ts';
import { CONSOLATION_COUNT, STARTER_COUNT, type FourDResult } from '../../../server/settlement/result.ts';
import { DEMO_PACKAGES } from '../../../server/store/demo-packages.ts';

export const DATE = '2026-11-18'; // the FakeClock's Wednesday: M and L both draw; the clock never moves
export const MEMBERS = ['member1', 'member2', 'member3'] as const;
export type Member = (typeof MEMBERS)[number];
export type Draw = 'M' | 'L';
export const DRAWS: readonly Draw[] = ['M', 'L'];
/** The member's agent, who changes its credit limit (agent1 is also above member3, but its parent decides). */
export const AGENT_OF: Readonly<Record<Member, 'agent1' | 'agent2'>> = {
  member1: 'agent1',
  member2: 'agent1',
  member3: 'agent2',
};
const SHEET_DIGIT: Readonly<Record<Draw, string>> = { M: '1', L: '8' };
// M is priced by the 3D4D package, L by 3D4DL (src/core/domain/package-kind.ts); demo members hold the regular ones.
const RATES: Readonly<Record<Draw, Record<string, number>>> = {
  M: DEMO_PACKAGES.find((p) => p.kind === '3D4D' && !p.special)!.rates,
  L: DEMO_PACKAGES.find((p) => p.kind === '3D4DL' && !p.special)!.rates,
};

/** A small deterministic generator (mulberry32 of the seed text): same seed, same sequence. */
export class Rng {
  private readonly next: () => number;
  constructor(seed: string) {
    this.next = seededRandom(seed);
  }
  /** An integer in [low, high]. */
  int(low: number, high: number): number {
    return low + Math.floor((this.next() / 2 ** 32) * (high - low + 1));
  }
  chance(p: number): boolean {
    return this.next() / 2 ** 32 < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  }
}

export interface Line {
  draws: Draw[];
  /** As written on the sheet: 1234, *1234 (BOX), **1234 (iBOX), 12R4 (roll). */
  pattern: string;
  mode: 'S' | 'B' | 'I';
  /** The distinct numbers it stands for: one ticket each per draw type. */
  numbers: string[];
  bigCents: number;
  smallCents: number;
}

export interface Sheet {
  text: string;
  lines: Line[];
  totalCents: number;
  tickets: number;
}

function permutations(digits: string): string[] {
  if (digits.length <= 1) return [digits];
  const out = new Set<string>();
  [...digits].forEach((digit, i) =>
    permutations(digits.slice(0, i) + digits.slice(i + 1)).forEach((rest) => out.add(digit + rest)),
  );
  return [...out];
}

const amountText = (cents: number) =>
  cents === 0 ? '' : `${Math.floor(cents / 100)}${cents % 100 ? `.${(cents % 100) / 10}` : ''}`;

/** A slot amount: 0.1–20.0 in steps of 0.1, mostly small so that credit runs out only now and then. */
function amount(rng: Rng, minimum: number): number {
  const tenths = rng.chance(0.8) ? rng.int(1, 30) : rng.int(1, 200);
  return Math.max(minimum, tenths * 10);
}

/**
 * A random valid sheet for today: 1–3 number lines on M, L or both of `open` (the draws without a result).
 * Costs per docs/product.md D4: a line costs its amounts × its distinct numbers × its draw types (iBOX: once).
 */
export function randomSheet(rng: Rng, open: readonly Draw[]): Sheet {
  const choices: Draw[][] = open.length === 2 ? [['M'], ['L'], ['M', 'L']] : [[...open]];
  const lines: Line[] = [];
  const out = ['D'];
  let lastDraws = '';
  for (let count = rng.int(1, 3); count > 0; count--) {
    const draws = rng.pick(choices);
    let digits = String(rng.int(0, 9999)).padStart(4, '0');
    const kind = rng.int(0, 9);
    const mode: Line['mode'] = kind === 7 ? 'B' : kind === 8 ? 'I' : 'S';
    if (mode !== 'S' && new Set(digits).size === 1) digits = `${digits.slice(0, 3)}${(Number(digits[3]) + 1) % 10}`;
    let pattern = digits;
    let numbers = [digits];
    if (mode === 'B' || mode === 'I') {
      pattern = `${mode === 'B' ? '*' : '**'}${digits}`;
      numbers = permutations(digits);
    } else if (kind === 9) {
      const at = rng.int(0, 3); // roll: R stands for each digit 0–9 at that position
      pattern = `${digits.slice(0, at)}R${digits.slice(at + 1)}`;
      numbers = Array.from({ length: 10 }, (_, d) => `${digits.slice(0, at)}${d}${digits.slice(at + 1)}`);
    }
    const minimum = mode === 'I' ? 50 : 10;
    const which = rng.int(0, 2); // B only, S only, or both
    const bigCents = which === 1 ? 0 : amount(rng, minimum);
    const smallCents = which === 0 ? 0 : amount(rng, minimum);
    const drawLine = `#${draws.map((d) => SHEET_DIGIT[d]).join('')}`;
    if (drawLine !== lastDraws) out.push(drawLine);
    lastDraws = drawLine;
    out.push(`${pattern}#${amountText(bigCents)}${smallCents ? `#${amountText(smallCents)}` : ''}`);
    lines.push({ draws, pattern, mode, numbers, bigCents, smallCents });
  }
  const totalCents = lines.reduce(
    (sum, l) => sum + (l.bigCents + l.smallCents) * (l.mode === 'I' ? 1 : l.numbers.length) * l.draws.length,
    0,
  );
  const tickets = lines.reduce((sum, l) => sum + l.numbers.length * l.draws.length, 0);
  return { text: out.join('\n'), lines, totalCents, tickets };
}

export interface ModelBet {
  member: Member;
  placer: string;
  ref: string;
  guid: string;
  sheet: Sheet;
  /** The answer's body as first sent: a replay must be byte-identical. */
  answer: string;
  /** How many result versions each draw had when the bet was taken: it is settled by the later ones only. */
  versionsAtPlacing: Record<Draw, number>;
  voided: boolean;
}

export class Model {
  readonly limits: Record<string, number> = {
    member1: 100_000,
    member2: 100_000,
    newbie: 100_000,
    member3: 100_000,
    agent1: 10_000_000,
    agent2: 2_000_000,
  };
  readonly bets: ModelBet[] = [];
  /** Result versions per draw, oldest first. */
  readonly results: Record<Draw, FourDResult[]> = { M: [], L: [] };
  /** ClientRefs a refusal freed, per member: a later bet may use them again. */
  readonly freedRefs: Record<Member, string[]> = { member1: [], member2: [], member3: [] };

  /** Tickets of `bet` on draw `d`. */
  ticketsOn(bet: ModelBet, d: Draw): number {
    return bet.sheet.lines.filter((l) => l.draws.includes(d)).reduce((sum, l) => sum + l.numbers.length, 0);
  }

  /** How many times each ticket of the bet on draw `d` has been settled: once per version published after it. */
  settlements(bet: ModelBet, d: Draw): number {
    return bet.voided ? 0 : this.results[d].length - bet.versionsAtPlacing[d];
  }

  /** What the latest version of each draw pays the bet (0 if it never settled the bet). */
  winOf(bet: ModelBet): number {
    return DRAWS.reduce((sum, d) => sum + this.winOn(bet, d), 0);
  }

  /** The bet's stake on draw `d`: its lines' amounts × numbers (iBOX: once, split between them). */
  stakeOn(bet: ModelBet, d: Draw): number {
    return bet.sheet.lines
      .filter((l) => l.draws.includes(d))
      .reduce((sum, l) => sum + (l.bigCents + l.smallCents) * (l.mode === 'I' ? 1 : l.numbers.length), 0);
  }

  /**
   * The player's commission on the bet's tickets of draw `d` (docs/product.md D7): paid once, when the draw first
   * settles the bet — a correction pays none again. Big and Small stakes at the package's Commission_Big and
   * Commission_Small, each rounded half-up once.
   */
  commissionOn(bet: ModelBet, d: Draw): number {
    if (this.settlements(bet, d) === 0) return 0;
    const lines = bet.sheet.lines.filter((l) => l.draws.includes(d));
    const stake = (cents: (l: Line) => number) =>
      lines.reduce((sum, l) => sum + cents(l) * (l.mode === 'I' ? 1 : l.numbers.length), 0);
    return (
      commissionOf(
        stake((l) => l.bigCents),
        RATES[d].Commission_Big!,
      ) +
      commissionOf(
        stake((l) => l.smallCents),
        RATES[d].Commission_Small!,
      )
    );
  }

  /** What the latest version of draw `d` pays the bet (0 if it never settled it). */
  winOn(bet: ModelBet, d: Draw): number {
    const latest = this.results[d].at(-1);
    if (!latest || this.settlements(bet, d) === 0) return 0;
    let cents = 0;
    for (const line of bet.sheet.lines.filter((l) => l.draws.includes(d))) {
      const amountsCents = [line.bigCents, line.smallCents, 0, 0, 0, 0, 0, 0, 0];
      for (const number of line.numbers) {
        cents += winOf(
          { number, mode: line.mode, amountsCents, permutations: line.mode === 'I' ? line.numbers.length : 1 },
          { fourD: latest },
          RATES[d],
        );
      }
    }
    return cents;
  }

  /** −stakes + refunds + wins of the latest versions + commission of every settled draw. */
  ledgerOf(member: Member): number {
    return this.bets
      .filter((b) => b.member === member)
      .reduce(
        (sum, b) =>
          sum -
          b.sheet.totalCents +
          (b.voided ? b.sheet.totalCents : 0) +
          this.winOf(b) +
          DRAWS.reduce((c, d) => c + this.commissionOn(b, d), 0),
        0,
      );
  }

  availableOf(member: Member): number {
    return this.limits[member]! + this.ledgerOf(member);
  }

  /** What an agent may still hand out (accounts.md: min(available, limit − given)); agents have no ledger (their commissions and PT shares are accounting figures, never credit). */
  headroomOf(agent: 'agent1' | 'agent2'): number {
    const children = agent === 'agent1' ? ['member1', 'member2', 'newbie', 'agent2'] : ['member3'];
    return this.limits[agent]! - children.reduce((sum, c) => sum + this.limits[c]!, 0);
  }

  hasResult(bet: ModelBet): boolean {
    return bet.sheet.lines.some((l) => l.draws.some((d) => this.results[d].length > 0));
  }

  /** A valid 4D result: 3 + 13 + 10 distinct numbers, some taken from the bets on the draw so that there are wins. */
  randomResult(rng: Rng, d: Draw, fill: FourDResult): FourDResult {
    const used = [
      ...new Set(this.bets.flatMap((b) => b.sheet.lines.filter((l) => l.draws.includes(d)).flatMap((l) => l.numbers))),
    ];
    const hot = rng.shuffle(used).slice(0, rng.int(0, 4));
    const others = [fill.first, fill.second, fill.third, ...fill.starters, ...fill.consolations].filter(
      (n) => !hot.includes(n),
    );
    const size = 3 + STARTER_COUNT + CONSOLATION_COUNT;
    const all = rng.shuffle([...hot, ...others.slice(0, size - hot.length)]);
    return {
      first: all[0]!,
      second: all[1]!,
      third: all[2]!,
      starters: all.slice(3, 3 + STARTER_COUNT),
      consolations: all.slice(3 + STARTER_COUNT),
    };
  }
}
