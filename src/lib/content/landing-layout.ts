/**
 * Which layout a landing page of the content service uses (spec section 2 "Layouts"): the
 * data-space microsite and the API landing page have their own; every other one the Default.
 */
export type LandingLayout = 'default' | 'data-space' | 'api-landing';

const LAYOUTS: Readonly<Record<string, LandingLayout>> = {
  'europeana-data-space': 'data-space',
  apis: 'api-landing',
};

export function landingLayout(identifier: string | null | undefined): LandingLayout {
  return (identifier ? LAYOUTS[identifier] : undefined) ?? 'default';
}

/** In-page anchors of the data-space header: the ids of its sections (slugs of their names). */
export const DATA_SPACE_ANCHORS = ['about-the-data-space', 'consortium-partners', 'explore-the-data-offer'] as const;
/** In-page anchors of the API landing header. */
export const API_LANDING_ANCHORS = ['apis-overview', 'try-it-out', 'find-inspiration', 'frequently-asked-questions-faq'] as const;
