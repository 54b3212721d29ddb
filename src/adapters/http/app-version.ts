// The app's own version, from package.json at build time (vite.config.ts `define`), sent with the token
// call and GetLoginData so a site can refuse versions it no longer supports (E142; docs/api/sign-in-gates.md).
declare const __APP_VERSION__: string | undefined;

/** Outside Vite (a plain Node script) nothing defines it: '0.0.0' then, which any minimum refuses. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';
