// The house screens' answers (docs/house.md): who may see which, a draw's state before a result is
// published or corrected, and a site's link lists. Imports nothing but other contract files.

/** A draw's result as the house enters it (POST /admin/results's body) and reads it back: numbers stay
 * strings, so leading zeros survive. */
export interface DrawResult {
  fourD?: { first: string; second: string; third: string; starters: string[]; consolations: string[] };
  fiveD?: { first: string; second: string; third: string };
  sixD?: { first: string };
}

/** What the caller may run: `house` the house's switches and results, `site` its own site's settings. */
export interface HouseAccess {
  house: boolean;
  site: boolean;
  /** The caller's site's pin (the site settings are that site's). */
  pin: string;
}

/** A draw as the result screen shows it before publishing: what is there and what publishing would settle. */
export interface ResultPreview {
  drawType: string;
  drawDate: string;
  /** 0 when nothing is published yet; a new result is then version 1, else a correction. */
  version: number;
  result: DrawResult | null;
  /** Tickets on the draw that publishing settles (settled again, on a correction): every one not voided. */
  tickets: number;
  /** 'YYYY-MM-DD HH:mm GMT+8': when the draw takes place. */
  drawAt: string;
  /** A first result is refused until the draw has taken place (E155); a correction never is. */
  tooEarly: boolean;
}

/** After POST /admin/results. */
export interface PublishedResult {
  version: number;
  changed: boolean;
  tickets: number;
  winCents: number;
  reversedCents: number;
}

export interface SiteLink {
  name: string;
  url: string;
}

/** A site's link lists: the member area's and the draw-ticket (welfare) links. */
export interface SiteLinks {
  member: SiteLink[];
  welfare: SiteLink[];
}

/** GET/POST /admin/maintenance's answer: the house's switch as it now stands. */
export interface MaintenanceState {
  active: boolean;
  /** A reason code the app translates ('scheduled', 'upgrade', 'urgent'), or null. */
  reason: string | null;
  /** ISO 8601 (UTC), or null: maintenance then ends by itself. */
  endsAt: string | null;
}

/** GET/POST /admin/sign-in-settings's answer: the site's minimum app version and blocked ranges. */
export interface SignInSettings {
  /** '' when every version is accepted. */
  minAppVersion: string;
  /** Canonical CIDR ranges, sorted. */
  blockedRanges: string[];
}
