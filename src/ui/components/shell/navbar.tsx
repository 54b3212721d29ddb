// The navbar of guarded pages (docs/product.md S2 "Shell"): the brand's logo linking home, the page title
// (the menu text of the route name), a Home button and a menu button that opens the menu sheet.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import { activeBrand, brandState } from '../brand/brand-state.ts';
import { brandIconUrl } from '../brand/brand.ts';
import { MenuSheet } from './menu-sheet.tsx';
import { titleKeyOf } from './routes.ts';
import './navbar.css';

export function Navbar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const brand = activeBrand(useSnapshot(sessionState).loginData, useSnapshot(brandState));
  const [menuOpen, setMenuOpen] = useState(false);
  const titleKey = titleKeyOf(pathname);
  return (
    <header className="navbar">
      <Link to="/home/" className="navbar-logo" aria-label={t('navbar-logo', { brand: brand.title })}>
        <img src={brandIconUrl(brand)} alt="" width={36} height={36} />
      </Link>
      <h1 className="navbar-title">{titleKey === null ? brand.title : t(titleKey)}</h1>
      <Link to="/home/" className="navbar-button" aria-label={t('navbar-home')}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 11 12 3l9 8v10h-6v-6H9v6H3z" />
        </svg>
      </Link>
      <button
        type="button"
        className="navbar-button"
        aria-label={t('navbar-menu')}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      {menuOpen && <MenuSheet onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
