import { servicesUrl } from '../support/services.ts';

/** Helpers of the content service contract tests (local defaults of services/README.md). */
export const DELIVERY_TOKEN = 'local-delivery';
export const PREVIEW_TOKEN = 'local-preview';
export const MANAGEMENT_TOKEN = 'local-management';
export const GRAPHQL_PATH = '/content/v1/spaces/portal/environments/master';

export type Obj = Record<string, unknown>;

export interface GraphQLResponse {
  readonly status: number;
  readonly data: Obj | null | undefined;
  readonly errors: { message: string; extensions?: { contentful?: { code?: string } } }[] | undefined;
}

/** POSTs a query as portal.js does (`_query` in the URL, JSON body, bearer token). */
export async function gql(query: string, variables: Obj = {}, options: { token?: string | null; base?: string; path?: string } = {}): Promise<GraphQLResponse> {
  const url = new URL(options.path ?? GRAPHQL_PATH, options.base ?? servicesUrl());
  const name = /query\s+(\w+)/.exec(query)?.[1];
  if (name !== undefined) url.searchParams.set('_query', name);
  const token = options.token === undefined ? (variables.preview === true ? PREVIEW_TOKEN : DELIVERY_TOKEN) : options.token;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: Obj | null; errors?: GraphQLResponse['errors'] };
  return { status: response.status, data: body.data, errors: body.errors };
}

/** Like gql, but fails the test on any error and returns `data`. */
export async function gqlData(query: string, variables: Obj = {}, options: { token?: string | null; base?: string } = {}): Promise<Obj> {
  const result = await gql(query, variables, options);
  if (result.status !== 200 || result.errors !== undefined || result.data === null || result.data === undefined) {
    throw new Error(`GraphQL failed (${String(result.status)}): ${JSON.stringify(result.errors)}`);
  }
  return result.data;
}

/** Calls the management API. */
export async function manage(method: string, path: string, body?: unknown, base?: string): Promise<{ status: number; body: Obj }> {
  const response = await fetch(new URL(`/content/management${path}`, base ?? servicesUrl()), {
    method,
    headers: { authorization: `Bearer ${MANAGEMENT_TOKEN}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Obj };
}

/** `collection.items` of a result, typed loosely for assertions. */
export function items(value: unknown): Obj[] {
  return ((value as { items?: Obj[] } | null | undefined)?.items ?? []);
}
