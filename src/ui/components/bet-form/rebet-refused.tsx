// "Rebet the refused": after a partial answer (some draw types accepted, others closed, sold out or over
// credit), one tap puts exactly the refused lines back into the form's list.
import { useTranslation } from 'react-i18next';

export function RebetRefused({ count, onRebet }: { count: number; onRebet: () => void }) {
  const { t } = useTranslation('betforms');
  if (count === 0) return null;
  return (
    <button type="button" className="receipt-action rebet-refused" data-testid="rebet-refused" onClick={onRebet}>
      {t('rebet-refused', { refused: count })}
    </button>
  );
}
