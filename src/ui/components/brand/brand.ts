// A site's brand (contract BrandInfo) as the page shows it: checked values, the CSS custom properties on
// the document root, the icon's address and the document title. Pure: apply-brand.ts does the DOM part.
// Brand data comes from the server's database, so every value is checked before it reaches CSS or a URL:
// a colour must be a hex colour and an icon a plain name, else the default brand's value is used.
import type { BrandInfo } from '../../../../contract/login-data.ts';

export const DEFAULT_BRAND: Readonly<BrandInfo> = Object.freeze({
  name: 'Tikam',
  title: 'Tikam',
  primary: '#0b6e4f',
  accent: '#f2c14e',
  icon: 'tikam',
});

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const ICON_NAME = /^[a-z0-9][a-z0-9-]{0,31}$/;
const DARK_INK = '#1c2430';
const LIGHT_INK = '#ffffff';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Any value (login data, the brand call, local storage) as a brand whose every field is usable. */
export function safeBrand(value: unknown): BrandInfo {
  const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const name = text(fields.name) || DEFAULT_BRAND.name;
  const colour = (key: 'primary' | 'accent') => {
    const candidate = text(fields[key]);
    return HEX_COLOUR.test(candidate) ? candidate.toLowerCase() : DEFAULT_BRAND[key];
  };
  const icon = text(fields.icon);
  return {
    name,
    title: text(fields.title) || name,
    primary: colour('primary'),
    accent: colour('accent'),
    icon: ICON_NAME.test(icon) ? icon : DEFAULT_BRAND.icon,
  };
}

/** '#abc' or '#aabbcc' → [r, g, b] in 0–255. */
function rgbOf(hex: string): [number, number, number] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a hex colour (0 black … 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The text colour (white or near-black) that reads better on a background colour. */
export function inkOn(background: string): string {
  const l = luminance(background);
  return contrast(l, luminance(LIGHT_INK)) >= contrast(l, luminance(DARK_INK)) ? LIGHT_INK : DARK_INK;
}

/** The CSS custom properties a brand sets on the document root (styles use var(--brand) …). */
export function brandCssVariables(brand: BrandInfo): Record<string, string> {
  const safe = safeBrand(brand);
  return {
    '--brand': safe.primary,
    '--brand-ink': inkOn(safe.primary),
    '--brand-accent': safe.accent,
    '--brand-accent-ink': inkOn(safe.accent),
  };
}

/** The brand's icon under public/brands/. */
export function brandIconUrl(brand: BrandInfo): string {
  return `/brands/${safeBrand(brand).icon}.svg`;
}

/** "Bet sheet · Lucky Star 4D", or the brand title alone where the page has no title of its own. */
export function documentTitle(brandTitle: string, pageTitle: string | null): string {
  return pageTitle === null || pageTitle === '' ? brandTitle : `${pageTitle} · ${brandTitle}`;
}
