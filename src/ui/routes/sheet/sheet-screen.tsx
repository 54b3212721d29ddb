// The free-text sheet screen (/sheet/): options, the sheet, and the engine's live verdict below it.
// Split into small parts so no component grows past a screenful.
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../components/app-header.tsx';
import { SheetEditor } from './sheet-editor.tsx';
import { SheetErrors } from './sheet-errors.tsx';
import { SheetLines } from './sheet-lines.tsx';
import { SheetOptions } from './sheet-options.tsx';
import { SheetSummary } from './sheet-summary.tsx';
import { useLiveParse } from './use-live-parse.ts';

export function SheetScreen() {
  const { t } = useTranslation();
  useLiveParse();
  return (
    <div className="screen">
      <AppHeader title={t('sheet-title')} />
      <main className="content">
        <SheetOptions />
        <SheetEditor />
        <SheetSummary />
        <SheetErrors />
        <SheetLines />
      </main>
    </div>
  );
}
