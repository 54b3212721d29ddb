// Every tile a player sees on home has its icon (the Security and Number exposure tiles had none).
import { describe, expect, it } from 'vitest';
import { menuFor } from '../../../src/ui/components/shell/routes.ts';
import { ICONS } from '../../../src/ui/routes/home/home-menu.tsx';

describe('home tiles', () => {
  it("a member's tiles all have an icon", () => {
    const missing = menuFor('member')
      .filter((entry) => entry.onHome && ICONS[entry.name] === undefined)
      .map((entry) => entry.name);
    expect(missing).toEqual([]);
  });

  it("an agent's tiles all have an icon (Number exposure had none)", () => {
    const missing = menuFor('agent')
      .filter((entry) => entry.onHome && ICONS[entry.name] === undefined)
      .map((entry) => entry.name);
    expect(missing).toEqual([]);
  });
});
