// A draw date in an alert: day and month as digits (2026-11-18 → 18/11/2026), which reads the same in all
// six languages, so the notification needs no date words.
export function formatDrawDateText(drawDate: string): string {
  const [year, month, day] = drawDate.split('-');
  return `${day}/${month}/${year}`;
}
