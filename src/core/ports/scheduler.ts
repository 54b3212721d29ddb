// Timed work (the 60 s ping, the pause before asking again about a bet in flight). A port so use-cases
// stay free of timers and tests can run time by hand.
export interface Scheduler {
  /** Runs `task` every `ms` milliseconds until the returned function is called. */
  every(ms: number, task: () => void): () => void;
  /** Resolves after `ms` milliseconds. */
  delay(ms: number): Promise<void>;
}

export const Scheduler = Symbol.for('Scheduler');
