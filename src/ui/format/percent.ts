// Rates arrive from the ports in basis points (1250 = 12.5%), as money arrives in cents: these are the only
// places a rate becomes a percent, and only for display. Percent is not money: the division stays here.

/** Basis points as the plain percent number a sentence carries ('12.5' for 1250): as the server wrote it. */
export const percentNumber = (basisPoints: number): number => basisPoints / 100;

/** Basis points with two decimals and the sign: 1250 → '12.50%'. */
export const percentText = (basisPoints: number): string => `${(basisPoints / 100).toFixed(2)}%`;
