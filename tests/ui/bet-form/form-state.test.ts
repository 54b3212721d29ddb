// The form's actions: Add keeps what the player typed while the engine was reading the added line.
import { describe, expect, it } from 'vitest';
import { createFormState, formActions } from '../../../src/ui/components/bet-form/form-state.ts';
import type { FormLine } from '../../../src/core/engine/index.ts';

const lineOf = (number: string): FormLine => ({ number, mode: 'S', drawTypes: ['M'], amountsCents: [100, 0, 0, 0, 0] });

describe('formActions.add', () => {
  it('lists the line and clears the number that was added', () => {
    const state = createFormState({ number: '1234' });
    formActions(state).add(lineOf('1234'), '4D');
    expect(state.lines.map((row) => row.number)).toEqual(['1234']);
    expect(state.number).toBe('');
  });

  it('keeps digits typed while the engine was reading the line', () => {
    const state = createFormState({ number: '1234' });
    const line = lineOf(state.number);
    state.number = '5'; // typed after Add was tapped, before the engine answered
    formActions(state).add(line, '4D');
    expect(state.lines.map((row) => row.number)).toEqual(['1234']);
    expect(state.number).toBe('5');
  });

  it('keeps a ROLL number typed meanwhile, and clears an unchanged ROLL number', () => {
    const state = createFormState({ number: '12R4', mode: 'ROLL' });
    const actions = formActions(state);
    actions.add(lineOf('12R4'), '4D');
    expect(state.number).toBe('');
    state.number = '9R';
    actions.add(lineOf('12R5'), '4D');
    expect(state.number).toBe('9R');
    expect(state.lines).toHaveLength(2);
  });
});
