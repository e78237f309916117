import { t, type SeedBuilder, type Translated } from './build.ts';
import { entityCard, illustration } from './cards.ts';
import { AGENT, CONCEPT, TIMESPAN, TOPIC } from './entities.ts';

interface ThemeInput {
  readonly identifier: string;
  /** Translated into all 25 languages, as europeana.eu's themes are (`t()`; plain English is still accepted). */
  readonly name: string | Translated;
  readonly description: string | Translated;
  /**
   * The hero image: a sample painting (its Art Institute of Chicago id), or the cover of a sample reading record
   * (`{ reading: localId }`) where the theme is about what paintings do not show (a newspaper, a letter from the war).
   */
  readonly image?: number | { readonly reading: string };
  readonly people: readonly (readonly [string, string, string])[];
  readonly topics: readonly (readonly [string, string, string])[];
  readonly highlights: readonly number[];
  readonly searchUrl: string;
  /** The section that closes the page; its name, text and link text in all 25 languages (`t()`), like the theme's own. */
  readonly callToAction: {
    readonly name: string | Translated;
    readonly text: string | Translated;
    readonly url: string;
    readonly linkText: string | Translated;
    readonly image?: number;
  };
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

/**
 * The link texts of the themes' calls to action, in all 25 languages: short button labels, worded as the home
 * page's are.
 */
const CTA_LINKS = {
  exhibition: t({
    en: 'Visit the exhibition', bg: 'Разгледайте изложбата', cs: 'Navštívit výstavu', da: 'Besøg udstillingen', de: 'Zur Ausstellung',
    el: 'Επισκεφθείτε την έκθεση', es: 'Visite la exposición', et: 'Külastage näitust', eu: 'Bisitatu erakusketa', fi: 'Tutustu näyttelyyn',
    fr: 'Visiter l\'exposition', ga: 'Tabhair cuairt ar an taispeántas', hr: 'Posjetite izložbu', hu: 'Tekintse meg a kiállítást', it: 'Visiti la mostra',
    lt: 'Apsilankykite parodoje', lv: 'Apmeklējiet izstādi', mt: 'Żur il-wirja', nl: 'Bezoek de tentoonstelling', pl: 'Zobacz wystawę',
    pt: 'Visitar a exposição', ro: 'Vizitați expoziția', sk: 'Navštíviť výstavu', sl: 'Obiščite razstavo', sv: 'Besök utställningen',
  }),
  story: t({
    en: 'Read the story', bg: 'Прочетете историята', cs: 'Číst příběh', da: 'Læs historien', de: 'Zur Geschichte', el: 'Διαβάστε την ιστορία',
    es: 'Lea la historia', et: 'Lugege lugu', eu: 'Irakurri istorioa', fi: 'Lue tarina', fr: 'Lire le récit', ga: 'Léigh an scéal', hr: 'Pročitajte priču',
    hu: 'Olvassa el a történetet', it: 'Legga la storia', lt: 'Skaitykite istoriją', lv: 'Lasiet stāstu', mt: 'Aqra l-istorja', nl: 'Lees het verhaal',
    pl: 'Przeczytaj historię', pt: 'Ler a história', ro: 'Citiți povestea', sk: 'Čítať príbeh', sl: 'Preberite zgodbo', sv: 'Läs berättelsen',
  }),
  theme: t({
    en: 'Explore the theme', bg: 'Разгледайте темата', cs: 'Prozkoumat téma', da: 'Udforsk temaet', de: 'Thema entdecken', el: 'Εξερευνήστε το θέμα',
    es: 'Explore el tema', et: 'Avastage teemat', eu: 'Arakatu gaia', fi: 'Tutustu teemaan', fr: 'Découvrir le thème', ga: 'Déan iniúchadh ar an téama',
    hr: 'Istražite temu', hu: 'Fedezze fel a témát', it: 'Esplori il tema', lt: 'Atraskite temą', lv: 'Izpētiet tēmu', mt: 'Esplora t-tema',
    nl: 'Ontdek het thema', pl: 'Poznaj temat', pt: 'Explorar o tema', ro: 'Explorați tema', sk: 'Preskúmať tému', sl: 'Raziščite temo', sv: 'Utforska temat',
  }),
  collection: t({
    en: 'Open the collection', bg: 'Отворете колекцията', cs: 'Otevřít sbírku', da: 'Åbn samlingen', de: 'Zur Sammlung', el: 'Ανοίξτε τη συλλογή',
    es: 'Abra la colección', et: 'Avage kogu', eu: 'Ireki bilduma', fi: 'Avaa kokoelma', fr: 'Ouvrir la collection', ga: 'Oscail an bailiúchán',
    hr: 'Otvorite zbirku', hu: 'Nyissa meg a gyűjteményt', it: 'Apra la collezione', lt: 'Atverkite kolekciją', lv: 'Atveriet kolekciju',
    mt: 'Iftaħ il-kollezzjoni', nl: 'Open de collectie', pl: 'Otwórz kolekcję', pt: 'Abrir a coleção', ro: 'Deschideți colecția', sk: 'Otvoriť zbierku',
    sl: 'Odprite zbirko', sv: 'Öppna samlingen',
  }),
  documents: t({
    en: 'See the documents', bg: 'Вижте документите', cs: 'Zobrazit dokumenty', da: 'Se dokumenterne', de: 'Zu den Dokumenten', el: 'Δείτε τα έγγραφα',
    es: 'Vea los documentos', et: 'Vaadake dokumente', eu: 'Ikusi dokumentuak', fi: 'Katso asiakirjat', fr: 'Voir les documents', ga: 'Féach ar na cáipéisí',
    hr: 'Pogledajte isprave', hu: 'Tekintse meg az iratokat', it: 'Veda i documenti', lt: 'Peržiūrėkite dokumentus', lv: 'Skatiet dokumentus',
    mt: 'Ara d-dokumenti', nl: 'Bekijk de documenten', pl: 'Zobacz dokumenty', pt: 'Ver os documentos', ro: 'Vedeți documentele', sk: 'Zobraziť dokumenty',
    sl: 'Oglejte si dokumente', sv: 'Se dokumenten',
  }),
  map: t({
    en: 'See the map', bg: 'Вижте картата', cs: 'Zobrazit mapu', da: 'Se kortet', de: 'Zur Karte', el: 'Δείτε τον χάρτη', es: 'Vea el mapa',
    et: 'Vaadake kaarti', eu: 'Ikusi mapa', fi: 'Katso kartta', fr: 'Voir la carte', ga: 'Féach ar an léarscáil', hr: 'Pogledajte kartu',
    hu: 'Tekintse meg a térképet', it: 'Veda la mappa', lt: 'Peržiūrėkite žemėlapį', lv: 'Skatiet karti', mt: 'Ara l-mappa', nl: 'Bekijk de kaart',
    pl: 'Zobacz mapę', pt: 'Ver o mapa', ro: 'Vedeți harta', sk: 'Zobraziť mapu', sl: 'Oglejte si zemljevid', sv: 'Se kartan',
  }),
  newspaper: t({
    en: 'View the newspaper', bg: 'Вижте вестника', cs: 'Zobrazit noviny', da: 'Se avisen', de: 'Zur Zeitung', el: 'Δείτε την εφημερίδα',
    es: 'Vea el periódico', et: 'Vaadake ajalehte', eu: 'Ikusi egunkaria', fi: 'Katso sanomalehti', fr: 'Voir le journal', ga: 'Féach ar an nuachtán',
    hr: 'Pogledajte novine', hu: 'Tekintse meg az újságot', it: 'Veda il giornale', lt: 'Peržiūrėkite laikraštį', lv: 'Skatiet laikrakstu',
    mt: 'Ara l-gazzetta', nl: 'Bekijk de krant', pl: 'Zobacz gazetę', pt: 'Ver o jornal', ro: 'Vedeți ziarul', sk: 'Zobraziť noviny',
    sl: 'Oglejte si časopis', sv: 'Se tidningen',
  }),
  records: t({
    en: 'See the records', bg: 'Вижте записите', cs: 'Zobrazit záznamy', da: 'Se posterne', de: 'Zu den Objekten', el: 'Δείτε τις εγγραφές',
    es: 'Vea los registros', et: 'Vaadake kirjeid', eu: 'Ikusi erregistroak', fi: 'Katso tietueet', fr: 'Voir les notices', ga: 'Féach ar na taifid',
    hr: 'Pogledajte zapise', hu: 'Tekintse meg a rekordokat', it: 'Veda i record', lt: 'Peržiūrėkite įrašus', lv: 'Skatiet ierakstus',
    mt: 'Ara r-reġistri', nl: 'Bekijk de records', pl: 'Zobacz rekordy', pt: 'Ver os registos', ro: 'Vedeți înregistrările', sk: 'Zobraziť záznamy',
    sl: 'Oglejte si zapise', sv: 'Se posterna',
  }),
};

/** The English of a value given in one or several languages (an illustration's name is a plain string). */
function english(value: string | Translated): string {
  return typeof value === 'string' ? value : value.values['en-GB'] ?? '';
}

function heroImage(b: SeedBuilder, image: ThemeInput['image']): string | undefined {
  if (image === undefined) return undefined;
  return typeof image === 'number' ? b.image(image) : b.coverPicture(image.reading);
}

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
    image: input.callToAction.image === undefined ? undefined : illustration(b, input.callToAction.image, english(input.callToAction.name)),
  }));
  return b.add('themePage', id, {
    identifier: input.identifier,
    name: input.name,
    description: input.description,
    primaryImageOfPage: heroImage(b, input.image),
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
    name: t({
      en: 'Art', bg: 'Изкуство', cs: 'Umění', da: 'Kunst', de: 'Kunst', el: 'Τέχνη', es: 'Arte', et: 'Kunst', eu: 'Artea', fi: 'Taide', fr: 'Art',
      ga: 'Ealaín', hr: 'Umjetnost', hu: 'Művészet', it: 'Arte', lt: 'Menas', lv: 'Māksla', mt: 'Arti', nl: 'Kunst', pl: 'Sztuka', pt: 'Arte', ro: 'Artă',
      sk: 'Umenie', sl: 'Umetnost', sv: 'Konst',
    }),
    description: t({
      en: 'Paintings from the thirteenth to the end of the nineteenth century: 267 public-domain works from the Art Institute of Chicago, from gold-ground altarpieces to Impressionism.',
      bg: 'Картини от XIII до края на XIX век: 267 произведения от Art Institute of Chicago, които са обществено достояние – от олтарни образи на златен фон до импресионизма.',
      cs: 'Malby od 13. do konce 19. století: 267 volných děl z Art Institute of Chicago, od oltářních obrazů se zlatým pozadím po impresionismus.',
      da: 'Malerier fra 1200-tallet til slutningen af 1800-tallet: 267 ophavsretsfrie værker fra Art Institute of Chicago, fra altertavler med guldgrund til impressionismen.',
      de: 'Gemälde vom 13. bis zum Ende des 19. Jahrhunderts: 267 gemeinfreie Werke aus dem Art Institute of Chicago, von Altarbildern mit Goldgrund bis zum Impressionismus.',
      el: 'Πίνακες από τον 13ο έως το τέλος του 19ου αιώνα: 267 έργα κοινού κτήματος από το Art Institute of Chicago, από πίνακες βωμού με χρυσό βάθος έως τον ιμπρεσιονισμό.',
      es: 'Pinturas desde el siglo XIII hasta finales del XIX: 267 obras de dominio público del Art Institute of Chicago, desde retablos de fondo dorado hasta el impresionismo.',
      et: 'Maalid 13. sajandist 19. sajandi lõpuni: 267 avalikku omandisse kuuluvat teost Art Institute of Chicago kogust, kuldtaustaga altarimaalidest impressionismini.',
      eu: 'XIII. mendetik XIX. mendearen amaierara arteko margolanak: Art Institute of Chicagoko 267 lan, jabari publikoan, urrezko hondoko erretauletatik inpresionismoraino.',
      fi: 'Maalauksia 1200-luvulta 1800-luvun loppuun: 267 tekijänoikeudesta vapaata teosta Art Institute of Chicagon kokoelmista, kultapohjaisista alttaritauluista impressionismiin.',
      fr: 'Des peintures du XIIIe à la fin du XIXe siècle : 267 œuvres du domaine public de l\'Art Institute of Chicago, des retables à fond d\'or à l\'impressionnisme.',
      ga: 'Pictiúir ón 13ú haois go deireadh an 19ú haois: 267 saothar san fhearann poiblí ó Art Institute of Chicago, ó phictiúir altóra ar chúlra óir go dtí an tImpriseanachas.',
      hr: 'Slike od 13. do kraja 19. stoljeća: 267 djela u javnoj domeni iz Art Institute of Chicago, od oltarnih slika sa zlatnom pozadinom do impresionizma.',
      hu: 'Festmények a 13. századtól a 19. század végéig: 267 közkincsnek számító mű az Art Institute of Chicago gyűjteményéből, az aranyhátterű oltárképektől az impresszionizmusig.',
      it: 'Dipinti dal Duecento alla fine dell\'Ottocento: 267 opere di pubblico dominio dell\'Art Institute of Chicago, dalle pale d\'altare a fondo oro all\'impressionismo.',
      lt: 'Tapyba nuo XIII iki XIX amžiaus pabaigos: 267 viešojo domeno kūriniai iš Art Institute of Chicago, nuo altorinių paveikslų aukso fone iki impresionizmo.',
      lv: 'Gleznas no 13. līdz 19. gadsimta beigām: 267 publiskajā domēnā esoši darbi no Art Institute of Chicago, no altārgleznām zelta fonā līdz impresionismam.',
      mt: 'Pitturi mis-seklu 13 sa tmiem is-seklu 19: 267 xogħol fid-dominju pubbliku mill-Art Institute of Chicago, minn pali tal-artal b\'sfond tad-deheb sal-Impressjoniżmu.',
      nl: 'Schilderijen van de dertiende tot het einde van de negentiende eeuw: 267 werken uit het publieke domein van het Art Institute of Chicago, van altaarstukken met gouden achtergrond tot het impressionisme.',
      pl: 'Malarstwo od XIII do końca XIX wieku: 267 dzieł z domeny publicznej ze zbiorów Art Institute of Chicago, od obrazów ołtarzowych na złotym tle po impresjonizm.',
      pt: 'Pinturas do século XIII ao final do século XIX: 267 obras em domínio público do Art Institute of Chicago, dos retábulos com fundo de ouro ao impressionismo.',
      ro: 'Picturi din secolul al XIII-lea până la sfârșitul secolului al XIX-lea: 267 de opere din domeniul public de la Art Institute of Chicago, de la retablurile cu fond auriu până la impresionism.',
      sk: 'Maľby od 13. do konca 19. storočia: 267 voľných diel z Art Institute of Chicago, od oltárnych obrazov so zlatým pozadím po impresionizmus.',
      sl: 'Slike od 13. do konca 19. stoletja: 267 del v javni domeni iz zbirke Art Institute of Chicago, od oltarnih slik z zlatim ozadjem do impresionizma.',
      sv: 'Målningar från 1200-talet till slutet av 1800-talet: 267 upphovsrättsfria verk från Art Institute of Chicago, från altartavlor med guldgrund till impressionismen.',
    }),
    image: 14598,
    people: [MONET, RENOIR, DEGAS, RUBENS, VELAZQUEZ],
    topics: [PAINTING, OIL, TEMPERA, C15, C17, C19],
    highlights: [14598, 16571, 80526, 257286, 18951, 67362, 21934, 61616],
    searchUrl: '/search?query=*',
    callToAction: {
      name: t({
        en: 'Impressionism: light and modern life', bg: 'Импресионизмът: светлината и модерният живот', cs: 'Impresionismus: světlo a moderní život',
        da: 'Impressionismen: lys og moderne liv', de: 'Impressionismus: Licht und modernes Leben', el: 'Ιμπρεσιονισμός: φως και σύγχρονη ζωή',
        es: 'El impresionismo: la luz y la vida moderna', et: 'Impressionism: valgus ja modernne elu', eu: 'Inpresionismoa: argia eta bizimodu modernoa',
        fi: 'Impressionismi: valo ja moderni elämä', fr: 'L\'impressionnisme : la lumière et la vie moderne',
        ga: 'An tImpriseanachas: solas agus an saol nua-aimseartha', hr: 'Impresionizam: svjetlo i moderni život', hu: 'Impresszionizmus: fény és modern élet',
        it: 'L\'impressionismo: la luce e la vita moderna', lt: 'Impresionizmas: šviesa ir modernus gyvenimas', lv: 'Impresionisms: gaisma un modernā dzīve',
        mt: 'L-Impressjoniżmu: id-dawl u l-ħajja moderna', nl: 'Impressionisme: licht en het moderne leven', pl: 'Impresjonizm: światło i nowoczesne życie',
        pt: 'O impressionismo: a luz e a vida moderna', ro: 'Impresionismul: lumina și viața modernă', sk: 'Impresionizmus: svetlo a moderný život',
        sl: 'Impresionizem: svetloba in moderno življenje', sv: 'Impressionismen: ljuset och det moderna livet',
      }),
      text: t({
        en: 'An exhibition in four chapters, from Monet\'s beach at Sainte-Adresse to the Nabis.',
        bg: 'Изложба в четири раздела – от плажа в Сент-Адрес на Моне до групата „Наби“.',
        cs: 'Výstava ve čtyřech kapitolách, od Monetovy pláže v Sainte-Adresse po nabisty.',
        da: 'En udstilling i fire kapitler, fra Monets strand ved Sainte-Adresse til nabisterne.',
        de: 'Eine Ausstellung in vier Kapiteln, von Monets Strand bei Sainte-Adresse bis zu den Nabis.',
        el: 'Μια έκθεση σε τέσσερα κεφάλαια, από την παραλία του Μονέ στη Σεντ-Αντρές έως τους Ναμπί.',
        es: 'Una exposición en cuatro capítulos, desde la playa de Sainte-Adresse de Monet hasta los nabis.',
        et: 'Neljast peatükist koosnev näitus Monet\' Sainte-Adresse\'i rannast kuni nabideni.',
        eu: 'Lau kapituluko erakusketa, Monetek Sainte-Adressen margotutako hondartzatik nabietaraino.',
        fi: 'Neliosainen näyttely Monet\'n Sainte-Adressen rannasta nabeihin.',
        fr: 'Une exposition en quatre chapitres, de la plage de Sainte-Adresse peinte par Monet aux nabis.',
        ga: 'Taispeántas i gceithre chaibidil, ó thrá Monet ag Sainte-Adresse go dtí na Nabis.',
        hr: 'Izložba u četiri poglavlja, od Monetove plaže u Sainte-Adresseu do nabista.',
        hu: 'Négy fejezetből álló kiállítás Monet Sainte-Adresse-i tengerpartjától a Nabis-csoportig.',
        it: 'Una mostra in quattro capitoli, dalla spiaggia di Sainte-Adresse dipinta da Monet ai Nabis.',
        lt: 'Keturių skyrių paroda – nuo Monet paplūdimio Sainte-Adresse iki grupės „Nabis“.',
        lv: 'Izstāde četrās nodaļās – no Monē gleznotās pludmales pie Sainte-Adresse līdz grupai Nabis.',
        mt: 'Wirja f\'erba\' kapitli, mill-bajja ta\' Monet f\'Sainte-Adresse san-Nabis.',
        nl: 'Een tentoonstelling in vier hoofdstukken, van Monets strand bij Sainte-Adresse tot de Nabis.',
        pl: 'Wystawa w czterech rozdziałach, od plaży w Sainte-Adresse namalowanej przez Moneta po nabistów.',
        pt: 'Uma exposição em quatro capítulos, da praia de Sainte-Adresse pintada por Monet aos Nabis.',
        ro: 'O expoziție în patru capitole, de la plaja de la Sainte-Adresse pictată de Monet până la grupul Nabis.',
        sk: 'Výstava v štyroch kapitolách, od Monetovej pláže v Sainte-Adresse po nabistov.',
        sl: 'Razstava v štirih poglavjih, od Monetove plaže v Sainte-Adressu do nabistov.',
        sv: 'En utställning i fyra kapitel, från Monets strand vid Sainte-Adresse till nabisterna.',
      }),
      url: '/exhibitions/impressionism-light-and-modern-life',
      linkText: CTA_LINKS.exhibition,
      image: 81539,
    },
  });
  theme(b, {
    identifier: 'portraits',
    name: t({
      en: 'Portraits', bg: 'Портрети', cs: 'Portréty', da: 'Portrætter', de: 'Porträts', el: 'Πορτρέτα', es: 'Retratos', et: 'Portreed', eu: 'Erretratuak',
      fi: 'Muotokuvat', fr: 'Portraits', ga: 'Portráidí', hr: 'Portreti', hu: 'Portrék', it: 'Ritratti', lt: 'Portretai', lv: 'Portreti', mt: 'Ritratti',
      nl: 'Portretten', pl: 'Portrety', pt: 'Retratos', ro: 'Portrete', sk: 'Portréty', sl: 'Portreti', sv: 'Porträtt',
    }),
    description: t({
      en: 'Faces from five centuries: Renaissance sitters whose names are lost, Spanish and Flemish court portraits, and the friends and families of the Impressionists.',
      bg: 'Лица от пет века: ренесансови модели, чиито имена са изгубени, испански и фламандски дворцови портрети, приятели и семейства на импресионистите.',
      cs: 'Tváře z pěti staletí: renesanční portrétovaní, jejichž jména se ztratila, španělské a vlámské dvorní portréty a přátelé a rodiny impresionistů.',
      da: 'Ansigter fra fem århundreder: renæssancens modeller, hvis navne er gået tabt, spanske og flamske hofportrætter samt impressionisternes venner og familier.',
      de: 'Gesichter aus fünf Jahrhunderten: Dargestellte der Renaissance, deren Namen verloren gegangen sind, spanische und flämische Hofporträts und die Freunde und Familien der Impressionisten.',
      el: 'Μορφές πέντε αιώνων: εικονιζόμενοι της Αναγέννησης των οποίων τα ονόματα χάθηκαν, ισπανικά και φλαμανδικά αυλικά πορτρέτα, φίλοι και οικογένειες των ιμπρεσιονιστών.',
      es: 'Rostros de cinco siglos: retratados del Renacimiento cuyos nombres se han perdido, retratos cortesanos españoles y flamencos, y los amigos y familias de los impresionistas.',
      et: 'Näod viiest sajandist: renessansiaegsed portreteeritavad, kelle nimed on kadunud, Hispaania ja Flaami õukonnaportreed ning impressionistide sõbrad ja pered.',
      eu: 'Bost mendetako aurpegiak: izenak galdu zaizkien Errenazimentuko erretratatuak, Espainiako eta Flandriako gorteko erretratuak, eta inpresionisten lagunak eta familiak.',
      fi: 'Kasvoja viiden vuosisadan ajalta: renessanssin mallit, joiden nimet ovat kadonneet, espanjalaiset ja flaamilaiset hovimuotokuvat sekä impressionistien ystävät ja perheet.',
      fr: 'Des visages de cinq siècles : modèles de la Renaissance dont les noms se sont perdus, portraits de cour espagnols et flamands, amis et familles des impressionnistes.',
      ga: 'Aghaidheanna ó chúig chéad bliain: daoine ón Athbheochan nach eol a n-ainmneacha a thuilleadh, portráidí cúirte ón Spáinn agus ó Fhlóndras, agus cairde agus teaghlaigh na nImpriseanaithe.',
      hr: 'Lica iz pet stoljeća: portretirane osobe iz renesanse čija su se imena izgubila, španjolski i flamanski dvorski portreti te prijatelji i obitelji impresionista.',
      hu: 'Arcok öt évszázadból: reneszánsz modellek, akiknek a neve feledésbe merült, spanyol és flamand udvari portrék, valamint az impresszionisták barátai és családtagjai.',
      it: 'Volti di cinque secoli: effigiati del Rinascimento di cui si è perso il nome, ritratti di corte spagnoli e fiamminghi, amici e familiari degli impressionisti.',
      lt: 'Penkių amžių veidai: Renesanso laikų portretuojamieji, kurių vardai neišliko, ispanų ir flamandų dvaro portretai, impresionistų draugai ir šeimos.',
      lv: 'Sejas no pieciem gadsimtiem: renesanses laika portretētie, kuru vārdi ir zuduši, spāņu un flāmu galma portreti un impresionistu draugi un ģimenes.',
      mt: 'Uċuħ minn ħames sekli: persuni mir-Rinaxximent li ismijiethom intilfu, ritratti tal-qorti Spanjoli u Fjamingi, u l-ħbieb u l-familji tal-Impressjonisti.',
      nl: 'Gezichten uit vijf eeuwen: geportretteerden uit de renaissance van wie de namen verloren zijn gegaan, Spaanse en Vlaamse hofportretten, en de vrienden en families van de impressionisten.',
      pl: 'Twarze z pięciu stuleci: renesansowi portretowani, których nazwiska się nie zachowały, hiszpańskie i flamandzkie portrety dworskie oraz przyjaciele i rodziny impresjonistów.',
      pt: 'Rostos de cinco séculos: retratados do Renascimento cujos nomes se perderam, retratos de corte espanhóis e flamengos, e os amigos e famílias dos impressionistas.',
      ro: 'Chipuri din cinci secole: modele din Renaștere ale căror nume s-au pierdut, portrete de curte spaniole și flamande, prietenii și familiile impresioniștilor.',
      sk: 'Tváre z piatich storočí: renesanční portrétovaní, ktorých mená sa stratili, španielske a flámske dvorské portréty a priatelia a rodiny impresionistov.',
      sl: 'Obrazi iz petih stoletij: renesančni portretiranci, katerih imena so se izgubila, španski in flamski dvorni portreti ter prijatelji in družine impresionistov.',
      sv: 'Ansikten från fem sekler: renässansens modeller vars namn har gått förlorade, spanska och flamländska hovporträtt samt impressionisternas vänner och familjer.',
    }),
    image: 14650,
    people: [RENOIR, DEGAS, MANET, MORISOT, VELAZQUEZ, RUBENS],
    topics: [PAINTING, OIL, C17, C19],
    highlights: [218072, 16151, 80540, 41211, 866, 88372, 14650, 16600, 81576],
    searchUrl: '/search?query=portrait',
    callToAction: {
      name: t({
        en: 'Renoir among friends', bg: 'Реноар сред приятели', cs: 'Renoir mezi přáteli', da: 'Renoir blandt venner', de: 'Renoir im Freundeskreis',
        el: 'Ο Ρενουάρ ανάμεσα σε φίλους', es: 'Renoir entre amigos', et: 'Renoir sõprade seltsis', eu: 'Renoir lagunen artean',
        fi: 'Renoir ystäviensä parissa', fr: 'Renoir entre amis', ga: 'Renoir i measc a chairde', hr: 'Renoir među prijateljima',
        hu: 'Renoir a barátai körében', it: 'Renoir tra amici', lt: 'Renoiras tarp draugų', lv: 'Renuārs draugu vidū', mt: 'Renoir fost il-ħbieb',
        nl: 'Renoir onder vrienden', pl: 'Renoir wśród przyjaciół', pt: 'Renoir entre amigos', ro: 'Renoir printre prieteni', sk: 'Renoir medzi priateľmi',
        sl: 'Renoir med prijatelji', sv: 'Renoir bland vänner',
      }),
      text: t({
        en: 'A fellow painter, a riverside lunch, two acrobats and the children of a patron.',
        bg: 'Колега художник, обяд край реката, две акробатки и децата на един меценат.',
        cs: 'Malířský kolega, oběd u řeky, dvě akrobatky a děti mecenáše.',
        da: 'En malerkollega, en frokost ved floden, to akrobater og en mæcens børn.',
        de: 'Ein Malerkollege, ein Mittagessen am Fluss, zwei Akrobatinnen und die Kinder eines Förderers.',
        el: 'Ένας συνάδελφος ζωγράφος, ένα γεύμα στην όχθη του ποταμού, δύο ακροβάτισσες και τα παιδιά ενός μαικήνα.',
        es: 'Un compañero pintor, un almuerzo a orillas del río, dos acróbatas y los hijos de un mecenas.',
        et: 'Kaasmaalija, lõunasöök jõe ääres, kaks akrobaati ja ühe metseeni lapsed.',
        eu: 'Margolari lagun bat, ibai ertzeko bazkari bat, bi akrobata eta mezenas baten seme-alabak.',
        fi: 'Taiteilijatoveri, lounas joen rannalla, kaksi akrobaattia ja mesenaatin lapset.',
        fr: 'Un ami peintre, un déjeuner au bord de l\'eau, deux acrobates et les enfants d\'un mécène.',
        ga: 'Comhphéintéir, lón cois abhann, beirt acrabataí agus clann pátrúin.',
        hr: 'Kolega slikar, ručak uz rijeku, dvije akrobatkinje i djeca jednog mecene.',
        hu: 'Egy festőtárs, egy folyóparti ebéd, két kis akrobata és egy mecénás gyermekei.',
        it: 'Un collega pittore, un pranzo in riva al fiume, due acrobate e i figli di un mecenate.',
        lt: 'Kolega tapytojas, pietūs prie upės, dvi akrobatės ir mecenato vaikai.',
        lv: 'Gleznotājs kolēģis, pusdienas upes krastā, divas akrobātes un kāda mecenāta bērni.',
        mt: 'Pittur sieħbu, ikla ħdejn ix-xmara, żewġ akrobati u t-tfal ta\' patrun.',
        nl: 'Een schildersvriend, een lunch aan de rivier, twee acrobaten en de kinderen van een beschermheer.',
        pl: 'Zaprzyjaźniony malarz, obiad nad rzeką, dwie akrobatki i dzieci mecenasa.',
        pt: 'Um colega pintor, um almoço à beira-rio, duas acrobatas e os filhos de um mecenas.',
        ro: 'Un prieten pictor, un prânz pe malul râului, două acrobate și copiii unui mecena.',
        sk: 'Maliarsky kolega, obed pri rieke, dve akrobatky a deti mecéna.',
        sl: 'Slikarski kolega, kosilo ob reki, dve akrobatki in otroci mecena.',
        sv: 'En målarkollega, en lunch vid floden, två akrobater och en mecenats barn.',
      }),
      url: '/stories/renoir-among-friends',
      linkText: CTA_LINKS.story,
      image: 14655,
    },
  });
  theme(b, {
    identifier: 'landscapes',
    name: t({
      en: 'Landscapes', bg: 'Пейзажи', cs: 'Krajiny', da: 'Landskaber', de: 'Landschaften', el: 'Τοπία', es: 'Paisajes', et: 'Maastikud', eu: 'Paisaiak',
      fi: 'Maisemat', fr: 'Paysages', ga: 'Tírdhreacha', hr: 'Krajolici', hu: 'Tájképek', it: 'Paesaggi', lt: 'Peizažai', lv: 'Ainavas', mt: 'Pajsaġġi',
      nl: 'Landschappen', pl: 'Pejzaże', pt: 'Paisagens', ro: 'Peisaje', sk: 'Krajiny', sl: 'Krajine', sv: 'Landskap',
    }),
    description: t({
      en: 'Forests, rivers, coasts and fields, from Flemish panoramas of the sixteenth century to the Barbizon painters and Monet.',
      bg: 'Гори, реки, брегове и полета – от фламандските панорами от XVI век до художниците от Барбизон и Моне.',
      cs: 'Lesy, řeky, pobřeží a pole, od vlámských panoramat 16. století po barbizonské malíře a Moneta.',
      da: 'Skove, floder, kyster og marker, fra flamske panoramaer fra 1500-tallet til Barbizon-malerne og Monet.',
      de: 'Wälder, Flüsse, Küsten und Felder, von flämischen Panoramen des 16. Jahrhunderts bis zu den Malern von Barbizon und Monet.',
      el: 'Δάση, ποτάμια, ακτές και χωράφια, από τα φλαμανδικά πανοράματα του 16ου αιώνα έως τους ζωγράφους της Μπαρμπιζόν και τον Μονέ.',
      es: 'Bosques, ríos, costas y campos, desde los panoramas flamencos del siglo XVI hasta los pintores de Barbizon y Monet.',
      et: 'Metsad, jõed, rannikud ja põllud alates 16. sajandi flaami panoraamidest kuni Barbizoni maalijate ja Monet\'ni.',
      eu: 'Basoak, ibaiak, kostaldeak eta soroak, XVI. mendeko panorama flandriarretatik Barbizongo margolarietara eta Monetera arte.',
      fi: 'Metsiä, jokia, rannikoita ja peltoja 1500-luvun flaamilaisista panoraamoista Barbizonin koulun maalareihin ja Monet\'hen.',
      fr: 'Forêts, rivières, côtes et champs, des panoramas flamands du XVIe siècle aux peintres de Barbizon et à Monet.',
      ga: 'Foraoisí, aibhneacha, cóstaí agus goirt, ó lánléargais Phléimeannacha an 16ú haois go péintéirí Barbizon agus Monet.',
      hr: 'Šume, rijeke, obale i polja, od flamanskih panorama 16. stoljeća do barbizonskih slikara i Moneta.',
      hu: 'Erdők, folyók, partvidékek és mezők a 16. századi flamand panorámáktól a barbizoni festőkig és Monet-ig.',
      it: 'Boschi, fiumi, coste e campi, dai panorami fiamminghi del Cinquecento ai pittori di Barbizon e a Monet.',
      lt: 'Miškai, upės, pakrantės ir laukai – nuo XVI amžiaus flamandų panoramų iki Barbizono mokyklos tapytojų ir Monet.',
      lv: 'Meži, upes, krasti un lauki – no 16. gadsimta flāmu panorāmām līdz Barbizonas gleznotājiem un Monē.',
      mt: 'Foresti, xmajjar, kosti u għelieqi, mill-panorami Fjamingi tas-seklu 16 sal-pitturi ta\' Barbizon u Monet.',
      nl: 'Bossen, rivieren, kusten en velden, van Vlaamse panorama\'s uit de zestiende eeuw tot de schilders van Barbizon en Monet.',
      pl: 'Lasy, rzeki, wybrzeża i pola, od flamandzkich panoram XVI wieku po malarzy z Barbizon i Moneta.',
      pt: 'Florestas, rios, costas e campos, dos panoramas flamengos do século XVI aos pintores de Barbizon e a Monet.',
      ro: 'Păduri, râuri, țărmuri și câmpuri, de la panoramele flamande din secolul al XVI-lea la pictorii de la Barbizon și la Monet.',
      sk: 'Lesy, rieky, pobrežia a polia, od flámskych panorám 16. storočia po barbizonských maliarov a Moneta.',
      sl: 'Gozdovi, reke, obale in polja, od flamskih panoram 16. stoletja do barbizonskih slikarjev in Moneta.',
      sv: 'Skogar, floder, kuster och fält, från flamländska panoramor från 1500-talet till Barbizonmålarna och Monet.',
    }),
    image: 94842,
    people: [MONET, COROT, DAUBIGNY, MILLET, PISSARRO],
    topics: [PAINTING, OIL, C17, C19],
    highlights: [110527, 209969, 238272, 4770, 181702, 94842, 894, 20535, 16564],
    searchUrl: '/search?query=landscape',
    callToAction: {
      name: t({
        en: 'The painters of Barbizon', bg: 'Художниците от Барбизон', cs: 'Barbizonští malíři', da: 'Barbizon-malerne', de: 'Die Maler von Barbizon',
        el: 'Οι ζωγράφοι της Μπαρμπιζόν', es: 'Los pintores de Barbizon', et: 'Barbizoni maalijad', eu: 'Barbizongo margolariak',
        fi: 'Barbizonin koulun maalarit', fr: 'Les peintres de Barbizon', ga: 'Péintéirí Barbizon', hr: 'Barbizonski slikari', hu: 'A barbizoni festők',
        it: 'I pittori di Barbizon', lt: 'Barbizono mokyklos tapytojai', lv: 'Barbizonas gleznotāji', mt: 'Il-pitturi ta\' Barbizon',
        nl: 'De schilders van Barbizon', pl: 'Malarze z Barbizon', pt: 'Os pintores de Barbizon', ro: 'Pictorii de la Barbizon', sk: 'Barbizonskí maliari',
        sl: 'Barbizonski slikarji', sv: 'Barbizonmålarna',
      }),
      text: t({
        en: 'Forest, marsh and field before Impressionism.', bg: 'Гора, блато и поле преди импресионизма.', cs: 'Les, mokřad a pole před impresionismem.',
        da: 'Skov, mose og mark før impressionismen.', de: 'Wald, Moor und Feld vor dem Impressionismus.',
        el: 'Δάσος, βάλτος και χωράφι πριν από τον ιμπρεσιονισμό.', es: 'Bosque, marisma y campo antes del impresionismo.',
        et: 'Mets, soo ja põld enne impressionismi.', eu: 'Basoa, padura eta soroa inpresionismoaren aurretik.',
        fi: 'Metsä, suo ja pelto ennen impressionismia.', fr: 'Forêt, marais et champs avant l\'impressionnisme.',
        ga: 'Foraois, riasc agus gort roimh an Impriseanachas.', hr: 'Šuma, močvara i polje prije impresionizma.',
        hu: 'Erdő, mocsár és mező az impresszionizmus előtt.', it: 'Bosco, palude e campi prima dell\'impressionismo.',
        lt: 'Miškas, pelkė ir laukas iki impresionizmo.', lv: 'Mežs, purvs un lauks pirms impresionisma.',
        mt: 'Foresti, għadajjar u għelieqi qabel l-Impressjoniżmu.', nl: 'Bos, moeras en veld vóór het impressionisme.',
        pl: 'Las, mokradła i pola przed impresjonizmem.', pt: 'Floresta, pântano e campo antes do impressionismo.',
        ro: 'Pădure, mlaștină și câmp înainte de impresionism.', sk: 'Les, močiar a pole pred impresionizmom.',
        sl: 'Gozd, močvirje in polje pred impresionizmom.', sv: 'Skog, våtmark och fält före impressionismen.',
      }),
      url: '/stories/the-barbizon-painters',
      linkText: CTA_LINKS.story,
      image: 894,
    },
  });
  theme(b, {
    identifier: 'religion',
    name: t({
      en: 'Religion', bg: 'Религия', cs: 'Náboženství', da: 'Religion', de: 'Religion', el: 'Θρησκεία', es: 'Religión', et: 'Religioon', eu: 'Erlijioa',
      fi: 'Uskonto', fr: 'Religion', ga: 'Creideamh', hr: 'Religija', hu: 'Vallás', it: 'Religione', lt: 'Religija', lv: 'Reliģija', mt: 'Reliġjon',
      nl: 'Religie', pl: 'Religia', pt: 'Religião', ro: 'Religie', sk: 'Náboženstvo', sl: 'Religija', sv: 'Religion',
    }),
    description: t({
      en: 'Altarpieces, devotional images and the lives of saints: Christian art from about 1270 to 1700 in the sample collection.',
      bg: 'Олтарни образи, молитвени изображения и жития на светци: християнско изкуство от около 1270 до 1700 г. в примерната колекция.',
      cs: 'Oltářní obrazy, devoční obrazy a životy svatých: křesťanské umění z let přibližně 1270 až 1700 v ukázkové sbírce.',
      da: 'Altertavler, andagtsbilleder og helgeners liv: kristen kunst fra omkring 1270 til 1700 i eksempelsamlingen.',
      de: 'Altarbilder, Andachtsbilder und Heiligenleben: christliche Kunst von etwa 1270 bis 1700 in der Beispielsammlung.',
      el: 'Πίνακες βωμού, λατρευτικές εικόνες και βίοι αγίων: χριστιανική τέχνη από το 1270 περίπου έως το 1700 στη δειγματική συλλογή.',
      es: 'Retablos, imágenes devocionales y vidas de santos: arte cristiano de hacia 1270 a 1700 en la colección de muestra.',
      et: 'Altarimaalid, palvepildid ja pühakute elud: kristlik kunst umbes aastatest 1270 kuni 1700 näidiskogus.',
      eu: 'Erretaulak, debozio-irudiak eta santuen bizitzak: 1270 ingurutik 1700era arteko arte kristaua lagin-bilduman.',
      fi: 'Alttaritauluja, hartauskuvia ja pyhimysten elämää: kristillistä taidetta noin vuodesta 1270 vuoteen 1700 esimerkkikokoelmassa.',
      fr: 'Retables, images de dévotion et vies de saints : l\'art chrétien d\'environ 1270 à 1700 dans la collection d\'exemple.',
      ga: 'Pictiúir altóra, íomhánna cráifeacha agus beathaí naomh: ealaín Chríostaí ó thart ar 1270 go 1700 sa bhailiúchán samplach.',
      hr: 'Oltarne slike, pobožne slike i životi svetaca: kršćanska umjetnost od otprilike 1270. do 1700. u oglednoj zbirci.',
      hu: 'Oltárképek, áhítati képek és szentek élete: keresztény művészet nagyjából 1270 és 1700 között a mintagyűjteményben.',
      it: 'Pale d\'altare, immagini devozionali e vite di santi: arte cristiana dal 1270 circa al 1700 nella collezione di esempio.',
      lt: 'Altoriniai paveikslai, pamaldumo atvaizdai ir šventųjų gyvenimai: krikščioniškasis menas nuo maždaug 1270 iki 1700 metų pavyzdinėje kolekcijoje.',
      lv: 'Altārgleznas, dievbijības attēli un svēto dzīves: kristīgā māksla no aptuveni 1270. līdz 1700. gadam paraugkolekcijā.',
      mt: 'Pali tal-artal, xbihat devozzjonali u ħajjiet il-qaddisin: arti Nisranija minn madwar l-1270 sal-1700 fil-kollezzjoni kampjun.',
      nl: 'Altaarstukken, devotiebeelden en heiligenlevens: christelijke kunst van omstreeks 1270 tot 1700 in de voorbeeldcollectie.',
      pl: 'Obrazy ołtarzowe, wizerunki dewocyjne i żywoty świętych: sztuka chrześcijańska od około 1270 do 1700 roku w kolekcji przykładowej.',
      pt: 'Retábulos, imagens devocionais e vidas de santos: arte cristã de cerca de 1270 a 1700 na coleção de exemplo.',
      ro: 'Retabluri, imagini devoționale și vieți de sfinți: artă creștină de pe la 1270 până la 1700 în colecția de exemplu.',
      sk: 'Oltárne obrazy, devočné obrazy a životy svätých: kresťanské umenie z rokov približne 1270 až 1700 v ukážkovej zbierke.',
      sl: 'Oltarne slike, pobožne podobe in življenja svetnikov: krščanska umetnost od približno 1270 do 1700 v vzorčni zbirki.',
      sv: 'Altartavlor, andaktsbilder och helgonliv: kristen konst från omkring 1270 till 1700 i exempelsamlingen.',
    }),
    image: 16192,
    people: [GIOVANNI, MEMLING, BOTTICELLI, EL_GRECO, RUBENS],
    topics: [TEMPERA, GOLD, C15, C17],
    highlights: [16237, 16156, 15468, 80526, 111622, 79777, 184371, 203330, 100342],
    searchUrl: '/search?query=saint',
    callToAction: {
      name: t({
        en: 'Gold and devotion', bg: 'Злато и благочестие', cs: 'Zlato a zbožnost', da: 'Guld og fromhed', de: 'Gold und Andacht', el: 'Χρυσός και ευλάβεια',
        es: 'Oro y devoción', et: 'Kuld ja vagadus', eu: 'Urrea eta debozioa', fi: 'Kulta ja hartaus', fr: 'Or et dévotion', ga: 'Ór agus cráifeacht',
        hr: 'Zlato i pobožnost', hu: 'Arany és áhítat', it: 'Oro e devozione', lt: 'Auksas ir pamaldumas', lv: 'Zelts un dievbijība', mt: 'Deheb u devozzjoni',
        nl: 'Goud en devotie', pl: 'Złoto i pobożność', pt: 'Ouro e devoção', ro: 'Aur și evlavie', sk: 'Zlato a zbožnosť', sl: 'Zlato in pobožnost',
        sv: 'Guld och andakt',
      }),
      text: t({
        en: 'Painting on panel in Europe, about 1270 to 1520, in four chapters.',
        bg: 'Живопис върху дърво в Европа от около 1270 до 1520 г., в четири раздела.',
        cs: 'Desková malba v Evropě z let přibližně 1270 až 1520, ve čtyřech kapitolách.',
        da: 'Maleri på træ i Europa fra omkring 1270 til 1520, i fire kapitler.',
        de: 'Tafelmalerei in Europa von etwa 1270 bis 1520, in vier Kapiteln.',
        el: 'Ζωγραφική σε ξύλο στην Ευρώπη, από το 1270 περίπου έως το 1520, σε τέσσερα κεφάλαια.',
        es: 'La pintura sobre tabla en Europa, de hacia 1270 a 1520, en cuatro capítulos.',
        et: 'Tahvelmaal Euroopas umbes aastatest 1270 kuni 1520, neljas peatükis.',
        eu: 'Taula gaineko pintura Europan, 1270 ingurutik 1520ra arte, lau kapitulutan.',
        fi: 'Taulumaalaus Euroopassa noin vuodesta 1270 vuoteen 1520, neljässä luvussa.',
        fr: 'La peinture sur panneau en Europe, d\'environ 1270 à 1520, en quatre chapitres.',
        ga: 'Péinteáil ar phainéil san Eoraip, ó thart ar 1270 go 1520, i gceithre chaibidil.',
        hr: 'Slikarstvo na dasci u Europi od otprilike 1270. do 1520., u četiri poglavlja.',
        hu: 'Táblafestészet Európában nagyjából 1270 és 1520 között, négy fejezetben.',
        it: 'La pittura su tavola in Europa, dal 1270 circa al 1520, in quattro capitoli.',
        lt: 'Tapyba ant medinių lentų Europoje nuo maždaug 1270 iki 1520 metų, keturiuose skyriuose.',
        lv: 'Glezniecība uz koka paneļiem Eiropā no aptuveni 1270. līdz 1520. gadam četrās nodaļās.',
        mt: 'Pittura fuq pannelli fl-Ewropa, minn madwar l-1270 sal-1520, f\'erba\' kapitli.',
        nl: 'Schilderkunst op paneel in Europa, van omstreeks 1270 tot 1520, in vier hoofdstukken.',
        pl: 'Malarstwo tablicowe w Europie od około 1270 do 1520 roku, w czterech rozdziałach.',
        pt: 'A pintura sobre madeira na Europa, de cerca de 1270 a 1520, em quatro capítulos.',
        ro: 'Pictura pe panou în Europa, de pe la 1270 până la 1520, în patru capitole.',
        sk: 'Tabuľová maľba v Európe z rokov približne 1270 až 1520, v štyroch kapitolách.',
        sl: 'Tabelno slikarstvo v Evropi od približno 1270 do 1520, v štirih poglavjih.',
        sv: 'Måleri på trä i Europa från omkring 1270 till 1520, i fyra kapitel.',
      }),
      url: '/exhibitions/gold-and-devotion',
      linkText: CTA_LINKS.exhibition,
      image: 16237,
    },
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
    name: t({
      en: 'Nature', bg: 'Природа', cs: 'Příroda', da: 'Natur', de: 'Natur', el: 'Φύση', es: 'Naturaleza', et: 'Loodus', eu: 'Natura', fi: 'Luonto',
      fr: 'Nature', ga: 'Nádúr', hr: 'Priroda', hu: 'Természet', it: 'Natura', lt: 'Gamta', lv: 'Daba', mt: 'Natura', nl: 'Natuur', pl: 'Przyroda',
      pt: 'Natureza', ro: 'Natură', sk: 'Príroda', sl: 'Narava', sv: 'Natur',
    }),
    description: t({
      en: 'Flowers, birds, cattle and rivers: the natural world in still lifes and landscapes from the seventeenth to the nineteenth century.',
      bg: 'Цветя, птици, добитък и реки: природата в натюрморти и пейзажи от XVII до XIX век.',
      cs: 'Květiny, ptáci, dobytek a řeky: přírodní svět v zátiších a krajinách od 17. do 19. století.',
      da: 'Blomster, fugle, kvæg og floder: naturen i stilleben og landskaber fra 1600-tallet til 1800-tallet.',
      de: 'Blumen, Vögel, Rinder und Flüsse: die Natur in Stillleben und Landschaften vom 17. bis zum 19. Jahrhundert.',
      el: 'Λουλούδια, πουλιά, βοοειδή και ποτάμια: ο φυσικός κόσμος σε νεκρές φύσεις και τοπία από τον 17ο έως τον 19ο αιώνα.',
      es: 'Flores, aves, ganado y ríos: el mundo natural en bodegones y paisajes de los siglos XVII al XIX.',
      et: 'Lilled, linnud, kariloomad ja jõed: loodus natüürmortides ja maastikumaalides 17. sajandist 19. sajandini.',
      eu: 'Loreak, hegaztiak, abereak eta ibaiak: mundu naturala XVII. mendetik XIX. mendera arteko natura hiletan eta paisaietan.',
      fi: 'Kukkia, lintuja, karjaa ja jokia: luonto asetelmissa ja maisemissa 1600-luvulta 1800-luvulle.',
      fr: 'Fleurs, oiseaux, bétail et rivières : le monde naturel dans les natures mortes et les paysages du XVIIe au XIXe siècle.',
      ga: 'Bláthanna, éin, eallach agus aibhneacha: an dúlra i bpictiúir neamhbheo agus i dtírdhreacha ón 17ú haois go dtí an 19ú haois.',
      hr: 'Cvijeće, ptice, stoka i rijeke: prirodni svijet u mrtvim prirodama i krajolicima od 17. do 19. stoljeća.',
      hu: 'Virágok, madarak, szarvasmarhák és folyók: a természet csendéleteken és tájképeken a 17. századtól a 19. századig.',
      it: 'Fiori, uccelli, bestiame e fiumi: il mondo naturale nelle nature morte e nei paesaggi dal Seicento all\'Ottocento.',
      lt: 'Gėlės, paukščiai, galvijai ir upės: gamta XVII–XIX amžiaus natiurmortuose ir peizažuose.',
      lv: 'Ziedi, putni, liellopi un upes: dabas pasaule 17.–19. gadsimta klusajās dabās un ainavās.',
      mt: 'Fjuri, għasafar, bhejjem u xmajjar: id-dinja naturali f\'natura morta u pajsaġġi mis-seklu 17 sas-seklu 19.',
      nl: 'Bloemen, vogels, vee en rivieren: de natuur in stillevens en landschappen van de zeventiende tot de negentiende eeuw.',
      pl: 'Kwiaty, ptaki, bydło i rzeki: świat przyrody w martwych naturach i pejzażach od XVII do XIX wieku.',
      pt: 'Flores, aves, gado e rios: o mundo natural em naturezas-mortas e paisagens dos séculos XVII a XIX.',
      ro: 'Flori, păsări, vite și râuri: lumea naturii în naturi statice și peisaje din secolul al XVII-lea până în secolul al XIX-lea.',
      sk: 'Kvety, vtáky, dobytok a rieky: prírodný svet v zátišiach a krajinách od 17. do 19. storočia.',
      sl: 'Cvetje, ptice, govedo in reke: narava v tihožitjih in krajinah od 17. do 19. stoletja.',
      sv: 'Blommor, fåglar, boskap och floder: naturen i stilleben och landskap från 1600-talet till 1800-talet.',
    }),
    image: 86994,
    people: [COROT, DAUBIGNY, MONET],
    topics: [NATURAL_HISTORY, PAINTING, C17, C19],
    highlights: [86994, 8610, 11142, 64029, 86298, 84096, 81546, 238272, 4770],
    searchUrl: '/search?query=flowers%20OR%20birds%20OR%20river',
    callToAction: {
      name: t({
        en: 'Landscapes', bg: 'Пейзажи', cs: 'Krajiny', da: 'Landskaber', de: 'Landschaften', el: 'Τοπία', es: 'Paisajes', et: 'Maastikud', eu: 'Paisaiak',
        fi: 'Maisemat', fr: 'Paysages', ga: 'Tírdhreacha', hr: 'Krajolici', hu: 'Tájképek', it: 'Paesaggi', lt: 'Peizažai', lv: 'Ainavas', mt: 'Pajsaġġi',
        nl: 'Landschappen', pl: 'Pejzaże', pt: 'Paisagens', ro: 'Peisaje', sk: 'Krajiny', sl: 'Krajine', sv: 'Landskap',
      }),
      text: t({
        en: 'Forests, rivers, coasts and fields, from Flemish panoramas to Monet.',
        bg: 'Гори, реки, брегове и полета – от фламандските панорами до Моне.',
        cs: 'Lesy, řeky, pobřeží a pole, od vlámských panoramat po Moneta.',
        da: 'Skove, floder, kyster og marker, fra flamske panoramaer til Monet.',
        de: 'Wälder, Flüsse, Küsten und Felder, von flämischen Panoramen bis zu Monet.',
        el: 'Δάση, ποτάμια, ακτές και χωράφια, από τα φλαμανδικά πανοράματα έως τον Μονέ.',
        es: 'Bosques, ríos, costas y campos, desde los panoramas flamencos hasta Monet.',
        et: 'Metsad, jõed, rannikud ja põllud alates flaami panoraamidest kuni Monet\'ni.',
        eu: 'Basoak, ibaiak, kostaldeak eta soroak, panorama flandriarretatik Monetera arte.',
        fi: 'Metsiä, jokia, rannikoita ja peltoja flaamilaisista panoraamoista Monet\'hen.',
        fr: 'Forêts, rivières, côtes et champs, des panoramas flamands à Monet.',
        ga: 'Foraoisí, aibhneacha, cóstaí agus goirt, ó lánléargais Phléimeannacha go Monet.',
        hr: 'Šume, rijeke, obale i polja, od flamanskih panorama do Moneta.',
        hu: 'Erdők, folyók, partvidékek és mezők a flamand panorámáktól Monet-ig.',
        it: 'Boschi, fiumi, coste e campi, dai panorami fiamminghi a Monet.',
        lt: 'Miškai, upės, pakrantės ir laukai – nuo flamandų panoramų iki Monet.',
        lv: 'Meži, upes, krasti un lauki – no flāmu panorāmām līdz Monē.',
        mt: 'Foresti, xmajjar, kosti u għelieqi, mill-panorami Fjamingi sa Monet.',
        nl: 'Bossen, rivieren, kusten en velden, van Vlaamse panorama\'s tot Monet.',
        pl: 'Lasy, rzeki, wybrzeża i pola, od flamandzkich panoram po Moneta.',
        pt: 'Florestas, rios, costas e campos, dos panoramas flamengos a Monet.',
        ro: 'Păduri, râuri, țărmuri și câmpuri, de la panoramele flamande la Monet.',
        sk: 'Lesy, rieky, pobrežia a polia, od flámskych panorám po Moneta.',
        sl: 'Gozdovi, reke, obale in polja, od flamskih panoram do Moneta.',
        sv: 'Skogar, floder, kuster och fält, från flamländska panoramor till Monet.',
      }),
      url: '/themes/landscapes',
      linkText: CTA_LINKS.theme,
      image: 94842,
    },
  });
  theme(b, {
    identifier: 'industrial',
    name: t({
      en: 'Industrial heritage', bg: 'Индустриално наследство', cs: 'Průmyslové dědictví', da: 'Industriarv', de: 'Industrielles Erbe',
      el: 'Βιομηχανική κληρονομιά', es: 'Patrimonio industrial', et: 'Tööstuspärand', eu: 'Industria-ondarea', fi: 'Teollisuusperintö',
      fr: 'Patrimoine industriel', ga: 'Oidhreacht thionsclaíoch', hr: 'Industrijska baština', hu: 'Ipari örökség', it: 'Patrimonio industriale',
      lt: 'Pramonės paveldas', lv: 'Industriālais mantojums', mt: 'Wirt industrijali', nl: 'Industrieel erfgoed', pl: 'Dziedzictwo przemysłowe',
      pt: 'Património industrial', ro: 'Patrimoniu industrial', sk: 'Priemyselné dedičstvo', sl: 'Industrijska dediščina', sv: 'Industriarv',
    }),
    description: t({
      en: 'Railways, stations and mills: the industrial age as painters of the late nineteenth century saw it, from Monet\'s steam at the Gare Saint-Lazare (1877) to Guillaumin\'s mill at Pont Maupuit.',
      bg: 'Железници, гари и мелници: индустриалната епоха през погледа на художниците от края на XIX век – от парата на Моне на гара Gare Saint-Lazare (1877) до мелницата на Гийомен при Pont Maupuit.',
      cs: 'Železnice, nádraží a mlýny: průmyslový věk očima malířů konce 19. století, od Monetovy páry v Gare Saint-Lazare (1877) po Guillauminův mlýn u Pont Maupuit.',
      da: 'Jernbaner, stationer og møller: industrialderen, som malerne i slutningen af 1800-tallet så den, fra Monets damp på Gare Saint-Lazare (1877) til Guillaumins mølle ved Pont Maupuit.',
      de: 'Eisenbahnen, Bahnhöfe und Mühlen: das Industriezeitalter, wie Maler des späten 19. Jahrhunderts es sahen, von Monets Dampf an der Gare Saint-Lazare (1877) bis zu Guillaumins Mühle bei Pont Maupuit.',
      el: 'Σιδηρόδρομοι, σταθμοί και μύλοι: η βιομηχανική εποχή όπως την είδαν οι ζωγράφοι των τελών του 19ου αιώνα, από τον ατμό του Μονέ στον σταθμό Gare Saint-Lazare (1877) έως τον μύλο του Γκιγιομέν στο Pont Maupuit.',
      es: 'Ferrocarriles, estaciones y molinos: la era industrial vista por los pintores de finales del siglo XIX, desde el vapor de Monet en la Gare Saint-Lazare (1877) hasta el molino de Guillaumin en Pont Maupuit.',
      et: 'Raudteed, jaamad ja veskid: tööstusajastu, nagu seda nägid 19. sajandi lõpu maalijad, alates Monet\' aurust maalil Gare Saint-Lazare (1877) kuni Guillaumini veskini Pont Maupuit\' juures.',
      eu: 'Trenbideak, geltokiak eta errotak: industria-aroa, XIX. mendearen amaierako margolariek ikusi zuten bezala, Monetek Gare Saint-Lazare (1877) geltokian margotutako lurrunetik Guillauminek Pont Maupuit-en margotutako errotaraino.',
      fi: 'Rautateitä, asemia ja myllyjä: teollinen aikakausi 1800-luvun lopun maalarien silmin. Mukana ovat Monet\'n höyryinen Gare Saint-Lazare (1877) ja Guillauminin mylly Pont Maupuit\'n luona.',
      fr: 'Chemins de fer, gares et moulins : l\'ère industrielle vue par les peintres de la fin du XIXe siècle, de la vapeur de Monet à la Gare Saint-Lazare (1877) au moulin de Guillaumin à Pont Maupuit.',
      ga: 'Iarnróid, stáisiúin agus muilte: ré an tionsclaíochta mar a chonaic péintéirí dheireadh an 19ú haois í, ó ghal Monet ag Gare Saint-Lazare (1877) go muileann Guillaumin ag Pont Maupuit.',
      hr: 'Željeznice, kolodvori i mlinovi: industrijsko doba kako su ga vidjeli slikari kasnog 19. stoljeća, od Monetove pare na kolodvoru Gare Saint-Lazare (1877) do Guillauminova mlina u mjestu Pont Maupuit.',
      hu: 'Vasutak, pályaudvarok és malmok: az ipari kor, ahogyan a 19. század végének festői látták, Monet gőzbe burkolózó pályaudvarától – Gare Saint-Lazare (1877) – Guillaumin Pont Maupuit-i malmáig.',
      it: 'Ferrovie, stazioni e mulini: l\'età industriale vista dai pittori del tardo Ottocento, dal vapore di Monet alla Gare Saint-Lazare (1877) al mulino di Guillaumin a Pont Maupuit.',
      lt: 'Geležinkeliai, stotys ir malūnai: pramonės amžius, kokį jį matė XIX amžiaus pabaigos tapytojai, nuo Monet garų stotyje Gare Saint-Lazare (1877) iki Guillaumino malūno prie Pont Maupuit.',
      lv: 'Dzelzceļi, stacijas un dzirnavas: industriālais laikmets 19. gadsimta beigu gleznotāju acīm, no Monē tvaika stacijā Gare Saint-Lazare (1877) līdz Gijomēna dzirnavām pie Pont Maupuit.',
      mt: 'Ferroviji, stazzjonijiet u mtieħen: l-era industrijali kif rawha l-pitturi tal-aħħar tas-seklu 19, mill-fwar ta\' Monet fil-Gare Saint-Lazare (1877) sal-mitħna ta\' Guillaumin f\'Pont Maupuit.',
      nl: 'Spoorwegen, stations en molens: het industriële tijdperk zoals schilders van de late negentiende eeuw het zagen, van Monets stoom in het Gare Saint-Lazare (1877) tot Guillaumins molen bij Pont Maupuit.',
      pl: 'Koleje, dworce i młyny: epoka przemysłowa oczami malarzy końca XIX wieku, od kłębów pary na Gare Saint-Lazare (1877) u Moneta po młyn Guillaumina w Pont Maupuit.',
      pt: 'Caminhos de ferro, estações e moinhos: a era industrial vista pelos pintores do final do século XIX, do vapor de Monet na Gare Saint-Lazare (1877) ao moinho de Guillaumin em Pont Maupuit.',
      ro: 'Căi ferate, gări și mori: epoca industrială văzută de pictorii de la sfârșitul secolului al XIX-lea, de la aburul lui Monet din Gare Saint-Lazare (1877) până la moara lui Guillaumin de la Pont Maupuit.',
      sk: 'Železnice, stanice a mlyny: priemyselný vek očami maliarov konca 19. storočia, od Monetovej pary v Gare Saint-Lazare (1877) po Guillauminov mlyn pri Pont Maupuit.',
      sl: 'Železnice, postaje in mlini: industrijska doba, kot so jo videli slikarji poznega 19. stoletja, od Monetove pare na postaji Gare Saint-Lazare (1877) do Guillauminovega mlina v kraju Pont Maupuit.',
      sv: 'Järnvägar, stationer och kvarnar: industrialismens tidsålder som det sena 1800-talets målare såg den, från Monets ånga på Gare Saint-Lazare (1877) till Guillaumins kvarn vid Pont Maupuit.',
    }),
    image: 16571,
    people: [MONET],
    topics: [INDUSTRIAL, C19],
    highlights: [16571, 39496, 16502],
    searchUrl: '/search?query=railway%20OR%20train%20OR%20mill',
    callToAction: {
      name: t({
        en: 'Industrial heritage collection', bg: 'Колекция „Индустриално наследство“', cs: 'Sbírka průmyslového dědictví', da: 'Samlingen om industriarv',
        de: 'Sammlung „Industrielles Erbe“', el: 'Συλλογή «Βιομηχανική κληρονομιά»', es: 'Colección de patrimonio industrial', et: 'Tööstuspärandi kogu',
        eu: 'Industria-ondarearen bilduma', fi: 'Teollisuusperinnön kokoelma', fr: 'La collection Patrimoine industriel',
        ga: 'Bailiúchán na hoidhreachta tionsclaíche', hr: 'Zbirka industrijske baštine', hu: 'Az ipari örökség gyűjteménye',
        it: 'La collezione Patrimonio industriale', lt: 'Pramonės paveldo kolekcija', lv: 'Industriālā mantojuma kolekcija',
        mt: 'Il-kollezzjoni tal-wirt industrijali', nl: 'Collectie industrieel erfgoed', pl: 'Kolekcja „Dziedzictwo przemysłowe”',
        pt: 'Coleção de património industrial', ro: 'Colecția de patrimoniu industrial', sk: 'Zbierka priemyselného dedičstva',
        sl: 'Zbirka industrijske dediščine', sv: 'Samlingen om industriarv',
      }),
      text: t({
        en: 'Factories, mines, railways and the working lives of the industrial age, across the collection.',
        bg: 'Фабрики, мини, железници и трудовият живот в индустриалната епоха – от цялата колекция.',
        cs: 'Továrny, doly, železnice a pracovní život průmyslového věku napříč celou sbírkou.',
        da: 'Fabrikker, miner, jernbaner og arbejdslivet i industrialderen på tværs af samlingen.',
        de: 'Fabriken, Bergwerke, Eisenbahnen und die Arbeitswelt des Industriezeitalters, aus der ganzen Sammlung.',
        el: 'Εργοστάσια, ορυχεία, σιδηρόδρομοι και η ζωή των εργαζομένων της βιομηχανικής εποχής, από όλη τη συλλογή.',
        es: 'Fábricas, minas, ferrocarriles y la vida laboral de la era industrial, en toda la colección.',
        et: 'Vabrikud, kaevandused, raudteed ja tööstusajastu tööelu – kõikjalt kogust.',
        eu: 'Lantegiak, meategiak, trenbideak eta industria-aroko lan-bizitza, bilduma osoan.',
        fi: 'Tehtaita, kaivoksia, rautateitä ja teollisen aikakauden työelämää koko kokoelmasta.',
        fr: 'Usines, mines, chemins de fer et vie ouvrière de l\'ère industrielle, dans toute la collection.',
        ga: 'Monarchana, mianaigh, iarnróid agus saol oibre ré an tionsclaíochta, ar fud an bhailiúcháin.',
        hr: 'Tvornice, rudnici, željeznice i radni život industrijskog doba iz cijele zbirke.',
        hu: 'Gyárak, bányák, vasutak és az ipari kor munkás hétköznapjai a teljes gyűjteményből.',
        it: 'Fabbriche, miniere, ferrovie e la vita lavorativa dell\'età industriale, in tutta la collezione.',
        lt: 'Fabrikai, kasyklos, geležinkeliai ir pramonės amžiaus darbo gyvenimas visoje kolekcijoje.',
        lv: 'Fabrikas, raktuves, dzelzceļi un industriālā laikmeta darba dzīve visā kolekcijā.',
        mt: 'Fabbriki, minjieri, ferroviji u l-ħajja tax-xogħol tal-era industrijali, fil-kollezzjoni kollha.',
        nl: 'Fabrieken, mijnen, spoorwegen en het arbeidsleven van het industriële tijdperk, uit de hele collectie.',
        pl: 'Fabryki, kopalnie, koleje i życie robotników epoki przemysłowej w całej kolekcji.',
        pt: 'Fábricas, minas, caminhos de ferro e a vida de trabalho da era industrial, em toda a coleção.',
        ro: 'Fabrici, mine, căi ferate și viața muncitorilor din epoca industrială, din întreaga colecție.',
        sk: 'Továrne, bane, železnice a pracovný život priemyselného veku naprieč celou zbierkou.',
        sl: 'Tovarne, rudniki, železnice in delovno življenje industrijske dobe v celotni zbirki.',
        sv: 'Fabriker, gruvor, järnvägar och arbetslivet under industrialismen, i hela samlingen.',
      }),
      url: '/collections/topic/129-industrial-heritage',
      linkText: CTA_LINKS.collection,
      image: 39496,
    },
  });
  theme(b, {
    identifier: 'manuscript',
    name: t({
      en: 'Manuscripts', bg: 'Ръкописи', cs: 'Rukopisy', da: 'Håndskrifter', de: 'Handschriften', el: 'Χειρόγραφα', es: 'Manuscritos', et: 'Käsikirjad',
      eu: 'Eskuizkribuak', fi: 'Käsikirjoitukset', fr: 'Manuscrits', ga: 'Lámhscríbhinní', hr: 'Rukopisi', hu: 'Kéziratok', it: 'Manoscritti', lt: 'Rankraščiai',
      lv: 'Manuskripti', mt: 'Manuskritti', nl: 'Handschriften', pl: 'Rękopisy', pt: 'Manuscritos', ro: 'Manuscrise', sk: 'Rukopisy', sl: 'Rokopisi',
      sv: 'Handskrifter',
    }),
    description: t({
      en: 'Writing by hand, from scholars\' desks to monastery archives. The sample holds documents of the monastery of Iviron on Mount Athos, and paintings of readers and writers.',
      bg: 'Писаното на ръка – от писалищата на учените до манастирските архиви. Примерната колекция съдържа документи на манастира Ивирон на Атон и картини с четящи и пишещи хора.',
      cs: 'Ručně psané texty, od pracovních stolů učenců po klášterní archivy. Ukázková sbírka obsahuje dokumenty kláštera Iviron na hoře Athos a obrazy čtenářů a pisatelů.',
      da: 'Håndskrevet tekst, fra de lærdes skriveborde til klosterarkiverne. Eksempelsamlingen rummer dokumenter fra klostret Iviron på Athosbjerget samt malerier af læsende og skrivende.',
      de: 'Von Hand Geschriebenes, vom Schreibtisch der Gelehrten bis zu den Klosterarchiven. Die Beispielsammlung enthält Dokumente des Klosters Iviron auf dem Berg Athos sowie Gemälde von Lesenden und Schreibenden.',
      el: 'Η γραφή με το χέρι, από τα γραφεία των λογίων έως τα μοναστηριακά αρχεία. Η δειγματική συλλογή περιλαμβάνει έγγραφα της Μονής Ιβήρων στο Άγιον Όρος και πίνακες με αναγνώστες και γραφείς.',
      es: 'La escritura a mano, de los escritorios de los eruditos a los archivos monásticos. La colección de muestra contiene documentos del monasterio de Iviron, en el monte Athos, y pinturas de lectores y escritores.',
      et: 'Käsitsi kirjutatu õpetlaste kirjutuslaudadest kloostriarhiivideni. Näidiskogus on Athose mäel asuva Ivironi kloostri dokumente ning maale lugejatest ja kirjutajatest.',
      eu: 'Eskuz idatzitakoa, jakintsuen idazmahaietatik monasterioetako artxiboetaraino. Lagin-bildumak Athos mendiko Iviron monasterioko dokumentuak ditu, baita irakurleen eta idazleen margolanak ere.',
      fi: 'Käsin kirjoitettua oppineiden kirjoituspöydiltä luostarien arkistoihin. Esimerkkikokoelmassa on Athosvuoren Iviron-luostarin asiakirjoja sekä maalauksia lukijoista ja kirjoittajista.',
      fr: 'L\'écriture à la main, des bureaux des savants aux archives des monastères. La collection d\'exemple contient des documents du monastère d\'Iviron, au mont Athos, et des peintures de lecteurs et d\'écrivains.',
      ga: 'Scríbhneoireacht láimhe, ó dheasca na scoláirí go cartlanna na mainistreacha. Sa bhailiúchán samplach tá cáipéisí ó mhainistir Iviron ar Shliabh Athos, agus pictiúir de léitheoirí agus de scríbhneoirí.',
      hr: 'Rukom pisano, od pisaćih stolova učenjaka do samostanskih arhiva. Ogledna zbirka sadrži isprave samostana Iviron na Svetoj Gori te slike čitatelja i pisaca.',
      hu: 'Kézzel írt szövegek a tudósok íróasztalától a kolostori levéltárakig. A mintagyűjteményben az Athosz-hegyi Iviron kolostor iratai, valamint olvasókat és írókat ábrázoló festmények találhatók.',
      it: 'La scrittura a mano, dagli scrittoi degli studiosi agli archivi dei monasteri. La collezione di esempio contiene documenti del monastero di Iviron sul Monte Athos e dipinti di lettori e scrittori.',
      lt: 'Ranka rašyti tekstai – nuo mokslininkų rašomųjų stalų iki vienuolynų archyvų. Pavyzdinėje kolekcijoje yra Atono kalno Iviron vienuolyno dokumentų ir paveikslų su skaitančiais bei rašančiais žmonėmis.',
      lv: 'Ar roku rakstītais – no zinātnieku rakstāmgaldiem līdz klosteru arhīviem. Paraugkolekcijā ir Atona kalna Iviron klostera dokumenti un gleznas ar lasītājiem un rakstītājiem.',
      mt: 'Il-kitba bl-idejn, mill-iskrivaniji tal-istudjużi sal-arkivji tal-monasteri. Il-kollezzjoni kampjun fiha dokumenti tal-monasteru ta\' Iviron fuq il-Muntanja Athos, u pitturi ta\' qarrejja u kittieba.',
      nl: 'Met de hand geschreven, van de schrijftafels van geleerden tot kloosterarchieven. De voorbeeldcollectie bevat documenten van het klooster Iviron op de berg Athos, en schilderijen van lezers en schrijvers.',
      pl: 'Pismo odręczne, od biurek uczonych po archiwa klasztorne. Kolekcja przykładowa zawiera dokumenty klasztoru Iviron na Górze Athos oraz obrazy przedstawiające czytających i piszących.',
      pt: 'A escrita à mão, das secretárias dos eruditos aos arquivos dos mosteiros. A coleção de exemplo contém documentos do mosteiro de Iviron, no Monte Athos, e pinturas de leitores e escritores.',
      ro: 'Scrisul de mână, de la mesele de lucru ale învățaților la arhivele mănăstirilor. Colecția de exemplu cuprinde documente ale mănăstirii Iviron de la Muntele Athos și picturi cu cititori și scriitori.',
      sk: 'Ručne písané texty, od pracovných stolov učencov po kláštorné archívy. Ukážková zbierka obsahuje dokumenty kláštora Iviron na hore Athos a obrazy čitateľov a pisateľov.',
      sl: 'Ročno pisano, od pisalnih miz učenjakov do samostanskih arhivov. Vzorčna zbirka vsebuje dokumente samostana Iviron na gori Atos ter slike bralcev in piscev.',
      sv: 'Handskrivet, från de lärdes skrivbord till klosterarkiven. Exempelsamlingen innehåller dokument från klostret Iviron på berget Athos samt målningar av läsande och skrivande människor.',
    }),
    image: 236975,
    people: [],
    topics: [MANUSCRIPT],
    highlights: [236975, 258490, 81512],
    searchUrl: '/search?query=manuscript',
    callToAction: {
      name: t({
        en: 'Documents from Mount Athos', bg: 'Документи от Атон', cs: 'Dokumenty z hory Athos', da: 'Dokumenter fra Athosbjerget',
        de: 'Dokumente vom Berg Athos', el: 'Έγγραφα από το Άγιον Όρος', es: 'Documentos del monte Athos', et: 'Dokumendid Athose mäelt',
        eu: 'Athos mendiko dokumentuak', fi: 'Asiakirjoja Athosvuorelta', fr: 'Documents du mont Athos', ga: 'Cáipéisí ó Shliabh Athos',
        hr: 'Isprave sa Svete Gore', hu: 'Iratok az Athosz-hegyről', it: 'Documenti dal Monte Athos', lt: 'Dokumentai iš Atono kalno',
        lv: 'Dokumenti no Atona kalna', mt: 'Dokumenti mill-Muntanja Athos', nl: 'Documenten van de berg Athos', pl: 'Dokumenty z Góry Athos',
        pt: 'Documentos do Monte Athos', ro: 'Documente de la Muntele Athos', sk: 'Dokumenty z hory Athos', sl: 'Dokumenti z gore Atos',
        sv: 'Dokument från berget Athos',
      }),
      text: t({
        en: 'Deeds and letters of the monastery of Iviron, with their seals and signatures.',
        bg: 'Грамоти и писма на манастира Ивирон с техните печати и подписи.',
        cs: 'Listiny a dopisy kláštera Iviron s jejich pečetěmi a podpisy.',
        da: 'Skøder og breve fra klostret Iviron med deres segl og underskrifter.',
        de: 'Urkunden und Briefe des Klosters Iviron mit ihren Siegeln und Unterschriften.',
        el: 'Πράξεις και επιστολές της Μονής Ιβήρων, με τις σφραγίδες και τις υπογραφές τους.',
        es: 'Escrituras y cartas del monasterio de Iviron, con sus sellos y firmas.',
        et: 'Ivironi kloostri ürikud ja kirjad koos pitserite ja allkirjadega.',
        eu: 'Iviron monasterioko eskriturak eta gutunak, beren zigilu eta sinadurekin.',
        fi: 'Iviron-luostarin asiakirjoja ja kirjeitä sinetteineen ja allekirjoituksineen.',
        fr: 'Actes et lettres du monastère d\'Iviron, avec leurs sceaux et leurs signatures.',
        ga: 'Gníomhais agus litreacha mhainistir Iviron, lena séalaí agus a sínithe.',
        hr: 'Isprave i pisma samostana Iviron s njihovim pečatima i potpisima.',
        hu: 'Az Iviron kolostor oklevelei és levelei, pecsétjeikkel és aláírásaikkal.',
        it: 'Atti e lettere del monastero di Iviron, con i loro sigilli e le loro firme.',
        lt: 'Iviron vienuolyno aktai ir laiškai su antspaudais ir parašais.',
        lv: 'Iviron klostera akti un vēstules ar to zīmogiem un parakstiem.',
        mt: 'Atti u ittri tal-monasteru ta\' Iviron, bis-siġilli u l-firem tagħhom.',
        nl: 'Akten en brieven van het klooster Iviron, met hun zegels en handtekeningen.',
        pl: 'Akty i listy klasztoru Iviron wraz z pieczęciami i podpisami.',
        pt: 'Escrituras e cartas do mosteiro de Iviron, com os seus selos e assinaturas.',
        ro: 'Acte și scrisori ale mănăstirii Iviron, cu sigiliile și semnăturile lor.',
        sk: 'Listiny a listy kláštora Iviron s ich pečaťami a podpismi.',
        sl: 'Listine in pisma samostana Iviron z njihovimi pečati in podpisi.',
        sv: 'Urkunder och brev från klostret Iviron, med sigill och underskrifter.',
      }),
      url: '/search?query=manuscript',
      linkText: CTA_LINKS.documents,
    },
  });
  theme(b, {
    identifier: 'map',
    name: t({
      en: 'Maps', bg: 'Карти', cs: 'Mapy', da: 'Kort', de: 'Karten', el: 'Χάρτες', es: 'Mapas', et: 'Kaardid', eu: 'Mapak', fi: 'Kartat', fr: 'Cartes',
      ga: 'Léarscáileanna', hr: 'Karte', hu: 'Térképek', it: 'Mappe', lt: 'Žemėlapiai', lv: 'Kartes', mt: 'Mapep', nl: 'Kaarten', pl: 'Mapy', pt: 'Mapas',
      ro: 'Hărți', sk: 'Mapy', sl: 'Zemljevidi', sv: 'Kartor',
    }),
    description: t({
      en: 'Pictures of the earth, its lands and seas. The sample holds a map of Skradin on the Dalmatian coast from the Herzog August Library, and globes among the objects of a vanitas still life by Edwaert Collier (1662).',
      bg: 'Образи на Земята, нейните земи и морета. Примерната колекция съдържа карта на Скрадин на далматинското крайбрежие от Herzog August Bibliothek и глобуси сред предметите в натюрморт от типа vanitas на Едварт Колиер (1662).',
      cs: 'Obrazy Země, jejích pevnin a moří. Ukázková sbírka obsahuje mapu Skradinu na dalmatském pobřeží z Herzog August Bibliothek a glóby mezi předměty zátiší typu vanitas od Edwaerta Colliera (1662).',
      da: 'Billeder af jorden, dens lande og have. Eksempelsamlingen rummer et kort over Skradin på den dalmatiske kyst fra Herzog August Bibliothek samt glober blandt genstandene i et vanitasstilleben af Edwaert Collier (1662).',
      de: 'Bilder der Erde, ihrer Länder und Meere. Die Beispielsammlung enthält eine Karte von Skradin an der dalmatinischen Küste aus der Herzog August Bibliothek sowie Globen unter den Gegenständen eines Vanitas-Stilllebens von Edwaert Collier (1662).',
      el: 'Εικόνες της Γης, των στεριών και των θαλασσών της. Η δειγματική συλλογή περιλαμβάνει έναν χάρτη του Σκράντιν στις δαλματικές ακτές από τη Herzog August Bibliothek και υδρόγειες σφαίρες ανάμεσα στα αντικείμενα μιας νεκρής φύσης vanitas του Έντβαρτ Κόλιερ (1662).',
      es: 'Imágenes de la Tierra, sus tierras y sus mares. La colección de muestra contiene un mapa de Skradin, en la costa dálmata, de la Herzog August Bibliothek, y globos terráqueos entre los objetos de una vanitas de Edwaert Collier (1662).',
      et: 'Kujutised Maast, selle maismaast ja meredest. Näidiskogus on Herzog August Bibliotheki kaart Skradinist Dalmaatsia rannikul ning gloobused Edwaert Collieri vanitas-natüürmordi (1662) esemete hulgas.',
      eu: 'Lurraren, haren lurralde eta itsasoen irudiak. Lagin-bildumak Dalmaziako kostaldeko Skradingo mapa bat du, Herzog August Bibliothek liburutegikoa, eta munduko bolak Edwaert Collierren vanitas natura hil baten (1662) objektuen artean.',
      fi: 'Kuvia maapallosta, sen maista ja meristä. Esimerkkikokoelmassa on Herzog August Bibliothekin kartta Skradinista Dalmatian rannikolta sekä karttapalloja Edwaert Collierin vanitas-asetelman (1662) esineiden joukossa.',
      fr: 'Des images de la Terre, de ses terres et de ses mers. La collection d\'exemple contient une carte de Skradin, sur la côte dalmate, conservée à la Herzog August Bibliothek, et des globes parmi les objets d\'une vanité d\'Edwaert Collier (1662).',
      ga: 'Pictiúir den domhan, a thailte agus a fharraigí. Sa bhailiúchán samplach tá léarscáil de Skradin ar chósta na Dalmáite ó Herzog August Bibliothek, agus cruinneoga i measc na rudaí i bpictiúr neamhbheo vanitas le Edwaert Collier (1662).',
      hr: 'Slike Zemlje, njezinih kopna i mora. Ogledna zbirka sadrži kartu Skradina na dalmatinskoj obali iz knjižnice Herzog August Bibliothek te globuse među predmetima mrtve prirode tipa vanitas Edwaerta Colliera (1662).',
      hu: 'Képek a Földről, szárazföldjeiről és tengereiről. A mintagyűjteményben megtalálható a dalmát tengerparti Skradin térképe a Herzog August Bibliothekből, valamint földgömbök Edwaert Collier egy vanitas-csendéletének (1662) tárgyai között.',
      it: 'Immagini della Terra, delle sue terre e dei suoi mari. La collezione di esempio contiene una mappa di Skradin sulla costa dalmata, conservata alla Herzog August Bibliothek, e globi tra gli oggetti di una natura morta vanitas di Edwaert Collier (1662).',
      lt: 'Žemės, jos sausumų ir jūrų vaizdai. Pavyzdinėje kolekcijoje yra Dalmatijos pakrantėje esančio Skradino žemėlapis iš Herzog August Bibliothek ir gaubliai tarp Edwaerto Collierio vanitas natiurmorto (1662) daiktų.',
      lv: 'Zemes, tās sauszemes un jūru attēli. Paraugkolekcijā ir Dalmācijas piekrastes pilsētas Skradin karte no Herzog August Bibliothek un globusi starp priekšmetiem gleznotāja Edwaert Collier vanitas klusajā dabā (1662).',
      mt: 'Stampi tad-Dinja, tal-artijiet u tal-ibħra tagħha. Il-kollezzjoni kampjun fiha mappa ta\' Skradin fuq il-kosta Dalmata mill-Herzog August Bibliothek, u globi fost l-oġġetti ta\' natura morta vanitas ta\' Edwaert Collier (1662).',
      nl: 'Beelden van de aarde, haar landen en zeeën. De voorbeeldcollectie bevat een kaart van Skradin aan de Dalmatische kust uit de Herzog August Bibliothek, en globes tussen de voorwerpen van een vanitasstilleven van Edwaert Collier (1662).',
      pl: 'Obrazy Ziemi, jej lądów i mórz. Kolekcja przykładowa zawiera mapę Skradina na wybrzeżu dalmatyńskim z Herzog August Bibliothek oraz globusy wśród przedmiotów martwej natury typu vanitas Edwaerta Colliera (1662).',
      pt: 'Imagens da Terra, das suas terras e mares. A coleção de exemplo contém um mapa de Skradin, na costa dálmata, da Herzog August Bibliothek, e globos entre os objetos de uma natureza-morta vanitas de Edwaert Collier (1662).',
      ro: 'Imagini ale Pământului, ale uscatului și mărilor sale. Colecția de exemplu cuprinde o hartă a orașului Skradin de pe coasta dalmată, de la Herzog August Bibliothek, și globuri printre obiectele unei naturi statice de tip vanitas de Edwaert Collier (1662).',
      sk: 'Obrazy Zeme, jej pevnín a morí. Ukážková zbierka obsahuje mapu Skradinu na dalmátskom pobreží z Herzog August Bibliothek a glóbusy medzi predmetmi zátišia typu vanitas od Edwaerta Colliera (1662).',
      sl: 'Podobe Zemlje, njenih celin in morij. Vzorčna zbirka vsebuje zemljevid Skradina na dalmatinski obali iz knjižnice Herzog August Bibliothek ter globuse med predmeti tihožitja vanitas Edwaerta Colliera (1662).',
      sv: 'Bilder av jorden, dess länder och hav. Exempelsamlingen innehåller en karta över Skradin vid den dalmatiska kusten från Herzog August Bibliothek och glober bland föremålen i ett vanitasstilleben av Edwaert Collier (1662).',
    }),
    image: 258490,
    people: [],
    topics: [MAP],
    highlights: [258490],
    searchUrl: '/search?query=Landkarte',
    callToAction: {
      name: t({
        en: 'A map of Skradin', bg: 'Карта на Скрадин', cs: 'Mapa Skradinu', da: 'Et kort over Skradin', de: 'Eine Karte von Skradin',
        el: 'Ένας χάρτης του Σκράντιν', es: 'Un mapa de Skradin', et: 'Skradini kaart', eu: 'Skradingo mapa bat', fi: 'Skradinin kartta',
        fr: 'Une carte de Skradin', ga: 'Léarscáil de Skradin', hr: 'Karta Skradina', hu: 'Skradin térképe', it: 'Una mappa di Skradin',
        lt: 'Skradino žemėlapis', lv: 'Pilsētas Skradin karte', mt: 'Mappa ta\' Skradin', nl: 'Een kaart van Skradin', pl: 'Mapa Skradina',
        pt: 'Um mapa de Skradin', ro: 'O hartă a orașului Skradin', sk: 'Mapa Skradinu', sl: 'Zemljevid Skradina', sv: 'En karta över Skradin',
      }),
      text: t({
        en: 'The town of Scardona (Skradin) and its surroundings, on a map in the sample collection.',
        bg: 'Град Скардона (Скрадин) и околностите му на карта от примерната колекция.',
        cs: 'Město Scardona (Skradin) a jeho okolí na mapě z ukázkové sbírky.',
        da: 'Byen Scardona (Skradin) og dens omegn på et kort i eksempelsamlingen.',
        de: 'Die Stadt Scardona (Skradin) und ihre Umgebung auf einer Karte der Beispielsammlung.',
        el: 'Η πόλη Σκαρντόνα (Σκράντιν) και τα περίχωρά της, σε έναν χάρτη της δειγματικής συλλογής.',
        es: 'La ciudad de Scardona (Skradin) y sus alrededores, en un mapa de la colección de muestra.',
        et: 'Scardona (Skradini) linn ja selle ümbrus näidiskogu kaardil.',
        eu: 'Scardona (Skradin) herria eta haren ingurua, lagin-bildumako mapa batean.',
        fi: 'Scardonan (Skradinin) kaupunki ympäristöineen esimerkkikokoelman kartalla.',
        fr: 'La ville de Scardona (Skradin) et ses environs, sur une carte de la collection d\'exemple.',
        ga: 'Baile Scardona (Skradin) agus an ceantar máguaird, ar léarscáil sa bhailiúchán samplach.',
        hr: 'Grad Scardona (Skradin) i njegova okolica na karti iz ogledne zbirke.',
        hu: 'Scardona (Skradin) városa és környéke a mintagyűjtemény egyik térképén.',
        it: 'La città di Scardona (Skradin) e i suoi dintorni, su una mappa della collezione di esempio.',
        lt: 'Scardonos (Skradino) miestas ir jo apylinkės pavyzdinės kolekcijos žemėlapyje.',
        lv: 'Pilsēta Scardona (Skradin) un tās apkārtne paraugkolekcijas kartē.',
        mt: 'Il-belt ta\' Scardona (Skradin) u l-inħawi tagħha, fuq mappa fil-kollezzjoni kampjun.',
        nl: 'De stad Scardona (Skradin) en omgeving, op een kaart in de voorbeeldcollectie.',
        pl: 'Miasto Scardona (Skradin) i jego okolice na mapie z kolekcji przykładowej.',
        pt: 'A cidade de Scardona (Skradin) e os seus arredores, num mapa da coleção de exemplo.',
        ro: 'Orașul Scardona (Skradin) și împrejurimile sale, pe o hartă din colecția de exemplu.',
        sk: 'Mesto Scardona (Skradin) a jeho okolie na mape z ukážkovej zbierky.',
        sl: 'Mesto Scardona (Skradin) in njegova okolica na zemljevidu iz vzorčne zbirke.',
        sv: 'Staden Scardona (Skradin) och dess omgivningar på en karta i exempelsamlingen.',
      }),
      url: '/search?query=Landkarte',
      linkText: CTA_LINKS.map,
    },
  });
  theme(b, {
    identifier: 'newspaper',
    name: t({
      en: 'Newspapers', bg: 'Вестници', cs: 'Noviny', da: 'Aviser', de: 'Zeitungen', el: 'Εφημερίδες', es: 'Periódicos', et: 'Ajalehed', eu: 'Egunkariak',
      fi: 'Sanomalehdet', fr: 'Journaux', ga: 'Nuachtáin', hr: 'Novine', hu: 'Újságok', it: 'Giornali', lt: 'Laikraščiai', lv: 'Laikraksti', mt: 'Gazzetti',
      nl: 'Kranten', pl: 'Gazety', pt: 'Jornais', ro: 'Ziare', sk: 'Noviny', sl: 'Časopisi', sv: 'Tidningar',
    }),
    description: t({
      en: 'News in print, from the courants of the early nineteenth century onwards. The sample holds an 1819 issue of the \'s Gravenhaagsche Courant reporting the death of Princess Louise of Orange-Nassau.',
      bg: 'Печатни новини – от вестниците от началото на XIX век насам. Примерната колекция съдържа брой на \'s Gravenhaagsche Courant от 1819 г., който съобщава за смъртта на принцеса Луиза Оранска-Насау.',
      cs: 'Tištěné zprávy od novin počátku 19. století dále. Ukázková sbírka obsahuje číslo listu \'s Gravenhaagsche Courant z roku 1819, které informuje o smrti princezny Luisy Oranžsko-Nasavské.',
      da: 'Nyheder på tryk, fra begyndelsen af 1800-tallets aviser og frem. Eksempelsamlingen rummer et nummer af \'s Gravenhaagsche Courant fra 1819, der beretter om prinsesse Louise af Oranien-Nassaus død.',
      de: 'Gedruckte Nachrichten, von den Courant-Zeitungen des frühen 19. Jahrhunderts an. Die Beispielsammlung enthält eine Ausgabe der \'s Gravenhaagsche Courant von 1819, die vom Tod der Prinzessin Luise von Oranien-Nassau berichtet.',
      el: 'Ειδήσεις σε έντυπη μορφή, από τις εφημερίδες των αρχών του 19ου αιώνα και μετά. Η δειγματική συλλογή περιλαμβάνει ένα φύλλο της \'s Gravenhaagsche Courant του 1819 που αναγγέλλει τον θάνατο της πριγκίπισσας Λουίζας της Οράγγης-Νασάου.',
      es: 'Noticias impresas, desde las gacetas de principios del siglo XIX. La colección de muestra contiene un número de 1819 de la \'s Gravenhaagsche Courant que informa de la muerte de la princesa Luisa de Orange-Nassau.',
      et: 'Trükitud uudised alates 19. sajandi alguse ajalehtedest. Näidiskogus on ajalehe \'s Gravenhaagsche Courant 1819. aasta number, mis teatab Oranje-Nassau printsess Louise surmast.',
      eu: 'Albiste inprimatuak, XIX. mende hasierako egunkarietatik aurrera. Lagin-bildumak \'s Gravenhaagsche Courant egunkariaren 1819ko ale bat du, Orange-Nassauko Luisa printzesaren heriotzaren berri ematen duena.',
      fi: 'Painettuja uutisia 1800-luvun alun sanomalehdistä alkaen. Esimerkkikokoelmassa on \'s Gravenhaagsche Courant -lehden numero vuodelta 1819, jossa kerrotaan Oranje-Nassaun prinsessa Louisen kuolemasta.',
      fr: 'Les nouvelles imprimées, depuis les gazettes du début du XIXe siècle. La collection d\'exemple contient un numéro de 1819 de la \'s Gravenhaagsche Courant annonçant la mort de la princesse Louise d\'Orange-Nassau.',
      ga: 'Nuacht i gcló, ó nuachtáin thús an 19ú haois ar aghaidh. Sa bhailiúchán samplach tá eagrán de \'s Gravenhaagsche Courant ó 1819 a thuairiscíonn bás Louise, Banphrionsa Orange-Nassau.',
      hr: 'Tiskane vijesti, od novina ranog 19. stoljeća nadalje. Ogledna zbirka sadrži broj lista \'s Gravenhaagsche Courant iz 1819. koji izvještava o smrti princeze Lujze Oransko-Nassauske.',
      hu: 'Nyomtatott hírek a 19. század eleji újságoktól kezdve. A mintagyűjteményben a \'s Gravenhaagsche Courant egy 1819-es száma található, amely Lujza Orange-Nassau-i hercegnő haláláról számol be.',
      it: 'Notizie a stampa, dalle gazzette dell\'inizio dell\'Ottocento in poi. La collezione di esempio contiene un numero del 1819 della \'s Gravenhaagsche Courant che annuncia la morte della principessa Luisa di Orange-Nassau.',
      lt: 'Spausdintos naujienos nuo XIX amžiaus pradžios laikraščių. Pavyzdinėje kolekcijoje yra 1819 metų laikraščio \'s Gravenhaagsche Courant numeris, pranešantis apie Oranžo-Nasau princesės Luizos mirtį.',
      lv: 'Drukātas ziņas, sākot ar 19. gadsimta sākuma laikrakstiem. Paraugkolekcijā ir laikraksta \'s Gravenhaagsche Courant 1819. gada numurs ar ziņu par Oranžas-Nasavas princeses Luīzes nāvi.',
      mt: 'Aħbarijiet stampati, mill-gazzetti tal-bidu tas-seklu 19 \'il quddiem. Il-kollezzjoni kampjun fiha ħarġa tal-1819 tal-gazzetta \'s Gravenhaagsche Courant li tirrapporta l-mewt tal-Prinċipessa Louise ta\' Orange-Nassau.',
      nl: 'Nieuws in druk, vanaf de couranten van het begin van de negentiende eeuw. De voorbeeldcollectie bevat een nummer van de \'s Gravenhaagsche Courant uit 1819 met het bericht van het overlijden van prinses Louise van Oranje-Nassau.',
      pl: 'Wiadomości w druku, od gazet z początku XIX wieku. Kolekcja przykładowa zawiera numer \'s Gravenhaagsche Courant z 1819 roku z wiadomością o śmierci księżniczki Ludwiki Orańskiej-Nassau.',
      pt: 'Notícias impressas, desde as gazetas do início do século XIX. A coleção de exemplo contém um número de 1819 da \'s Gravenhaagsche Courant que noticia a morte da princesa Luísa de Orange-Nassau.',
      ro: 'Știri tipărite, de la gazetele de la începutul secolului al XIX-lea încoace. Colecția de exemplu cuprinde un număr din 1819 al ziarului \'s Gravenhaagsche Courant care anunță moartea prințesei Louise de Orania-Nassau.',
      sk: 'Tlačené správy od novín začiatku 19. storočia ďalej. Ukážková zbierka obsahuje číslo novín \'s Gravenhaagsche Courant z roku 1819, ktoré informuje o smrti princeznej Lujzy Oránsko-Nassauskej.',
      sl: 'Tiskane novice od časopisov zgodnjega 19. stoletja naprej. Vzorčna zbirka vsebuje številko časopisa \'s Gravenhaagsche Courant iz leta 1819, ki poroča o smrti princese Lujize Oransko-Nassauske.',
      sv: 'Nyheter i tryck, från det tidiga 1800-talets tidningar och framåt. Exempelsamlingen innehåller ett nummer av \'s Gravenhaagsche Courant från 1819 som berättar om prinsessan Louise av Oranien-Nassaus död.',
    }),
    // The masthead of a weekly of 1912 in the sample collection: no painting shows a newspaper.
    image: { reading: 'newspaper_harbour_courier_1912' },
    people: [],
    topics: [NEWSPAPER, PHOTOGRAPHY],
    highlights: [],
    searchUrl: '/search?query=newspaper',
    // The issue of 1819 the description names, a record of the sample collection (a painting of a reader was shown here).
    callToAction: {
      name: t({
        en: '\'s Gravenhaagsche Courant, 18 October 1819', bg: '\'s Gravenhaagsche Courant, 18 октомври 1819 г.',
        cs: '\'s Gravenhaagsche Courant, 18. října 1819', da: '\'s Gravenhaagsche Courant, 18. oktober 1819',
        de: '\'s Gravenhaagsche Courant, 18. Oktober 1819', el: '\'s Gravenhaagsche Courant, 18 Οκτωβρίου 1819',
        es: '\'s Gravenhaagsche Courant, 18 de octubre de 1819', et: '\'s Gravenhaagsche Courant, 18. oktoober 1819',
        eu: '\'s Gravenhaagsche Courant, 1819ko urriaren 18a', fi: '\'s Gravenhaagsche Courant, 18. lokakuuta 1819',
        fr: '\'s Gravenhaagsche Courant, 18 octobre 1819', ga: '\'s Gravenhaagsche Courant, 18 Deireadh Fómhair 1819',
        hr: '\'s Gravenhaagsche Courant, 18. listopada 1819.', hu: '\'s Gravenhaagsche Courant, 1819. október 18.',
        it: '\'s Gravenhaagsche Courant, 18 ottobre 1819', lt: '\'s Gravenhaagsche Courant, 1819 m. spalio 18 d.',
        lv: '\'s Gravenhaagsche Courant, 1819. gada 18. oktobris', mt: '\'s Gravenhaagsche Courant, 18 ta\' Ottubru 1819',
        nl: '\'s Gravenhaagsche Courant, 18 oktober 1819', pl: '\'s Gravenhaagsche Courant, 18 października 1819',
        pt: '\'s Gravenhaagsche Courant, 18 de outubro de 1819', ro: '\'s Gravenhaagsche Courant, 18 octombrie 1819',
        sk: '\'s Gravenhaagsche Courant, 18. októbra 1819', sl: '\'s Gravenhaagsche Courant, 18. oktober 1819',
        sv: '\'s Gravenhaagsche Courant, 18 oktober 1819',
      }),
      text: t({
        en: 'The Hague\'s newspaper with the news of the death of Princess Louise of Orange-Nassau, from the Rijksmuseum.',
        bg: 'Хагският вестник с новината за смъртта на принцеса Луиза Оранска-Насау, от колекцията на Rijksmuseum.',
        cs: 'Haagské noviny se zprávou o smrti princezny Luisy Oranžsko-Nasavské, ze sbírek Rijksmusea.',
        da: 'Haags avis med nyheden om prinsesse Louise af Oranien-Nassaus død, fra Rijksmuseum.',
        de: 'Die Haager Zeitung mit der Nachricht vom Tod der Prinzessin Luise von Oranien-Nassau, aus dem Rijksmuseum.',
        el: 'Η εφημερίδα της Χάγης με την είδηση του θανάτου της πριγκίπισσας Λουίζας της Οράγγης-Νασάου, από το Rijksmuseum.',
        es: 'El periódico de La Haya con la noticia de la muerte de la princesa Luisa de Orange-Nassau, del Rijksmuseum.',
        et: 'Haagi ajaleht Oranje-Nassau printsess Louise surmateatega, Rijksmuseumi kogust.',
        eu: 'Hagako egunkaria, Orange-Nassauko Luisa printzesaren heriotzaren berriarekin, Rijksmuseumekoa.',
        fi: 'Haagin sanomalehti, jossa kerrotaan Oranje-Nassaun prinsessa Louisen kuolemasta, Rijksmuseumin kokoelmista.',
        fr: 'Le journal de La Haye annonçant la mort de la princesse Louise d\'Orange-Nassau, conservé au Rijksmuseum.',
        ga: 'Nuachtán na Háige le nuacht faoi bhás Louise, Banphrionsa Orange-Nassau, ón Rijksmuseum.',
        hr: 'Haaške novine s viješću o smrti princeze Lujze Oransko-Nassauske, iz Rijksmuseuma.',
        hu: 'A hágai újság Lujza Orange-Nassau-i hercegnő halálának hírével, a Rijksmuseum gyűjteményéből.',
        it: 'Il giornale dell\'Aia con la notizia della morte della principessa Luisa di Orange-Nassau, dal Rijksmuseum.',
        lt: 'Hagos laikraštis su žinia apie Oranžo-Nasau princesės Luizos mirtį, iš Rijksmuseum rinkinių.',
        lv: 'Hāgas laikraksts ar ziņu par Oranžas-Nasavas princeses Luīzes nāvi, no Rijksmuseum krājuma.',
        mt: 'Il-gazzetta tal-Aja bl-aħbar tal-mewt tal-Prinċipessa Louise ta\' Orange-Nassau, mir-Rijksmuseum.',
        nl: 'De Haagse krant met het bericht van het overlijden van prinses Louise van Oranje-Nassau, uit het Rijksmuseum.',
        pl: 'Haska gazeta z wiadomością o śmierci księżniczki Ludwiki Orańskiej-Nassau, ze zbiorów Rijksmuseum.',
        pt: 'O jornal da Haia com a notícia da morte da princesa Luísa de Orange-Nassau, do Rijksmuseum.',
        ro: 'Ziarul din Haga cu vestea morții prințesei Louise de Orania-Nassau, de la Rijksmuseum.',
        sk: 'Haagske noviny so správou o smrti princeznej Lujzy Oránsko-Nassauskej, zo zbierok Rijksmusea.',
        sl: 'Haaški časopis z novico o smrti princese Lujize Oransko-Nassauske, iz Rijksmuseuma.',
        sv: 'Haags tidning med nyheten om prinsessan Louise av Oranien-Nassaus död, från Rijksmuseum.',
      }),
      url: '/item/90402/RP_P_OB_87_355',
      linkText: CTA_LINKS.newspaper,
    },
  });
  theme(b, {
    identifier: 'ww1',
    name: t({
      en: 'World War I', bg: 'Първа световна война', cs: 'První světová válka', da: 'Første Verdenskrig', de: 'Erster Weltkrieg',
      el: 'Πρώτος Παγκόσμιος Πόλεμος', es: 'Primera Guerra Mundial', et: 'Esimene maailmasõda', eu: 'Lehen Mundu Gerra', fi: 'Ensimmäinen maailmansota',
      fr: 'Première Guerre mondiale', ga: 'An Chéad Chogadh Domhanda', hr: 'Prvi svjetski rat', hu: 'Első világháború', it: 'Prima guerra mondiale',
      lt: 'Pirmasis pasaulinis karas', lv: 'Pirmais pasaules karš', mt: 'L-Ewwel Gwerra Dinjija', nl: 'Eerste Wereldoorlog', pl: 'I wojna światowa',
      pt: 'Primeira Guerra Mundial', ro: 'Primul Război Mondial', sk: 'Prvá svetová vojna', sl: 'Prva svetovna vojna', sv: 'Första världskriget',
    }),
    description: t({
      en: 'The war of 1914 to 1918, at the fronts and at home. The sample holds a call-up notice of October 1916 from the district of Baden in Austria, and a 1914 photograph of Parisians crowding round the Mona Lisa on its return to the Louvre.',
      bg: 'Войната от 1914 до 1918 г. – на фронтовете и в тила. Примерната колекция съдържа известие за мобилизация от октомври 1916 г. от околия Баден в Австрия и снимка от 1914 г. на парижани, струпали се около „Мона Лиза“ при завръщането ѝ в Лувъра.',
      cs: 'Válka let 1914 až 1918, na frontách i v zázemí. Ukázková sbírka obsahuje povolávací vyhlášku z října 1916 z okresu Baden v Rakousku a fotografii z roku 1914, na níž se Pařížané tlačí kolem Mony Lisy po jejím návratu do Louvru.',
      da: 'Krigen fra 1914 til 1918, ved fronterne og på hjemmefronten. Eksempelsamlingen rummer en indkaldelsesbekendtgørelse fra oktober 1916 fra distriktet Baden i Østrig og et fotografi fra 1914 af parisere, der trænges om Mona Lisa, da den vendte tilbage til Louvre.',
      de: 'Der Krieg von 1914 bis 1918, an den Fronten und in der Heimat. Die Beispielsammlung enthält eine Einberufungskundmachung vom Oktober 1916 aus dem Bezirk Baden in Österreich und eine Fotografie von 1914, auf der sich Pariserinnen und Pariser um die Mona Lisa drängen, als sie in den Louvre zurückkehrte.',
      el: 'Ο πόλεμος του 1914 έως 1918, στα μέτωπα και στα μετόπισθεν. Η δειγματική συλλογή περιλαμβάνει μια ανακοίνωση επιστράτευσης του Οκτωβρίου 1916 από την περιφέρεια του Μπάντεν στην Αυστρία και μια φωτογραφία του 1914 με Παριζιάνους που συνωστίζονται γύρω από τη Μόνα Λίζα κατά την επιστροφή της στο Λούβρο.',
      es: 'La guerra de 1914 a 1918, en los frentes y en la retaguardia. La colección de muestra contiene un aviso de llamamiento a filas de octubre de 1916 del distrito de Baden, en Austria, y una fotografía de 1914 de parisinos que se agolpan en torno a la Gioconda a su regreso al Louvre.',
      et: 'Sõda aastatel 1914 kuni 1918, rindel ja kodurindel. Näidiskogus on Austria Badeni ringkonna 1916. aasta oktoobri mobilisatsiooniteade ning 1914. aasta foto pariislastest, kes tunglevad Mona Lisa ümber, kui see Louvre\'i tagasi jõudis.',
      eu: '1914tik 1918ra arteko gerra, frontean eta etxean. Lagin-bildumak Austriako Baden barrutiko 1916ko urriko soldadutzarako deialdi bat du, eta 1914ko argazki bat, Louvrera itzuli zenean Mona Lisaren inguruan pilatutako paristarrekin.',
      fi: 'Vuosien 1914–1918 sota rintamilla ja kotirintamalla. Esimerkkikokoelmassa on Itävallan Badenin piirikunnan kutsuntailmoitus lokakuulta 1916 sekä vuonna 1914 otettu valokuva pariisilaisista tungeksimassa Mona Lisan ympärillä sen palattua Louvreen.',
      fr: 'La guerre de 1914 à 1918, au front et à l\'arrière. La collection d\'exemple contient un avis de mobilisation d\'octobre 1916 du district de Baden, en Autriche, et une photographie de 1914 montrant des Parisiens se pressant autour de La Joconde à son retour au Louvre.',
      ga: 'Cogadh 1914 go 1918, ag na fronta agus sa bhaile. Sa bhailiúchán samplach tá fógra slógaidh ó Dheireadh Fómhair 1916 ó cheantar Baden san Ostair, agus grianghraf ó 1914 de mhuintir Pháras ag brú timpeall ar an Mona Lisa nuair a tugadh ar ais go dtí an Louvre í.',
      hr: 'Rat od 1914. do 1918., na bojištima i u pozadini. Ogledna zbirka sadrži poziv za novačenje iz listopada 1916. iz kotara Baden u Austriji i fotografiju iz 1914. na kojoj se Parižani guraju oko Mona Lise nakon njezina povratka u Louvre.',
      hu: 'Az 1914 és 1918 közötti háború a frontokon és a hátországban. A mintagyűjteményben egy 1916 októberi behívóhirdetmény található az ausztriai Badeni járásból, valamint egy 1914-es fénykép, amelyen párizsiak tolonganak a Mona Lisa körül, amikor az visszatért a Louvre-ba.',
      it: 'La guerra dal 1914 al 1918, al fronte e in patria. La collezione di esempio contiene un avviso di chiamata alle armi dell\'ottobre 1916 dal distretto di Baden in Austria e una fotografia del 1914 di parigini che si accalcano intorno alla Gioconda al suo ritorno al Louvre.',
      lt: 'Karas nuo 1914 iki 1918 metų – frontuose ir užnugaryje. Pavyzdinėje kolekcijoje yra 1916 metų spalio šaukimo į kariuomenę skelbimas iš Badeno apskrities Austrijoje ir 1914 metų nuotrauka, kurioje paryžiečiai būriuojasi aplink į Luvrą grąžintą Moną Lizą.',
      lv: 'Karš no 1914. līdz 1918. gadam – frontēs un aizmugurē. Paraugkolekcijā ir 1916. gada oktobra iesaukšanas paziņojums no Bādenes apriņķa Austrijā un 1914. gada fotogrāfija ar parīziešiem, kas drūzmējas ap Monu Lizu pēc tās atgriešanās Luvrā.',
      mt: 'Il-gwerra mill-1914 sal-1918, fil-fronti u d-dar. Il-kollezzjoni kampjun fiha avviż ta\' sejħa għas-servizz militari ta\' Ottubru 1916 mid-distrett ta\' Baden fl-Awstrija, u ritratt tal-1914 ta\' Pariġini jiffullaw madwar il-Mona Lisa meta reġgħet lura fil-Louvre.',
      nl: 'De oorlog van 1914 tot 1918, aan het front en thuis. De voorbeeldcollectie bevat een oproep voor de militaire dienst van oktober 1916 uit het district Baden in Oostenrijk, en een foto uit 1914 van Parijzenaars die zich rond de Mona Lisa verdringen bij haar terugkeer in het Louvre.',
      pl: 'Wojna z lat 1914–1918, na frontach i na tyłach. Kolekcja przykładowa zawiera obwieszczenie o poborze z października 1916 roku z powiatu Baden w Austrii oraz fotografię z 1914 roku przedstawiającą paryżan tłoczących się wokół Mony Lizy po jej powrocie do Luwru.',
      pt: 'A guerra de 1914 a 1918, nas frentes e na retaguarda. A coleção de exemplo contém um aviso de recrutamento de outubro de 1916 do distrito de Baden, na Áustria, e uma fotografia de 1914 de parisienses a aglomerar-se em torno da Mona Lisa no seu regresso ao Louvre.',
      ro: 'Războiul din 1914 până în 1918, pe fronturi și acasă. Colecția de exemplu cuprinde un anunț de încorporare din octombrie 1916 din districtul Baden, Austria, și o fotografie din 1914 cu parizieni înghesuindu-se în jurul Giocondei la întoarcerea ei la Luvru.',
      sk: 'Vojna v rokoch 1914 až 1918, na frontoch aj v zázemí. Ukážková zbierka obsahuje povolávaciu vyhlášku z októbra 1916 z okresu Baden v Rakúsku a fotografiu z roku 1914, na ktorej sa Parížania tlačia okolo Mony Lisy po jej návrate do Louvru.',
      sl: 'Vojna od 1914 do 1918, na frontah in v zaledju. Vzorčna zbirka vsebuje vpoklicni razglas iz oktobra 1916 iz okraja Baden v Avstriji in fotografijo iz leta 1914, na kateri se Parižani gnetejo okoli Mone Lize ob njeni vrnitvi v Louvre.',
      sv: 'Kriget 1914 till 1918, vid fronterna och på hemmaplan. Exempelsamlingen innehåller en inkallelsekungörelse från oktober 1916 från distriktet Baden i Österrike och ett fotografi från 1914 av parisare som trängs kring Mona Lisa när den återvänt till Louvren.',
    }),
    // A letter of 1916 from home to a soldier at the front, in the sample collection.
    image: { reading: 'letter_anna_1916' },
    people: [],
    topics: [WORLD_WAR_I, PHOTOGRAPHY, NEWSPAPER],
    highlights: [],
    searchUrl: '/search?query=1914%20OR%201916',
    callToAction: {
      name: t({
        en: 'The war years in the collection', bg: 'Военните години в колекцията', cs: 'Válečná léta ve sbírce', da: 'Krigsårene i samlingen',
        de: 'Die Kriegsjahre in der Sammlung', el: 'Τα χρόνια του πολέμου στη συλλογή', es: 'Los años de la guerra en la colección', et: 'Sõja-aastad kogus',
        eu: 'Gerra-urteak bilduman', fi: 'Sotavuodet kokoelmassa', fr: 'Les années de guerre dans la collection', ga: 'Blianta an chogaidh sa bhailiúchán',
        hr: 'Ratne godine u zbirci', hu: 'A háborús évek a gyűjteményben', it: 'Gli anni della guerra nella collezione', lt: 'Karo metai kolekcijoje',
        lv: 'Kara gadi kolekcijā', mt: 'Is-snin tal-gwerra fil-kollezzjoni', nl: 'De oorlogsjaren in de collectie', pl: 'Lata wojny w kolekcji',
        pt: 'Os anos da guerra na coleção', ro: 'Anii războiului în colecție', sk: 'Vojnové roky v zbierke', sl: 'Vojna leta v zbirki',
        sv: 'Krigsåren i samlingen',
      }),
      text: t({
        en: 'A call-up notice of 1916 and a crowd at the Louvre in 1914: the records of the sample collection from the war years.',
        bg: 'Известие за мобилизация от 1916 г. и тълпа в Лувъра през 1914 г.: записите от военните години в примерната колекция.',
        cs: 'Povolávací vyhláška z roku 1916 a dav v Louvru v roce 1914: záznamy ukázkové sbírky z válečných let.',
        da: 'En indkaldelsesbekendtgørelse fra 1916 og en menneskemængde i Louvre i 1914: eksempelsamlingens poster fra krigsårene.',
        de: 'Eine Einberufungskundmachung von 1916 und eine Menschenmenge im Louvre 1914: die Objekte der Beispielsammlung aus den Kriegsjahren.',
        el: 'Μια ανακοίνωση επιστράτευσης του 1916 και ένα πλήθος στο Λούβρο το 1914: οι εγγραφές της δειγματικής συλλογής από τα χρόνια του πολέμου.',
        es: 'Un aviso de llamamiento a filas de 1916 y una multitud en el Louvre en 1914: los registros de la colección de muestra de los años de la guerra.',
        et: '1916. aasta mobilisatsiooniteade ja rahvahulk Louvre\'is 1914. aastal: näidiskogu kirjed sõja-aastatest.',
        eu: '1916ko soldadutzarako deialdi bat eta jendetza Louvren 1914an: lagin-bildumako gerra-urteetako erregistroak.',
        fi: 'Kutsuntailmoitus vuodelta 1916 ja väkijoukko Louvressa vuonna 1914: esimerkkikokoelman tietueet sotavuosilta.',
        fr: 'Un avis de mobilisation de 1916 et une foule au Louvre en 1914 : les notices de la collection d\'exemple datant des années de guerre.',
        ga: 'Fógra slógaidh ó 1916 agus slua sa Louvre in 1914: taifid an bhailiúcháin shamplaigh ó bhlianta an chogaidh.',
        hr: 'Poziv za novačenje iz 1916. i mnoštvo u Louvreu 1914.: zapisi ogledne zbirke iz ratnih godina.',
        hu: 'Egy 1916-os behívóhirdetmény és tömeg a Louvre-ban 1914-ben: a mintagyűjtemény rekordjai a háborús évekből.',
        it: 'Un avviso di chiamata alle armi del 1916 e una folla al Louvre nel 1914: i record della collezione di esempio degli anni della guerra.',
        lt: '1916 metų šaukimo į kariuomenę skelbimas ir minia Luvre 1914 metais: pavyzdinės kolekcijos įrašai iš karo metų.',
        lv: '1916. gada iesaukšanas paziņojums un ļaužu pūlis Luvrā 1914. gadā: paraugkolekcijas ieraksti no kara gadiem.',
        mt: 'Avviż ta\' sejħa għas-servizz militari tal-1916 u folla fil-Louvre fl-1914: ir-reġistri tal-kollezzjoni kampjun mis-snin tal-gwerra.',
        nl: 'Een oproep voor de militaire dienst uit 1916 en een menigte in het Louvre in 1914: de records van de voorbeeldcollectie uit de oorlogsjaren.',
        pl: 'Obwieszczenie o poborze z 1916 roku i tłum w Luwrze w 1914 roku: rekordy kolekcji przykładowej z lat wojny.',
        pt: 'Um aviso de recrutamento de 1916 e uma multidão no Louvre em 1914: os registos da coleção de exemplo dos anos da guerra.',
        ro: 'Un anunț de încorporare din 1916 și o mulțime la Luvru în 1914: înregistrările din colecția de exemplu din anii războiului.',
        sk: 'Povolávacia vyhláška z roku 1916 a dav v Louvri v roku 1914: záznamy ukážkovej zbierky z vojnových rokov.',
        sl: 'Vpoklicni razglas iz leta 1916 in množica v Louvru leta 1914: zapisi vzorčne zbirke iz vojnih let.',
        sv: 'En inkallelsekungörelse från 1916 och en folkmassa på Louvren 1914: exempelsamlingens poster från krigsåren.',
      }),
      url: '/search?query=1914%20OR%201916',
      linkText: CTA_LINKS.records,
    },
  });
}
