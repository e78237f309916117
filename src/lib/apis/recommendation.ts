import { z } from 'zod';
import { ApiError, createApiClient, type ApiContext } from './client.ts';
import { searchItemSchema, type SearchItem } from './schemas.ts';

/**
 * Recommendation API (`{base}/record/{dataset}/{id}`): items similar to a record, for signed-in
 * visitors (spec section 6). Answers in the Search API's item shape.
 */
const client = createApiClient({ name: 'recommendation', sendsKey: true });

const responseSchema = z.looseObject({ items: z.array(searchItemSchema).default([]) });

export interface RecommendOptions {
  readonly pageSize?: number | undefined;
  /** The signed-in visitor's token. */
  readonly accessToken?: string | undefined;
  readonly context?: ApiContext | undefined;
}

/** Items recommended for a record (`/dataset/local-id`). */
export async function recommendForRecord(recordId: string, options: RecommendOptions = {}): Promise<SearchItem[]> {
  const response = await client.requestParsed(`/record${recordId}`, responseSchema, {
    params: { pageSize: options.pageSize },
    accessToken: options.accessToken,
    context: options.context,
  });
  return response.items;
}

/** Items recommended for a gallery (`/set/{id}`); private and unknown sets answer 404. */
export async function recommendForSet(setId: string, options: RecommendOptions = {}): Promise<SearchItem[]> {
  const response = await client.requestParsed(`/set/${encodeURIComponent(setId)}`, responseSchema, {
    params: { pageSize: options.pageSize },
    accessToken: options.accessToken,
    context: options.context,
  });
  return response.items;
}

/**
 * Tells the API that items were accepted (POST) or rejected (DELETE) for a gallery; answers the next
 * recommendations. Where the API does not take reviews (405/404), the recommendations are read again.
 */
export async function reviewForSet(setId: string, itemIds: readonly string[], accepted: boolean, options: RecommendOptions = {}): Promise<SearchItem[]> {
  try {
    const response = await client.requestParsed(`/set/${encodeURIComponent(setId)}`, responseSchema, {
      method: accepted ? 'POST' : 'DELETE',
      body: itemIds,
      accessToken: options.accessToken,
      context: options.context,
    });
    return response.items;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return recommendForSet(setId, options);
    throw error;
  }
}
