// The app's Content-Security-Policy, written once: nothing runs that the app did not ship. The server sends
// it as a header on everything it serves (the app and the API; helmet takes these directives, app.ts), and
// the client build writes it into the page's meta tag (vite.config.ts imports metaContentSecurityPolicy),
// so a page served by another host (a CDN, `vite preview`) carries the same policy.
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The results page's draw video, from this host only (src/ui/routes/results/results-model.ts).
  frameSrc: ['https://www.youtube-nocookie.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** Directives browsers read only from a header: in a meta tag they are ignored, with a console warning. */
const HEADER_ONLY_DIRECTIVES: ReadonlySet<string> = new Set(['frameAncestors']);

const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The policy as the meta tag's content: every directive a meta tag may carry, in the order above. */
export function metaContentSecurityPolicy(): string {
  return Object.entries(CONTENT_SECURITY_POLICY_DIRECTIVES)
    .filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name))
    .map(([name, sources]) => `${kebabCase(name)} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The powerful features the app never uses, switched off for the page and anything it embeds: a script
 * that got in could not reach the camera, the microphone or the location. Clipboard writes (share, copy)
 * and full screen (the draw video) stay allowed.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');
