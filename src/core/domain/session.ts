// The session the specification keeps in local storage under `session` (docs/product.md S3): the site's pin, the login
// name and the bearer token. Field names are the specification's, so a stored session reads the same.
export interface Session {
  Pin: string;
  LoginId: string;
  AuthToken: string;
}

/** The pin the login screen offers by default (the demo site). */
export const DEFAULT_PIN = '8888';

export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return ['Pin', 'LoginId', 'AuthToken'].every((name) => typeof fields[name] === 'string' && fields[name] !== '');
}
