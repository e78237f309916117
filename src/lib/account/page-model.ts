/**
 * The account page's model (`/account`, protected; spec section 2, europeana.eu's pages/account/index.vue): the
 * tabs of the user's likes, public, private and published galleries and, for entity editors, the curated sets
 * (../sets/account-tabs.ts), the chosen tab's items or galleries, and the links to the API keys and the identity
 * provider's own account page. A failing Set API leaves the tab empty under an alert: the page still answers (it has
 * no redirect or failure of its own: signed-out visitors are sent to login by the session step).
 */
import { getSetItems, searchSets, type UserSet } from '../apis/set.ts';
import { islandLabels } from '../auth/island-labels.ts';
import type { WithToken } from '../auth/user-token.ts';
import { config } from '../config.ts';
import { ACCOUNT_SETS_PAGE_SIZE, LIKES_PAGE_SIZE } from '../constants.ts';
import type { PageRequest } from '../pages/result.ts';
import { itemCard, type ItemCard } from '../search/item-card.ts';
import { accountTabs, accountTabSearch, parseAccountTab, type AccountTab } from '../sets/account-tabs.ts';
import { likesFolder } from '../sets/likes.ts';

export interface AccountPageModel {
  /** The user's name, or "My account". */
  readonly heading: string;
  readonly tabs: readonly AccountTab[];
  readonly tab: AccountTab;
  readonly page: number;
  readonly last: number;
  /** The liked items, on the likes tab. */
  readonly likes: readonly ItemCard[];
  /** The galleries of the other tabs. */
  readonly sets: readonly UserSet[];
  /** The Set API failed: the tab is shown empty under an alert. */
  readonly failed: boolean;
  /** Keycloak's account page, in the page's language, with the way back to this page (`referrer_uri`). */
  readonly identityAccount: string;
  readonly createLabels: Record<string, string>;
  readonly selectionLabels: Record<string, string>;
}

const CREATE_LABELS = ['galleries.create', 'galleries.form.title', 'galleries.form.description', 'galleries.form.private', 'galleries.form.save', 'galleries.form.cancel', 'galleries.created'];
const SELECTION_LABELS = [
  'galleries.selection', 'galleries.selected', 'search.selection.hint', 'search.selection.clear', 'item.actions.addToGallery', 'galleries.create',
  'galleries.form.title', 'galleries.form.description', 'galleries.form.private', 'galleries.form.save', 'galleries.form.cancel', 'galleries.created',
  'galleries.addedTo', 'galleries.removedFrom',
];

/** The account page of the signed-in user; `withToken` runs the Set API calls with their access token. */
export async function loadAccountPageModel(withToken: WithToken, request: PageRequest): Promise<AccountPageModel> {
  const { url, locale, t, user, context } = request;
  const tabs = accountTabs(user);
  const { tab, page } = parseAccountTab(url.searchParams, tabs);
  let likes: ItemCard[] = [];
  let sets: UserSet[] = [];
  let total = 0;
  let failed = false;
  if (user) {
    try {
      await withToken(async (accessToken) => {
        const options = { accessToken, context };
        const search = accountTabSearch(tab, user.sub, page);
        if (search) {
          const found = await searchSets(search.query, { ...options, qf: search.qf, page: search.page, pageSize: search.pageSize, profile: 'items.meta' });
          sets = found.sets;
          total = found.total;
          return;
        }
        const folder = await likesFolder(user.sub, options, false).catch(() => undefined);
        if (folder !== undefined) {
          const liked = await getSetItems(folder, 'items.meta', { ...options, pageSize: LIKES_PAGE_SIZE }).catch(() => undefined);
          likes = (liked?.records ?? []).map((r) => itemCard(r, locale));
        }
      });
    } catch {
      failed = true;
    }
  }
  const { oidc, baseUrl } = config();
  return {
    heading: user?.name ?? t('account.title'),
    tabs,
    tab,
    page,
    last: Math.max(1, Math.ceil(total / ACCOUNT_SETS_PAGE_SIZE)),
    likes,
    sets,
    failed,
    identityAccount: `${oidc.issuer.replace(/\/$/, '')}/account?${new URLSearchParams({ referrer_uri: `${baseUrl}/${locale}/account`, kc_locale: locale }).toString()}`,
    createLabels: islandLabels(t, CREATE_LABELS),
    selectionLabels: islandLabels(t, SELECTION_LABELS),
  };
}
