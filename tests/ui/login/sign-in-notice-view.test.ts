// The login banner's extras (src/ui/routes/login/sign-in-notice-view.ts) and the V110 params they read
// (src/core/domain/maintenance.ts): maintenance shows its reason and end when given, E142 offers the
// reload, nothing else loads the extras' chunk; every reason the server accepts has a text in every language.
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_REASONS, maintenanceDetails, maintenanceParams } from '../../../src/core/domain/maintenance.ts';
import { noticeExtraOf, reasonKey } from '../../../src/ui/routes/login/sign-in-notice-view.ts';
import en from '../../../src/ui/i18n/locales/en/two-factor.json' with { type: 'json' };
import zh from '../../../src/ui/i18n/locales/zh/two-factor.json' with { type: 'json' };
import id from '../../../src/ui/i18n/locales/id/two-factor.json' with { type: 'json' };
import ms from '../../../src/ui/i18n/locales/ms/two-factor.json' with { type: 'json' };
import th from '../../../src/ui/i18n/locales/th/two-factor.json' with { type: 'json' };
import vi from '../../../src/ui/i18n/locales/vi/two-factor.json' with { type: 'json' };

const END = Date.UTC(2026, 10, 18, 4, 0);

describe('the V110 params', () => {
  it('travel as [reason, ISO end] and read back, blanks for what was not given', () => {
    const params = maintenanceParams({ reason: 'upgrade', endsAt: END });
    expect(params).toEqual(['upgrade', '2026-11-18T04:00:00.000Z']);
    expect(maintenanceDetails(params)).toEqual({ reason: 'upgrade', endsAt: END });
    expect(maintenanceParams({ reason: null, endsAt: null })).toEqual(['', '']);
    expect(maintenanceDetails(['', ''])).toEqual({ reason: null, endsAt: null });
  });

  it('leave out a reason the app does not know and an end that is not a time', () => {
    expect(maintenanceDetails(['<b>hack</b>', 'soon'])).toEqual({ reason: null, endsAt: null });
    expect(maintenanceDetails([42, 7])).toEqual({ reason: null, endsAt: null });
    expect(maintenanceDetails([])).toEqual({ reason: null, endsAt: null });
  });
});

describe('the login banner’s extras', () => {
  it('maintenance with a reason or an end shows them; a bare V110 needs nothing more', () => {
    expect(noticeExtraOf({ status: 'V110', params: ['urgent', ''] })).toEqual({
      kind: 'maintenance',
      reason: 'urgent',
      endsAt: null,
    });
    expect(noticeExtraOf({ status: 'V110', params: ['', '2026-11-18T04:00:00.000Z'] })).toEqual({
      kind: 'maintenance',
      reason: null,
      endsAt: END,
    });
    expect(noticeExtraOf({ status: 'V110', params: [] })).toBeNull();
  });

  it('E142 offers the reload; other refusals (E303, E111, E102) have nothing more', () => {
    expect(noticeExtraOf({ status: 'E142', params: ['1.2.0'] })).toEqual({ kind: 'update' });
    for (const status of ['E303', 'E111', 'E102', 'S100'])
      expect(noticeExtraOf({ status, params: ['upgrade', ''] })).toBeNull();
  });

  it('has a text for every reason, the end and the reload in all six languages', () => {
    const keys = [...MAINTENANCE_REASONS.map(reasonKey), 'maintenance-until', 'update-reload'];
    for (const [language, texts] of Object.entries({ en, zh, id, ms, th, vi })) {
      for (const key of keys) expect((texts as Record<string, string>)[key], `${language} ${key}`).toMatch(/\S/);
      expect((texts as Record<string, string>)['maintenance-until'], language).toContain('{{time}}');
      if (language !== 'en')
        expect((texts as Record<string, string>)['maintenance-upgrade']).not.toBe(en['maintenance-upgrade']);
    }
  });
});
