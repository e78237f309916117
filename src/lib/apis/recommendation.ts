import { z } from 'zod';
import { createApiClient, type ApiContext } from './client.ts';
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
