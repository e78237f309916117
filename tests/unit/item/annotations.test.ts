import { describe, expect, it } from 'vitest';
import { annotationSchema, type Annotation } from '../../../src/lib/apis/annotation.ts';
import { ANNOTATION_METADATA_RIGHTS, annotationsView, hasAnnotations, linkedItemIds } from '../../../src/lib/item/annotations.ts';

/** Annotations in the Annotation API's shapes (shared/data/samples/annotation/), parsed as the client parses them. */
const item = (id: string): string => `http://data.europeana.eu/item${id}`;
const volunteer = { id: 'http://data.europeana.eu/user/kellion', type: 'Person', name: 'Kellion' };
const crowd = { id: 'https://crowdheritage.eu/', type: 'Software', name: 'CrowdHeritage' };
const annotations: Annotation[] = [
  { id: 'a/1', motivation: 'tagging', creator: volunteer, generator: crowd, body: { type: 'TextualBody', value: 'water supply', language: 'en' }, target: item('/1/letter') },
  { id: 'a/2', motivation: 'tagging', creator: volunteer, generator: crowd, body: { type: 'TextualBody', value: 'Water supply', language: 'en' }, target: item('/1/letter') },
  { id: 'a/3', motivation: 'tagging', bodyValue: 'trombone', creator: 'https://www.historypin.org/en/person/55376/', generator: 'http://www.historypin.org', target: item('/1/letter') },
  // Dereferenced semantic tags: one the item's related collections show already, one they do not.
  { id: 'a/4', motivation: 'tagging', body: { id: 'http://data.europeana.eu/concept/2090', type: 'Concept', prefLabel: { en: 'Paper', de: 'Papier' } }, target: item('/1/letter') },
  { id: 'a/5', motivation: 'tagging', body: { id: 'http://data.europeana.eu/concept/35', type: 'Concept', prefLabel: { en: 'Drawing' } }, target: item('/1/letter') },
  // A semantic tag whose entity the API could not dereference: nothing to name it by.
  { id: 'a/6', motivation: 'tagging', body: { type: 'SpecificResource', source: 'http://www.geonames.org/2988507' }, target: item('/1/letter') },
  { id: 'a/7', motivation: 'linking', creator: volunteer, generator: crowd, target: [item('/1/letter'), item('/1/sibling'), item('/1/untitled')] },
  { id: 'a/8', motivation: 'linking', creator: volunteer, generator: crowd, body: { id: 'http://data.europeana.eu/concept/17', type: 'Concept', prefLabel: { sk: 'Rukopis', en: 'Manuscript' } }, target: item('/1/letter') },
  {
    id: 'a/9',
    motivation: 'transcribing',
    creator: { type: 'Person', nickname: 'Feder1933' },
    generator: { id: 'https://europeana.transcribathon.eu/', type: 'Software', name: 'Europeana Transcribe' },
    body: { language: 'de', format: 'text/html', value: '<p>Aller Mittel <i>entblöst</i> &amp; naiv</p><p>AntonHanak<br>1933</p><script>alert(1)</script>', edmRights: 'http://creativecommons.org/licenses/by-sa/4.0/' },
    target: { scope: item('/1/letter'), source: 'http://example.org/page1.jpg' },
  },
  { id: 'a/10', motivation: 'describing', bodyValue: 'not shown', target: item('/1/letter') },
].map((raw) => annotationSchema.parse(raw));

const options = { recordId: '/1/letter', shownEntityUris: new Set(['http://data.europeana.eu/concept/35']), itemTitles: new Map([['/1/sibling', { el: ['Ομόλογο'], en: ['Avowal'] }]]) };

describe('annotationsView', () => {
  const en = annotationsView(annotations, { ...options, locale: 'en' });

  it('makes tags chips: a text searches for it (once, whatever its case), an entity opens its collection page', () => {
    expect(en.tags?.links).toEqual([
      { label: 'water supply', lang: 'en', href: '/en/search?query=%22water+supply%22', kind: 'search' },
      { label: 'trombone', lang: undefined, href: '/en/search?query=%22trombone%22', kind: 'search' },
      { label: 'Paper', lang: 'en', href: '/en/collections/topic/2090-paper', kind: 'entity' },
    ]);
  });

  it('names where tags come from, once each, and their rights: CC0 where an annotation names none', () => {
    expect(en.tags?.credits).toEqual([
      { creator: 'Kellion', generator: 'CrowdHeritage', generatorUrl: 'https://crowdheritage.eu/' },
      { creator: undefined, generator: 'historypin.org', generatorUrl: 'http://www.historypin.org' },
    ]);
    expect(en.tags?.rights.map((r) => [r.url, r.code])).toEqual([[ANNOTATION_METADATA_RIGHTS, 'CC0']]);
  });

  it('links to the other items of a link (titled in the page language, or untitled) and to the entity it names', () => {
    expect(en.links?.links).toEqual([
      { label: 'Avowal', lang: 'en', href: '/en/item/1/sibling', kind: 'item' },
      { label: undefined, lang: undefined, href: '/en/item/1/untitled', kind: 'item' },
      { label: 'Manuscript', lang: 'en', href: '/en/collections/topic/17-manuscript', kind: 'entity' },
    ]);
    expect(linkedItemIds(annotations, '/1/letter')).toEqual(['/1/sibling', '/1/untitled']);
  });

  it('reads a transcription as text in its language, with its own rights and source, never its markup', () => {
    expect(en.transcriptions).toEqual([
      {
        id: 'a/9',
        lang: 'de',
        paragraphs: [['Aller Mittel entblöst & naiv'], ['AntonHanak', '1933']],
        credit: { creator: 'Feder1933', generator: 'Europeana Transcribe', generatorUrl: 'https://europeana.transcribathon.eu/' },
        rights: expect.objectContaining({ code: 'CC-BY-SA', version: '4.0' }) as unknown,
      },
    ]);
  });

  it("names entities in the page's language, falling back as the portal does", () => {
    const sk = annotationsView(annotations, { ...options, locale: 'sk' });
    expect(sk.links?.links.find((link) => link.kind === 'entity')).toEqual({ label: 'Rukopis', lang: 'sk', href: '/sk/collections/topic/17-rukopis', kind: 'entity' });
    expect(sk.links?.links[0]).toMatchObject({ label: 'Avowal', lang: 'en', href: '/sk/item/1/sibling' });
    const de = annotationsView(annotations, { ...options, locale: 'de' });
    expect(de.tags?.links.map((link) => link.label)).toContain('Papier');
  });

  it('shows nothing when an item has no annotations it can show', () => {
    const none = annotationsView(annotations.filter((a) => a.motivation === 'describing'), { ...options, locale: 'en' });
    expect(none).toEqual({ tags: undefined, links: undefined, transcriptions: [], transcribeUrl: undefined, debias: [] });
    expect(hasAnnotations(none)).toBe(false);
    expect(hasAnnotations(en)).toBe(true);
  });

  it('invites to transcribe an item on Europeana Transcribe, and nowhere else (linkForContributing)', () => {
    const link = (id: string, body: unknown) => annotationSchema.parse({ id, motivation: 'linkForContributing', body, target: item('/1/letter') });
    const story = 'https://europeana.transcribathon.eu/documents/story/?story=121918';
    const only = annotationsView([link('c/1', story)], { ...options, locale: 'en' });
    expect(only.transcribeUrl).toBe(story);
    expect(hasAnnotations(only)).toBe(true);
    expect(annotationsView([link('c/2', { id: story, type: 'WebPage' })], { ...options, locale: 'en' }).transcribeUrl).toBe(story);
    for (const body of ['https://example.org/transcribe', 'javascript:alert(1)', 'https://europeana.transcribathon.eu.evil.example/x', { type: 'TextualBody', value: story }]) {
      const view = annotationsView([link('c/3', body)], { ...options, locale: 'en' });
      expect(view.transcribeUrl, JSON.stringify(body)).toBeUndefined();
      expect(hasAnnotations(view)).toBe(false);
    }
  });
});
