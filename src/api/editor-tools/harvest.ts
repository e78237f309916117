import type { APIRoute } from 'astro';
import { z } from 'zod';
import { getEntity } from '../../lib/apis/entity.ts';
import { getRecord } from '../../lib/apis/record.ts';
import { thumbnailFromEdmPreview } from '../../lib/apis/thumbnail.ts';
import { config } from '../../lib/config.ts';
import { THUMBNAIL_SIZE_LARGE } from '../../lib/constants.ts';
import { attribution } from '../../lib/edm/citation.ts';
import { entityView } from '../../lib/edm/entity-view.ts';
import { itemView } from '../../lib/edm/item.ts';
import { parseEntityInput, parseRecordInput } from '../../lib/editor-tools/identifiers.ts';
import type { Harvested } from '../../lib/editor-tools/fields.ts';
import { toPortalError } from '../../lib/errors/catalogue.ts';
import { DEFAULT_LOCALE, isLocaleCode } from '../../lib/i18n/locales.ts';

export const prerender = false;

const query = z.object({
  kind: z.enum(['entity', 'record', 'image']),
  input: z.string().trim().min(1).max(2048),
  locale: z.string().refine(isLocaleCode).catch(DEFAULT_LOCALE),
});

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

function thumbnail(preview: string | undefined): string | undefined {
  try {
    return preview ? thumbnailFromEdmPreview(preview, THUMBNAIL_SIZE_LARGE) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The harvesters' look-up (entity-harvester, record-harvester, image-harvester): a portal URL or
 * identifier in, the entry's field values out (`Harvested`: name, description, image,
 * attribution, licence, portal URL). 400 `badInput` when the input names no entity or item.
 */
export const GET: APIRoute = async ({ url, locals }) => {
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return json({ error: 'badRequest' }, 400);
  const { kind, input, locale } = parsed.data;
  const context = locals.apiContext;
  const base = config().baseUrl.replace(/\/+$/, '');
  try {
    if (kind === 'entity') {
      const entityInput = parseEntityInput(input);
      if (!entityInput) return json({ error: 'badInput' }, 400);
      const view = entityView(await getEntity(entityInput.type, entityInput.id, { context }), locale);
      if (!view) return json({ error: 'badInput' }, 400);
      const harvested: Harvested = {
        identifier: view.uri,
        name: view.label,
        description: view.description,
        image: view.thumbnail,
        url: `${base}${view.href}`,
      };
      return json(harvested);
    }
    const id = parseRecordInput(input);
    if (!id) return json({ error: 'badInput' }, 400);
    const record = await getRecord(id, { context });
    const item = itemView(record, { locale });
    const itemUrl = `${base}/${locale}/item${id}`;
    const title = item.title?.text ?? id;
    const media = item.media[0];
    const rights = media?.rights ?? item.rights;
    const preview = thumbnail(record.europeanaAggregation?.edmPreview);
    const harvested: Harvested = {
      identifier: id,
      name: title,
      description: item.description?.values[0]?.text,
      image: kind === 'image' ? (media?.url ?? preview) : (preview ?? media?.url),
      attribution: attribution({
        title,
        creators: item.creator?.values.map((v) => v.text) ?? [],
        dataProvider: item.dataProvider?.values[0]?.text,
        providerUrl: item.providerUrl,
        itemUrl,
        rights,
        snippet: media?.textAttributionSnippet,
      }),
      licence: rights?.url,
      url: itemUrl,
    };
    return json(harvested);
  } catch (error) {
    const portalError = toPortalError(error);
    return json({ error: portalError.code }, portalError.status >= 500 ? 502 : portalError.status);
  }
};
