/**
 * The one failure path of on-demand pages (src/lib/pages/result.ts): a loader's failure is presented from the
 * catalogue and reported when it is ours or upstream's; applied to a response it sets the status and no-store.
 */
import type { CacheOptions } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalError } from '../../../src/lib/errors/catalogue.ts';
import { answerPage, failedPage, type FinishedPage, type PageResponse } from '../../../src/lib/pages/result.ts';
import { pageRequestFor } from './page-request.ts';

function response(): PageResponse & { cached: CacheOptions[] } {
  const cached: CacheOptions[] = [];
  return { response: { status: 200, headers: new Headers() }, cache: { set: (options) => cached.push(options) }, cached };
}

describe('failedPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('presents the catalogue message of the failure, and reports only failures of ours or upstream', () => {
    const reports = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = pageRequestFor('/de/item/1/x');
    const notFound = failedPage(new PortalError('no such item', { status: 404, code: 'itemNotFound' }), request);
    expect(notFound.presented).toMatchObject({ status: 404, title: request.t('errorMessage.itemNotFound.title') });
    expect(reports).not.toHaveBeenCalled();
    const down = failedPage(new PortalError('record api down', { status: 503, code: 'upstreamUnavailable' }), request);
    expect(down.presented.status).toBe(503);
    expect(reports).toHaveBeenCalledOnce();
    expect(String(reports.mock.calls[0]?.[0])).toContain('"code":"upstreamUnavailable"');
  });
});

describe('answerPage', () => {
  it('answers a failure with its status, never stored', () => {
    const target = response();
    const presented = failedPage(new PortalError('gone', { status: 404, code: 'galleryNotFound' }), pageRequestFor('/en/galleries/9')).presented;
    expect(answerPage(target, { kind: 'error', presented })).toEqual({ presented });
    expect(target.response.status).toBe(404);
    expect(target.response.headers.get('cache-control')).toBe('no-store');
    expect(target.cached).toEqual([]);
  });

  it('answers a page with its status, cache-control and route cache', () => {
    const target = response();
    const routeCache = { maxAge: 60, tags: ['page:item'] };
    expect(answerPage(target, { kind: 'page', model: 'm', status: 410, cacheControl: 'public, max-age=300', routeCache })).toEqual({ model: 'm' });
    expect(target.response.status).toBe(410);
    expect(target.response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(target.cached).toEqual([routeCache]);
    const plain = response();
    answerPage(plain, { kind: 'page', model: 1 });
    expect([plain.response.status, plain.response.headers.get('cache-control'), plain.cached.length]).toEqual([200, null, 0]);
  });

  it('answers the model alone for a loader without failures of its own (the search page: FinishedPage)', () => {
    const target = response();
    const finished: FinishedPage<{ title: string }> = { kind: 'page', model: { title: 't' }, status: 400, cacheControl: 'private, no-cache' };
    const { model } = answerPage(target, finished);
    expect(model.title).toBe('t');
    expect([target.response.status, target.response.headers.get('cache-control'), target.cached.length]).toEqual([400, 'private, no-cache', 0]);
  });
});
