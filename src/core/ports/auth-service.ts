// Logging in and out and changing passwords (masterapi/token, Account/ChangePassword, NeedChangePwd).
// Refusals are thrown as ServiceError with their catalogue code (E111, E106 with minutes, E107 …); a
// login's as LoginRefusal, which also tells whether the next try needs the challenge.

export interface LoginRequest {
  /** The site's pin: the token call sends it as `client_id`, and the server finds the site by it. */
  pin: string;
  username: string;
  password: string;
  /** The solved challenge (the widget's payload), once the server wants one (E100). */
  captcha?: string;
}

export interface LoginGrant {
  /** S100 logged in; S106 logged in but the password must be changed first. */
  status: 'S100' | 'S106';
  token: string;
}

/**
 * The password was right and the account has two-factor codes (S107), or must set them up first (S108):
 * the challenge goes back with the code (TwoFactorService.answerChallenge). Not a session.
 */
export interface LoginChallenge {
  status: 'S107' | 'S108';
  challenge: string;
  /** S108: the key to scan (base32) and the otpauth:// URI the QR shows. */
  enrolment?: { secret: string; uri: string };
}

export interface PasswordChange {
  /** The login name whose password changes (an agent may name a downline player). */
  userId: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface AuthService {
  login(request: LoginRequest): Promise<LoginGrant | LoginChallenge>;
  /** `forced`: the S106 change (NeedChangePwd), allowed before anything else. */
  changePassword(change: PasswordChange, forced: boolean): Promise<void>;
  logout(): Promise<void>;
}

export const AuthService = Symbol.for('AuthService');
