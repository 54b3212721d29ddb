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
}
