// The results pages' slice (valtio): the number a user looks for, kept while moving between tabs.
import { proxy } from 'valtio';

export const resultsState = proxy({ search: '' });

export const resultsActions = {
  search(text: string): void {
    // Digits only and at most 6: the field is for a 3D–6D number.
    resultsState.search = text.replace(/\D/g, '').slice(0, 6);
  },
};
