import { expect, test } from './fixtures.ts';
import { api, expireAccessToken, newAccount, readSession, recordIds, sessionValue, signedInPage } from './support/signed-in.ts';

/**
 * Token expiry with a refresh in the middle of concurrent requests (issue 8, ARCHITECTURE
 * decision 4): the access token of the server session expires; several `/_api/*` calls arrive
 * together; every one succeeds and the session was refreshed once (src/lib/auth/refresh-lock.ts).
 */
test('an expired access token is refreshed once for concurrent calls, and every call succeeds', async ({ browser }) => {
  const account = await newAccount('refresher');
  const [liked = ''] = await recordIds(1);
  expect((await api('POST', '/set/', { token: account.token, body: { type: 'BookmarkFolder', visibility: 'private', title: { en: 'LIKES' }, items: [liked] } })).status).toBe(201);
  expect((await api('POST', '/set/', { token: account.token, body: { type: 'Collection', visibility: 'public', title: { en: 'Refresh gallery' } } })).status).toBe(201);

  const page = await signedInPage(browser, account.username, '/en/account', account.password);
  await expect(page.getByTestId('account-page')).toBeVisible();
  const before = await readSession(page);
  expect(sessionValue(before, 'refreshes') ?? 0).toBe(0);
  const original = await expireAccessToken(page);

  const answers = await page.evaluate(async () => {
    // Six: as many as the browser sends to one host at once over HTTP/1.1.
    const paths = ['/_api/sets', '/_api/likes', '/_api/sets', '/_api/likes', '/_api/sets', '/_api/likes'];
    return Promise.all(paths.map(async (path) => {
      const response = await fetch(path, { headers: { accept: 'application/json' } });
      return { path, status: response.status, body: (await response.json()) as { ids?: string[]; sets?: { title: string }[] } };
    }));
  });
  for (const answer of answers) {
    expect(answer.status, `${answer.path}: ${JSON.stringify(answer.body)}`).toBe(200);
    if (answer.path === '/_api/likes') expect(answer.body.ids).toEqual([liked]);
    else expect(answer.body.sets?.map((s) => s.title)).toEqual(['Refresh gallery']);
  }

  const after = await readSession(page);
  expect(sessionValue(after, 'refreshes')).toBe(1);
  const renewed = String(sessionValue(after, 'accessToken'));
  expect(renewed).not.toBe(original);
  expect(Number(sessionValue(after, 'expiresAt'))).toBeGreaterThan(Date.now());

  // The renewed token serves the next calls without another refresh.
  const next = await page.evaluate(async () => (await fetch('/_api/sets')).status);
  expect(next).toBe(200);
  expect(sessionValue(await readSession(page), 'refreshes')).toBe(1);
});
