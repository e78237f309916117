import { ACCOUNT_SETS_PAGE_SIZE } from '../constants.ts';
import { requestedPage } from '../routing/page-param.ts';
import { ROLES, userHasRole, type SessionUser } from '../auth/claims.ts';

/**
 * The tabs of the account page (europeana.eu's pages/account/index.vue): likes, public, private and published
 * galleries, and for entity editors the curated sets (entities' best items). Each tab is its own URL
 * (`/account?tab=public`), so the tabs are links and work without JavaScript.
 */
export const ACCOUNT_TABS = ['likes', 'public', 'private', 'published', 'curated'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tabs a user has: the curated sets only for entity editors. */
export function accountTabs(user: SessionUser | undefined): AccountTab[] {
  const editor = userHasRole(user, ROLES.entityEditor);
  return ACCOUNT_TABS.filter((tab) => tab !== 'curated' || editor);
}

export interface AccountTabState {
  readonly tab: AccountTab;
  readonly page: number;
}

/** The tab asked for (`?tab=`), when the user has it, else likes; and the page of a sets tab. */
export function parseAccountTab(params: URLSearchParams, available: readonly AccountTab[]): AccountTabState {
  const asked = params.get('tab');
  const tab = available.find((entry) => entry === asked) ?? 'likes';
  return { tab, page: tab === 'likes' ? 1 : requestedPage(params) };
}

/** A tab's URL: the account page itself for likes, `?tab=…` for the others. */
export function accountTabHref(locale: string, tab: AccountTab): string {
  return tab === 'likes' ? `/${locale}/account` : `/${locale}/account?${new URLSearchParams({ tab }).toString()}`;
}

/** The message key of a tab's label and of its empty state. */
export function accountTabLabelKey(tab: AccountTab): string {
  return `account.tabs.${tab}`;
}
export function accountTabEmptyKey(tab: AccountTab): string {
  return tab === 'likes' ? 'account.noLikes' : `account.empty.${tab}`;
}

/**
 * The Set API search of a sets tab: the user's galleries of one visibility (`creator:` and `visibility:`), or every
 * entity's best-items set for the curated tab (editors curate them together; the Set API records their creator
 * only). Undefined for likes, which are the items of the user's likes folder.
 */
export function accountTabSearch(tab: AccountTab, userId: string, page: number): { query: string; qf: string[]; page: number; pageSize: number } | undefined {
  if (tab === 'likes') return undefined;
  if (tab === 'curated') return { query: '*', qf: ['type:EntityBestItemsSet'], page, pageSize: ACCOUNT_SETS_PAGE_SIZE };
  return { query: `creator:${userId}`, qf: ['type:Collection', `visibility:${tab}`], page, pageSize: ACCOUNT_SETS_PAGE_SIZE };
}

/** Whether a tab offers to create a gallery (public and private ones, as europeana.eu's UserSets does). */
export function accountTabCreates(tab: AccountTab): boolean {
  return tab === 'public' || tab === 'private';
}
