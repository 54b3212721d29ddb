// The login's challenge (E100): after 3 failed logins the token call wants a solved proof-of-work
// challenge. The app fetches one (GET /masterapi/captcha) for its widget to solve, and sends the widget's
// payload with the login (LoginRequest.captcha). The challenge is the server's, opaque to the app.
export interface ProofOfWorkChallenge {
  parameters: Readonly<Record<string, unknown>>;
  signature?: string;
}

export interface CaptchaService {
  /** A new challenge from the site the connection is open to (single use: each attempt needs a new one). */
  next(): Promise<ProofOfWorkChallenge>;
}

export const CaptchaService = Symbol.for('CaptchaService');
