// The engine pool's threads parse only large sheets (sheet-pool.ts), and at a low CPU priority: what a big
// bettor's sheet costs to read is taken from CPU time nobody else's request wants (docs/operations.md).
/** The nice value of each of the engine pool's threads. */
export const SHEET_THREAD_NICE = 10;
