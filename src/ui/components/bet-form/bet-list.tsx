// The list of added lines, each with what it bets, its cost as the engine reads it, any error of its own,
// and a delete button; a prompt to add a bet when empty.
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../i18n/error-message.ts';
import { formatCents } from '../../format/money.ts';
import { rowErrors } from './form-engine.ts';
import type { FormRow, ListCheck } from './form-state.ts';
import { lineLabel } from './line-label.ts';

export function BetList({
  lines,
  check,
  onDelete,
}: {
  lines: readonly FormRow[];
  check: ListCheck | null;
  onDelete: (id: number) => void;
}) {
  const { t } = useTranslation('betforms');
  const { t: tt } = useTranslation();
  if (lines.length === 0)
    return (
      <p className="bet-list-empty" data-testid="bet-list-empty">
        {t('list-empty')}
      </p>
    );
  return (
    <ol className="bet-list" aria-label={t('list-label')} data-testid="bet-list">
      {lines.map((line, index) => {
        const cost = check?.result.lines.find((parsed) => parsed.line === check.rowLines[index])?.costCents;
        const errors = check ? rowErrors(check, index) : [];
        return (
          <li key={line.id} className={errors.length > 0 ? 'bet-list-row has-error' : 'bet-list-row'}>
            <div className="bet-list-text">
              <span className="bet-list-line">{lineLabel(line, t)}</span>
              {cost !== undefined && <span className="money">{formatCents(cost)}</span>}
              {errors.map((error, n) => (
                <span key={n} className="row-error">
                  {errorMessage(tt, error)}
                </span>
              ))}
            </div>
            <button
              type="button"
              className="row-delete"
              aria-label={t('delete-line', { line: index + 1 })}
              onClick={() => onDelete(line.id)}
            >
              ×
            </button>
          </li>
        );
      })}
    </ol>
  );
}
