/**
 * The sitemaps (issue 20, item 1): `/sitemap-index.xml` and the files it lists, `/sitemap-{source}-{n}.xml`,
 * answered at run time from the files the refresher stored (src/lib/sitemaps/). Unprefixed: the language step
 * leaves these paths alone (src/lib/sitemaps/names.ts says why).
 */
import type { APIRoute } from 'astro';
import { sitemapName } from '../lib/sitemaps/names.ts';
import { sitemapFileResponse, sitemapIndexResponse } from '../lib/sitemaps/respond.ts';

export const prerender = false;

export const GET: APIRoute = ({ params, request }) => {
  const named = sitemapName(params.name ?? '');
  if (named === undefined) return new Response('No such sitemap', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return named.kind === 'index' ? sitemapIndexResponse() : sitemapFileResponse(request, named.source, named.page);
};
