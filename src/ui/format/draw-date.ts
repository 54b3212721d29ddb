// Draw dates come from the engine as 'YYYY-MM-DD' calendar days (GMT+8 already applied). Read as UTC
// midnight and formatted in UTC, the weekday and day can never shift with the device's time zone.
export function formatDrawDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return isoDate;
  const instant = Date.UTC(year, month - 1, day);
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })
    .format(instant);
}
