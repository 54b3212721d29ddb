// The web app manifest of a site: PNG icons at 192 and 512 and a maskable one (files that exist in
// public/brands), and a start_url that opens home (the guard sends anyone without a session to /login/).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webAppManifest } from '../../server/routes/manifest-routes.ts';

const brand = { name: 'Tikam', title: 'Tikam Demo', primary: '#0B6E4F', accent: '#f2c14e', icon: 'tikam' };
const publicFile = (src: string) => new URL(`../../public${src}`, import.meta.url);

describe('webAppManifest', () => {
  it('lists PNG icons any 192, any 512 and maskable 512, each a file the app ships', () => {
    const icons = webAppManifest(brand, '8888').icons as {
      src: string;
      sizes: string;
      type: string;
      purpose: string;
    }[];
    const png = icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) expect(existsSync(publicFile(icon.src)), icon.src).toBe(true);
  });

  it('opens home', () => {
    expect(webAppManifest(brand, '8888')).toMatchObject({ start_url: '/home/', scope: '/', display: 'standalone' });
  });

  it('an icon name that is not a plain name falls back to the default brand icon', () => {
    const icons = webAppManifest({ ...brand, icon: '../x' }, '8888').icons as { src: string }[];
    expect(icons.every((icon) => icon.src.startsWith('/brands/tikam'))).toBe(true);
  });
});
