/**
 * The account page's model (src/lib/account/page-model.ts) read from the local services with a real sign-in at
 * their identity provider: the tabs, the chosen tab's galleries or likes, and a failing Set API under an alert.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAccountPageModel } from '../../../src/lib/account/page-model.ts';
import { userFromAccessToken, type SessionUser } from '../../../src/lib/auth/claims.ts';
import { LoginRequiredError, type WithToken } from '../../../src/lib/auth/user-token.ts';
import { DEMO, signIn } from '../../support/oidc.ts';
import { pageRequestFor, useLocalServices } from '../pages/page-request.ts';

let user: SessionUser;
let withToken: WithToken;

beforeAll(async () => {
  useLocalServices();
  const token = (await signIn(DEMO.user)).access_token;
  user = userFromAccessToken(token, 'collections_portal');
  withToken = (call) => call(token);
});

describe('loadAccountPageModel', () => {
  it('shows the chosen tab’s galleries with their pagination, and the identity provider’s account page in the page’s language', async () => {
    const model = await loadAccountPageModel(withToken, pageRequestFor('/de/account?tab=public', { locale: 'de', user }));
    expect(model).toMatchObject({ tab: 'public', page: 1, failed: false, likes: [] });
    expect(model.tabs).toEqual(['likes', 'public', 'private', 'published']);
    expect(model.last).toBeGreaterThanOrEqual(1);
    expect(model.heading).toBe(user.name ?? 'Mein Konto');
    expect(new URL(model.identityAccount).searchParams.get('kc_locale')).toBe('de');
    expect(model.createLabels['galleries.create']).not.toBe('galleries.create');
  });

  it('shows the likes tab first', async () => {
    const model = await loadAccountPageModel(withToken, pageRequestFor('/en/account', { user }));
    expect(model.tab).toBe('likes');
    expect(model.sets).toEqual([]);
    expect(model.failed).toBe(false);
  });

  it('answers an empty tab under an alert when the Set API cannot be asked', async () => {
    const refused: WithToken = () => Promise.reject(new LoginRequiredError());
    const model = await loadAccountPageModel(refused, pageRequestFor('/en/account?tab=private', { user }));
    expect(model).toMatchObject({ tab: 'private', failed: true, sets: [], likes: [] });
  });
});
