// The top bar every screen shares: the app name, the screen title and the language picker.
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './language-select.tsx';

export function AppHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <div>
        <div className="app-name">{t('app-title')}</div>
        <h1>{title}</h1>
      </div>
      <LanguageSelect />
    </header>
  );
}
