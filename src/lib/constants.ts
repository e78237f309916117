/**
 * The business numbers of spec section 9, one constant each. Nothing else in the code base
 * writes these numbers down.
 */

// HTTP
export const HTTP_TIMEOUT_MS = 10_000;
export const ENTITY_UPDATE_TIMEOUT_MS = 15_000;
export const FETCH_DELAY_MS = 200;

// Sets, likes, pins
export const PIN_LIMIT = 24;
export const LIKES_LIMIT = 100;
export const LIKES_PAGE_SIZE = 100;
export const SET_ITEMS_DEFAULT_PAGE = 1;
export const SET_ITEMS_PAGE_SIZE = 100;
/** Items a gallery page shows (europeana.eu's gallery pages: 48 a page). */
export const GALLERY_PAGE_SIZE = 48;
/** Galleries a tab of the account page shows (europeana.eu's UserSets: 20). */
export const ACCOUNT_SETS_PAGE_SIZE = 20;
export const PUBLICATION_MIN_ITEMS = 15;
/** Publication review aim: one working week. */
export const PUBLICATION_REVIEW_WORKING_DAYS = 5;

// Search
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_RESULT_WINDOW = 1000;
/** The last `start` the Search API accepts for basic pagination (window + 1). */
export const SEARCH_MAX_START = SEARCH_RESULT_WINDOW + 1;
export const CONTENT_TIER_DEFAULT = 'contentTier:(1 OR 2 OR 3 OR 4)';
export const CONTENT_TIER_COLLECTION = 'contentTier:(2 OR 3 OR 4)';
export const SEARCH_FIELD_MAX_LENGTH = 256;
export const TRUNCATE_DEFAULT_LENGTH = 30;
export const FACET_VALUES_SHOWN = 50;

// Images
/** Image size bands in megapixels: small < 0.5, medium 0.5–1, large 1–4, extra large ≥ 4. */
export const IMAGE_SIZE_BANDS_MP = { small: 0.5, medium: 1, large: 4 } as const;
export const IMAGE_WEBP_QUALITY = 40;
export const IMAGE_JPEG_QUALITY = 80;
export const THUMBNAIL_SIZE_SMALL = 200;
export const THUMBNAIL_SIZE_LARGE = 400;
export const THUMBNAIL_DEFAULT_SIZE = THUMBNAIL_SIZE_SMALL;
export const ENTITY_PREVIEW_SIZE = 200;
export const LOGO_SIZE = 28;
export const WIKI_THUMB_SIZE = 255;
export const SIDEBAR_LOGO = { width: 153, height: 32 } as const;

// Browsing session and client behaviour
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;
export const ACTIVITY_INTERVAL_MS = 60 * 1000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const HEADER_HIDE_OFFSET_PX = 150;
export const HEADER_SHOW_DELTA_PX = 5;
export const DESKTOP_MIN_WIDTH_PX = 992;
export const PROGRESS_BAR = { throttleMs: 200, durationMs: 2_500, hideDelayMs: 500 } as const;
export const TOOLTIP_DELAY = { showMs: 300, hideMs: 50 } as const;
export const TOAST_AUTO_HIDE_MS = 5_000;
export const BREAKPOINTS_PX = [768, 992, 1200, 1880, 2520, 3020] as const;

// Content limits
export const CONTENT_LIMITS = {
  lookupsPerPage: 1,
  browseParts: 20,
  staticParts: 40,
  cardsPerGroup: 28,
  infoCards: 12,
  imageCards: 6,
  links: 10,
  categories: 1000,
  stories: 1500,
  exhibitions: 150,
  relatedItems: 4,
  /** Stories and exhibitions on a theme page (portal.js themes/_.vue RelatedEditorial `limit`). */
  themeRelatedItems: 6,
  /** Curated items a theme page shows each day (portal.js `daily(curatedItemsEncoding, 8)`). */
  themeDailyItems: 8,
  /** Themes an entry may name in `genre`. */
  themeBadges: 20,
  foyerPerPage: 20,
  storyParts: 40,
  chapterCategories: 10,
  slidesPerGroup: 3,
  maxQueryLimit: 1000,
} as const;

// Cookies
export const LOCALE_COOKIE = 'i18n_locale_code';
export const SEARCH_VIEW_COOKIE = 'searchResultsView';
/** Signed-in visitors' choice of multilingual search. */
export const MULTILINGUAL_COOKIE = 'multilingualSearch';
/** The language cookie lasts a year. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
