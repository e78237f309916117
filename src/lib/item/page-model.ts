/**
 * The item page's model (`/item/{dataset}/{id}`): everything the page shows, finished — title, citation,
 * attribution, download, preview, embed code, structured data — and what its response says. Unknown ids answer
 * 404 (itemNotFound); a depublished record answers 410 with its metadata under a banner (itemGone's error page
 * only when the 410 carries no record); a record under a new identifier redirects (301); upstream failures answer
 * their status with upstreamUnavailable (src/lib/item/load.ts loads the record and what comes with it).
 */
import type { WithContext, CreativeWork } from 'schema-dts';
import { RECORD_ID } from '../apis/record.ts';
import { anonymousPageCache } from '../cache/page-cache.ts';
import { config, publicOrigin } from '../config.ts';
import { attribution, citation } from '../edm/citation.ts';
import type { ItemView } from '../edm/item.ts';
import { MEDIA_PARAM, PAGE_PARAM } from '../edm/media.ts';
import { placesWithCoordinates, type PlaceWithCoordinates } from '../edm/places.ts';
import type { RightsStatement } from '../edm/rights.ts';
import { PortalError } from '../errors/catalogue.ts';
import { reportHandledError } from '../errors/report.ts';
import { loginPath } from '../auth/access.ts';
import { isLocaleCode, otherLanguage, type LocaleCode } from '../i18n/locales.ts';
import { itemEmbedHtml } from '../oembed/oembed.ts';
import { failedPage, type PageRequest, type PageResult } from '../pages/result.ts';
import { itemStructuredData } from '../seo/structured-data/item.ts';
import { withStore } from '../store/index.ts';
import { truncate } from '../text/truncate.ts';
import { itemAnalytics } from './analytics.ts';
import { dataProviderUri, providerBadge, type ProviderBadge } from './data-provider.ts';
import type { PageAnalytics } from '../site/analytics.ts';
import { itemPageError, loadItemPage, type ItemPageData } from './load.ts';
import { FIND_PARAM, LINE_PARAM } from './reader.ts';

/** What the reuse panel offers (src/components/item/ReusePanel.astro); none for a depublished record. */
export interface ItemReuse {
  readonly downloadHref: string | undefined;
  readonly rights: RightsStatement | undefined;
  readonly attribution: string;
  readonly citation: string;
  readonly itemUrl: string;
  readonly title: string;
  readonly previewUrl: string | undefined;
  readonly embedCode: string;
  readonly manifestUrl: string | undefined;
  readonly providerUrl: string | undefined;
}

export interface ItemPageModel {
  readonly data: ItemPageData;
  readonly view: ItemView;
  /** The record's title, or "Untitled" in the visitor's language. */
  readonly title: string;
  /** The title's language when it is not the page's. */
  readonly titleLang: string | undefined;
  /** The first description, shortened for the meta description. */
  readonly metaDescription: string | undefined;
  readonly previewUrl: string | undefined;
  /** The item's address on the portal, in the page's language. */
  readonly itemUrl: string;
  /** The provider's page of the item, when it is a web address. */
  readonly providerUrl: string | undefined;
  /** The data provider as a badge with its logo, linked to its page, when it is an organisation (else its name). */
  readonly providerBadge: ProviderBadge | undefined;
  /** The page view's custom dimensions for the analytics. */
  readonly analytics: PageAnalytics;
  /** The item's entities as chips ("related collections"), its data provider's badge not repeated among them. */
  readonly relatedCollections: ItemView['entities'];
  readonly structuredData: WithContext<CreativeWork>;
  readonly places: readonly PlaceWithCoordinates[];
  readonly reuse: ItemReuse | undefined;
  /** How often the item was viewed, when the store answered. */
  readonly views: number | undefined;
  readonly signedIn: boolean;
  /** The language of the translated view (`?lang=`), for signed-in visitors only. */
  readonly translateTo: LocaleCode | undefined;
  /** Sign in, and come back to this page. */
  readonly loginHref: string;
}

/** The item page for the record `id` (`/dataset/local-id`) as the request asks for it. */
export async function loadItemPageModel(id: string, request: PageRequest): Promise<PageResult<ItemPageModel>> {
  const { url, locale, t } = request;
  if (!RECORD_ID.test(id)) return failedPage(new PortalError('Not a record identifier', { status: 404, code: 'itemNotFound' }), request);
  // The translated view lights up for signed-in visitors (src/middleware/session.ts).
  const signedIn = request.user !== undefined;
  const requestedLang = url.searchParams.get('lang');
  const translateTo = signedIn && isLocaleCode(requestedLang) ? requestedLang : undefined;
  // The view count is read alongside the record; without the store, the page shows none.
  const viewCount = withStore((store) => store.viewCount(id), undefined);
  let data: ItemPageData;
  try {
    data = await loadItemPage(id, {
      locale,
      translateTo,
      signedIn,
      mediaParam: url.searchParams.get(PAGE_PARAM) ?? url.searchParams.get(MEDIA_PARAM),
      textQuery: url.searchParams.get(FIND_PARAM),
      textLine: url.searchParams.get(LINE_PARAM),
      context: request.context,
    });
  } catch (error) {
    if (!(error instanceof PortalError)) throw error;
    await viewCount;
    return failedPage(itemPageError(error), request);
  }
  // Without the Annotation API the page stands without its annotations; the failure is logged as degraded.
  const lost = data.annotationsFailure;
  if (lost) reportHandledError(request.facts, { status: Math.max(lost.status, 502), code: lost.code, message: lost.message }, 'item page answered without annotations');
  // Without the provider's manifest the page shows the record's own media; the failure is logged as degraded.
  const unread = data.providerManifestFailure;
  if (unread) reportHandledError(request.facts, { status: Math.max(unread.status, 502), code: unread.code, message: unread.message }, 'item page answered without the provider\'s manifest');
  const views = await viewCount;
  // A record Europeana re-identified: its page lives at the new identifier (europeana.eu redirects too), query kept.
  if (data.movedTo) return { kind: 'redirect', location: `/${locale}/item${data.movedTo}${url.search}`, status: 301 };

  const { view, previewUrl } = data;
  const title = view.title?.text ?? t('item.untitled');
  const itemUrl = `${publicOrigin()}/${locale}/item${id}`;
  const providerUrl = view.providerUrl && /^https?:\/\//.test(view.providerUrl) ? view.providerUrl : undefined;
  const metaDescription = view.description?.values[0]?.text;
  const badge = providerBadge(view.dataProvider, dataProviderUri(data.record), data.dataProviderOrganisation, config().wikimediaUploadUrl);
  const model: ItemPageModel = {
    data,
    view,
    title,
    titleLang: otherLanguage(view.title?.lang, locale),
    metaDescription: metaDescription ? truncate(metaDescription, 160) : undefined,
    previewUrl,
    itemUrl,
    providerUrl,
    providerBadge: badge,
    analytics: itemAnalytics(data.record),
    relatedCollections: badge === undefined ? view.entities : view.entities.filter((entity) => entity.uri !== badge.uri),
    structuredData: itemStructuredData(view, { url: itemUrl, image: previewUrl, inLanguage: locale }),
    places: placesWithCoordinates(data.record, locale),
    // Nothing of a depublished record is offered for reuse (europeana.eu shows its metadata only).
    reuse: data.depublished ? undefined : itemReuse(data, { title, itemUrl, providerUrl, locale }),
    views,
    signedIn,
    translateTo,
    loginHref: loginPath(locale, `${url.pathname}${url.search}`),
  };
  return {
    kind: 'page',
    model,
    // Depublished: the record under a banner, answered as Gone (410), so crawlers drop it (europeana.eu shows it too).
    status: data.depublished ? 410 : undefined,
    // The same page for every anonymous visitor: the route cache answers the next ones (src/lib/cache/page-cache.ts).
    // Not a page that lacks what it should show (annotations, the provider's media): the next visitor asks again.
    routeCache: data.depublished || data.annotationsFailure || data.providerManifestFailure ? undefined : anonymousPageCache('item', signedIn),
  };
}

/** The reuse panel of the media shown (`?page=N`): its rights, download, attribution and citation. */
export function itemReuse(data: ItemPageData, page: { title: string; itemUrl: string; providerUrl: string | undefined; locale: string }): ItemReuse {
  const { view, previewUrl } = data;
  const { title, itemUrl, providerUrl } = page;
  const mainMedia = view.media[data.mediaIndex];
  const rights = mainMedia?.rights ?? view.rights;
  const creators = view.creator?.values.map((v) => v.text) ?? [];
  // A citation names the creator once, as the provider wrote it.
  const citedCreator = view.creator?.values.find((v) => !v.entityHref)?.text ?? creators[0];
  const dataProvider = view.dataProvider?.values[0]?.text;
  const attributionText = attribution({ title, creators, dataProvider, providerUrl: view.providerUrl, itemUrl, rights, snippet: mainMedia?.textAttributionSnippet });
  return {
    // Offered only when the rights allow and Europeana holds the file (src/lib/item/load.ts).
    downloadHref: data.downloadHref,
    rights,
    attribution: attributionText,
    citation: citation({ title, creators: citedCreator ? [citedCreator] : [], date: view.date?.values[0]?.text, dataProvider, url: itemUrl }),
    itemUrl,
    title,
    previewUrl,
    embedCode: itemEmbedHtml({ id: view.id, locale: page.locale, portalBase: publicOrigin(), title, media: view.media[0], previewUrl, attribution: attributionText }),
    manifestUrl: data.manifestUrl,
    providerUrl,
  };
}
