import type { IncomingMessage } from 'node:http';
import { createYoga } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { DocumentNode } from 'graphql';
import { readBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { sendJson } from '../http/respond.ts';
import type { Handler } from '../http/router.ts';
import type { ContentConfig } from './config.ts';
import { errorBody } from './errors.ts';
import { checkQueryLimits } from './limits.ts';
import { buildContentSchema } from './schema.ts';
import type { ContentContext } from './schema.ts';
import type { ContentStore } from './store.ts';

/** Largest GraphQL request body: the biggest portal query is about 4 KB. */
export const MAX_QUERY_BYTES = 64 * 1024;

/** Bounds every operation before it runs (depth, cost, size), with the variables as sent. */
const queryLimits: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const { document, operationName, variableValues } = args as { document: DocumentNode; operationName?: string | null; variableValues?: Record<string, unknown> | null };
    const error = checkQueryLimits(document, operationName, variableValues ?? {});
    if (error !== undefined) setResultAndStopExecution({ errors: [error] });
  },
};

/**
 * A request error (malformed query, unknown field, invalid variables) has `errors` but no `data`: answer
 * it with 400 whatever the Accept header (graphql-yoga keeps 200 for `application/json`), so clients and
 * caches never mistake it for content. Field errors (unknown locale, over-limit `limit`) keep 200 with `data`.
 */
function requestErrorStatus(status: number, payload: Buffer): number {
  if (status !== 200 || payload.includes('"data"')) return status;
  try {
    const body = JSON.parse(payload.toString('utf8')) as { data?: unknown; errors?: unknown };
    return body.data === undefined && Array.isArray(body.errors) ? 400 : status;
  } catch {
    return status;
  }
}

/** The bearer token of the request (`Authorization: Bearer …`, or `access_token` in the URL as Contentful allows). */
function requestToken(req: IncomingMessage, query: URLSearchParams): string | undefined {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  return query.get('access_token') ?? undefined;
}

/** Origin of asset URLs: configured, else the address this request reached (the services' own port). */
export function assetOriginOf(config: ContentConfig, req: IncomingMessage): string {
  return config.assetOrigin ?? `http://127.0.0.1:${String(req.socket.localPort ?? 4400)}`;
}

/**
 * `POST|GET /content/v1/spaces/{space}/environments/{env}`: Contentful's GraphQL Content API. The delivery
 * token reads published entries; the preview token may also ask for drafts with `preview: true`. Wrong or
 * missing token: 401 with Contentful's error body, before GraphQL runs.
 */
export function contentGraphqlHandler(store: ContentStore, config: ContentConfig): Handler {
  const yoga = createYoga<ContentContext>({
    schema: buildContentSchema(store),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: true,
    plugins: [queryLimits],
  });
  return async ({ req, res, params, url, query }) => {
    if (params.space !== config.spaceId || (params.env ?? config.environmentId) !== config.environmentId) {
      sendJson(res, 404, errorBody('NOT_FOUND', `No space '${params.space ?? ''}' with environment '${params.env ?? 'master'}' here: this service serves space '${config.spaceId}', environment '${config.environmentId}'`));
      return;
    }
    const token = requestToken(req, query);
    if (token === undefined) {
      sendJson(res, 401, errorBody('ACCESS_TOKEN_MISSING', 'Access token missing: send Authorization: Bearer <delivery or preview token>'));
      return;
    }
    if (token !== config.deliveryToken && token !== config.previewToken) {
      sendJson(res, 401, errorBody('ACCESS_TOKEN_INVALID', 'The access token you sent could not be found or is invalid'));
      return;
    }
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    let body: string | undefined;
    if (method === 'POST') {
      try {
        body = await readBody(req, MAX_QUERY_BYTES);
      } catch (error) {
        if (error instanceof HttpError) {
          sendJson(res, error.status, errorBody('REQUEST_TOO_LARGE', error.message));
          return;
        }
        throw error;
      }
    }
    const headers = new Headers();
    headers.set('content-type', req.headers['content-type'] ?? 'application/json');
    headers.set('accept', req.headers.accept ?? 'application/json');
    const request = new Request(`http://content.local/graphql${url.search}`, { method, headers, ...(body === undefined ? {} : { body }) });
    const context: ContentContext = {
      previewAllowed: token === config.previewToken,
      assetOrigin: assetOriginOf(config, req),
      spaceId: config.spaceId,
      environmentId: config.environmentId,
    };
    const response = await yoga.fetch(request, context);
    const payload = Buffer.from(await response.arrayBuffer());
    res.writeHead(requestErrorStatus(response.status, payload), {
      'content-type': response.headers.get('content-type') ?? 'application/json; charset=utf-8',
      'content-length': payload.length,
      'cache-control': 'no-store',
    });
    res.end(payload);
  };
}
