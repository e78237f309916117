import type { SeedBuilder } from './build.ts';
import { heroProfile, illustration } from './cards.ts';

function infoCards(b: SeedBuilder, id: string, name: string, text: string, cards: readonly (readonly [string, string, number])[]): string {
  return b.add('infoCardGroup', id, {
    name,
    text,
    hasPart: cards.map(([cardName, cardText, aic], index) => b.add('infoCard', `${id}-${String(index + 1)}`, { name: cardName, text: cardText, image: illustration(b, aic, cardName) })),
  });
}

function imageCard(b: SeedBuilder, id: string, name: string, text: string, aic: number, link?: readonly [string, string]): string {
  return b.add('imageCard', id, {
    name, text, image: b.image(aic), profile: heroProfile(b), link: link === undefined ? undefined : b.link(`${id}-link`, link[0], link[1]),
  });
}

function apis(b: SeedBuilder): void {
  const overview = infoCards(b, 'landing-apis-overview', 'APIs overview', 'The portal is built on open APIs. The same APIs, with the same parameters and responses, are available to you.', [
    ['Search API', 'Full-text and fielded search with facets, filters, sorting and cursor paging: `GET /record/v2/search.json`.', 16571],
    ['Record API', 'The full metadata of one item in the Europeana Data Model: `GET /record/v2/{dataset}/{id}.json`.', 257286],
    ['Entity API', 'People, topics, places, times and organisations, with labels in many languages: `GET /entity/{type}/{id}.json`.', 14650],
    ['IIIF', 'Zoomable images through the IIIF Image API 3 and manifests through the Presentation API 3.', 102087],
    ['Thumbnails', 'Small and large preview images of every item with media: `GET /thumbnail/v3/{200|400}/{hash}`.', 8610],
    ['Annotations', 'Tags, links and transcriptions attached to items: `GET /annotation/search`.', 6002],
  ]);
  const tryIt = b.add('landingSubSection', 'landing-apis-try-it-out', {
    name: 'Try it out',
    text: 'Get a personal key on your account page, then send your first request. This one finds paintings by Claude Monet:\n\n```\nGET /record/v2/search.json?query=who:monet&wskey=YOUR_KEY\n```\n\nEvery response is JSON; add `profile=rich` for more fields, `facet=TYPE` for counts, or `cursor=*` to page through everything.',
    hasPart: [
      b.add('primaryCallToAction', 'landing-apis-key', {
        name: 'Request an API key',
        text: 'Sign in and create a personal key in a minute.',
        relatedLink: b.link('landing-apis-key-link', 'Get your key', '/account/api-keys'),
        image: illustration(b, 21934, 'Kitchen Scene'),
      }),
    ],
  });
  const inspiration = b.add('imageCardGroup', 'landing-apis-inspiration', {
    name: 'Find inspiration',
    text: 'What people build with cultural heritage APIs.',
    hasPart: [
      imageCard(b, 'landing-apis-inspiration-1', 'Teaching resources', 'Collect public-domain images on one subject and pull their metadata straight into slides and worksheets.', 80570),
      imageCard(b, 'landing-apis-inspiration-2', 'Colour and composition research', 'Filter by colour palette and image size to study how painters used colour across centuries.', 16564),
      imageCard(b, 'landing-apis-inspiration-3', 'Apps for a visit', 'Link works to people and places with the Entity API to build a map or a timeline.', 94842),
    ],
  });
  const faq = b.add('landingSubSection', 'landing-apis-faq', {
    name: 'Frequently asked questions (FAQ)',
    text: '**Is the API free?** Yes. You need a personal key, which you create yourself.\n\n**Can I use the data commercially?** The metadata is CC0. For media, follow the rights statement of each item.\n\n**How many results can I page through?** 1,000 with `start`; use `cursor` to retrieve a whole result set.\n\n**Where is the full documentation?** Each API follows the Europeana API documentation; the parameters listed there work here too.',
    hasPart: [],
  });
  b.add('landingPage', 'landing-apis', {
    identifier: 'apis', site: 'www.europeana.eu', name: 'APIs', headline: 'Build with cultural heritage data',
    description: 'Open APIs for search, records, entities, images and annotations, the same ones this portal uses.',
    text: 'Everything you see in this portal comes through open APIs. Use them to build your own search, app, research dataset or teaching resource.',
    image: b.asset(16571),
    primaryImageOfPage: b.image(16571),
    relatedLink: b.link('landing-apis-related', 'Request an API key', '/account/api-keys'),
    relatedLinkDescription: 'A personal key is free and takes a minute to create.',
    hasPart: [overview, tryIt, inspiration, faq],
  });
}

function shareYourCollections(b: SeedBuilder): void {
  const steps = infoCards(b, 'landing-share-steps', 'How it works', 'From your collection management system to the portal in four steps.', [
    ['1. Prepare your data', 'Export your records with title, creator, date, description, rights statement and a link to the media.', 257286],
    ['2. Map to EDM', 'Describe each object in the Europeana Data Model, the common format for all providers.', 102087],
    ['3. Choose rights statements', 'Give each media file one of the standard rights statements, so visitors know how they may reuse it.', 14598],
    ['4. Publish and enrich', 'Once published, records are enriched with multilingual links to people, places, times and topics.', 16571],
  ]);
  const why = b.add('imageCardGroup', 'landing-share-why', {
    name: 'Why share',
    text: 'What an aggregated, multilingual portal adds to your own website.',
    hasPart: [
      imageCard(b, 'landing-share-why-1', 'New audiences', 'Your collection appears next to related objects from other institutions and countries, in 25 interface languages.', 81555),
      imageCard(b, 'landing-share-why-2', 'Reuse', 'Clear rights statements let teachers, researchers and developers reuse your collection with confidence.', 80526),
      imageCard(b, 'landing-share-why-3', 'Stories', 'Editors feature shared collections in stories, exhibitions and themes.', 20535),
    ],
  });
  const cta = b.add('primaryCallToAction', 'landing-share-cta', {
    name: 'Talk to us',
    text: 'Tell us about your collection: what it holds, how it is described and what rights apply.',
    relatedLink: b.link('landing-share-cta-link', 'Contact the team', '/about-us'),
    image: illustration(b, 6002, 'The Print Collector'),
  });
  b.add('landingPage', 'landing-share-your-collections', {
    identifier: 'share-your-collections', site: 'www.europeana.eu', name: 'Share your collections', headline: 'Share your collections',
    description: 'For museums, libraries, archives and audiovisual collections: how to publish your collection data in the portal.',
    text: 'Cultural heritage institutions of every size can publish their digitised collections here, with their own name and rights, alongside collections from across Europe.',
    image: b.asset(81555), primaryImageOfPage: b.image(81555),
    relatedLink: b.link('landing-share-related', 'Read about the data model', '/apis'),
    relatedLinkDescription: 'The APIs page shows the data model your records will be published in.',
    hasPart: [steps, why, cta],
  });
}

function dataSpace(b: SeedBuilder): void {
  const about = b.add('landingSubSection', 'landing-data-space-about', {
    name: 'About the data space',
    text: 'The common European data space for cultural heritage is an initiative of the European Union to make it easier for cultural institutions, researchers, the creative industries and citizens to share and reuse high-quality digital heritage, across borders and with clear rules.',
    hasPart: [b.text('landing-data-space-about-text', '- **Shared standards:** common data models and rights statements make collections from different countries work together.\n- **Quality:** 3D, high-resolution images and rich metadata, with tiers that say how reusable each record is.\n- **Trust:** institutions decide how their data may be reused.')],
  });
  const partners = b.add('illustrationGroup', 'landing-data-space-partners', {
    name: 'Consortium partners',
    text: 'The data space is built by a consortium of cultural heritage organisations, research institutes and technology partners. The institutions whose collections appear in this sample portal include:',
    hasPart: [illustration(b, 14598, 'Art Institute of Chicago (sample collection)')],
  });
  const offer = infoCards(b, 'landing-data-space-offer', 'Explore the data offer', 'What the data space makes available.', [
    ['Collections', 'Millions of records from museums, libraries, archives and audiovisual collections across Europe.', 16237],
    ['APIs', 'Search, record, entity, IIIF and annotation APIs for developers and researchers.', 16571],
    ['Capacity building', 'Guidelines and training for institutions that digitise and share their collections.', 6002],
  ]);
  b.add('landingPage', 'landing-europeana-data-space', {
    identifier: 'europeana-data-space', site: 'dataspace-culturalheritage.eu', name: 'Data space for cultural heritage', headline: 'The common European data space for cultural heritage',
    description: 'What the data space for cultural heritage is, who builds it, and what data it offers.',
    text: 'A data space connects those who hold cultural heritage data with those who want to use it, under shared rules and standards.',
    image: b.asset(16237), primaryImageOfPage: b.image(16237),
    relatedLink: b.link('landing-data-space-related', 'Explore the APIs', '/apis'),
    relatedLinkDescription: 'The APIs are the technical entry point to the data offer.',
    hasPart: [about, partners, offer],
  });
}

export function addLandingPages(b: SeedBuilder): void {
  apis(b);
  shareYourCollections(b);
  dataSpace(b);
}
