// The login's captcha (issue 17, E100): after 3 failed logins the token call wants one. The server keeps
// the answer; the app gets a key and an image to show, and sends the key with what the user read.
export interface Captcha {
  key: string;
  /** A data: URL (SVG) for an <img>. */
  image: string;
}

export interface CaptchaService {
  /** A new captcha from the site the connection is open to (single use: each attempt needs a new one). */
  next(): Promise<Captcha>;
}

export const CaptchaService = Symbol.for('CaptchaService');
