import type { APIRoute } from 'astro';
import { z } from 'zod';
import { suggest } from '../lib/apis/entity.ts';
import { toPortalError } from '../lib/errors/catalogue.ts';
import { entityPath, parseEntityUri, ENTITY_TYPE_SLUGS, type EntityType } from '../lib/edm/entity-path.ts';
import { ENTITY_TYPES } from '../lib/edm/entity-types.ts';
import { langMapFirst } from '../lib/edm/langmap.ts';
import { DEFAULT_LOCALE, isLocaleCode } from '../lib/i18n/locales.ts';
import { createTranslator } from '../lib/i18n/messages.ts';
import type { EntitySuggestion } from '../lib/search/combobox.ts';
import { userText } from '../lib/text/user-text.ts';

export const prerender = false;

const query = z.object({
  text: userText({ field: 'query', max: 100 }),
  locale: z.string().refine(isLocaleCode).catch(DEFAULT_LOCALE),
  /** One entity type (the advanced search's entity fields: who → agent, where → place…); all when absent. */
  type: z.enum(ENTITY_TYPES as [EntityType, ...EntityType[]]).optional().catch(undefined),
});


const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': status === 200 ? 'private, max-age=60' : 'no-store' },
  });

/** Entity suggestions for the search box's auto-suggest (Entity API suggest, key kept here). */
export const GET: APIRoute = async ({ url, locals }) => {
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return json({ error: 'text must be 1 to 100 characters, without control characters' }, 400);
  const { text, locale, type } = parsed.data;
  try {
    const entities = await suggest(text, locale, {
      context: locals.apiContext,
      ...(type === undefined ? {} : { types: [type] }),
    });
    const t = createTranslator(locale);
    const suggestions: EntitySuggestion[] = entities.flatMap((e) => {
      const parts = parseEntityUri(e.id);
      if (!parts) return [];
      const label = langMapFirst(e.prefLabel, locale) ?? e.id;
      const type = ENTITY_TYPE_SLUGS[parts.type];
      return [{ id: e.id, label, type, typeLabel: t(`collections.type.${type}`), href: entityPath(e.id, label, locale) }];
    });
    return json(suggestions);
  } catch (error) {
    const portalError = toPortalError(error);
    return json({ error: portalError.code }, portalError.status >= 500 ? 502 : portalError.status);
  }
};
