// The cut-off countdown of home and the sheet: per operator the user may bet, how long until
// betting closes for its next draw; from 19:00 to 19:30 GMT+8 "closed — resumes 19:30". The rules are the
// core's (domain/cutoff.ts) over the login data's draw calendar and the Clock port; it redraws every 30 s.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import { cutoffOf, timeLeft, type Cutoff } from '../../../core/domain/cutoff.ts';
import { OPERATORS } from '../../../core/domain/operators.ts';
import { Clock } from '../../../core/ports/clock.ts';
import { Gmt8Format } from '../../../core/ports/gmt8-format.ts';
import { Scheduler } from '../../../core/ports/scheduler.ts';
import { sessionState } from '../../state/session-state.ts';
import './cutoff-countdown.css';

const REDRAW_MS = 30_000;

/** Operators that close at the same instant share one line ("8 h 57 min: Magnum, PMP, Toto …"), soonest first. */
function groupByClose(rows: readonly { name: string; cutoff: Cutoff }[]): { closesAt: number; names: string[] }[] {
  const groups = new Map<number, string[]>();
  for (const row of rows)
    if (row.cutoff.kind === 'open')
      groups.set(row.cutoff.closesAt, [...(groups.get(row.cutoff.closesAt) ?? []), row.name]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([closesAt, names]) => ({ closesAt, names }));
}

/**
 * `compact` (the sheet, where rows need the room): one line, the operator that closes soonest. `operators`:
 * only these operator letters (the sheet's own, so a Magnum-only sheet does not name Lucky); all when absent.
 */
export function CutoffCountdown({
  compact = false,
  operators = null,
}: {
  compact?: boolean;
  operators?: ReadonlySet<string> | null;
}) {
  // Its messages are the results group's, which load on demand (not in /login/'s first download): until
  // they are here the countdown stays away rather than suspend the screen; betting itself is unaffected.
  const { t, ready } = useTranslation('results', { useSuspense: false });
  const clock = useInjection<Clock>(Clock);
  const scheduler = useInjection<Scheduler>(Scheduler);
  const format = useInjection<Gmt8Format>(Gmt8Format);
  const { loginData } = useSnapshot(sessionState);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => scheduler.every(REDRAW_MS, () => setNow(clock.now())), [clock, scheduler]);

  if (loginData === null || !ready) return null;
  const letters = new Set(
    loginData.games
      .map((drawType) => drawType.charAt(0))
      .filter((letter) => operators === null || operators.has(letter)),
  );
  const rows = OPERATORS.filter((operator) => letters.has(operator.letter))
    .map((operator) => ({
      name: operator.name,
      letter: operator.letter,
      cutoff: cutoffOf(operator.letter, now, loginData.drawCalendar),
    }))
    .filter(
      (row): row is { name: string; letter: string; cutoff: Exclude<Cutoff, { kind: 'none' }> } =>
        row.cutoff.kind !== 'none',
    );
  if (rows.length === 0) return null;
  const closed = rows.find((row) => row.cutoff.kind === 'closed')?.cutoff;
  const left = (closesAt: number) => {
    const { hours, minutes } = timeLeft(closesAt, now);
    return hours === 0 ? t('cutoff-minutes', { minutes }) : t('cutoff-hours', { hours, minutes });
  };
  if (compact) {
    const soonest = rows.reduce<(typeof rows)[number] | null>(
      (best, row) =>
        row.cutoff.kind === 'open' &&
        (best === null || (best.cutoff.kind === 'open' && row.cutoff.closesAt < best.cutoff.closesAt))
          ? row
          : best,
      null,
    );
    return (
      <p className="cutoff-line" data-testid="cutoff">
        {closed?.kind === 'closed' || soonest === null || soonest.cutoff.kind !== 'open'
          ? t('cutoff-closed', { time: format.time(closed?.kind === 'closed' ? closed.resumesAt : now).slice(0, 5) })
          : t('cutoff-next', { operator: soonest.name, time: left(soonest.cutoff.closesAt) })}
      </p>
    );
  }
  return (
    <section className="cutoff card" aria-labelledby="cutoff-title" data-testid="cutoff">
      <h2 id="cutoff-title">{t('cutoff-title')}</h2>
      {closed?.kind === 'closed' ? (
        <p className="cutoff-closed">{t('cutoff-closed', { time: format.time(closed.resumesAt).slice(0, 5) })}</p>
      ) : (
        <ul>
          {groupByClose(rows).map((group) => (
            <li key={group.closesAt}>
              <span className="cutoff-left">{left(group.closesAt)}</span>
              <span className="cutoff-names">{group.names.join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
