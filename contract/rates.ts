// The site's rate table (GET/POST /admin/rates; docs/currencies-and-limits.md). Imports nothing: shared by
// the server and the client.

/** One currency's rate: its units per 1 SGD, as decimal text ('4', '4.35'). */
export interface SiteRate {
  code: string;
  rate: string;
  /** No operator set it: the default table's rate. */
  isDefault: boolean;
}

/** One change of a rate (the audit), newest first. */
export interface RateChange {
  code: string;
  previous: string;
  rate: string;
  changedBy: string;
  /** ISO 8601 (UTC). */
  changedAt: string;
}

export interface SiteRates {
  /** Credit limits, balances and per-user limits are in this currency. */
  base: string;
  rates: SiteRate[];
  changes: RateChange[];
}
