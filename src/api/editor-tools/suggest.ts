import type { APIRoute } from 'astro';
import { z } from 'zod';
import { suggest } from '../../lib/apis/entity.ts';
import { searchSets, setIdOf, setText } from '../../lib/apis/set.ts';
import { getCategories } from '../../lib/content/categories.ts';
import { contentLocale } from '../../lib/content/client.ts';
import { parseEntityUri } from '../../lib/edm/entity-path.ts';
import { langMapFirst } from '../../lib/edm/langmap.ts';
import { toPortalError } from '../../lib/errors/catalogue.ts';
import { DEFAULT_LOCALE, isLocaleCode } from '../../lib/i18n/locales.ts';
import { userText } from '../../lib/text/user-text.ts';

export const prerender = false;

const query = z.object({
  kind: z.enum(['entity', 'category', 'set']),
  text: userText({ field: 'query', max: 100 }),
  locale: z.string().refine(isLocaleCode).catch(DEFAULT_LOCALE),
});

/** One suggestion of an editor tool: the identifier written into the field, and what the editor reads. */
export interface ToolSuggestion {
  readonly id: string;
  readonly label: string;
  readonly detail?: string | undefined;
}

const MAX_SUGGESTIONS = 10;

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * Type-ahead of the suggest tools (entity-suggest, category-suggest, set-suggest): the Entity API,
 * the content categories or the published galleries. Keys stay on the server; the tools in the
 * content system's iframe call this endpoint of the portal.
 */
export const GET: APIRoute = async ({ url, locals }) => {
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return json({ error: 'kind must be entity, category or set; text 1 to 100 characters' }, 400);
  const { kind, text, locale } = parsed.data;
  const context = locals.apiContext;
  try {
    let suggestions: ToolSuggestion[];
    if (kind === 'entity') {
      const entities = await suggest(text, locale, { context });
      suggestions = entities.flatMap((e) => {
        const parts = parseEntityUri(e.id);
        return parts ? [{ id: e.id, label: langMapFirst(e.prefLabel, locale) ?? e.id, detail: parts.type }] : [];
      });
    } else if (kind === 'category') {
      const needle = text.toLocaleLowerCase();
      const categories = await getCategories(contentLocale(locale), { requestLog: locals.requestLog });
      suggestions = categories.flatMap((c) => {
        const id = c.identifier;
        if (!id) return [];
        const name = c.name ?? id;
        return id.includes(needle) || name.toLocaleLowerCase().includes(needle) ? [{ id, label: name, detail: id }] : [];
      });
    } else {
      const { sets } = await searchSets(text, { qf: ['type:Collection', 'visibility:published'], pageSize: MAX_SUGGESTIONS, context });
      suggestions = sets
        .filter((s) => s.visibility === 'published')
        .map((s) => ({ id: setIdOf(s.id), label: setText(s.title, locale) ?? setIdOf(s.id), detail: setIdOf(s.id) }));
    }
    return json(suggestions.slice(0, MAX_SUGGESTIONS));
  } catch (error) {
    const portalError = toPortalError(error);
    return json({ error: portalError.code }, portalError.status >= 500 ? 502 : portalError.status);
  }
};
