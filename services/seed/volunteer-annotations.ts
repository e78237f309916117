/**
 * Annotations volunteers made on a few seed records (written here, in the shapes of the Annotation API samples in
 * data/annotation/ and of the API's JSON-LD templates): tags as text in the volunteer's language and as entity URIs
 * (tagging), links between items and to an entity (linking), and a transcription of a handwritten inscription
 * (transcribing), each with its creator and the platform that generated it; the transcription carries the rights
 * of its text (`body.edmRights`). The transcribed text is the inscription as the record itself quotes it (its
 * title and caption), not invented. Issue 22, item 2.
 */
import { DATA_HOST } from './model.ts';

const ITEM = `${DATA_HOST}/item`;
const CONTEXT = 'http://www.w3.org/ns/anno.jsonld';

/** The Iviron monastery's signed and sealed letter on the water supply of a kellion (a handwritten document). */
export const LETTER_ID = '/12/https___www_searchculture_gr_aggregator_edm_pandektis_monastery_000084_10442_125747';
/** Another handwritten document of the same archive (the purchase of the kellion of Saints Kerykos and Ioulitta). */
const LETTER_SIBLING_ID = '/12/https___www_searchculture_gr_aggregator_edm_pandektis_monastery_000084_10442_121918';
/** Anton Hanak's design for his own memorial, inscribed by hand in blue pen (Albertina). */
export const INSCRIBED_DRAWING_ID = '/15508/36080_4_225';
/** Claude Monet's three Étretat paintings of 1885 (Art Institute of Chicago). */
export const ETRETAT_IDS = ['/2000001/aic_59927', '/2000001/aic_20535', '/2000001/aic_81540'] as const;

const TRANSCRIBE = { id: 'https://europeana.transcribathon.eu/', type: 'Software', name: 'Europeana Transcribe' };
const CROWDHERITAGE = { id: 'https://crowdheritage.eu/', type: 'Software', name: 'CrowdHeritage' };

function volunteer(nickname: string): Record<string, string> {
  return { id: `${DATA_HOST}/user/${nickname.toLowerCase()}`, type: 'Person', name: nickname };
}

function tag(target: string, value: string, language: string, creator: string, created: string): Record<string, unknown> {
  return {
    '@context': CONTEXT, type: 'Annotation', motivation: 'tagging', created, creator: volunteer(creator), generator: CROWDHERITAGE,
    body: { type: 'TextualBody', value, language }, target: `${ITEM}${target}`,
  };
}

function semanticTag(target: string, entityUri: string, creator: string, created: string): Record<string, unknown> {
  return {
    '@context': CONTEXT, type: 'Annotation', motivation: 'tagging', created, creator: volunteer(creator), generator: CROWDHERITAGE,
    body: { type: 'SpecificResource', source: entityUri, purpose: 'tagging' }, target: `${ITEM}${target}`,
  };
}

/** The sibling letter's story on Europeana Transcribe, where volunteers can transcribe it (not yet transcribed here). */
export const LETTER_SIBLING_TRANSCRIBE_URL = 'https://europeana.transcribathon.eu/documents/story/?story=121918';

/** The annotation documents, targets as item URIs (services/seed/annotations.ts reads their record ids). */
export function volunteerAnnotations(): Record<string, unknown>[] {
  return [
    {
      // The Annotation API's link to where an item can be enriched: its body the page itself (europeana.eu's
      // ItemTranscribeButton reads `body`).
      '@context': CONTEXT,
      type: 'Annotation',
      motivation: 'linkForContributing',
      created: '2023-02-01T10:00:00Z',
      generator: TRANSCRIBE,
      body: LETTER_SIBLING_TRANSCRIBE_URL,
      target: `${ITEM}${LETTER_SIBLING_ID}`,
    },
    {
      '@context': CONTEXT,
      type: 'Annotation',
      motivation: 'transcribing',
      created: '2023-03-14T09:21:07Z',
      creator: volunteer('Feder1933'),
      generator: TRANSCRIBE,
      body: {
        type: 'TextualBody',
        language: 'de',
        format: 'text/html',
        value: '<p>Aller Mittel entblöst stehe ich nun wieder vor neuen Überraschungen dumm und naiv wie immer – wie vor 40 Jahren.</p><p>AntonHanak<br>1933</p>',
        edmRights: 'http://creativecommons.org/publicdomain/zero/1.0/',
      },
      target: {
        scope: `${ITEM}${INSCRIBED_DRAWING_ID}`,
        source: 'https://sammlungenonline.albertina.at/cc/imageproxy.ashx?server=localhost&port=15001&filename=images/36080_4_225.jpg&cache=yes',
      },
    },
    tag(INSCRIBED_DRAWING_ID, 'Denkmal', 'de', 'Feder1933', '2023-03-14T09:25:40Z'),
    tag(INSCRIBED_DRAWING_ID, 'self-portrait in words', 'en', 'ArchiveOwl', '2023-05-02T16:03:12Z'),
    tag(LETTER_ID, 'water supply', 'en', 'ArchiveOwl', '2022-11-08T10:12:55Z'),
    tag(LETTER_ID, 'Άγιον Όρος', 'el', 'Kellion', '2022-11-09T18:40:02Z'),
    tag(LETTER_ID, 'seal', 'en', 'Kellion', '2022-11-09T18:41:30Z'),
    semanticTag(LETTER_ID, `${DATA_HOST}/concept/2090`, 'Kellion', '2022-11-09T18:42:11Z'),
    {
      '@context': CONTEXT,
      type: 'Annotation',
      motivation: 'linking',
      created: '2022-11-09T18:50:26Z',
      creator: volunteer('Kellion'),
      generator: CROWDHERITAGE,
      target: [`${ITEM}${LETTER_ID}`, `${ITEM}${LETTER_SIBLING_ID}`],
    },
    {
      '@context': CONTEXT,
      type: 'Annotation',
      motivation: 'linking',
      created: '2022-11-09T18:52:03Z',
      creator: volunteer('Kellion'),
      generator: CROWDHERITAGE,
      body: `${DATA_HOST}/concept/17`,
      target: `${ITEM}${LETTER_ID}`,
    },
    tag(ETRETAT_IDS[0], 'fishing boats', 'en', 'Plein-air', '2021-07-19T08:30:00Z'),
    tag(ETRETAT_IDS[0], 'bateaux de pêche', 'fr', 'Caudebec', '2021-08-02T13:14:45Z'),
    {
      '@context': CONTEXT,
      type: 'Annotation',
      motivation: 'linking',
      created: '2021-07-19T08:34:10Z',
      creator: volunteer('Plein-air'),
      generator: CROWDHERITAGE,
      target: ETRETAT_IDS.map((id) => `${ITEM}${id}`),
    },
  ];
}
