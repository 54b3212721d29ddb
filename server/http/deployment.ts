// Where each site's API lives, when it is not this server's own origin (deployment settings).
// TIKAM_API_BASES='8888=https://api.tikam.example,7777=https://api.luckystar.example' (or '*=https://…' for
// every pin): GET /config/{pin} answers the pin's base, and the Content-Security-Policy's connect-src lets
// the app call exactly those origins besides its own (the header, and the meta tag of the served page).
//
// The https rule (docs/client/adapters.md): a base is https, except on a loopback host (localhost,
// 127.0.0.0/8, [::1]), which browsers treat as secure and where `npm start` and the tests serve plain http.
// A configured base that breaks it is refused at start; the base the server answers for its own origin
// follows it too (https unless loopback), so the client never has to rewrite what the server says.

export type ApiBases = ReadonlyMap<string, string>;

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** An API base as the https rule wants it (origin plus any path prefix, no trailing slash); throws otherwise. */
export function checkedBase(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`API base "${text}" is not an address`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    throw new Error(`API base "${text}" must be https (plain http only on a loopback host)`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** TIKAM_API_BASES as a map pin → base ('*': every pin without its own). */
export function parseApiBases(setting: string | undefined): ApiBases {
  const bases = new Map<string, string>();
  for (const item of (setting ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = item.indexOf('=');
    if (at <= 0) throw new Error(`TIKAM_API_BASES: "${item}" is not pin=https://…`);
    bases.set(item.slice(0, at).trim(), checkedBase(item.slice(at + 1).trim()));
  }
  return bases;
}

export function baseOfPin(bases: ApiBases, pin: string): string | undefined {
  return bases.get(pin) ?? bases.get('*');
}

/** What the app may connect to besides its own origin: the configured bases' origins. */
export function connectOrigins(bases: ApiBases): string[] {
  return [...new Set([...bases.values()].map((base) => new URL(base).origin))].sort();
}

/** This server's own base under the https rule: https unless the host is loopback. */
export function ownBase(protocol: string, host: string): string {
  const hostname = new URL(`http://${host}`).hostname;
  return `${isLoopbackHost(hostname) ? protocol : 'https'}://${host}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured API bases (app.ts decorates the app with them; empty: this server answers all). */
    apiBases: ApiBases;
  }
}
