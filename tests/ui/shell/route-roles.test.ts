import { describe, expect, it } from 'vitest';
import { roleMayOpen } from '../../../src/ui/components/shell/route-roles.ts';

describe('which role may open which screen', () => {
  it('account settings and the back office are the agents’', () => {
    for (const path of [
      '/settings/account/',
      '/Settings/Account/',
      '/agent/downlines/',
      '/agent/newdownline/',
      '/agent/editdownline/',
      '/agent/exposure/',
    ]) {
      expect(roleMayOpen(path, 'agent'), path).toBe(true);
      expect(roleMayOpen(path, 'member'), path).toBe(false);
      expect(roleMayOpen(path, undefined), path).toBe(false);
    }
  });
  it('package info is the members’', () => {
    for (const path of ['/settings/packageinfo/', '/packageinfo/']) {
      expect(roleMayOpen(path, 'member'), path).toBe(true);
      expect(roleMayOpen(path, 'agent'), path).toBe(false);
    }
  });
  it('everything else is everyone’s', () => {
    for (const path of [
      '/home/',
      '/settings/',
      '/settings/profile/',
      '/settings/betstatistics/',
      '/report/',
      '/member/',
      '/settings/security/',
      '/agentx/',
    ]) {
      expect(roleMayOpen(path, 'member'), path).toBe(true);
      expect(roleMayOpen(path, 'agent'), path).toBe(true);
    }
  });
});
