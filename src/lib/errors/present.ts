import type { TFunction } from 'i18next';
import { MESSAGES } from '../i18n/messages.ts';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import { messageKeys, toPortalError } from './catalogue.ts';
import { illustrationFor, type Illustration } from './illustrations.ts';

export interface PresentedError {
  readonly status: number;
  readonly title: string;
  readonly metaTitle: string;
  readonly message: string;
  readonly illustration: Illustration | undefined;
}

function known(key: string): boolean {
  return MESSAGES[DEFAULT_LOCALE]?.[key] !== undefined;
}

/**
 * What an error page shows for any thrown value: the translated catalogue message, the error's
 * title (or "Error"), the meta title, the illustration and the HTTP status.
 */
export function presentError(error: unknown, t: TFunction): PresentedError {
  const portalError = toPortalError(error);
  const keys = messageKeys(portalError.code);
  const title = known(keys.title) ? t(keys.title) : t('error.pageTitle');
  return {
    status: portalError.status,
    title,
    metaTitle: known(keys.metaTitle) ? t(keys.metaTitle) : title,
    message: t(keys.message, { ...portalError.values }),
    illustration: illustrationFor(portalError.code),
  };
}
