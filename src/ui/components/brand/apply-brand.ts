// Puts a brand on the page: CSS custom properties on the document root (through the CSSOM, which the CSP
// does not restrict, rather than a style attribute or a <style> tag), the theme-color meta and the favicon.
// The last brand shown is remembered, so the next visit's first paint (splash, login) already wears it.
import type { BrandInfo } from '../../../../contract/login-data.ts';
import { brandCssVariables, brandIconUrl, safeBrand } from './brand.ts';

const STORAGE_KEY = 'brand';

export function applyBrand(brand: BrandInfo, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(brandCssVariables(brand))) root.style.setProperty(name, value);
  ensureElement(doc, 'meta[name="theme-color"]', () =>
    Object.assign(doc.createElement('meta'), { name: 'theme-color' }),
  ).setAttribute('content', safeBrand(brand).primary);
  const icon = ensureElement(doc, 'link[rel="icon"]', () => Object.assign(doc.createElement('link'), { rel: 'icon' }));
  icon.setAttribute('type', 'image/svg+xml');
  icon.setAttribute('href', brandIconUrl(brand));
  const touch = ensureElement(doc, 'link[rel="apple-touch-icon"]', () =>
    Object.assign(doc.createElement('link'), { rel: 'apple-touch-icon' }),
  );
  touch.setAttribute('href', brandIconUrl(brand).replace(/\.svg$/, '-apple-touch.png'));
  rememberBrand(brand);
}

/** Links the web app manifest of a site (server/routes/manifest-routes.ts), so the app installs as that brand. */
export function linkManifest(pin: string, doc: Document = document): void {
  const link = ensureElement(doc, 'link[rel="manifest"]', () =>
    Object.assign(doc.createElement('link'), { rel: 'manifest' }),
  );
  const href = `/config/${encodeURIComponent(pin)}/manifest.webmanifest`;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

function ensureElement(doc: Document, selector: string, create: () => HTMLElement): Element {
  const found = doc.head.querySelector(selector);
  if (found !== null) return found;
  const element = create();
  doc.head.append(element);
  return element;
}

export function rememberBrand(brand: BrandInfo): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(safeBrand(brand)));
  } catch {
    // Storage refused (private mode): the default brand shows first next time, nothing worse.
  }
}

/** The brand shown last on this device, or null. */
export function rememberedBrand(): BrandInfo | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === null ? null : safeBrand(JSON.parse(stored));
  } catch {
    return null;
  }
}
