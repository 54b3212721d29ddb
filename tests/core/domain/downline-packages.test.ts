import { describe, expect, it } from 'vitest';
import {
  lockedKinds,
  packageChoices,
  packageLockRefusal,
  packageRefusal,
} from '../../../src/core/domain/downline-packages.ts';

const SITE: Record<number, string> = { 1: '3D4D', 2: '5D6D', 3: '3D4D', 4: '3D4DL' };
const kindOfId = (id: number) => SITE[id];
const agent = { isCompany: false, held: { '3D4D': 1, '5D6D': 2 } };
const company = { isCompany: true, held: { '3D4D': 1, '5D6D': 2, '3D4DL': 4 } };

describe('packageRefusal', () => {
  it('lets an agent hand down exactly its own package of a kind, or take the kind away', () => {
    expect(packageRefusal(agent, '3D4D', 1, kindOfId)).toBeNull();
    expect(packageRefusal(agent, '3D4D', null, kindOfId)).toBeNull();
    expect(packageRefusal(agent, '3D4DL', null, kindOfId)).toBeNull();
  });

  it('refuses in the server order: unknown kind, unknown package, wrong kind, none held, another held', () => {
    expect(packageRefusal(agent, '9D', 1, kindOfId)).toEqual({ code: 'E150', params: ['9D'] });
    expect(packageRefusal(agent, '3D4D', 99, kindOfId)).toEqual({ code: 'E152', params: [99] });
    expect(packageRefusal(agent, '3D4D', 2, kindOfId)).toEqual({ code: 'E151', params: ['3D4D'] });
    expect(packageRefusal(agent, '3D4DL', 4, kindOfId)).toEqual({ code: 'E153', params: ['3D4DL'] });
    expect(packageRefusal(agent, '3D4D', 3, kindOfId)).toEqual({ code: 'E154', params: ['3D4D'] });
  });

  it('lets the company hand down any package of its site of the right kind', () => {
    expect(packageRefusal(company, '3D4D', 3, kindOfId)).toBeNull();
    expect(packageRefusal(company, '3D4D', 2, kindOfId)?.code).toBe('E151');
  });
});

describe('locks and choices', () => {
  it('locks a kind whose current package a direct downline holds; keeping it is no change', () => {
    const locked = lockedKinds({ '3D4D': 1, '5D6D': 2 }, [{ '3D4D': 1 }, { '5D6D': 9 }]);
    expect(locked).toEqual(['3D4D']);
    expect(packageLockRefusal({ '3D4D': 1 }, locked, '3D4D', null)).toEqual({ code: 'E149', params: ['3D4D'] });
    expect(packageLockRefusal({ '3D4D': 1 }, locked, '3D4D', 1)).toBeNull();
    expect(packageLockRefusal({ '3D4D': 1, '5D6D': 2 }, locked, '5D6D', null)).toBeNull();
  });

  it('offers the giver’s own package per kind, and under the company the one held now', () => {
    expect(packageChoices(agent, {})).toEqual([
      { kind: '3D4D', ids: [1] },
      { kind: '5D6D', ids: [2] },
    ]);
    expect(packageChoices(company, { '3D4D': 3 })).toEqual([
      { kind: '3D4D', ids: [1, 3] },
      { kind: '5D6D', ids: [2] },
      { kind: '3D4DL', ids: [4] },
    ]);
  });
});
