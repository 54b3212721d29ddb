// The Clock port from the device's real time. Date.now() is allowed here and only in adapters: the core
// gets the instant as a parameter, and GMT+8 rules are pure functions of it (src/core/domain/calendar.ts).
import { injectable } from 'inversify';
import type { Clock } from '../../core/ports/clock.ts';

@injectable()
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
