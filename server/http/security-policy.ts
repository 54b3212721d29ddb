// The server's Content-Security-Policy for everything it serves (the app and the API): the same policy the
// client build puts in its own meta tag (vite.config.ts), as helmet directives.
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
};

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
