// The receipts list's search: the search type (All, Void, Last receipt, By bet number) and, for the last,
// the bet number. Searching changes the URL (?type&page&betno), which loads the list.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptQuery } from '../../../core/ports/receipt-service.ts';
import { canSearch, SEARCH_TYPES, type SearchType } from './receipts-rules.ts';

interface Props {
  query: ReceiptQuery;
  onSearch: (query: ReceiptQuery) => void;
}

export function ReceiptsSearch({ query, onSearch }: Props) {
  const { t } = useTranslation('receipts');
  const [type, setType] = useState<SearchType>(query.type);
  const [betNo, setBetNo] = useState(query.betNo ?? '');
  const [invalid, setInvalid] = useState(false);
  const next: ReceiptQuery = { type, page: 1, ...(type === 'betno' ? { betNo: betNo.trim() } : {}) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSearch(next)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSearch(next);
  };

  return (
    <form className="receipts-search" role="search" aria-label={t('search-label')} onSubmit={submit}>
      <label className="receipts-field">
        <span>{t('type-label')}</span>
        <select value={type} onChange={(event) => setType(event.target.value as SearchType)}>
          {SEARCH_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`type-${option}`)}
            </option>
          ))}
        </select>
      </label>
      {type === 'betno' && (
        <label className="receipts-field">
          <span>{t('betno-label')}</span>
          <input
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={9}
            value={betNo}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'receipts-betno-error' : undefined}
            onChange={(event) => setBetNo(event.target.value.replace(/\D/g, ''))}
          />
        </label>
      )}
      {invalid && (
        <p id="receipts-betno-error" className="receipts-error" role="alert">
          {t('betno-required')}
        </p>
      )}
      <button type="submit" className="receipts-primary">
        {t('search')}
      </button>
    </form>
  );
}
