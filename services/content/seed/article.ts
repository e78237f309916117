import type { SeedBuilder, Translated } from './build.ts';

/** One part of a story or chapter body, written inline and turned into entries by `parts()`. */
export type Part =
  | { readonly text: string | Translated; readonly headline?: string | Translated }
  | { readonly image: number }
  | { readonly compare: readonly [number, number]; readonly name: string | Translated }
  | { readonly slides: readonly { readonly image: number; readonly text: string | Translated; readonly citation?: string | Translated }[]; readonly name: string | Translated }
  | { readonly link: string | Translated; readonly url: string }
  | { readonly embed: string; readonly name: string; readonly height: number };

/** Creates the entries of a body and returns their ids in order (ids: `<prefix>-<n>`). */
export function parts(b: SeedBuilder, prefix: string, body: readonly Part[]): string[] {
  return body.map((part, index) => {
    const id = `${prefix}-${String(index + 1)}`;
    if ('image' in part) return b.image(part.image);
    if ('compare' in part) return b.add('imageComparison', id, { name: part.name, hasPart: part.compare.map((aic) => b.image(aic)) });
    if ('slides' in part) {
      const slides = part.slides.map((slide, slideIndex) =>
        b.add('imageTextSlide', `${id}-slide-${String(slideIndex + 1)}`, { image: b.image(slide.image), text: slide.text, citation: slide.citation }));
      return b.add('imageTextSlideGroup', id, { name: part.name, hasPart: slides });
    }
    if ('link' in part) return b.link(id, part.link, part.url);
    if ('embed' in part) return b.add('embed', id, { name: part.name, embed: part.embed, height: part.height });
    return b.text(id, part.text, part.headline);
  });
}

/** The one author of the seeded stories: the portal's editorial team (no invented people). */
export function editorialTeam(b: SeedBuilder): string {
  const id = 'person-editorial-team';
  if (!b.entries.some((entry) => entry.id === id)) {
    b.add('person', id, { name: 'Portal editorial team', affiliation: 'Heritage portal, sample editorial content', url: '/about-us' });
  }
  return id;
}
