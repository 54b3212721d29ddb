// A screen the caller's role may not open (route-roles.ts), or whose data the server refused (E103): the
// catalogue's "You do not have permission." and a way back home, so the user is never left stranded.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusNotice } from './status-notice.tsx';
import './shell.css';

export function WayHome() {
  const { t } = useTranslation('settings');
  return (
    <Link to="/home/" className="button button-quiet" data-testid="way-home">
      {t('back-home')}
    </Link>
  );
}

export function NoPermission() {
  return (
    <div className="screen">
      <main className="content">
        <StatusNotice notice={{ status: 'E103', params: [] }} testId="no-permission" />
        <WayHome />
      </main>
    </div>
  );
}
