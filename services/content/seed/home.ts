import { t } from './build.ts';
import type { SeedBuilder } from './build.ts';
import { entityCard, illustration } from './cards.ts';
import { AGENT, CONCEPT, TIMESPAN } from './entities.ts';

function homePage(b: SeedBuilder): void {
  const stories = b.add('primaryCallToAction', 'home-cta-stories', {
    name: t({ en: 'Stories and exhibitions', de: 'Geschichten und Ausstellungen', fr: 'Récits et expositions', nl: 'Verhalen en tentoonstellingen' }),
    text: t({
      en: 'Saints and their signs, Monet at Étretat, still lifes with hourglasses: read about the paintings behind the search results.',
      de: 'Heilige und ihre Zeichen, Monet in Étretat, Stillleben mit Sanduhren: Lesen Sie über die Gemälde hinter den Suchergebnissen.',
      fr: 'Les saints et leurs attributs, Monet à Étretat, des natures mortes aux sabliers : découvrez les tableaux derrière les résultats de recherche.',
      nl: 'Heiligen en hun attributen, Monet in Étretat, stillevens met zandlopers: lees over de schilderijen achter de zoekresultaten.',
    }),
    relatedLink: b.link('home-cta-stories-link', t({ en: 'Read the stories', de: 'Zu den Geschichten', fr: 'Lire les récits', nl: 'Lees de verhalen' }), '/stories'),
    image: illustration(b, 59927, 'Boats on the Beach at Étretat'),
  });
  const share = b.add('primaryCallToAction', 'home-cta-share', {
    name: t({ en: 'Share your collections', de: 'Teilen Sie Ihre Sammlungen', fr: 'Partagez vos collections', nl: 'Deel uw collecties' }),
    text: t({
      en: 'Museums, libraries and archives: find out how your collection data can be published in a portal like this one.',
      de: 'Museen, Bibliotheken und Archive: Erfahren Sie, wie Ihre Sammlungsdaten in einem Portal wie diesem veröffentlicht werden können.',
      fr: 'Musées, bibliothèques et archives : découvrez comment publier les données de vos collections dans un portail comme celui-ci.',
      nl: 'Musea, bibliotheken en archieven: ontdek hoe uw collectiegegevens in een portaal als dit gepubliceerd kunnen worden.',
    }),
    relatedLink: b.link('home-cta-share-link', t({ en: 'How it works', de: 'So funktioniert es', fr: 'Comment ça marche', nl: 'Zo werkt het' }), '/share-your-collections'),
    image: illustration(b, 16549, 'Apples and Grapes'),
  });
  const apis = b.add('primaryCallToAction', 'home-cta-apis', {
    name: t({ en: 'Build with the APIs', de: 'Mit den APIs entwickeln', fr: 'Développer avec les API', nl: 'Bouwen met de API\'s' }),
    text: t({
      en: 'Search, records, entities, thumbnails and IIIF: the same APIs this portal uses are open to you, with a personal API key.',
      de: 'Suche, Datensätze, Entitäten, Vorschaubilder und IIIF: Dieselben APIs, die dieses Portal nutzt, stehen Ihnen mit einem persönlichen API-Schlüssel offen.',
      fr: 'Recherche, notices, entités, vignettes et IIIF : les API qu\'utilise ce portail vous sont ouvertes, avec une clé d\'API personnelle.',
      nl: 'Zoeken, records, entiteiten, thumbnails en IIIF: dezelfde API\'s die dit portaal gebruikt staan voor u open, met een persoonlijke API-sleutel.',
    }),
    relatedLink: b.link('home-cta-apis-link', t({ en: 'Explore the APIs', de: 'APIs entdecken', fr: 'Découvrir les API', nl: 'Ontdek de API\'s' }), '/apis'),
    image: illustration(b, 16571, 'Arrival of the Normandy Train, Gare Saint-Lazare'),
  });
  const heroes = b.add('imageGallery', 'home-hero-images', {
    name: 'Home page hero images',
    hasPart: [14598, 20535, 81555, 16571, 94842].map((aic) => b.image(aic)),
  });
  b.add('homePage', 'home', {
    identifier: 'home',
    name: t({ en: 'Home', de: 'Startseite', fr: 'Accueil', nl: 'Home' }),
    headline: t({
      en: 'Explore art and cultural heritage',
      de: 'Kunst und Kulturerbe entdecken',
      fr: 'Explorez l\'art et le patrimoine culturel',
      nl: 'Ontdek kunst en cultureel erfgoed',
    }),
    description: t({
      en: 'Search 267 public-domain paintings from the Art Institute of Chicago and a selection of Europeana records, read stories about them, and reuse what you find.',
      de: 'Durchsuchen Sie 267 gemeinfreie Gemälde des Art Institute of Chicago und eine Auswahl von Europeana-Datensätzen, lesen Sie Geschichten darüber und nutzen Sie, was Sie finden.',
      fr: 'Recherchez parmi 267 tableaux du domaine public de l\'Art Institute of Chicago et une sélection de notices Europeana, lisez leurs histoires et réutilisez ce que vous trouvez.',
      nl: 'Doorzoek 267 schilderijen uit het publieke domein van het Art Institute of Chicago en een selectie Europeana-records, lees de verhalen erachter en hergebruik wat u vindt.',
    }),
    datePublished: '2025-09-01T09:00:00.000Z',
    sections: [stories, share, apis],
    image: b.asset(14598),
    primaryImageSetOfPage: [heroes],
  });
}

function storiesPage(b: SeedBuilder): void {
  const cta = b.add('primaryCallToAction', 'stories-cta-themes', {
    name: 'Browse by theme',
    text: 'Art, portraits, landscapes and religion: each theme gathers the artists, topics and highlights of the collection.',
    relatedLink: b.link('stories-cta-themes-link', 'See the themes', '/themes'),
    image: illustration(b, 14650, 'Alfred Sisley'),
  });
  b.add('storiesPage', 'stories-page', {
    identifier: 'stories',
    name: 'Stories',
    headline: 'Stories and exhibitions',
    description: 'Articles and exhibitions about the paintings and objects in the collection, written by the portal editorial team.',
    image: b.asset(81540),
    primaryCallToAction: cta,
    featuredStory: 'story-monet-at-etretat',
  });
}

function classroom(b: SeedBuilder): void {
  const intro = b.text('browse-classroom-intro', 'Every painting in the sample collection is in the public domain and its metadata is CC0: you may copy, print, project and adapt the images in class without asking permission. The stories below are written to be read with students, and each names the works it discusses so that they can be found again.\n\nIdeas for a lesson: compare two versions of one subject, find the attributes of the saints in an altarpiece, or date a painting from its medium.', 'Teaching with public-domain paintings');
  const curated = (id: string, name: string, description: string, url: string, aic: number): string =>
    b.add('curatedCard', id, { name, description, url, image: b.asset(aic) });
  const lessons = b.add('cardGroup', 'browse-classroom-lessons', {
    headline: 'Stories for the classroom',
    description: 'Each story can be read in ten minutes and discusses five to ten works.',
    hasPart: [
      curated('browse-classroom-card-saints', 'Saints and their signs', 'Recognise saints by their attributes in medieval altarpieces.', '/stories/saints-and-their-signs', 80570),
      curated('browse-classroom-card-materials', 'From tempera to oil', 'What paintings are made of, read from museum labels.', '/stories/from-tempera-to-oil', 102087),
      curated('browse-classroom-card-myths', 'Myths on canvas', 'Greek and Roman stories and how painters told them.', '/stories/myths-on-canvas', 12879),
      curated('browse-classroom-card-etretat', 'Monet at Étretat', 'One place painted many times: an introduction to Impressionism.', '/stories/monet-at-etretat', 20535),
    ],
    moreButton: b.link('browse-classroom-more', 'All stories', '/stories'),
  });
  const topics = b.add('automatedCardGroup', 'browse-classroom-topics', { name: 'Topics to explore', genre: 'Featured topics', moreButton: b.link('browse-classroom-topics-more', 'All topics', '/collections/topic') });
  const cta = b.add('primaryCallToAction', 'browse-classroom-cta', {
    name: 'Make a gallery for your class',
    text: 'Sign in, like the works you want to show and group them in a gallery you can share with a link.',
    relatedLink: b.link('browse-classroom-cta-link', 'Sign in', '/account/login'),
    image: illustration(b, 6002, 'The Print Collector'),
  });
  // What visitors look at now (issue 25: the portal's own trending items, not random items of the day).
  const trending = b.add('automatedCardGroup', 'browse-classroom-trending', { name: 'Trending items', genre: 'Trending items' });
  const recent = b.add('automatedCardGroup', 'browse-classroom-recent', { name: 'Recently updated', genre: 'Recent items' });
  const byType = b.add('automatedCardGroup', 'browse-classroom-types', { name: 'Every kind of item', genre: 'Item counts by media type' });
  b.add('browsePage', 'browse-classroom', {
    identifier: 'classroom', site: 'www.europeana.eu', name: 'Classroom', headline: 'Classroom',
    description: 'Public-domain paintings and stories to use in teaching.', image: b.asset(6002),
    hasPart: [intro, lessons, topics, byType, recent, cta, trending],
  });
}

function collectionsOverview(b: SeedBuilder): void {
  const painters = b.add('cardGroup', 'browse-collections-painters', {
    headline: 'Painters',
    hasPart: [
      entityCard(b, AGENT.monet, 'Claude Monet', 'French painter (1840–1926), a founder of Impressionism.'),
      entityCard(b, AGENT.renoir, 'Pierre-Auguste Renoir', 'French painter (1841–1919) of portraits and scenes of leisure.'),
      entityCard(b, AGENT.degas, 'Edgar Degas', 'French painter (1834–1917) of dancers, cafés and portraits.'),
      entityCard(b, AGENT.rubens, 'Peter Paul Rubens', 'Flemish painter (1577–1640), the leading artist of the Baroque in Antwerp.'),
      entityCard(b, AGENT.millet, 'Jean-François Millet', 'French painter (1814–1875) of rural work, at Barbizon from 1849.'),
      entityCard(b, AGENT.manet, 'Édouard Manet', 'French painter (1832–1883) of modern Parisian life.'),
    ],
    moreButton: b.link('browse-collections-painters-more', 'All people', '/collections/persons'),
  });
  const periods = b.add('cardGroup', 'browse-collections-periods', {
    headline: 'Centuries',
    hasPart: [
      entityCard(b, TIMESPAN.c15, '15th century', 'Paintings made from 1401 to 1500.'),
      entityCard(b, TIMESPAN.c16, '16th century', 'Paintings made from 1501 to 1600.'),
      entityCard(b, TIMESPAN.c17, '17th century', 'Paintings made from 1601 to 1700.'),
      entityCard(b, TIMESPAN.c18, '18th century', 'Paintings made from 1701 to 1800.'),
      entityCard(b, TIMESPAN.c19, '19th century', 'Paintings made from 1801 to 1900.'),
    ],
  });
  const materials = b.add('cardGroup', 'browse-collections-materials', {
    headline: 'Materials',
    hasPart: [
      entityCard(b, CONCEPT.oilPaint, 'Oil paint', 'Pigment bound in a drying oil.'),
      entityCard(b, CONCEPT.tempera, 'Tempera', 'Pigment bound with egg, the usual panel technique before oil.'),
      entityCard(b, CONCEPT.canvas, 'Canvas', 'Woven fabric stretched on a frame.'),
      entityCard(b, CONCEPT.panel, 'Panel (wood)', 'Wooden boards, the usual support before canvas.'),
      entityCard(b, CONCEPT.copper, 'Copper', 'Copper sheet, chosen around 1600 for fine detail.'),
    ],
  });
  const highlights = b.add('cardGroup', 'browse-collections-highlights', {
    headline: 'Highlights',
    hasPart: [80526, 21934, 67362, 257286, 16571, 61616, 19339, 81576].map((aic) => b.recordCard(aic)),
    moreButton: b.link('browse-collections-highlights-more', 'Search the collection', '/search?query=*'),
  });
  const trending = b.add('automatedCardGroup', 'browse-collections-trending', { name: 'Trending items', genre: 'Trending items' });
  // The day's four themes and the newest published galleries (portal.js BrowseAutomatedCardGroup).
  const themes = b.add('automatedCardGroup', 'browse-collections-themes', {
    name: 'Themes', genre: 'Featured themes', moreButton: b.link('browse-collections-themes-more', 'All themes', '/themes'),
  });
  const galleries = b.add('automatedCardGroup', 'browse-collections-galleries', {
    name: 'Latest galleries', genre: 'Latest galleries', moreButton: b.link('browse-collections-galleries-more', 'All galleries', '/galleries'),
  });
  b.add('browsePage', 'browse-collections', {
    identifier: 'collections', site: 'www.europeana.eu', name: 'Collections', headline: 'Explore the collections',
    description: 'Painters, centuries and materials of the sample collection, with highlights to start from.', image: b.asset(21934),
    hasPart: [painters, periods, materials, themes, highlights, galleries, trending],
  });
}

export function addHomeAndBrowsePages(b: SeedBuilder): void {
  homePage(b);
  storiesPage(b);
  classroom(b);
  collectionsOverview(b);
}
