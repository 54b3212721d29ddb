// Renders the PNG icons an installed app needs from each brand's SVG (public/brands/{icon}.svg), with the
// Chromium the browser tests use, so no image tool has to be installed: `npx tsx scripts/make-icons.ts`.
// The PNGs are committed (the build copies public/ as it is); run this again after changing a brand's SVG.
//   {icon}-192.png, {icon}-512.png   purpose "any": the SVG as drawn, on a transparent square
//   {icon}-maskable-512.png          purpose "maskable": the brand's colour to every edge, the drawing
//                                    inside the central 80 % (the safe zone a launcher's mask never cuts)
//   {icon}-apple-touch.png (180)     iOS home screen: opaque (iOS paints transparency black), same layout
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { LAUNCH_ARGS } from '../e2e/support/e2e-app.ts';

const BRANDS = fileURLToPath(new URL('../public/brands/', import.meta.url));
/** Each icon's background for the opaque variants: its brand's primary colour (server/store/demo-sites.ts). */
const BACKGROUNDS: Record<string, string> = { tikam: '#0b6e4f', luckystar: '#5b2a86' };

interface Variant {
  suffix: string;
  size: number;
  /** The drawing's share of the square; the rest is background. */
  scale: number;
  background: string | null;
}

const variants = (background: string): Variant[] => [
  { suffix: '192', size: 192, scale: 1, background: null },
  { suffix: '512', size: 512, scale: 1, background: null },
  { suffix: 'maskable-512', size: 512, scale: 0.8, background },
  { suffix: 'apple-touch', size: 180, scale: 0.86, background },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: LAUNCH_ARGS,
});
try {
  const page = await browser.newPage();
  for (const file of readdirSync(BRANDS).filter((name) => name.endsWith('.svg'))) {
    const icon = file.slice(0, -4);
    const svg = readFileSync(join(BRANDS, file), 'utf8');
    const background = BACKGROUNDS[icon] ?? '#ffffff';
    for (const variant of variants(background)) {
      const inner = Math.round(variant.size * variant.scale);
      const offset = Math.round((variant.size - inner) / 2);
      await page.setViewportSize({ width: variant.size, height: variant.size });
      await page.setContent(`<html><body style="margin:0;background:${variant.background ?? 'transparent'}">
        <div style="position:absolute;left:${offset}px;top:${offset}px;width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
        </body></html>`);
      const png = await page.screenshot({
        omitBackground: variant.background === null,
        clip: { x: 0, y: 0, width: variant.size, height: variant.size },
      });
      writeFileSync(join(BRANDS, `${icon}-${variant.suffix}.png`), png);
      console.log(`${icon}-${variant.suffix}.png ${png.length} bytes`);
    }
  }
} finally {
  await browser.close();
}
