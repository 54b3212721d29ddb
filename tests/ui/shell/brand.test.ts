// Brands (contract BrandInfo) as the page shows them: checked values, CSS variables, icon, title.
import { describe, expect, it } from 'vitest';
import { activeBrand } from '../../../src/ui/components/brand/brand-state.ts';
import {
  brandCssVariables,
  brandIconUrl,
  DEFAULT_BRAND,
  documentTitle,
  inkOn,
  safeBrand,
} from '../../../src/ui/components/brand/brand.ts';

const STAR = { name: 'Lucky Star', title: 'Lucky Star 4D', primary: '#5B2A86', accent: '#ff8c42', icon: 'luckystar' };

describe('brandCssVariables', () => {
  it('sets the brand colours and a readable ink on each', () => {
    expect(brandCssVariables(STAR)).toEqual({
      '--brand': '#5b2a86',
      '--brand-ink': '#ffffff',
      '--brand-accent': '#ff8c42',
      '--brand-accent-ink': '#1c2430',
    });
  });

  it('never lets anything but a hex colour into CSS', () => {
    const hostile = { ...STAR, primary: 'red; background: url(https://evil.example/x)', accent: 'var(--x)' };
    expect(brandCssVariables(hostile)).toMatchObject({
      '--brand': DEFAULT_BRAND.primary,
      '--brand-accent': DEFAULT_BRAND.accent,
    });
  });

  it('accepts the short hex form', () => {
    expect(brandCssVariables({ ...STAR, primary: '#fff' })).toMatchObject({
      '--brand': '#fff',
      '--brand-ink': '#1c2430',
    });
  });
});

describe('inkOn', () => {
  it('is white on dark colours and near-black on light ones', () => {
    expect(inkOn('#0b6e4f')).toBe('#ffffff');
    expect(inkOn('#000')).toBe('#ffffff');
    expect(inkOn('#f2c14e')).toBe('#1c2430');
    expect(inkOn('#ffffff')).toBe('#1c2430');
  });
});

describe('safeBrand', () => {
  it('fills what is missing from the name and the default brand', () => {
    expect(safeBrand({ name: 'Solo' })).toEqual({ ...DEFAULT_BRAND, name: 'Solo', title: 'Solo' });
    expect(safeBrand(null)).toEqual(DEFAULT_BRAND);
    expect(safeBrand('nonsense')).toEqual(DEFAULT_BRAND);
  });

  it('keeps icon names to plain names, so the icon address stays under /brands/', () => {
    expect(safeBrand({ ...STAR, icon: '../../evil' }).icon).toBe(DEFAULT_BRAND.icon);
    expect(safeBrand({ ...STAR, icon: 'https://evil.example/x' }).icon).toBe(DEFAULT_BRAND.icon);
    expect(brandIconUrl(STAR)).toBe('/brands/luckystar.svg');
  });
});

describe('activeBrand', () => {
  const tikam = { ...DEFAULT_BRAND, name: 'Tikam Demo', title: 'Tikam Demo' };

  it("is the login data's brand when signed in, whatever the login page looked up", () => {
    expect(activeBrand({ brand: STAR }, { pinBrand: tikam, remembered: tikam }).name).toBe('Lucky Star');
  });

  it("before login: the pin's brand, else the remembered one, else the default", () => {
    expect(activeBrand(null, { pinBrand: STAR, remembered: tikam }).name).toBe('Lucky Star');
    expect(activeBrand(null, { pinBrand: null, remembered: tikam }).name).toBe('Tikam Demo');
    expect(activeBrand(null, { pinBrand: null, remembered: null })).toEqual(DEFAULT_BRAND);
  });
});

describe('documentTitle', () => {
  it('puts the page title before the brand title', () => {
    expect(documentTitle('Lucky Star 4D', 'Bet sheet')).toBe('Bet sheet · Lucky Star 4D');
    expect(documentTitle('Lucky Star 4D', null)).toBe('Lucky Star 4D');
  });
});
