import { defineMiddleware } from 'astro:middleware';

/**
 * Header by which the error page names the status of the error it shows. Astro renders its
 * error route with status 500 whatever the error; this step, outermost in the pipeline, gives
 * the response the error's own status (404, 410, 423, …) and removes the header.
 */
export const ERROR_STATUS_HEADER = 'x-portal-error-status';

export const errorStatus = defineMiddleware(async (_context, next) => {
  const response = await next();
  const status = Number(response.headers.get(ERROR_STATUS_HEADER));
  if (!status) return response;
  const headers = new Headers(response.headers);
  headers.delete(ERROR_STATUS_HEADER);
  return new Response(response.body, { status, statusText: '', headers });
});
