import { t, type SeedBuilder, type Translated } from './build.ts';

/**
 * Story and exhibition tags (the stories page filters by them, a story's and an exhibition's tag chips link there),
 * in all 25 languages as the interface is: a German visitor's chips were English. Entry id = `category-<identifier>`.
 */
export const CATEGORIES: Readonly<Record<string, Translated>> = {
  impressionism: t({
    en: 'Impressionism', bg: 'Импресионизъм', cs: 'Impresionismus', da: 'Impressionisme', de: 'Impressionismus', el: 'Ιμπρεσιονισμός', es: 'Impresionismo',
    et: 'Impressionism', eu: 'Inpresionismoa', fi: 'Impressionismi', fr: 'Impressionnisme', ga: 'Imprisiúnachas', hr: 'Impresionizam', hu: 'Impresszionizmus',
    it: 'Impressionismo', lt: 'Impresionizmas', lv: 'Impresionisms', mt: 'Impressjoniżmu', nl: 'Impressionisme', pl: 'Impresjonizm', pt: 'Impressionismo',
    ro: 'Impresionism', sk: 'Impresionizmus', sl: 'Impresionizem', sv: 'Impressionism',
  }),
  portraits: t({
    en: 'Portraits', bg: 'Портрети', cs: 'Portréty', da: 'Portrætter', de: 'Porträts', el: 'Πορτρέτα', es: 'Retratos', et: 'Portreed', eu: 'Erretratuak',
    fi: 'Muotokuvat', fr: 'Portraits', ga: 'Portráidí', hr: 'Portreti', hu: 'Portrék', it: 'Ritratti', lt: 'Portretai', lv: 'Portreti', mt: 'Ritratti',
    nl: 'Portretten', pl: 'Portrety', pt: 'Retratos', ro: 'Portrete', sk: 'Portréty', sl: 'Portreti', sv: 'Porträtt',
  }),
  landscapes: t({
    en: 'Landscapes', bg: 'Пейзажи', cs: 'Krajiny', da: 'Landskaber', de: 'Landschaften', el: 'Τοπία', es: 'Paisajes', et: 'Maastikud', eu: 'Paisaiak',
    fi: 'Maisemat', fr: 'Paysages', ga: 'Tírdhreacha', hr: 'Krajolici', hu: 'Tájképek', it: 'Paesaggi', lt: 'Peizažai', lv: 'Ainavas', mt: 'Pajsaġġi',
    nl: 'Landschappen', pl: 'Pejzaże', pt: 'Paisagens', ro: 'Peisaje', sk: 'Krajiny', sl: 'Krajine', sv: 'Landskap',
  }),
  'religious-art': t({
    en: 'Religious art', bg: 'Религиозно изкуство', cs: 'Náboženské umění', da: 'Religiøs kunst', de: 'Religiöse Kunst', el: 'Θρησκευτική τέχνη',
    es: 'Arte religioso', et: 'Religioosne kunst', eu: 'Erlijio-artea', fi: 'Uskonnollinen taide', fr: 'Art religieux', ga: 'Ealaín reiligiúnach',
    hr: 'Religijska umjetnost', hu: 'Vallásos művészet', it: 'Arte sacra', lt: 'Religinis menas', lv: 'Reliģiskā māksla', mt: 'Arti reliġjuża',
    nl: 'Religieuze kunst', pl: 'Sztuka religijna', pt: 'Arte religiosa', ro: 'Artă religioasă', sk: 'Náboženské umenie', sl: 'Religiozna umetnost',
    sv: 'Religiös konst',
  }),
  mythology: t({
    en: 'Mythology', bg: 'Митология', cs: 'Mytologie', da: 'Mytologi', de: 'Mythologie', el: 'Μυθολογία', es: 'Mitología', et: 'Mütoloogia', eu: 'Mitologia',
    fi: 'Mytologia', fr: 'Mythologie', ga: 'Miotaseolaíocht', hr: 'Mitologija', hu: 'Mitológia', it: 'Mitologia', lt: 'Mitologija', lv: 'Mitoloģija',
    mt: 'Mitoloġija', nl: 'Mythologie', pl: 'Mitologia', pt: 'Mitologia', ro: 'Mitologie', sk: 'Mytológia', sl: 'Mitologija', sv: 'Mytologi',
  }),
  'still-life': t({
    en: 'Still life', bg: 'Натюрморт', cs: 'Zátiší', da: 'Stilleben', de: 'Stillleben', el: 'Νεκρή φύση', es: 'Naturaleza muerta', et: 'Natüürmort',
    eu: 'Natura hila', fi: 'Asetelma', fr: 'Nature morte', ga: 'Neamhbheo', hr: 'Mrtva priroda', hu: 'Csendélet', it: 'Natura morta', lt: 'Natiurmortas',
    lv: 'Klusā daba', mt: 'Natura morta', nl: 'Stillevens', pl: 'Martwa natura', pt: 'Natureza-morta', ro: 'Natură statică', sk: 'Zátišie', sl: 'Tihožitje',
    sv: 'Stilleben',
  }),
  'everyday-life': t({
    en: 'Everyday life', bg: 'Всекидневие', cs: 'Každodenní život', da: 'Hverdagsliv', de: 'Alltagsleben', el: 'Καθημερινή ζωή', es: 'Vida cotidiana',
    et: 'Igapäevaelu', eu: 'Eguneroko bizitza', fi: 'Arkielämä', fr: 'Vie quotidienne', ga: 'Saol laethúil', hr: 'Svakodnevni život', hu: 'Mindennapi élet',
    it: 'Vita quotidiana', lt: 'Kasdienis gyvenimas', lv: 'Ikdiena', mt: 'Il-ħajja ta\' kuljum', nl: 'Dagelijks leven', pl: 'Życie codzienne',
    pt: 'Vida quotidiana', ro: 'Viața de zi cu zi', sk: 'Každodenný život', sl: 'Vsakdanje življenje', sv: 'Vardagsliv',
  }),
  'women-artists': t({
    en: 'Women artists', bg: 'Жени художници', cs: 'Umělkyně', da: 'Kvindelige kunstnere', de: 'Künstlerinnen', el: 'Γυναίκες καλλιτέχνιδες',
    es: 'Mujeres artistas', et: 'Naiskunstnikud', eu: 'Emakume artistak', fi: 'Naistaiteilijat', fr: 'Femmes artistes', ga: 'Ealaíontóirí mná',
    hr: 'Umjetnice', hu: 'Női alkotók', it: 'Artiste', lt: 'Menininkės', lv: 'Mākslinieces', mt: 'Artisti nisa', nl: 'Vrouwelijke kunstenaars',
    pl: 'Artystki', pt: 'Mulheres artistas', ro: 'Femei artiste', sk: 'Umelkyne', sl: 'Umetnice', sv: 'Kvinnliga konstnärer',
  }),
  techniques: t({
    en: 'Materials and techniques', bg: 'Материали и техники', cs: 'Materiály a techniky', da: 'Materialer og teknikker', de: 'Materialien und Techniken',
    el: 'Υλικά και τεχνικές', es: 'Materiales y técnicas', et: 'Materjalid ja tehnikad', eu: 'Materialak eta teknikak', fi: 'Materiaalit ja tekniikat',
    fr: 'Matériaux et techniques', ga: 'Ábhair agus teicnící', hr: 'Materijali i tehnike', hu: 'Anyagok és technikák', it: 'Materiali e tecniche',
    lt: 'Medžiagos ir technikos', lv: 'Materiāli un tehnikas', mt: 'Materjali u tekniki', nl: 'Materialen en technieken', pl: 'Materiały i techniki',
    pt: 'Materiais e técnicas', ro: 'Materiale și tehnici', sk: 'Materiály a techniky', sl: 'Materiali in tehnike', sv: 'Material och tekniker',
  }),
  'the-sea': t({
    en: 'The sea', bg: 'Морето', cs: 'Moře', da: 'Havet', de: 'Das Meer', el: 'Η θάλασσα', es: 'El mar', et: 'Meri', eu: 'Itsasoa', fi: 'Meri', fr: 'La mer',
    ga: 'An fharraige', hr: 'More', hu: 'A tenger', it: 'Il mare', lt: 'Jūra', lv: 'Jūra', mt: 'Il-baħar', nl: 'De zee', pl: 'Morze', pt: 'O mar',
    ro: 'Marea', sk: 'More', sl: 'Morje', sv: 'Havet',
  }),
  'medieval-art': t({
    en: 'Medieval art', bg: 'Средновековно изкуство', cs: 'Středověké umění', da: 'Middelalderkunst', de: 'Kunst des Mittelalters', el: 'Μεσαιωνική τέχνη',
    es: 'Arte medieval', et: 'Keskaja kunst', eu: 'Erdi Aroko artea', fi: 'Keskiajan taide', fr: 'Art médiéval', ga: 'Ealaín na meánaoiseanna',
    hr: 'Srednjovjekovna umjetnost', hu: 'Középkori művészet', it: 'Arte medievale', lt: 'Viduramžių menas', lv: 'Viduslaiku māksla', mt: 'Arti medjevali',
    nl: 'Middeleeuwse kunst', pl: 'Sztuka średniowieczna', pt: 'Arte medieval', ro: 'Artă medievală', sk: 'Stredoveké umenie', sl: 'Srednjeveška umetnost',
    sv: 'Medeltida konst',
  }),
  music: t({
    en: 'Music', bg: 'Музика', cs: 'Hudba', da: 'Musik', de: 'Musik', el: 'Μουσική', es: 'Música', et: 'Muusika', eu: 'Musika', fi: 'Musiikki', fr: 'Musique',
    ga: 'Ceol', hr: 'Glazba', hu: 'Zene', it: 'Musica', lt: 'Muzika', lv: 'Mūzika', mt: 'Mużika', nl: 'Muziek', pl: 'Muzyka', pt: 'Música', ro: 'Muzică',
    sk: 'Hudba', sl: 'Glasba', sv: 'Musik',
  }),
};

export const category = (identifier: string): string => {
  if (!(identifier in CATEGORIES)) throw new Error(`content seed: unknown category ${identifier}`);
  return `category-${identifier}`;
};

export function addCategories(b: SeedBuilder): void {
  for (const [identifier, name] of Object.entries(CATEGORIES)) b.add('category', `category-${identifier}`, { identifier, name });
}
