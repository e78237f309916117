import { t, type SeedBuilder } from './build.ts';
import { entityCard, illustration } from './cards.ts';
import { AGENT, CONCEPT, TIMESPAN, TOPIC } from './entities.ts';

interface ThemeInput {
  readonly identifier: string;
  readonly name: string;
  readonly description: string;
  /** A sample painting as hero image; none where the collection holds nothing fitting. */
  readonly image?: number;
  readonly people: readonly (readonly [string, string, string])[];
  readonly topics: readonly (readonly [string, string, string])[];
  readonly highlights: readonly number[];
  readonly searchUrl: string;
  readonly callToAction: { readonly name: string; readonly text: string; readonly url: string; readonly linkText: string; readonly image?: number };
}

/**
 * The headings every theme page shares, in all 25 languages (issue 26, item 10: they were English on every
 * page); the theme's own texts follow the usual fallback to English.
 */
const HEADINGS = {
  people: t({
    en: 'Artists', bg: 'Художници', cs: 'Umělci', da: 'Kunstnere', de: 'Künstlerinnen und Künstler', el: 'Καλλιτέχνες', es: 'Artistas', et: 'Kunstnikud',
    eu: 'Artistak', fi: 'Taiteilijat', fr: 'Artistes', ga: 'Ealaíontóirí', hr: 'Umjetnici', hu: 'Művészek', it: 'Artisti', lt: 'Menininkai', lv: 'Mākslinieki',
    mt: 'Artisti', nl: 'Kunstenaars', pl: 'Artyści', pt: 'Artistas', ro: 'Artiști', sk: 'Umelci', sl: 'Umetniki', sv: 'Konstnärer',
  }),
  topics: t({
    en: 'Topics and periods', bg: 'Теми и епохи', cs: 'Témata a období', da: 'Emner og perioder', de: 'Themen und Epochen', el: 'Θέματα και περίοδοι',
    es: 'Temas y periodos', et: 'Teemad ja ajastud', eu: 'Gaiak eta garaiak', fi: 'Aiheet ja aikakaudet', fr: 'Sujets et périodes', ga: 'Ábhair agus tréimhsí',
    hr: 'Teme i razdoblja', hu: 'Témák és korszakok', it: 'Temi e periodi', lt: 'Temos ir laikotarpiai', lv: 'Tēmas un laikmeti', mt: 'Suġġetti u perjodi',
    nl: 'Onderwerpen en perioden', pl: 'Tematy i epoki', pt: 'Temas e períodos', ro: 'Teme și perioade', sk: 'Témy a obdobia', sl: 'Teme in obdobja',
    sv: 'Ämnen och perioder',
  }),
  highlights: t({
    en: 'Highlights', bg: 'Акценти', cs: 'Výběr z děl', da: 'Højdepunkter', de: 'Höhepunkte', el: 'Κορυφαία έργα', es: 'Destacados', et: 'Esiletõstetud teosed',
    eu: 'Lan nabarmenak', fi: 'Kohokohdat', fr: 'Œuvres phares', ga: 'Buaicphointí', hr: 'Istaknuta djela', hu: 'Kiemelt művek', it: 'In evidenza',
    lt: 'Išskirtiniai kūriniai', lv: 'Izcilākie darbi', mt: 'L-aqwa xogħlijiet', nl: 'Hoogtepunten', pl: 'Wyróżnione dzieła', pt: 'Destaques', ro: 'Repere',
    sk: 'Výber z diel', sl: 'Izbrana dela', sv: 'Höjdpunkter',
  }),
  seeAll: t({
    en: 'See all', bg: 'Вижте всички', cs: 'Zobrazit vše', da: 'Se alle', de: 'Alle ansehen', el: 'Δείτε όλα', es: 'Ver todo', et: 'Vaata kõiki',
    eu: 'Ikusi guztiak', fi: 'Näytä kaikki', fr: 'Tout voir', ga: 'Féach ar fad', hr: 'Prikaži sve', hu: 'Az összes megtekintése', it: 'Vedi tutto',
    lt: 'Žiūrėti visus', lv: 'Skatīt visus', mt: 'Ara kollox', nl: 'Alles bekijken', pl: 'Zobacz wszystkie', pt: 'Ver tudo', ro: 'Vezi tot',
    sk: 'Zobraziť všetko', sl: 'Prikaži vse', sv: 'Visa alla',
  }),
};

function theme(b: SeedBuilder, input: ThemeInput): string {
  const id = `theme-${input.identifier}`;
  const parts: string[] = [];
  if (input.people.length > 0) {
    parts.push(b.add('personGroup', `${id}-people`, {
      headline: HEADINGS.people, hasPart: input.people.map(([uri, name, description]) => entityCard(b, uri, name, description)),
    }));
  }
  if (input.topics.length > 0) {
    parts.push(b.add('topicGroup', `${id}-topics`, {
      headline: HEADINGS.topics, hasPart: input.topics.map(([uri, name, description]) => entityCard(b, uri, name, description)),
    }));
  }
  if (input.highlights.length > 0) {
    parts.push(b.add('cardGroup', `${id}-highlights`, {
      headline: HEADINGS.highlights,
      hasPart: input.highlights.map((aic) => b.recordCard(aic)),
      moreButton: b.link(`${id}-more`, HEADINGS.seeAll, input.searchUrl),
    }));
  }
  parts.push(b.add('primaryCallToAction', `${id}-cta`, {
    name: input.callToAction.name,
    text: input.callToAction.text,
    relatedLink: b.link(`${id}-cta-link`, input.callToAction.linkText, input.callToAction.url),
    image: input.callToAction.image === undefined ? undefined : illustration(b, input.callToAction.image, input.callToAction.name),
  }));
  return b.add('themePage', id, {
    identifier: input.identifier,
    name: input.name,
    description: input.description,
    primaryImageOfPage: input.image === undefined ? undefined : b.image(input.image),
    hasPart: parts,
  });
}

const MONET: readonly [string, string, string] = [AGENT.monet, 'Claude Monet', 'French painter (1840–1926), a founder of Impressionism.'];
const RENOIR: readonly [string, string, string] = [AGENT.renoir, 'Pierre-Auguste Renoir', 'French painter (1841–1919) of portraits and scenes of leisure.'];
const DEGAS: readonly [string, string, string] = [AGENT.degas, 'Edgar Degas', 'French painter (1834–1917) of dancers, cafés and portraits.'];
const MANET: readonly [string, string, string] = [AGENT.manet, 'Édouard Manet', 'French painter (1832–1883) of modern Parisian life.'];
const RUBENS: readonly [string, string, string] = [AGENT.rubens, 'Peter Paul Rubens', 'Flemish painter (1577–1640), the leading artist of the Baroque in Antwerp.'];
const VELAZQUEZ: readonly [string, string, string] = [AGENT.velazquez, 'Diego Velázquez', 'Spanish painter (1599–1660), court painter to Philip IV.'];
const MILLET: readonly [string, string, string] = [AGENT.millet, 'Jean-François Millet', 'French painter (1814–1875) of rural work, at Barbizon from 1849.'];
const COROT: readonly [string, string, string] = [AGENT.corot, 'Jean-Baptiste-Camille Corot', 'French landscape painter (1796–1875).'];
const DAUBIGNY: readonly [string, string, string] = [AGENT.daubigny, 'Charles François Daubigny', 'French landscape painter (1817–1878) of rivers and marshes.'];
const PISSARRO: readonly [string, string, string] = [AGENT.pissarro, 'Camille Pissarro', 'French painter (1830–1903) of the countryside and of Paris.'];
const GIOVANNI: readonly [string, string, string] = [AGENT.giovanniDiPaolo, 'Giovanni di Paolo', 'Sienese painter (1398–1482) of altarpieces and saints\' lives.'];
const MEMLING: readonly [string, string, string] = [AGENT.memling, 'Hans Memling', 'Netherlandish painter (about 1430–1494), active in Bruges.'];
const BOTTICELLI: readonly [string, string, string] = [AGENT.botticelli, 'Sandro Botticelli', 'Florentine painter (1444/45–1510).'];
const EL_GRECO: readonly [string, string, string] = [AGENT.elGreco, 'El Greco', 'Painter born in Crete (1541–1614), active in Toledo.'];
const MORISOT: readonly [string, string, string] = [AGENT.morisot, 'Berthe Morisot', 'French painter (1841–1895), a member of the Impressionist group.'];
const PAINTING: readonly [string, string, string] = [CONCEPT.painting, 'Painting', 'Every item of the sample collection is a painting.'];
const OIL: readonly [string, string, string] = [CONCEPT.oilPaint, 'Oil paint', 'Pigment bound in a drying oil.'];
const TEMPERA: readonly [string, string, string] = [CONCEPT.tempera, 'Tempera', 'Pigment bound with egg, the usual panel technique before oil.'];
const GOLD: readonly [string, string, string] = [CONCEPT.gold, 'Gold', 'Gold leaf, used for backgrounds and haloes.'];
const C15: readonly [string, string, string] = [TIMESPAN.c15, '15th century', 'Paintings made from 1401 to 1500.'];
const C17: readonly [string, string, string] = [TIMESPAN.c17, '17th century', 'Paintings made from 1601 to 1700.'];
const C19: readonly [string, string, string] = [TIMESPAN.c19, '19th century', 'Paintings made from 1801 to 1900.'];

const NATURAL_HISTORY: readonly [string, string, string] = [TOPIC.naturalHistory, 'Natural history', 'Plants, animals and landscapes as naturalists and painters saw them.'];
const INDUSTRIAL: readonly [string, string, string] = [TOPIC.industrialHeritage, 'Industrial heritage', 'Factories, mines, railways and the working lives of the industrial age.'];
const MANUSCRIPT: readonly [string, string, string] = [TOPIC.manuscript, 'Manuscript', 'Books, letters and documents written by hand.'];
const MAP: readonly [string, string, string] = [TOPIC.map, 'Map', 'Maps, charts, atlases and globes.'];
const NEWSPAPER: readonly [string, string, string] = [TOPIC.newspaper, 'Newspaper', 'Papers published at regular intervals with news, notices and advertisements.'];
const PHOTOGRAPHY: readonly [string, string, string] = [TOPIC.photography, 'Photography', 'Images made with light, from the daguerreotype on.'];
const WORLD_WAR_I: readonly [string, string, string] = [TOPIC.worldWarI, 'World War I', 'The war fought from 1914 to 1918, at the fronts and at home.'];

/**
 * Theme identifiers: `/themes/{identifier}`; stories and exhibitions name them in `genre`. The last six are
 * the targets of the legacy theme names (`world-war-I` → `ww1`, …, src/lib/routing/legacy/data/theme-names.json).
 */
export const THEME_IDENTIFIERS = ['art', 'portraits', 'landscapes', 'religion', 'nature', 'industrial', 'manuscript', 'map', 'newspaper', 'ww1'] as const;

export function addThemes(b: SeedBuilder): void {
  theme(b, {
    identifier: 'art',
    name: 'Art',
    description: 'Paintings from the thirteenth to the end of the nineteenth century: 267 public-domain works from the Art Institute of Chicago, from gold-ground altarpieces to Impressionism.',
    image: 14598,
    people: [MONET, RENOIR, DEGAS, RUBENS, VELAZQUEZ],
    topics: [PAINTING, OIL, TEMPERA, C15, C17, C19],
    highlights: [14598, 16571, 80526, 257286, 18951, 67362, 21934, 61616],
    searchUrl: '/search?query=*',
    callToAction: { name: 'Impressionism: light and modern life', text: 'An exhibition in four chapters, from Monet\'s beach at Sainte-Adresse to the Nabis.', url: '/exhibitions/impressionism-light-and-modern-life', linkText: 'Visit the exhibition', image: 81539 },
  });
  theme(b, {
    identifier: 'portraits',
    name: 'Portraits',
    description: 'Faces from five centuries: Renaissance sitters whose names are lost, Spanish and Flemish court portraits, and the friends and families of the Impressionists.',
    image: 14650,
    people: [RENOIR, DEGAS, MANET, MORISOT, VELAZQUEZ, RUBENS],
    topics: [PAINTING, OIL, C17, C19],
    highlights: [218072, 16151, 80540, 41211, 866, 88372, 14650, 16600, 81576],
    searchUrl: '/search?query=portrait',
    callToAction: { name: 'Renoir among friends', text: 'A fellow painter, a riverside lunch, two acrobats and the children of a patron.', url: '/stories/renoir-among-friends', linkText: 'Read the story', image: 14655 },
  });
  theme(b, {
    identifier: 'landscapes',
    name: 'Landscapes',
    description: 'Forests, rivers, coasts and fields, from Flemish panoramas of the sixteenth century to the Barbizon painters and Monet.',
    image: 94842,
    people: [MONET, COROT, DAUBIGNY, MILLET, PISSARRO],
    topics: [PAINTING, OIL, C17, C19],
    highlights: [110527, 209969, 238272, 4770, 181702, 94842, 894, 20535, 16564],
    searchUrl: '/search?query=landscape',
    callToAction: { name: 'The painters of Barbizon', text: 'Forest, marsh and field before Impressionism.', url: '/stories/the-barbizon-painters', linkText: 'Read the story', image: 894 },
  });
  theme(b, {
    identifier: 'religion',
    name: 'Religion',
    description: 'Altarpieces, devotional images and the lives of saints: Christian art from about 1270 to 1700 in the sample collection.',
    image: 16192,
    people: [GIOVANNI, MEMLING, BOTTICELLI, EL_GRECO, RUBENS],
    topics: [TEMPERA, GOLD, C15, C17],
    highlights: [16237, 16156, 15468, 80526, 111622, 79777, 184371, 203330, 100342],
    searchUrl: '/search?query=saint',
    callToAction: { name: 'Gold and devotion', text: 'Painting on panel in Europe, about 1270 to 1520, in four chapters.', url: '/exhibitions/gold-and-devotion', linkText: 'Visit the exhibition', image: 16237 },
  });
  addSubjectThemes(b);
}

/**
 * Themes on subjects the sample collection touches only at its edges (a few paintings, or single Europeana
 * records): each says so, and leads to the topic collection and the search that hold what there is.
 */
function addSubjectThemes(b: SeedBuilder): void {
  theme(b, {
    identifier: 'nature',
    name: 'Nature',
    description: 'Flowers, birds, cattle and rivers: the natural world in still lifes and landscapes from the seventeenth to the nineteenth century.',
    image: 86994,
    people: [COROT, DAUBIGNY, MONET],
    topics: [NATURAL_HISTORY, PAINTING, C17, C19],
    highlights: [86994, 8610, 11142, 64029, 86298, 84096, 81546, 238272, 4770],
    searchUrl: '/search?query=flowers%20OR%20birds%20OR%20river',
    callToAction: { name: 'Landscapes', text: 'Forests, rivers, coasts and fields, from Flemish panoramas to Monet.', url: '/themes/landscapes', linkText: 'Explore the theme', image: 94842 },
  });
  theme(b, {
    identifier: 'industrial',
    name: 'Industrial heritage',
    description: 'Railways, stations and mills: the industrial age as painters of the late nineteenth century saw it, from Monet\'s steam at the Gare Saint-Lazare (1877) to Guillaumin\'s mill at Pont Maupuit.',
    image: 16571,
    people: [MONET],
    topics: [INDUSTRIAL, C19],
    highlights: [16571, 39496, 16502],
    searchUrl: '/search?query=railway%20OR%20train%20OR%20mill',
    callToAction: { name: 'Industrial heritage collection', text: 'Factories, mines, railways and the working lives of the industrial age, across the collection.', url: '/collections/topic/129-industrial-heritage', linkText: 'Open the collection', image: 39496 },
  });
  theme(b, {
    identifier: 'manuscript',
    name: 'Manuscripts',
    description: 'Writing by hand, from scholars\' desks to monastery archives. The sample holds documents of the monastery of Iviron on Mount Athos, and paintings of readers and writers.',
    image: 236975,
    people: [],
    topics: [MANUSCRIPT],
    highlights: [236975, 258490, 81512],
    searchUrl: '/search?query=manuscript',
    callToAction: { name: 'Documents from Mount Athos', text: 'Deeds and letters of the monastery of Iviron, with their seals and signatures.', url: '/search?query=manuscript', linkText: 'See the documents' },
  });
  theme(b, {
    identifier: 'map',
    name: 'Maps',
    description: 'Pictures of the earth, its lands and seas. The sample holds a map of Skradin on the Dalmatian coast from the Herzog August Library, and globes among the objects of a vanitas still life by Edwaert Collier (1662).',
    image: 258490,
    people: [],
    topics: [MAP],
    highlights: [258490],
    searchUrl: '/search?query=Landkarte',
    callToAction: { name: 'A map of Skradin', text: 'The town of Scardona (Skradin) and its surroundings, on a map in the sample collection.', url: '/search?query=Landkarte', linkText: 'See the map' },
  });
  theme(b, {
    identifier: 'newspaper',
    name: 'Newspapers',
    description: 'News in print, from the courants of the early nineteenth century onwards. The sample holds an 1819 issue of the \'s Gravenhaagsche Courant reporting the death of Princess Louise of Orange-Nassau.',
    people: [],
    topics: [NEWSPAPER, PHOTOGRAPHY],
    highlights: [],
    searchUrl: '/search?query=newspaper',
    callToAction: { name: 'The Hague Courant, 1819', text: 'A page of news from The Hague, in the sample collection.', url: '/search?query=newspaper', linkText: 'Read the page', image: 81512 },
  });
  theme(b, {
    identifier: 'ww1',
    name: 'World War I',
    description: 'The war of 1914 to 1918, at the fronts and at home. The sample holds a call-up notice of October 1916 from the district of Baden in Austria, and a 1914 photograph of Parisians crowding round the Mona Lisa on its return to the Louvre.',
    people: [],
    topics: [WORLD_WAR_I, PHOTOGRAPHY, NEWSPAPER],
    highlights: [],
    searchUrl: '/search?query=1914%20OR%201916',
    callToAction: { name: 'The war years in the collection', text: 'A call-up notice of 1916 and a crowd at the Louvre in 1914: the records of the sample collection from the war years.', url: '/search?query=1914%20OR%201916', linkText: 'See the records' },
  });
}
