import type { APIRoute } from 'astro';
import { config } from '../lib/config.ts';
import { toPortalError } from '../lib/errors/catalogue.ts';
import { itemOEmbed, parsePortalItemUrl } from '../lib/oembed/oembed.ts';

export const prerender = false;

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': status === 200 ? 'public, max-age=300' : 'no-store',
      'access-control-allow-origin': '*',
    },
  });

/**
 * oEmbed for the portal's items: `GET /_api/oembed?url=<item page URL>&format=json`. 400 when
 * `url` is not an item page of this portal, 501 for a format other than JSON (oEmbed 1.0 §2.3.4).
 */
export const GET: APIRoute = async ({ url, locals }) => {
  const format = url.searchParams.get('format') ?? 'json';
  if (format !== 'json') return json({ error: 'Only format=json is supported' }, 501);
  const portalBase = config().baseUrl;
  const target = parsePortalItemUrl(url.searchParams.get('url') ?? '', portalBase);
  if (!target) return json({ error: 'url must be an item page of this portal' }, 400);
  try {
    const body = await itemOEmbed(target.id, target.locale, {
      portalBase,
      siteName: locals.t('site.name'),
      context: locals.apiContext,
    });
    return json(body);
  } catch (error) {
    const portalError = toPortalError(error);
    return json({ error: portalError.code }, portalError.status >= 500 ? 502 : portalError.status);
  }
};
