// Display formatting of integer cents. The only place cents become a fraction, and only for display.
// Fixed 'en-US' grouping on purpose: sheets are typed with '.' as the decimal point, so a total shown as
// '1.234,50' (id, vi) would read as a different amount next to the sheet that produced it.
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatCents(cents: number): string {
  return money.format(cents / 100);
}

export function formatCount(value: number): string {
  return count.format(value);
}
