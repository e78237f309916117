import { defineMiddleware } from 'astro:middleware';
import { joinedBytes } from '../lib/bytes.ts';
import { hoistIslandStyles } from '../lib/site/island-styles.ts';
import { headersVaryByTransport, portalSecurityHeaders } from '../lib/security/portal-headers.ts';

/**
 * Security headers of every on-demand response (the outermost step): CSP with the hashes of the
 * page's own inline scripts and styles, HSTS over HTTPS, nosniff, referrer and permissions
 * policies (src/lib/security/headers.ts; pre-rendered files get the same from src/runtime/serve.ts).
 * The page is buffered for the hashes anyway, so it is also where Astro's island style element
 * moves from the body into the head (src/lib/site/island-styles.ts), before the hashes are taken.
 * Both work on the page's UTF-8 bytes as Astro made them: decoding the page to text and encoding it again cost
 * more than the hashing (issue 21).
 */
export const securityHeaders = defineMiddleware(async (context, next) => {
  // Pre-rendered pages get theirs from src/runtime/serve.ts, which serves the files.
  if (context.isPrerendered) return next();
  const response = await next();
  const type = response.headers.get('content-type') ?? '';
  const page = type.includes('text/html') ? response.body : null;
  const html = page === null ? undefined : hoistIslandStyles(await bodyBytes(page));
  const headers = portalSecurityHeaders({
    pathname: context.url.pathname,
    protocol: context.url.protocol,
    forwardedProto: context.request.headers.get('x-forwarded-proto'),
    html,
    connectOrigins: context.locals.cspConnectOrigins,
    imageOrigins: context.locals.cspImageOrigins,
  });
  // The route cache keys by URL: an answer over HTTP and one behind a TLS proxy must not be served for each other.
  if (headersVaryByTransport()) {
    const vary = response.headers.get('vary');
    headers.vary = vary === null || vary === '' ? 'X-Forwarded-Proto' : `${vary}, X-Forwarded-Proto`;
  }
  if (html === undefined) {
    try {
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      return response;
    } catch {
      // Immutable headers (a redirect made by Astro): copy below.
    }
  }
  const copy = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) copy.set(name, value);
  if (html !== undefined) {
    copy.set('content-length', String(html.byteLength));
    // Astro says `text/html`; the bytes are its UTF-8, said as the pre-rendered files say it (RFC 9110 8.3.2).
    if (!/charset=/i.test(type)) copy.set('content-type', 'text/html; charset=utf-8');
  }
  return new Response(html === undefined ? response.body : bytesStream(html), { status: response.status, statusText: response.statusText, headers: copy });
});

/**
 * A body's bytes as they come (Astro's page, not streamed, is one chunk, taken as it is): `Response.arrayBuffer()`
 * would copy them twice, and `new Response(bytes)` once more (BENCHMARKS.md "The long tail", seventh session).
 */
async function bodyBytes(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return joinedBytes(chunks);
}

/** The bytes as a body without the copy `new Response(bytes)` makes of them. */
function bytesStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
