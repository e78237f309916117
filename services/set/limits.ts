/** Business numbers of the Set API (portal spec sections 5 and 9). */

/** Items an entity's best-items set may pin. */
export const PIN_LIMIT = 24;
/** Items a likes folder (BookmarkFolder) may hold. */
export const LIKES_LIMIT = 100;
/** Items any other set may hold. */
export const SET_ITEMS_LIMIT = 1000;
/** Items a gallery needs before it can be published. */
export const PUBLICATION_MIN_ITEMS = 15;
/** Ids one PUT or DELETE of items may carry. */
export const MAX_ITEMS_PER_REQUEST = 100;
/** Largest page of items or sets. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
/** Largest set body accepted (title, description, subject, items on creation). */
export const MAX_SET_BODY_BYTES = 128 * 1024;
