// The Clock port: the only way the app learns the time. The engine takes `now` as a parameter, so the core
// never reads the system time itself and tests can pin any instant. Token and interface share one name (Theia style).

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

// Symbol.for, not Symbol(): the token stays the same even if this module is loaded twice (HMR, tests).
export const Clock = Symbol.for('Clock');
