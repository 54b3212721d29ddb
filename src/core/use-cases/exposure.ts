// The agent's exposure screen: one draw's numbers as the server sums them. The call is the
// whole use-case today; the screen goes through it so that it never holds an adapter.
import type { NumberExposure } from '../../../contract/exposure.ts';
import type { ExposureService } from '../ports/exposure-service.ts';

export interface ExposureReport {
  load(drawType: string, drawDate?: string): Promise<NumberExposure>;
}

export function createExposureReport({ exposure }: { exposure: ExposureService }): ExposureReport {
  return { load: (drawType, drawDate) => exposure.numberExposure(drawType, drawDate) };
}

export const ExposureReport = Symbol.for('ExposureReport');
