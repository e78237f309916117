import { DATA_HOST } from './model.ts';
import type { SeedEntity } from './model.ts';
import type { SampleConcept } from './sample-record.ts';

/**
 * The topic collections the portal links to by their Europeana concept ids: the old `/collections/{name}` pages
 * of the legacy rules (src/lib/routing/legacy/data/static-pages.json, e.g. `/collections/art` →
 * `/collections/topic/190-art`) and the editorial themes. Written here (seed/SOURCES.md "Written here"): the ids
 * are Europeana's, the labels and notes are this seed's own, so every such link opens a topic page (issue 18).
 */
interface Topic {
  readonly id: number;
  /** Labels by language, English first. */
  readonly labels: Readonly<Record<string, string>>;
  readonly note: string;
}

const TOPICS: readonly Topic[] = [
  {
    id: 190,
    labels: {
      en: 'Art', bg: 'Изкуство', cs: 'Umění', da: 'Kunst', de: 'Kunst', el: 'Τέχνη', es: 'Arte', et: 'Kunst', eu: 'Artea', fi: 'Taide', fr: 'Art',
      ga: 'Ealaín', hr: 'Umjetnost', hu: 'Művészet', it: 'Arte', lt: 'Menas', lv: 'Māksla', mt: 'Arti', nl: 'Kunst', pl: 'Sztuka', pt: 'Arte',
      ro: 'Artă', sk: 'Umenie', sl: 'Umetnost', sv: 'Konst',
    },
    note: 'Works made to be looked at: painting, drawing, printmaking, sculpture and the decorative arts.',
  },
  {
    id: 80,
    labels: {
      en: 'Archaeology', bg: 'Археология', cs: 'Archeologie', da: 'Arkæologi', de: 'Archäologie', el: 'Αρχαιολογία', es: 'Arqueología',
      et: 'Arheoloogia', eu: 'Arkeologia', fi: 'Arkeologia', fr: 'Archéologie', ga: 'Seandálaíocht', hr: 'Arheologija', hu: 'Régészet',
      it: 'Archeologia', lt: 'Archeologija', lv: 'Arheoloģija', mt: 'Arkeoloġija', nl: 'Archeologie', pl: 'Archeologia', pt: 'Arqueologia',
      ro: 'Arheologie', sk: 'Archeológia', sl: 'Arheologija', sv: 'Arkeologi',
    },
    note: 'The study of the human past through the objects, buildings and landscapes people left behind.',
  },
  {
    id: 55,
    labels: {
      en: 'Fashion', bg: 'Мода', cs: 'Móda', da: 'Mode', de: 'Mode', el: 'Μόδα', es: 'Moda', et: 'Mood', eu: 'Moda', fi: 'Muoti', fr: 'Mode',
      ga: 'Faisean', hr: 'Moda', hu: 'Divat', it: 'Moda', lt: 'Mada', lv: 'Mode', mt: 'Moda', nl: 'Mode', pl: 'Moda', pt: 'Moda', ro: 'Modă',
      sk: 'Móda', sl: 'Moda', sv: 'Mode',
    },
    note: 'Clothing, accessories and the changing styles of dress, as worn, made, drawn and photographed.',
  },
  {
    id: 129,
    labels: {
      en: 'Industrial heritage', bg: 'Индустриално наследство', cs: 'Průmyslové dědictví', da: 'Industriarv', de: 'Industriekultur',
      el: 'Βιομηχανική κληρονομιά', es: 'Patrimonio industrial', et: 'Tööstuspärand', eu: 'Industria-ondarea', fi: 'Teollisuusperintö',
      fr: 'Patrimoine industriel', ga: 'Oidhreacht thionsclaíoch', hr: 'Industrijska baština', hu: 'Ipari örökség', it: 'Patrimonio industriale',
      lt: 'Pramonės paveldas', lv: 'Industriālais mantojums', mt: 'Wirt industrijali', nl: 'Industrieel erfgoed', pl: 'Dziedzictwo przemysłowe',
      pt: 'Património industrial', ro: 'Patrimoniu industrial', sk: 'Priemyselné dedičstvo', sl: 'Industrijska dediščina', sv: 'Industriarv',
    },
    note: 'Factories, mines, railways, machines and the working lives of the industrial age.',
  },
  {
    id: 17,
    labels: {
      en: 'Manuscript', bg: 'Ръкопис', cs: 'Rukopis', da: 'Håndskrift', de: 'Handschrift', el: 'Χειρόγραφο', es: 'Manuscrito', et: 'Käsikiri',
      eu: 'Eskuizkribua', fi: 'Käsikirjoitus', fr: 'Manuscrit', ga: 'Lámhscríbhinn', hr: 'Rukopis', hu: 'Kézirat', it: 'Manoscritto',
      lt: 'Rankraštis', lv: 'Manuskripts', mt: 'Manuskritt', nl: 'Handschrift', pl: 'Rękopis', pt: 'Manuscrito', ro: 'Manuscris', sk: 'Rukopis',
      sl: 'Rokopis', sv: 'Handskrift',
    },
    note: 'Books, letters and documents written by hand, from medieval codices to charters and correspondence.',
  },
  {
    id: 151,
    labels: {
      en: 'Map', bg: 'Карта', cs: 'Mapa', da: 'Kort', de: 'Landkarte', el: 'Χάρτης', es: 'Mapa', et: 'Kaart', eu: 'Mapa', fi: 'Kartta',
      fr: 'Carte géographique', ga: 'Léarscáil', hr: 'Karta', hu: 'Térkép', it: 'Carta geografica', lt: 'Žemėlapis', lv: 'Karte', mt: 'Mappa',
      nl: 'Kaart', pl: 'Mapa', pt: 'Mapa', ro: 'Hartă', sk: 'Mapa', sl: 'Zemljevid', sv: 'Karta',
    },
    note: 'Maps, charts, atlases and globes: pictures of the earth, its lands, seas and towns.',
  },
  {
    id: 128,
    labels: {
      en: 'Migration', bg: 'Миграция', cs: 'Migrace', da: 'Migration', de: 'Migration', el: 'Μετανάστευση', es: 'Migración humana', et: 'Ränne',
      eu: 'Migrazioa', fi: 'Muuttoliike', fr: 'Migration humaine', ga: 'Imirce', hr: 'Migracija', hu: 'Migráció', it: 'Migrazione umana',
      lt: 'Migracija', lv: 'Migrācija', mt: 'Migrazzjoni', nl: 'Migratie', pl: 'Migracja', pt: 'Migração', ro: 'Migrație', sk: 'Migrácia',
      sl: 'Migracija', sv: 'Migration',
    },
    note: 'People moving from one place to another to live, and the objects and stories they carry with them.',
  },
  {
    id: 62,
    labels: {
      en: 'Music', bg: 'Музика', cs: 'Hudba', da: 'Musik', de: 'Musik', el: 'Μουσική', es: 'Música', et: 'Muusika', eu: 'Musika', fi: 'Musiikki',
      fr: 'Musique', ga: 'Ceol', hr: 'Glazba', hu: 'Zene', it: 'Musica', lt: 'Muzika', lv: 'Mūzika', mt: 'Mużika', nl: 'Muziek', pl: 'Muzyka',
      pt: 'Música', ro: 'Muzică', sk: 'Hudba', sl: 'Glasba', sv: 'Musik',
    },
    note: 'Musical instruments, scores, recordings and the people who make and listen to music.',
  },
  {
    id: 156,
    labels: {
      en: 'Natural history', bg: 'Естествена история', cs: 'Přírodní historie', da: 'Naturhistorie', de: 'Naturgeschichte', el: 'Φυσική ιστορία',
      es: 'Historia natural', et: 'Looduslugu', eu: 'Historia naturala', fi: 'Luonnonhistoria', fr: 'Histoire naturelle', ga: 'Stair an dúlra',
      hr: 'Prirodoslovlje', hu: 'Természetrajz', it: 'Storia naturale', lt: 'Gamtos istorija', lv: 'Dabas vēsture', mt: 'Storja naturali',
      nl: 'Natuurlijke historie', pl: 'Historia naturalna', pt: 'História natural', ro: 'Istorie naturală', sk: 'Prírodná história',
      sl: 'Prirodoslovje', sv: 'Naturhistoria',
    },
    note: 'Plants, animals, rocks and fossils, as collected, described and drawn by naturalists.',
  },
  {
    id: 18,
    labels: {
      en: 'Newspaper', bg: 'Вестник', cs: 'Noviny', da: 'Avis', de: 'Zeitung', el: 'Εφημερίδα', es: 'Periódico', et: 'Ajaleht', eu: 'Egunkaria',
      fi: 'Sanomalehti', fr: 'Journal', ga: 'Nuachtán', hr: 'Novine', hu: 'Újság', it: 'Giornale', lt: 'Laikraštis', lv: 'Laikraksts', mt: 'Gazzetta',
      nl: 'Krant', pl: 'Gazeta', pt: 'Jornal', ro: 'Ziar', sk: 'Noviny', sl: 'Časopis', sv: 'Tidning',
    },
    note: 'Printed papers published at regular intervals with news, notices and advertisements.',
  },
  {
    id: 48,
    labels: {
      en: 'Photography', bg: 'Фотография', cs: 'Fotografie', da: 'Fotografi', de: 'Fotografie', el: 'Φωτογραφία', es: 'Fotografía', et: 'Fotograafia',
      eu: 'Argazkigintza', fi: 'Valokuvaus', fr: 'Photographie', ga: 'Grianghrafadóireacht', hr: 'Fotografija', hu: 'Fotográfia', it: 'Fotografia',
      lt: 'Fotografija', lv: 'Fotogrāfija', mt: 'Fotografija', nl: 'Fotografie', pl: 'Fotografia', pt: 'Fotografia', ro: 'Fotografie',
      sk: 'Fotografia', sl: 'Fotografija', sv: 'Fotografi',
    },
    note: 'Images made with light on a sensitive surface, from the daguerreotype to digital pictures.',
  },
  {
    id: 114,
    labels: {
      en: 'Sport', bg: 'Спорт', cs: 'Sport', da: 'Sport', de: 'Sport', el: 'Αθλητισμός', es: 'Deporte', et: 'Sport', eu: 'Kirola', fi: 'Urheilu',
      fr: 'Sport', ga: 'Spórt', hr: 'Sport', hu: 'Sport', it: 'Sport', lt: 'Sportas', lv: 'Sports', mt: 'Sport', nl: 'Sport', pl: 'Sport',
      pt: 'Desporto', ro: 'Sport', sk: 'Šport', sl: 'Šport', sv: 'Sport',
    },
    note: 'Games, contests and physical exercise, played, watched and celebrated.',
  },
  {
    id: 83,
    labels: {
      en: 'World War I', bg: 'Първа световна война', cs: 'První světová válka', da: 'Første Verdenskrig', de: 'Erster Weltkrieg',
      el: 'Πρώτος Παγκόσμιος Πόλεμος', es: 'Primera Guerra Mundial', et: 'Esimene maailmasõda', eu: 'Lehen Mundu Gerra',
      fi: 'Ensimmäinen maailmansota', fr: 'Première Guerre mondiale', ga: 'An Chéad Chogadh Domhanda', hr: 'Prvi svjetski rat',
      hu: 'Első világháború', it: 'Prima guerra mondiale', lt: 'Pirmasis pasaulinis karas', lv: 'Pirmais pasaules karš', mt: 'L-Ewwel Gwerra Dinjija',
      nl: 'Eerste Wereldoorlog', pl: 'I wojna światowa', pt: 'Primeira Guerra Mundial', ro: 'Primul Război Mondial', sk: 'Prvá svetová vojna',
      sl: 'Prva svetovna vojna', sv: 'Första världskriget',
    },
    note: 'The war fought from 1914 to 1918, at the fronts and at home.',
  },
];

/** Concept ids of the topics the seed's own sample records are enriched with. */
export const NEWSPAPER_TOPIC = 18;
export const WORLD_WAR_I_TOPIC = 83;

/** A topic as a sample record's concept (sample-record.ts), by its Europeana concept id. */
export function topicConcept(id: number): SampleConcept {
  const topic = TOPICS.find((candidate) => candidate.id === id);
  if (topic === undefined) throw new Error(`topics: no topic concept/${String(id)}`);
  return { uri: `${DATA_HOST}/concept/${String(id)}`, labels: topic.labels };
}

/** The topic concepts as Entity API JSON (prefLabel one string per language, note a list per language). */
export function topicEntities(): SeedEntity[] {
  return TOPICS.map(({ id, labels, note }) => {
    const uri = `${DATA_HOST}/concept/${String(id)}`;
    return { uri, type: 'concept', json: { id: uri, type: 'Concept', prefLabel: { ...labels }, note: { en: [note] }, inScheme: ['http://data.europeana.eu/concept'] } };
  });
}
