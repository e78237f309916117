/**
 * A Matomo for the local services: the part of its HTTP Tracking API (`/matomo/matomo.php`) the portal's tracker
 * sends (src/islands/site/analytics.ts) and the part of its Reporting API that reads the visits back
 * (`Live.getLastVisitsDetails`), over SQLite. Matomo's own parameter names and answers, so the portal's tracker is the
 * same against a real Matomo (`MATOMO_HOST`, `MATOMO_SITE_ID`).
 *
 * - `GET|POST /matomo/matomo.php`: one page view or site search of site 1 (`idsite`, `rec=1`, `url`, `action_name`,
 *   `_id` the visitor's 16 hex digits, `urlref`, `search`, `search_cat`, `search_count`, `dimension{N}`); the
 *   parameters in the query or, as `navigator.sendBeacon` sends them, in a form-encoded body. No key and any origin,
 *   as Matomo's tracker endpoint; 204 (`send_image=0`) or a 1×1 GIF. A request without `rec=1` is not recorded
 *   (Matomo ignores it); a malformed one is 400 with what was wrong.
 * - `GET /matomo/index.php?module=API&method=Live.getLastVisitsDetails&idSite=1&format=JSON&token_auth=…`: the
 *   visits, newest first, each with its `actionDetails` (`type` `action` or `search`, `url`, `pageTitle`,
 *   `siteSearchKeyword`, `siteSearchCategory`, `siteSearchCount`, `dimension{N}`); `filter_limit` visits at most
 *   (default 100). `token_auth` is the local token (`MATOMO_TOKEN_AUTH`, default `local-matomo-token`).
 */
import { z } from 'zod';
import type { ServiceDeps } from '../deps.ts';
import { readBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { sendBuffer, sendJson } from '../http/respond.ts';
import type { RequestContext, Router } from '../http/router.ts';

/** The one site the local Matomo tracks: the portal. */
export const LOCAL_SITE_ID = 1;
export const DEFAULT_TOKEN_AUTH = 'local-matomo-token';
const MAX_TRACKING_BYTES = 8 * 1024;
const MAX_DIMENSION = 20;
/** How many of the newest hits the Reporting API groups into visits. */
const MAX_HITS_READ = 10_000;
/** Matomo's transparent 1×1 GIF, its default answer to a tracking request. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const text = (max: number) => z.string().trim().min(1).max(max);
const Hit = z.object({
  idsite: z.coerce.number().int().refine((id) => id === LOCAL_SITE_ID, `the local Matomo tracks site ${String(LOCAL_SITE_ID)} only`),
  url: z.url({ protocol: /^https?$/ }).max(2000),
  action_name: text(500).optional(),
  _id: z.string().regex(/^[0-9a-f]{16}$/, 'a visitor id is 16 hexadecimal digits').optional(),
  urlref: z.url({ protocol: /^https?$/ }).max(2000).optional(),
  search: text(500).optional(),
  search_cat: text(200).optional(),
  search_count: z.coerce.number().int().min(0).optional(),
});

interface HitRow {
  readonly id: number;
  readonly visitor_id: string;
  readonly url: string;
  readonly action_name: string | null;
  readonly search_keyword: string | null;
  readonly search_category: string | null;
  readonly search_count: number | null;
  readonly dimensions: string;
  readonly created: string;
}

/** The tracking request's parameters: the query's, and a form-encoded body's over them (a POST or a beacon). */
async function trackingParams({ req, query }: RequestContext): Promise<URLSearchParams> {
  if (req.method !== 'POST') return query;
  const params = new URLSearchParams(query);
  for (const [name, value] of new URLSearchParams(await readBody(req, MAX_TRACKING_BYTES))) params.set(name, value);
  return params;
}

/** The custom dimensions of a request (`dimension1` … `dimension20`), each at most 255 characters as Matomo keeps them. */
function dimensionsOf(params: URLSearchParams): Record<string, string> {
  const dimensions: Record<string, string> = {};
  for (const [name, value] of params) {
    const index = /^dimension(\d{1,2})$/.exec(name)?.[1];
    if (index === undefined || Number(index) < 1 || Number(index) > MAX_DIMENSION || value.trim() === '') continue;
    dimensions[index] = value.trim().slice(0, 255);
  }
  return dimensions;
}

export function registerAnalyticsRoutes(router: Router, deps: ServiceDeps, tokenAuth = DEFAULT_TOKEN_AUTH): void {
  const track = async (ctx: RequestContext): Promise<void> => {
    const params = await trackingParams(ctx);
    const answer = (): void => {
      if (params.get('send_image') === '0') {
        ctx.res.writeHead(204, { 'cache-control': 'no-store' }).end();
      } else {
        sendBuffer(ctx.res, 200, GIF, 'image/gif', { 'cache-control': 'no-store' });
      }
    };
    if (params.get('rec') !== '1') {
      answer();
      return;
    }
    const parsed = Hit.safeParse(Object.fromEntries(params));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new HttpError(400, `Invalid tracking request: ${issue?.path.join('.') ?? 'parameters'}: ${issue?.message ?? 'expected idsite, rec=1 and url'}`);
    }
    const hit = parsed.data;
    deps.db
      .prepare('INSERT INTO analytics_hits (site_id, visitor_id, url, action_name, referrer, search_keyword, search_category, search_count, dimensions, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(hit.idsite, hit._id ?? '0000000000000000', hit.url, hit.action_name ?? null, hit.urlref ?? null, hit.search ?? null, hit.search_cat ?? null, hit.search_count ?? null, JSON.stringify(dimensionsOf(params)), new Date().toISOString());
    answer();
  };
  router.get('/matomo/matomo.php', track, { public: true });
  router.post('/matomo/matomo.php', track, { public: true });

  router.get('/matomo/index.php', ({ res, query }) => {
    if (query.get('module') !== 'API' || query.get('method') !== 'Live.getLastVisitsDetails') throw new HttpError(400, 'The local Matomo answers module=API&method=Live.getLastVisitsDetails only');
    if (query.get('token_auth') !== tokenAuth) throw new HttpError(401, 'token_auth is missing or wrong');
    if (Number(query.get('idSite')) !== LOCAL_SITE_ID) throw new HttpError(400, `idSite must be ${String(LOCAL_SITE_ID)}`);
    const limit = Math.min(Math.max(Number(query.get('filter_limit') ?? 100) || 100, 1), 1000);
    // The newest hits only, oldest first: a long-running store does not make every call read all it ever recorded.
    const rows = (deps.db.prepare('SELECT id, visitor_id, url, action_name, search_keyword, search_category, search_count, dimensions, created FROM analytics_hits WHERE site_id = ? ORDER BY id DESC LIMIT ?').all(LOCAL_SITE_ID, MAX_HITS_READ) as unknown as HitRow[]).reverse();
    const visits = new Map<string, { idVisit: number; visitorId: string; actionDetails: Record<string, unknown>[] }>();
    for (const row of rows) {
      const visit = visits.get(row.visitor_id) ?? { idVisit: row.id, visitorId: row.visitor_id, actionDetails: [] };
      visits.set(row.visitor_id, visit);
      const dimensions = Object.fromEntries(Object.entries(JSON.parse(row.dimensions) as Record<string, string>).map(([index, value]) => [`dimension${index}`, value]));
      visit.actionDetails.push({
        type: row.search_keyword === null ? 'action' : 'search',
        url: row.url,
        pageTitle: row.action_name,
        siteSearchKeyword: row.search_keyword,
        siteSearchCategory: row.search_category,
        siteSearchCount: row.search_count,
        timestamp: Math.floor(Date.parse(row.created) / 1000),
        ...dimensions,
      });
    }
    sendJson(res, 200, [...visits.values()].reverse().slice(0, limit));
  }, { public: true });
}
