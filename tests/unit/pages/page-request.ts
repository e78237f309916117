import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedRequest } from '../../../src/lib/apis/client.ts';
import type { SessionUser } from '../../../src/lib/auth/claims.ts';
import type { LocaleCode } from '../../../src/lib/i18n/locales.ts';
import { createTranslator } from '../../../src/lib/i18n/messages.ts';
import type { PageRequest, PageResult } from '../../../src/lib/pages/result.ts';
import { servicesUrl } from '../../support/services.ts';

/**
 * Points the portal's configuration at the local services the test run started (tests/support/global-setup.ts)
 * and its store at a throwaway directory; call before the first loader (src/lib/config.ts reads on first use).
 */
export function useLocalServices(): void {
  process.env.SERVICES_PORT = new URL(servicesUrl()).port;
  process.env.PORTAL_DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-pages-'));
}

/** A page request for `path` (with its query), as the middleware would give a page one. */
export function pageRequestFor(path: string, options: { locale?: LocaleCode; user?: SessionUser; log?: RecordedRequest[] } = {}): PageRequest {
  const url = new URL(path, 'http://localhost:4321');
  const locale = options.locale ?? 'en';
  return {
    url,
    locale,
    t: createTranslator(locale),
    user: options.user,
    context: { requestLog: options.log ?? [] },
    facts: { url, method: 'GET', requestId: 'test' },
  };
}

/** A signed-in visitor without roles. */
export const VISITOR: SessionUser = { sub: 'visitor-1', name: 'Visitor', email: undefined, roles: [], scope: [] };

/** The finished page of a page model's result; anything else (a redirect, a failure) fails the test, saying what came. */
export function pageOf<M>(result: PageResult<M>): Extract<PageResult<M>, { kind: 'page' }> {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(result)}`);
  return result;
}
