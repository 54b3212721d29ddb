// Answers of the weekly statement and "who bought a number" (docs/api/statements.md). Money here is INTEGER
// CENTS, in each section's own currency (never two currencies added together). Imports nothing.

/** One direct downline's week in one currency (cents). The players' side is from the players' view. */
export interface StatementFigures {
  /** Settled stakes of the week's draws, and stakes still waiting for a result (in no net). */
  stake: number;
  pending: number;
  /** The players' commission and wins (live result versions). */
  commission: number;
  win: number;
  /** commission + win − stake. */
  net: number;
  /** What the agents at or below the downline keep of these bets (0 for a member). */
  belowNet: number;
  /** net + belowNet: the downline's side of the week. */
  downlineNet: number;
  /** The statement owner's own commission and PT share on these bets, and their sum. */
  ownCommission: number;
  ownShare: number;
  ownNet: number;
  /** What the downline owes the owner (negative: the owner owes the downline): −downlineNet. */
  owed: number;
  /** Already settled by payments (same sign as owed), and what is left: owed − paid. */
  paid: number;
  outstanding: number;
}

export interface StatementLine extends StatementFigures {
  downline: string;
  role: 'member' | 'agent';
}

export interface StatementCurrency {
  currency: string;
  lines: StatementLine[];
  totals: StatementFigures;
  /** What the owner owes its upline (negative: the upline owes it); null for the company or a player. */
  owedToUpline: number | null;
}

export interface StatementPayment {
  downline: string;
  currency: string;
  /** In `currency`; positive: the downline paid the owner. */
  amount: number;
  /** A player's ledger entry in the site's base currency (null for an agent downline), and the rates used. */
  baseAmount: number | null;
  baseCurrency: string;
  rate: string;
  baseRate: string;
  paidBy: string;
  paidAt: string;
}

export interface WeeklyStatement {
  /** Whose statement: the owner (an agent, the company, or a player for itself) and its role. */
  user: string;
  role: 'member' | 'agent';
  /** Its direct upline's name (null for the company). */
  upline: string | null;
  /** The week's draw dates (GMT+8), both included, and the day weeks start on (0 = Sunday). */
  weekStart: string;
  weekEnd: string;
  weekFirstDay: number;
  baseCurrency: string;
  /** Whether the site starts each player's credit use afresh every week (the "weekly limit"). */
  weeklyCreditReset: boolean;
  /** Whether the caller may mark this statement's lines paid (it is the owner, an agent or the company). */
  canPay: boolean;
  currencies: StatementCurrency[];
  payments: StatementPayment[];
}

/** One open ticket on the number asked for. */
export interface WhoBoughtTicket {
  /** The bet's GUID (opens its receipt) and number. */
  guid: string;
  betNumber: number;
  player: string;
  drawType: string;
  drawDate: string;
  number: string;
  /** S straight, B BOX, I iBOX, R reverse. */
  mode: string;
  currency: string;
  stakeCents: number;
}

/** The tickets of one player on one draw and bet type, with their total. */
export interface WhoBoughtGroup {
  player: string;
  drawType: string;
  drawDate: string;
  mode: string;
  currency: string;
  tickets: WhoBoughtTicket[];
  stakeCents: number;
}

export interface WhoBought {
  /** The numbers searched: the one typed, or all its permutations. */
  numbers: string[];
  permutations: boolean;
  groups: WhoBoughtGroup[];
  /** Per currency, in code order. */
  totals: { currency: string; tickets: number; stakeCents: number }[];
  /** True when more tickets matched than are listed (the limit); totals still count them all. */
  truncated: boolean;
}
