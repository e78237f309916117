/**
 * The words of the generated editorial volume (`npm run data:content`): subjects, places, techniques and
 * sentence patterns in English and six of the portal's languages, so that a translated entry carries a real
 * translation (never an English copy) and a page in German reads as German. Every text of the generator is
 * built from these tables; the choices between them are made once per entry (volume/entries.ts) and then
 * rendered in each language the entry is translated into.
 */
import type { ContentLocale } from '../locales.ts';

export const VOLUME_LANGS = ['en', 'de', 'fr', 'nl', 'es', 'it', 'pl'] as const;
export type Lang = (typeof VOLUME_LANGS)[number];
/** The languages an entry may be translated into (English is always there). */
export const TRANSLATION_LANGS: readonly Lang[] = VOLUME_LANGS.filter((lang) => lang !== 'en');

export const LANG_ISO: Readonly<Record<Lang, ContentLocale>> = {
  en: 'en-GB', de: 'de-DE', fr: 'fr-FR', nl: 'nl-NL', es: 'es-ES', it: 'it-IT', pl: 'pl-PL',
};

/** One text in every volume language. */
export type Phrase = Readonly<Record<Lang, string>>;

const phrase = (en: string, de: string, fr: string, nl: string, es: string, it: string, pl: string): Phrase => ({ en, de, fr, nl, es, it, pl });

/** A subject: as a title ("Harbour scenes") and as a noun phrase inside a sentence ("les scènes de port"). */
export interface Subject {
  readonly title: Phrase;
  readonly np: Phrase;
}

const subject = (title: Phrase, np: Partial<Phrase> = {}): Subject => ({
  title,
  np: Object.fromEntries(VOLUME_LANGS.map((lang) => [lang, np[lang] ?? (lang === 'de' ? title[lang] : title[lang].toLowerCase())])) as Record<Lang, string>,
});

export const SUBJECTS: readonly Subject[] = [
  subject(phrase('Harbour scenes', 'Hafenszenen', 'Scènes de port', 'Havengezichten', 'Escenas de puerto', 'Scene di porto', 'Sceny portowe'), { fr: 'les scènes de port', es: 'las escenas de puerto', it: 'le scene di porto' }),
  subject(phrase('Portraits of children', 'Kinderbildnisse', 'Portraits d\'enfants', 'Kinderportretten', 'Retratos infantiles', 'Ritratti di bambini', 'Portrety dzieci'), { fr: 'les portraits d\'enfants', es: 'los retratos infantiles', it: 'i ritratti di bambini' }),
  subject(phrase('Still lifes with flowers', 'Blumenstillleben', 'Natures mortes aux fleurs', 'Bloemstillevens', 'Bodegones de flores', 'Nature morte con fiori', 'Martwe natury z kwiatami'), { fr: 'les natures mortes aux fleurs', es: 'los bodegones de flores', it: 'le nature morte con fiori' }),
  subject(phrase('Winter landscapes', 'Winterlandschaften', 'Paysages d\'hiver', 'Winterlandschappen', 'Paisajes invernales', 'Paesaggi invernali', 'Pejzaże zimowe'), { fr: 'les paysages d\'hiver', es: 'los paisajes invernales', it: 'i paesaggi invernali' }),
  subject(phrase('Market scenes', 'Marktszenen', 'Scènes de marché', 'Marktscènes', 'Escenas de mercado', 'Scene di mercato', 'Sceny targowe'), { fr: 'les scènes de marché', es: 'las escenas de mercado', it: 'le scene di mercato' }),
  subject(phrase('Saints and martyrs', 'Heilige und Märtyrer', 'Saints et martyrs', 'Heiligen en martelaren', 'Santos y mártires', 'Santi e martiri', 'Święci i męczennicy'), { fr: 'les saints et les martyrs', es: 'los santos y los mártires', it: 'i santi e i martiri' }),
  subject(phrase('Garden views', 'Gartenansichten', 'Vues de jardins', 'Tuingezichten', 'Vistas de jardines', 'Vedute di giardini', 'Widoki ogrodów'), { fr: 'les vues de jardins', es: 'las vistas de jardines', it: 'le vedute di giardini' }),
  subject(phrase('Musicians at work', 'Musiker bei der Arbeit', 'Musiciens à l\'œuvre', 'Musici aan het werk', 'Músicos en acción', 'Musicisti all\'opera', 'Muzycy przy pracy'), { fr: 'les musiciens à l\'œuvre', es: 'los músicos en acción', it: 'i musicisti all\'opera' }),
  subject(phrase('River landscapes', 'Flusslandschaften', 'Paysages fluviaux', 'Rivierlandschappen', 'Paisajes fluviales', 'Paesaggi fluviali', 'Pejzaże rzeczne'), { fr: 'les paysages fluviaux', es: 'los paisajes fluviales', it: 'i paesaggi fluviali' }),
  subject(phrase('Court portraits', 'Hofporträts', 'Portraits de cour', 'Hofportretten', 'Retratos de corte', 'Ritratti di corte', 'Portrety dworskie'), { fr: 'les portraits de cour', es: 'los retratos de corte', it: 'i ritratti di corte' }),
  subject(phrase('Scenes of rural work', 'Bilder ländlicher Arbeit', 'Scènes de travaux des champs', 'Taferelen van landarbeid', 'Escenas de trabajo rural', 'Scene di lavoro nei campi', 'Sceny pracy na wsi'), { fr: 'les scènes de travaux des champs', es: 'las escenas de trabajo rural', it: 'le scene di lavoro nei campi' }),
  subject(phrase('Ships at sea', 'Schiffe auf See', 'Navires en mer', 'Schepen op zee', 'Barcos en el mar', 'Navi in mare', 'Statki na morzu'), { fr: 'les navires en mer', es: 'los barcos en el mar', it: 'le navi in mare' }),
  subject(phrase('City views', 'Stadtansichten', 'Vues de villes', 'Stadsgezichten', 'Vistas urbanas', 'Vedute urbane', 'Widoki miast'), { fr: 'les vues de villes', es: 'las vistas urbanas', it: 'le vedute urbane' }),
  subject(phrase('Animals in art', 'Tiere in der Kunst', 'Animaux dans l\'art', 'Dieren in de kunst', 'Animales en el arte', 'Animali nell\'arte', 'Zwierzęta w sztuce'), { fr: 'les animaux dans l\'art', es: 'los animales en el arte', it: 'gli animali nell\'arte' }),
  subject(phrase('Myths and legends', 'Mythen und Legenden', 'Mythes et légendes', 'Mythen en legenden', 'Mitos y leyendas', 'Miti e leggende', 'Mity i legendy'), { fr: 'les mythes et les légendes', es: 'los mitos y las leyendas', it: 'i miti e le leggende' }),
  subject(phrase('Family portraits', 'Familienbildnisse', 'Portraits de famille', 'Familieportretten', 'Retratos de familia', 'Ritratti di famiglia', 'Portrety rodzinne'), { fr: 'les portraits de famille', es: 'los retratos de familia', it: 'i ritratti di famiglia' }),
  subject(phrase('Coastal cliffs', 'Steilküsten', 'Falaises côtières', 'Kustkliffen', 'Acantilados costeros', 'Scogliere costiere', 'Klify nadmorskie'), { fr: 'les falaises côtières', es: 'los acantilados costeros', it: 'le scogliere costiere' }),
  subject(phrase('Interiors', 'Interieurs', 'Intérieurs', 'Interieurs', 'Interiores', 'Interni', 'Wnętrza'), { fr: 'les intérieurs', es: 'los interiores', it: 'gli interni' }),
  subject(phrase('Dancers', 'Tänzerinnen', 'Danseuses', 'Danseressen', 'Bailarinas', 'Ballerine', 'Tancerki'), { fr: 'les danseuses', es: 'las bailarinas', it: 'le ballerine' }),
  subject(phrase('Altarpieces', 'Altarbilder', 'Retables', 'Altaarstukken', 'Retablos', 'Pale d\'altare', 'Ołtarze'), { fr: 'les retables', es: 'los retablos', it: 'le pale d\'altare' }),
];

/** A city: its name and "in <city>" (Polish needs the locative, Italian "ad" before a vowel). */
export interface Place {
  readonly name: Phrase;
  readonly in: Phrase;
}

const place = (name: Phrase, at: Phrase): Place => ({ name, in: at });

export const PLACES: readonly Place[] = [
  place(phrase('Venice', 'Venedig', 'Venise', 'Venetië', 'Venecia', 'Venezia', 'Wenecja'), phrase('in Venice', 'in Venedig', 'à Venise', 'in Venetië', 'en Venecia', 'a Venezia', 'w Wenecji')),
  place(phrase('Paris', 'Paris', 'Paris', 'Parijs', 'París', 'Parigi', 'Paryż'), phrase('in Paris', 'in Paris', 'à Paris', 'in Parijs', 'en París', 'a Parigi', 'w Paryżu')),
  place(phrase('Antwerp', 'Antwerpen', 'Anvers', 'Antwerpen', 'Amberes', 'Anversa', 'Antwerpia'), phrase('in Antwerp', 'in Antwerpen', 'à Anvers', 'in Antwerpen', 'en Amberes', 'ad Anversa', 'w Antwerpii')),
  place(phrase('Florence', 'Florenz', 'Florence', 'Florence', 'Florencia', 'Firenze', 'Florencja'), phrase('in Florence', 'in Florenz', 'à Florence', 'in Florence', 'en Florencia', 'a Firenze', 'we Florencji')),
  place(phrase('Seville', 'Sevilla', 'Séville', 'Sevilla', 'Sevilla', 'Siviglia', 'Sewilla'), phrase('in Seville', 'in Sevilla', 'à Séville', 'in Sevilla', 'en Sevilla', 'a Siviglia', 'w Sewilli')),
  place(phrase('Amsterdam', 'Amsterdam', 'Amsterdam', 'Amsterdam', 'Ámsterdam', 'Amsterdam', 'Amsterdam'), phrase('in Amsterdam', 'in Amsterdam', 'à Amsterdam', 'in Amsterdam', 'en Ámsterdam', 'ad Amsterdam', 'w Amsterdamie')),
  place(phrase('Bruges', 'Brügge', 'Bruges', 'Brugge', 'Brujas', 'Bruges', 'Brugia'), phrase('in Bruges', 'in Brügge', 'à Bruges', 'in Brugge', 'en Brujas', 'a Bruges', 'w Brugii')),
  place(phrase('Rome', 'Rom', 'Rome', 'Rome', 'Roma', 'Roma', 'Rzym'), phrase('in Rome', 'in Rom', 'à Rome', 'in Rome', 'en Roma', 'a Roma', 'w Rzymie')),
  place(phrase('Vienna', 'Wien', 'Vienne', 'Wenen', 'Viena', 'Vienna', 'Wiedeń'), phrase('in Vienna', 'in Wien', 'à Vienne', 'in Wenen', 'en Viena', 'a Vienna', 'w Wiedniu')),
  place(phrase('Prague', 'Prag', 'Prague', 'Praag', 'Praga', 'Praga', 'Praga'), phrase('in Prague', 'in Prag', 'à Prague', 'in Praag', 'en Praga', 'a Praga', 'w Pradze')),
  place(phrase('Kraków', 'Krakau', 'Cracovie', 'Krakau', 'Cracovia', 'Cracovia', 'Kraków'), phrase('in Kraków', 'in Krakau', 'à Cracovie', 'in Krakau', 'en Cracovia', 'a Cracovia', 'w Krakowie')),
  place(phrase('Lisbon', 'Lissabon', 'Lisbonne', 'Lissabon', 'Lisboa', 'Lisbona', 'Lizbona'), phrase('in Lisbon', 'in Lissabon', 'à Lisbonne', 'in Lissabon', 'en Lisboa', 'a Lisbona', 'w Lizbonie')),
  place(phrase('Madrid', 'Madrid', 'Madrid', 'Madrid', 'Madrid', 'Madrid', 'Madryt'), phrase('in Madrid', 'in Madrid', 'à Madrid', 'in Madrid', 'en Madrid', 'a Madrid', 'w Madrycie')),
  place(phrase('London', 'London', 'Londres', 'Londen', 'Londres', 'Londra', 'Londyn'), phrase('in London', 'in London', 'à Londres', 'in Londen', 'en Londres', 'a Londra', 'w Londynie')),
  place(phrase('Munich', 'München', 'Munich', 'München', 'Múnich', 'Monaco di Baviera', 'Monachium'), phrase('in Munich', 'in München', 'à Munich', 'in München', 'en Múnich', 'a Monaco di Baviera', 'w Monachium')),
  place(phrase('Copenhagen', 'Kopenhagen', 'Copenhague', 'Kopenhagen', 'Copenhague', 'Copenaghen', 'Kopenhaga'), phrase('in Copenhagen', 'in Kopenhagen', 'à Copenhague', 'in Kopenhagen', 'en Copenhague', 'a Copenaghen', 'w Kopenhadze')),
  place(phrase('Naples', 'Neapel', 'Naples', 'Napels', 'Nápoles', 'Napoli', 'Neapol'), phrase('in Naples', 'in Neapel', 'à Naples', 'in Napels', 'en Nápoles', 'a Napoli', 'w Neapolu')),
  place(phrase('Stockholm', 'Stockholm', 'Stockholm', 'Stockholm', 'Estocolmo', 'Stoccolma', 'Sztokholm'), phrase('in Stockholm', 'in Stockholm', 'à Stockholm', 'in Stockholm', 'en Estocolmo', 'a Stoccolma', 'w Sztokholmie')),
  place(phrase('Ghent', 'Gent', 'Gand', 'Gent', 'Gante', 'Gand', 'Gandawa'), phrase('in Ghent', 'in Gent', 'à Gand', 'in Gent', 'en Gante', 'a Gand', 'w Gandawie')),
  place(phrase('Dresden', 'Dresden', 'Dresde', 'Dresden', 'Dresde', 'Dresda', 'Drezno'), phrase('in Dresden', 'in Dresden', 'à Dresde', 'in Dresden', 'en Dresde', 'a Dresda', 'w Dreźnie')),
];

/** Techniques as "in watercolour" (category names: "Harbour scenes in watercolour"). */
export const TECHNIQUES: readonly Phrase[] = [
  phrase('in watercolour', 'in Aquarell', 'à l\'aquarelle', 'in aquarel', 'en acuarela', 'ad acquerello', 'akwarelą'),
  phrase('in oil', 'in Öl', 'à l\'huile', 'in olieverf', 'al óleo', 'a olio', 'techniką olejną'),
  phrase('in tempera', 'in Tempera', 'à la détrempe', 'in tempera', 'al temple', 'a tempera', 'temperą'),
  phrase('in etching', 'in Radierungen', 'à l\'eau-forte', 'in ets', 'al aguafuerte', 'all\'acquaforte', 'w akwaforcie'),
  phrase('in pastel', 'in Pastell', 'au pastel', 'in pastel', 'al pastel', 'a pastello', 'pastelami'),
  phrase('in drawings', 'in Zeichnungen', 'en dessin', 'in tekeningen', 'en dibujo', 'nel disegno', 'w rysunku'),
  phrase('in fresco', 'in Fresken', 'à fresque', 'in fresco', 'al fresco', 'ad affresco', 'na freskach'),
  phrase('in woodcut', 'in Holzschnitten', 'en gravure sur bois', 'in houtsnede', 'en xilografía', 'in xilografia', 'w drzeworycie'),
];

/** The centuries the generated texts talk about. */
export const CENTURIES: readonly number[] = [14, 15, 16, 17, 18, 19, 20];

function roman(n: number): string {
  const table: readonly (readonly [number, string])[] = [[10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let rest = n;
  let out = '';
  for (const [value, digits] of table) {
    while (rest >= value) {
      out += digits;
      rest -= value;
    }
  }
  return out;
}

/** "in the 17th century", "im 17. Jahrhundert", "au XVIIe siècle" … */
export function centuryIn(lang: Lang, n: number): string {
  switch (lang) {
    case 'en': return `in the ${String(n)}th century`;
    case 'de': return `im ${String(n)}. Jahrhundert`;
    case 'fr': return `au ${roman(n)}e siècle`;
    case 'nl': return `in de ${String(n)}e eeuw`;
    case 'es': return `en el siglo ${roman(n)}`;
    case 'it': return `nel ${roman(n)} secolo`;
    case 'pl': return `w ${roman(n)} wieku`;
  }
}

/** The values a sentence pattern is filled with (works, artists and media are named as catalogued, in English). */
export interface Slots {
  readonly subject: Subject;
  readonly place: Place;
  readonly century: number;
  readonly work: string;
  readonly artist: string;
  readonly medium: string;
}

type Pattern = (s: string, p: string, c: string, w: string, a: string, m: string) => string;

/** Sentences of body text, one list per language in the same order (index = the same sentence). */
const SENTENCES: Readonly<Record<Lang, readonly Pattern[]>> = {
  en: [
    (s, p, c) => `${s} were a favourite subject of painters ${p} ${c}.`,
    (_s, _p, _c, w, a) => `${a} painted ${w}, one of the works discussed here.`,
    (s) => `Collections across Europe hold many examples of ${s}.`,
    () => 'A close look at the surface shows how the picture was built up, layer by layer.',
    (_s, _p, _c, w, _a, m) => `The work ${w} is catalogued as: ${m}.`,
    () => 'Many such works were made for churches, guilds or private homes.',
    (s) => `Later collectors valued ${s} for their detail and the stories they tell.`,
    () => 'Today these works can be seen online in high resolution and reused freely.',
    (_s, _p, c) => `Comparing two versions of one subject shows what changed ${c}.`,
    (_s, p) => `Workshops ${p} trained apprentices who copied the master's compositions.`,
  ],
  de: [
    (s, p, c) => `${s} waren ${c} ein beliebtes Motiv der Maler ${p}.`,
    (_s, _p, _c, w, a) => `${a} malte ${w}, eines der hier besprochenen Werke.`,
    (s) => `Sammlungen in ganz Europa bewahren viele Beispiele für ${s}.`,
    () => 'Ein genauer Blick auf die Oberfläche zeigt, wie das Bild Schicht für Schicht aufgebaut wurde.',
    (_s, _p, _c, w, _a, m) => `Das Werk ${w} ist verzeichnet als: ${m}.`,
    () => 'Viele solcher Werke entstanden für Kirchen, Zünfte oder Privathäuser.',
    (s) => `Spätere Sammler schätzten ${s} wegen ihrer Details und der Geschichten, die sie erzählen.`,
    () => 'Heute lassen sich diese Werke online in hoher Auflösung betrachten und frei nachnutzen.',
    (_s, _p, c) => `Der Vergleich zweier Fassungen eines Motivs zeigt, was sich ${c} änderte.`,
    (_s, p) => `Werkstätten ${p} bildeten Lehrlinge aus, die die Kompositionen des Meisters kopierten.`,
  ],
  fr: [
    (s, p, c) => `${s} étaient un sujet apprécié des peintres ${p} ${c}.`,
    (_s, _p, _c, w, a) => `${a} a peint ${w}, l'une des œuvres présentées ici.`,
    (s) => `Les collections de toute l'Europe conservent de nombreux exemples sur ce thème : ${s}.`,
    () => 'Un examen attentif de la surface montre comment le tableau a été construit, couche après couche.',
    (_s, _p, _c, w, _a, m) => `L'œuvre ${w} est cataloguée ainsi : ${m}.`,
    () => 'Beaucoup de ces œuvres ont été réalisées pour des églises, des corporations ou des demeures privées.',
    (s) => `Les collectionneurs ont ensuite apprécié ${s} pour leurs détails et leurs récits.`,
    () => 'Aujourd\'hui, ces œuvres peuvent être vues en ligne en haute résolution et réutilisées librement.',
    (_s, _p, c) => `La comparaison de deux versions d'un même sujet montre ce qui a changé ${c}.`,
    (_s, p) => `Les ateliers ${p} formaient des apprentis qui copiaient les compositions du maître.`,
  ],
  nl: [
    (s, p, c) => `${s} waren ${c} een geliefd onderwerp van schilders ${p}.`,
    (_s, _p, _c, w, a) => `${a} schilderde ${w}, een van de werken die hier aan bod komen.`,
    (s) => `Collecties in heel Europa bewaren veel voorbeelden van ${s}.`,
    () => 'Wie het oppervlak van dichtbij bekijkt, ziet hoe het schilderij laag voor laag is opgebouwd.',
    (_s, _p, _c, w, _a, m) => `Het werk ${w} staat beschreven als: ${m}.`,
    () => 'Veel van zulke werken werden gemaakt voor kerken, gilden of particuliere huizen.',
    (s) => `Latere verzamelaars waardeerden ${s} om hun details en de verhalen die ze vertellen.`,
    () => 'Vandaag zijn deze werken online in hoge resolutie te zien en vrij te hergebruiken.',
    (_s, _p, c) => `Wie twee versies van één onderwerp vergelijkt, ziet wat er ${c} veranderde.`,
    (_s, p) => `Werkplaatsen ${p} leidden leerlingen op die de composities van de meester kopieerden.`,
  ],
  es: [
    (s, p, c) => `${s} fueron un tema apreciado por los pintores ${p} ${c}.`,
    (_s, _p, _c, w, a) => `${a} pintó ${w}, una de las obras comentadas aquí.`,
    (s) => `Colecciones de toda Europa conservan muchos ejemplos de este tema: ${s}.`,
    () => 'Una mirada atenta a la superficie muestra cómo se construyó el cuadro, capa a capa.',
    (_s, _p, _c, w, _a, m) => `La obra ${w} figura en el catálogo como: ${m}.`,
    () => 'Muchas de estas obras se hicieron para iglesias, gremios o casas particulares.',
    (s) => `Los coleccionistas posteriores apreciaron ${s} por sus detalles y sus historias.`,
    () => 'Hoy estas obras pueden verse en línea en alta resolución y reutilizarse libremente.',
    (_s, _p, c) => `Comparar dos versiones de un mismo tema muestra qué cambió ${c}.`,
    (_s, p) => `Los talleres ${p} formaban aprendices que copiaban las composiciones del maestro.`,
  ],
  it: [
    (s, p, c) => `${s} furono un soggetto amato dai pittori ${p} ${c}.`,
    (_s, _p, _c, w, a) => `${a} dipinse ${w}, una delle opere di cui si parla qui.`,
    (s) => `Collezioni di tutta Europa conservano molti esempi di questo tema: ${s}.`,
    () => 'Uno sguardo attento alla superficie mostra come il dipinto sia stato costruito, strato dopo strato.',
    (_s, _p, _c, w, _a, m) => `L'opera ${w} è catalogata come: ${m}.`,
    () => 'Molte di queste opere furono realizzate per chiese, corporazioni o case private.',
    (s) => `I collezionisti successivi apprezzarono ${s} per i loro dettagli e le loro storie.`,
    () => 'Oggi queste opere si possono vedere online ad alta risoluzione e riutilizzare liberamente.',
    (_s, _p, c) => `Confrontare due versioni dello stesso soggetto mostra che cosa cambiò ${c}.`,
    (_s, p) => `Le botteghe ${p} formavano apprendisti che copiavano le composizioni del maestro.`,
  ],
  pl: [
    (s, p, c) => `${s} były ${c} ulubionym tematem malarzy ${p}.`,
    (_s, _p, _c, w, a) => `Dzieło ${w} (${a}) należy do omawianych tu prac.`,
    (s) => `Kolekcje w całej Europie przechowują wiele przykładów na ten temat: ${s}.`,
    () => 'Uważne spojrzenie na powierzchnię pokazuje, jak obraz powstawał warstwa po warstwie.',
    (_s, _p, _c, w, _a, m) => `Dzieło ${w} jest skatalogowane jako: ${m}.`,
    () => 'Wiele takich dzieł powstało dla kościołów, cechów lub prywatnych domów.',
    (s) => `Późniejsi kolekcjonerzy cenili ten temat – ${s} – za szczegóły i opowiadane historie.`,
    () => 'Dziś te dzieła można oglądać online w wysokiej rozdzielczości i swobodnie wykorzystywać.',
    (_s, _p, c) => `Porównanie dwóch wersji jednego tematu pokazuje, co zmieniło się ${c}.`,
    (_s, p) => `Warsztaty ${p} kształciły uczniów, którzy kopiowali kompozycje mistrza.`,
  ],
};

export const SENTENCE_COUNT = SENTENCES.en.length;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Sentence `index` in `lang`, filled with `slots` (the work in Markdown italics). */
export function sentence(lang: Lang, index: number, slots: Slots): string {
  const pattern = SENTENCES[lang][index % SENTENCE_COUNT];
  if (pattern === undefined) throw new Error(`volume text: no sentence ${String(index)} in ${lang}`);
  const text = pattern(slots.subject.np[lang], slots.place.in[lang], centuryIn(lang, slots.century), `*${slots.work}*`, slots.artist, slots.medium.toLowerCase());
  return capitalise(text);
}

/** Title patterns of stories and exhibitions (index = the same title in every language). */
export const TITLE_COUNT = 4;

export function title(lang: Lang, index: number, slots: Slots): string {
  const s = slots.subject;
  switch (index % TITLE_COUNT) {
    case 0: return `${s.title[lang]} ${slots.place.in[lang]}`;
    case 1: return `${s.title[lang]} ${centuryIn(lang, slots.century)}`;
    case 2: return `${slots.work}: ${CLOSER_LOOK[lang]}`;
    default: return `${slots.artist} ${AND[lang]} ${s.np[lang]}`;
  }
}

const CLOSER_LOOK = phrase('a closer look', 'ein genauer Blick', 'un regard attentif', 'van dichtbij bekeken', 'una mirada de cerca', 'uno sguardo da vicino', 'z bliska');
const AND = phrase('and', 'und', 'et', 'en', 'y', 'e', 'i');

/** The headline under a title. */
export function headline(lang: Lang, slots: Slots): string {
  const s = slots.subject.np[lang];
  const p = slots.place.in[lang];
  const c = centuryIn(lang, slots.century);
  const text: Record<Lang, string> = {
    en: `What ${s} tell us about life ${p} ${c}`,
    de: `Was ${s} über das Leben ${p} ${c} erzählen`,
    fr: `Ce que ${s} racontent de la vie ${p} ${c}`,
    nl: `Wat ${s} vertellen over het leven ${p} ${c}`,
    es: `Lo que ${s} cuentan de la vida ${p} ${c}`,
    it: `Che cosa raccontano ${s} della vita ${p} ${c}`,
    pl: `Co ${s} mówią o życiu ${p} ${c}`,
  };
  return capitalise(text[lang]);
}

/** Headlines of body sections; also the names of exhibition chapters. */
export const SECTION_HEADLINES: readonly Phrase[] = [
  phrase('Where it started', 'Wo alles begann', 'Les débuts', 'Waar het begon', 'Dónde empezó', 'Dove tutto è cominciato', 'Jak to się zaczęło'),
  phrase('The painters', 'Die Maler', 'Les peintres', 'De schilders', 'Los pintores', 'I pittori', 'Malarze'),
  phrase('Materials and techniques', 'Material und Technik', 'Matériaux et techniques', 'Materialen en technieken', 'Materiales y técnicas', 'Materiali e tecniche', 'Materiały i techniki'),
  phrase('A closer look', 'Ein genauer Blick', 'Un regard attentif', 'Van dichtbij', 'Una mirada de cerca', 'Uno sguardo da vicino', 'Z bliska'),
  phrase('Collectors and museums', 'Sammler und Museen', 'Collectionneurs et musées', 'Verzamelaars en musea', 'Coleccionistas y museos', 'Collezionisti e musei', 'Kolekcjonerzy i muzea'),
  phrase('What came next', 'Was danach kam', 'La suite', 'Wat daarna kwam', 'Lo que vino después', 'Quello che venne dopo', 'Co było potem'),
  phrase('Seen today', 'Heute gesehen', 'Vu aujourd\'hui', 'Vandaag bekeken', 'Visto hoy', 'Visto oggi', 'Dziś'),
  phrase('Two versions compared', 'Zwei Fassungen im Vergleich', 'Deux versions comparées', 'Twee versies vergeleken', 'Dos versiones comparadas', 'Due versioni a confronto', 'Dwie wersje w porównaniu'),
];

export const LABELS = {
  readAlso: phrase('Read also', 'Lesen Sie auch', 'À lire aussi', 'Lees ook', 'Lea también', 'Leggi anche', 'Przeczytaj też'),
  video: phrase('Video', 'Video', 'Vidéo', 'Video', 'Vídeo', 'Video', 'Wideo'),
  slides: phrase('In three pictures', 'In drei Bildern', 'En trois images', 'In drie beelden', 'En tres imágenes', 'In tre immagini', 'W trzech obrazach'),
  stories: phrase('Stories', 'Geschichten', 'Récits', 'Verhalen', 'Historias', 'Storie', 'Historie'),
  storyOfTheMonth: phrase('Story of the month', 'Geschichte des Monats', 'Récit du mois', 'Verhaal van de maand', 'Historia del mes', 'Storia del mese', 'Historia miesiąca'),
  readTheStory: phrase('Read the story', 'Zur Geschichte', 'Lire le récit', 'Lees het verhaal', 'Leer la historia', 'Leggi la storia', 'Przeczytaj historię'),
  exhibitionOfTheMonth: phrase('Exhibition of the month', 'Ausstellung des Monats', 'Exposition du mois', 'Tentoonstelling van de maand', 'Exposición del mes', 'Mostra del mese', 'Wystawa miesiąca'),
  visitTheExhibition: phrase('Visit the exhibition', 'Zur Ausstellung', 'Visiter l\'exposition', 'Bezoek de tentoonstelling', 'Visitar la exposición', 'Visita la mostra', 'Zobacz wystawę'),
  storyHighlights: phrase('Story highlights', 'Ausgewählte Geschichten', 'Récits à la une', 'Uitgelichte verhalen', 'Historias destacadas', 'Storie in evidenza', 'Wybrane historie'),
  storyHighlightsText: phrase(
    'Stories chosen by the editors, grouped by subject.',
    'Von der Redaktion ausgewählte Geschichten, nach Themen geordnet.',
    'Des récits choisis par la rédaction, classés par sujet.',
    'Verhalen gekozen door de redactie, geordend per onderwerp.',
    'Historias elegidas por la redacción, agrupadas por tema.',
    'Storie scelte dalla redazione, raggruppate per soggetto.',
    'Historie wybrane przez redakcję, pogrupowane według tematów.',
  ),
  seeTheSelection: phrase('See the selection', 'Zur Auswahl', 'Voir la sélection', 'Bekijk de selectie', 'Ver la selección', 'Vedi la selezione', 'Zobacz wybór'),
  worksInTheseStories: phrase('Works in these stories', 'Werke aus diesen Geschichten', 'Œuvres de ces récits', 'Werken uit deze verhalen', 'Obras de estas historias', 'Opere di queste storie', 'Dzieła z tych historii'),
  allStories: phrase('All stories', 'Alle Geschichten', 'Tous les récits', 'Alle verhalen', 'Todas las historias', 'Tutte le storie', 'Wszystkie historie'),
  warning: phrase('Sensitive content', 'Sensible Inhalte', 'Contenu sensible', 'Gevoelige inhoud', 'Contenido sensible', 'Contenuti sensibili', 'Treści wrażliwe'),
  warningText: phrase(
    'Some of the works in this story show violence or death.',
    'Einige Werke dieser Geschichte zeigen Gewalt oder Tod.',
    'Certaines œuvres de ce récit montrent la violence ou la mort.',
    'Sommige werken in dit verhaal tonen geweld of de dood.',
    'Algunas obras de esta historia muestran violencia o muerte.',
    'Alcune opere di questa storia mostrano violenza o morte.',
    'Niektóre dzieła w tej historii przedstawiają przemoc lub śmierć.',
  ),
} as const;

/** Given and family names of the generated authors (combined, never a real person's full name on purpose). */
export const GIVEN_NAMES: readonly string[] = [
  'Anna', 'Lukas', 'Marie', 'Jan', 'Sofia', 'Pieter', 'Elena', 'Tomasz', 'Inès', 'Marco', 'Katarzyna', 'Joost', 'Lucía', 'Henrik', 'Giulia', 'Eva',
];
export const FAMILY_NAMES: readonly string[] = [
  'Verbeke', 'Hartmann', 'Lefèvre', 'Kowalczyk', 'Moretti', 'Jansen', 'Ortega', 'Lindqvist', 'Dubois', 'Novák', 'Ferreira', 'Kessler',
];

/** Exhibition credits: "Curated by <names>. Images: …". */
export function credits(lang: Lang, names: string): string {
  const text: Record<Lang, string> = {
    en: `Curated by ${names}. Images: Art Institute of Chicago, public domain (CC0).`,
    de: `Kuratiert von ${names}. Bilder: Art Institute of Chicago, gemeinfrei (CC0).`,
    fr: `Commissariat : ${names}. Images : Art Institute of Chicago, domaine public (CC0).`,
    nl: `Samengesteld door ${names}. Afbeeldingen: Art Institute of Chicago, publiek domein (CC0).`,
    es: `Comisariado por ${names}. Imágenes: Art Institute of Chicago, dominio público (CC0).`,
    it: `A cura di ${names}. Immagini: Art Institute of Chicago, pubblico dominio (CC0).`,
    pl: `Kuratorzy: ${names}. Obrazy: Art Institute of Chicago, domena publiczna (CC0).`,
  };
  return text[lang];
}
