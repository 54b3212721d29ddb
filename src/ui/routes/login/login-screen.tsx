// /login/ (docs/product.md S2 "Login"): no session needed, no navbar. The brand of the pin, the form, and
// the language select; a message brought here (session ended, password changed) shows above the form.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { activeBrand, brandState } from '../../components/brand/brand-state.ts';
import { brandIconUrl } from '../../components/brand/brand.ts';
import { LanguageSelect } from '../../components/language-select.tsx';
import { noticeOf, type Notice } from '../../components/shell/notice.ts';
import type { TwoFactorStepProps } from './two-factor/two-factor-step.tsx';
import { lastPin } from '../../state/last-pin.ts';
import { LoginForm } from './login-form.tsx';
import { usePinBrand } from './use-pin-brand.ts';
import '../../components/shell/shell.css';
import './login.css';

// The code step and its QR encoder: a chunk of their own (login-extras.ts), fetched only when a login
// answers S107 / S108.
const TwoFactorStep = lazy(() => import('./login-extras.ts'));

type CodeStep = Omit<TwoFactorStepProps, 'onBack'>;

export function LoginScreen() {
  const { t } = useTranslation('login');
  const location = useLocation();
  const [pin, setPin] = useState(lastPin);
  usePinBrand(pin);
  // The session is not the login page's: whatever it held, the brand shown is the pin's.
  const brand = activeBrand(null, useSnapshot(brandState));
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  // After the code step: back to the form, with the reason when the challenge ended (E110, E106…).
  const [back, setBack] = useState<{ notice: Notice | null; count: number }>({ notice: null, count: 0 });
  const notice = back.count > 0 ? back.notice : noticeOf(location.state);
  return (
    <div className="screen login-screen">
      <header className="login-brand">
        <img src={brandIconUrl(brand)} alt="" width={80} height={80} />
        <h1>{brand.title}</h1>
        <p>{t('subtitle')}</p>
      </header>
      <main className="content">
        {codeStep === null ? (
          <LoginForm
            key={`${location.key}-${back.count}`}
            pin={pin}
            onPinChange={setPin}
            notice={notice}
            onChallenge={setCodeStep}
          />
        ) : (
          <Suspense fallback={null}>
            <TwoFactorStep
              {...codeStep}
              onBack={(reason) => {
                setCodeStep(null);
                setBack((previous) => ({ notice: reason, count: previous.count + 1 }));
              }}
            />
          </Suspense>
        )}
        <div className="login-language">
          <LanguageSelect />
        </div>
      </main>
    </div>
  );
}
