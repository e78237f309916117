import { expect, test } from './fixtures.ts';

/**
 * The `page` rule of spec sections 2 and 5 (src/lib/routing/page-param.ts): on every paginated page, a `page`
 * that is not a positive integer redirects to `page=1`, the rest of the query kept. The stories listing is
 * pre-rendered, so its requests reach the rule only because src/runtime/serve.ts sends every `page` but `page=1`
 * on demand (issue 18: `/stories?page=0` answered 200).
 */
const PAGINATED = ['/en/stories', '/en/search', '/en/galleries', '/en/trending', '/en/collections/person', '/en/collections/topic/190-art'];
const INVALID = ['0', '-1', 'abc', '1.5', '01'];

test.describe('the page parameter on every paginated page', () => {
  for (const path of PAGINATED) {
    test(`${path}: an invalid page redirects to page=1`, async ({ request }) => {
      for (const page of INVALID) {
        const response = await request.get(`${path}?page=${page}&type=story`, { maxRedirects: 0 });
        expect(response.status(), `${path}?page=${page}`).toBe(302);
        expect(response.headers().location, `${path}?page=${page}`).toBe(`${path}?page=1&type=story`);
      }
      const twice = await request.get(`${path}?page=2&page=3`, { maxRedirects: 0 });
      expect(twice.headers().location).toBe(`${path}?page=1`);
    });
  }

  test('the stories listing answers a valid page itself, and page=1 from the pre-rendered file', async ({ request }) => {
    for (const query of ['?page=1', '?page=2', '?page=2&type=story', '']) {
      const response = await request.get(`/en/stories${query}`, { maxRedirects: 0 });
      expect(response.status(), query).toBe(200);
    }
    const redirected = await request.get('/de/stories?page=abc');
    expect(redirected.status()).toBe(200);
    expect(new URL(redirected.url()).pathname + new URL(redirected.url()).search).toBe('/de/stories?page=1');
  });
});
