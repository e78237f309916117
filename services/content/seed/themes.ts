import type { SeedBuilder } from './build.ts';
import { entityCard, illustration } from './cards.ts';
import { AGENT, CONCEPT, TIMESPAN } from './entities.ts';

interface ThemeInput {
  readonly identifier: string;
  readonly name: string;
  readonly description: string;
  readonly image: number;
  readonly people: readonly (readonly [string, string, string])[];
  readonly topics: readonly (readonly [string, string, string])[];
  readonly highlights: readonly number[];
  readonly searchUrl: string;
  readonly callToAction: { readonly name: string; readonly text: string; readonly url: string; readonly linkText: string; readonly image: number };
}

function theme(b: SeedBuilder, input: ThemeInput): string {
  const id = `theme-${input.identifier}`;
  const people = b.add('personGroup', `${id}-people`, {
    headline: 'Artists', hasPart: input.people.map(([uri, name, description]) => entityCard(b, uri, name, description)),
  });
  const topics = b.add('topicGroup', `${id}-topics`, {
    headline: 'Topics and periods', hasPart: input.topics.map(([uri, name, description]) => entityCard(b, uri, name, description)),
  });
  const highlights = b.add('cardGroup', `${id}-highlights`, {
    headline: 'Highlights',
    hasPart: input.highlights.map((aic) => b.recordCard(aic)),
    moreButton: b.link(`${id}-more`, 'See all', input.searchUrl),
  });
  const cta = b.add('primaryCallToAction', `${id}-cta`, {
    name: input.callToAction.name,
    text: input.callToAction.text,
    relatedLink: b.link(`${id}-cta-link`, input.callToAction.linkText, input.callToAction.url),
    image: illustration(b, input.callToAction.image, input.callToAction.name),
  });
  return b.add('themePage', id, {
    identifier: input.identifier,
    name: input.name,
    description: input.description,
    primaryImageOfPage: b.image(input.image),
    hasPart: [people, topics, highlights, cta],
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

/** Theme identifiers: `/themes/{identifier}`; stories and exhibitions name them in `genre`. */
export const THEME_IDENTIFIERS = ['art', 'portraits', 'landscapes', 'religion'] as const;

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
}
