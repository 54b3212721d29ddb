// Where a granted login goes (docs/product.md S4 "Login outcomes"): home with the player state, or the
// forced password change after S106. Shared by the password form and the two-factor code step.
import type { NavigateFunction } from 'react-router-dom';
import type { GrantedLogin } from '../../../core/use-cases/login.ts';
import { sessionActions } from '../../state/session-state.ts';
import { rememberPin } from '../../state/last-pin.ts';

export async function enterApp(result: GrantedLogin, navigate: NavigateFunction): Promise<void> {
  rememberPin(result.session.Pin);
  if (result.next === 'home') {
    sessionActions.signedIn(result.session, result.loginData);
    await navigate('/home/', { replace: true });
  } else {
    sessionActions.pendingPasswordChange(result.session);
    await navigate('/settings/needchangepwd/', { replace: true });
  }
}
