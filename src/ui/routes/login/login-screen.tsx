// /login/ (docs/product.md S2 "Login"): no session needed, no navbar. The brand of the pin, the form, and
// the language select; a message brought here (session ended, password changed) shows above the form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { activeBrand, brandState } from '../../components/brand/brand-state.ts';
import { brandIconUrl } from '../../components/brand/brand.ts';
import { LanguageSelect } from '../../components/language-select.tsx';
import { noticeOf } from '../../components/shell/notice.ts';
import { lastPin } from './last-pin.ts';
import { LoginForm } from './login-form.tsx';
import { usePinBrand } from './use-pin-brand.ts';
import '../../components/shell/shell.css';
import './login.css';

export function LoginScreen() {
  const { t } = useTranslation('login');
  const location = useLocation();
  const [pin, setPin] = useState(lastPin);
  usePinBrand(pin);
  // The session is not the login page's: whatever it held, the brand shown is the pin's.
  const brand = activeBrand(null, useSnapshot(brandState));
  const notice = noticeOf(location.state);
  return (
    <div className="screen login-screen">
      <header className="login-brand">
        <img src={brandIconUrl(brand)} alt="" width={80} height={80} />
        <h1>{brand.title}</h1>
        <p>{t('subtitle')}</p>
      </header>
      <main className="content">
        <LoginForm key={location.key} pin={pin} onPinChange={setPin} notice={notice} />
        <div className="login-language">
          <LanguageSelect />
        </div>
      </main>
    </div>
  );
}
