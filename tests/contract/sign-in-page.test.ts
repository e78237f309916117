/**
 * Issue 26, item 13: the local identity provider's sign-in and sign-up pages carry the portal's wordmark and a
 * way back to the website the visitor came from (the origin of the checked `redirect_uri`), in their language.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CookieJar, REDIRECT_URI, browse, pkce, startSignIn } from '../support/oidc.ts';

async function signInPage(language: string): Promise<{ url: string; html: string; jar: CookieJar }> {
  const jar = new CookieJar();
  const url = await startSignIn(jar, randomBytes(8).toString('hex'), pkce().challenge, { ui_locales: language });
  const page = await browse(jar, url);
  expect(page.status).toBe(200);
  return { url, html: await page.text(), jar };
}

describe('the sign-in page', () => {
  it('shows the wordmark and links back to the portal, in the page language', async () => {
    const home = `${new URL(REDIRECT_URI).origin}/de`;
    const { url, html, jar } = await signInPage('de');
    expect(html).toMatch(/<a class="logo" href="[^"]+" data-qa="sign-in-logo"><svg [^>]*role="img" aria-label="Europeana"/);
    expect(html).toContain(`<a class="back" href="${home}" data-qa="sign-in-back">Zurück zu Europeana</a>`);
    const signUp = await (await browse(jar, `${url}/registration`)).text();
    expect(signUp).toContain(`href="${home}" data-qa="sign-in-back"`);
  });

  it('links back in English for an English visitor', async () => {
    const { html } = await signInPage('en');
    expect(html).toContain('data-qa="sign-in-back">Back to Europeana</a>');
  });
});
