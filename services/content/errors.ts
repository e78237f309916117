import { GraphQLError } from 'graphql';

/**
 * A GraphQL error in Contentful's shape: `extensions.contentful.code` names the problem (UNKNOWN_LOCALE,
 * ACCESS_TOKEN_INVALID, RESOURCES_EXHAUSTED, …). `httpStatus` makes graphql-yoga answer with that status
 * (it strips `extensions.http` from the body); without it the error travels in a 200 body next to `data`.
 */
export function contentError(code: string, message: string, httpStatus?: number): GraphQLError {
  const extensions: Record<string, unknown> = { contentful: { code } };
  if (httpStatus !== undefined) extensions.http = { status: httpStatus };
  return new GraphQLError(message, { extensions });
}

/** Body of an error answered before GraphQL runs (401, 404, 413), as Contentful does. */
export function errorBody(code: string, message: string): { errors: { message: string; extensions: { contentful: { code: string } } }[] } {
  return { errors: [{ message, extensions: { contentful: { code } } }] };
}
