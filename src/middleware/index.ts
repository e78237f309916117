import { sequence } from 'astro:middleware';
import { requestContext } from './request-context.ts';
import { errorStatus } from './error-status.ts';
import { trailingSlash } from './trailing-slash.ts';
import { pathSafety } from './path-safety.ts';
import { legacy } from './legacy.ts';
import { recordJson } from './record-json.ts';
import { locale } from './locale.ts';
import { querySanitising } from './query-sanitising.ts';
import { session } from './session.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * The request pipeline, one step a file. Security headers wrap everything, error pages included.
 */
export const onRequest = sequence(securityHeaders, errorStatus, requestContext, pathSafety, trailingSlash, legacy, recordJson, locale, querySanitising, session);
