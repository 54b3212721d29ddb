// Exposure by number (docs/api/exposure.md): one draw's stakes per number in the caller's subtree.
import type { NumberExposure } from '../../../contract/exposure.ts';

export interface ExposureService {
  /** `drawDate` 'YYYY-MM-DD'; the server's today (GMT+8) when absent. */
  numberExposure(drawType: string, drawDate?: string): Promise<NumberExposure>;
}

export const ExposureService = Symbol.for('ExposureService');
