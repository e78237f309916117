/**
 * A cookie jar over fetch, for driving the browser's side of sign-in and of signed-in requests in tests:
 * the portal and the identity provider each get one. Redirects are not followed unless asked (`follow`).
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = value === '' || attributes.some((attribute) => /^\s*(?:max-age=0\b|expires=thu, 01 jan 1970)/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', this.header());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.take(response);
    return response;
  }

  /** GETs `url` and follows redirects; answers the last URL and response. */
  async follow(url: string, init: RequestInit = {}): Promise<{ url: string; response: Response }> {
    let current = url;
    let response = await this.fetch(current, init);
    for (let hops = 0; hops < 15 && response.status >= 300 && response.status < 400; hops += 1) {
      current = new URL(response.headers.get('location') ?? '', current).toString();
      response = await this.fetch(current);
    }
    return { url: current, response };
  }
}
