// Answers of the login call (POST /masterapi/token, docs/api/auth.md). Imports nothing.

export interface TokenGranted {
  status: 'S100' | 'S106';
  message: string;
  access_token: string;
  token_type: 'bearer';
  /** Seconds of idleness the token survives. */
  expires_in: number;
}

/** The same body for an unknown pin, an unknown user and a wrong password. */
export interface TokenRefused {
  status: 'E111';
  message: string;
  error: 'invalid_grant';
  error_description: string;
  /** The next attempt must bring a solved challenge (GET /masterapi/captcha): the app shows it now. */
  challenge_required?: true;
}

/**
 * A refusal of the token call other than E111 (E100 challenge wanted, 429 E106 locked …): the envelope,
 * with `challenge_required` when the next attempt must bring a solved challenge.
 */
export interface TokenRefusal {
  status: string;
  message: string;
  params?: readonly (string | number)[];
  challenge_required?: true;
}

/**
 * The password was right and the account has two-factor codes: S107 (enter the code) or S108 (scan the QR,
 * then confirm with the first code). `access_token` is the challenge, not a session: it is sent back with
 * the code to POST /masterapi/token/code, once, within `expires_in` seconds (E110 after).
 */
export interface TokenChallenge {
  status: 'S107' | 'S108';
  message: string;
  access_token: string;
  token_type: 'challenge';
  expires_in: number;
  /** S108 only: the key to type into an authenticator app (base32) and the otpauth:// URI its QR shows. */
  secret?: string;
  otpauth_uri?: string;
}
