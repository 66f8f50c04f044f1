/**
 * Paths crawlers are asked to leave alone: the personal area, the API, the evaluation module, video players,
 * purchase and payment steps and shared orders. Everything else is open; rules match by prefix, so
 * /course/purchase also covers /course/purchase-alipay-payment and /m/order the mobile order pages.
 */
export const DISALLOWED_PATHS = [
  '/personal/',
  '/api/',
  '/e/',
  '/video',
  '/small-video',
  '/course/purchase',
  '/order-detail-share',
  '/m/order',
] as const;

export const SITEMAP_PATH = '/sitemap.xml';

/** robots.txt naming the sitemap by its absolute address (a relative one is not valid there). */
export function robotsTxt(origin: string | null): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    ...(origin ? ['', `Sitemap: ${origin}${SITEMAP_PATH}`] : []),
    '',
  ].join('\n');
}
