// GET /config/{pin}/manifest.webmanifest: the web app manifest of one site, so the app installs
// with that site's name, icon and colours. The page links the manifest of the remembered pin's brand
// (src/ui/components/brand/apply-brand.ts). Public like the brand itself; an unknown pin is E120.
import type { FastifyInstance } from 'fastify';
import type { BrandInfo } from '../../contract/login-data.ts';
import { PinParams } from '../../contract/requests/info.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { brandOf, siteOfPin } from '../services/site-info.ts';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const ICON_NAME = /^[a-z0-9][a-z0-9-]{0,31}$/;
const DEFAULT_COLOUR = '#0b6e4f';
const DEFAULT_ICON = 'tikam';

/** The manifest of a site's brand; colours and icon checked like the page checks them (brand.ts). */
export function webAppManifest(brand: BrandInfo, pin: string): Record<string, unknown> {
  const colour = HEX_COLOUR.test(brand.primary) ? brand.primary.toLowerCase() : DEFAULT_COLOUR;
  const icon = `/brands/${ICON_NAME.test(brand.icon) ? brand.icon : DEFAULT_ICON}`;
  const title = brand.title.trim() || brand.name;
  return {
    id: `/?pin=${pin}`,
    name: title,
    short_name: title.length <= 12 ? title : brand.name.slice(0, 12),
    // Home: the guard shows it to a player whose session is stored (offline too, from the stored copy)
    // and sends anyone else to /login/.
    start_url: '/home/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: colour,
    background_color: '#ffffff',
    // PNGs, which every installer reads (some ignore SVG icons), rendered from the brand's SVG by
    // scripts/make-icons.ts; the maskable one is full-bleed with the drawing inside the safe zone.
    icons: [
      { src: `${icon}-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${icon}-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${icon}-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: `${icon}.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

export function manifestRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  typed(server).get('/config/:pin/manifest.webmanifest', { schema: { params: PinParams } }, async (request, reply) => {
    const site = await siteOfPin(ctx, request.params.pin);
    // Revalidated on every use: a brand changed by the operator reaches installed apps.
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(webAppManifest(brandOf(site), request.params.pin));
  });
}
