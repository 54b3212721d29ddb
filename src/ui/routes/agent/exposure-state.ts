// The exposure screen's slice (valtio): the draw and the filters an agent chose, kept while it opens a
// downline and comes back.
import { proxy } from 'valtio';
import { DEFAULT_FILTER, numberQueryOf, type ExposureFilter } from './exposure-view.ts';

export const exposureState = proxy({ date: '', drawType: '', filter: { ...DEFAULT_FILTER } as ExposureFilter });

export const exposureActions = {
  draw(date: string, drawType: string): void {
    exposureState.date = date;
    exposureState.drawType = drawType;
  },
  filter(change: Partial<ExposureFilter>): void {
    const next = { ...exposureState.filter, ...change };
    exposureState.filter = { ...next, number: numberQueryOf(next.number) };
  },
};
