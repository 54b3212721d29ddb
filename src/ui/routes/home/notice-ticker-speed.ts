// How fast the notice ticker scrolls: its own module, so it is testable without React.

/** Seconds for one pass: about 8 characters a second, never faster than 8 s a pass. */
export const tickerSeconds = (message: string): number => Math.max(8, Math.round(message.length / 8));
