/**
 * A small multilingual glossary of common metadata terms (materials, object types, centuries), written for
 * the local services. It gives the seed its concept entities and lets the Record API's translate profile and
 * the multilingual search work offline. Concept ids are local (9xxxxxx), not Europeana's.
 */

/**
 * Languages the glossary covers: the portal's 25 interface languages. The first twelve came first; the others are
 * appended, so `L([...])` arrays list the first twelve values, then bg el et eu ga hr hu lt lv mt ro sk sl.
 */
export const GLOSSARY_LANGS = [
  'en', 'de', 'fr', 'nl', 'it', 'es', 'pl', 'sv', 'da', 'pt', 'cs', 'fi',
  'bg', 'el', 'et', 'eu', 'ga', 'hr', 'hu', 'lt', 'lv', 'mt', 'ro', 'sk', 'sl',
] as const;
export type GlossaryLang = (typeof GLOSSARY_LANGS)[number];

export interface GlossaryConcept {
  /** Local numeric concept id: the entity URI is http://data.europeana.eu/concept/{id}. */
  readonly id: string;
  /** English key used to find the concept in source metadata (lower case). */
  readonly key: string;
  /** Words in the source metadata that point to this concept. */
  readonly matches: readonly string[];
  /** Preferred label per language. */
  readonly labels: Readonly<Record<GlossaryLang, string>>;
  /**
   * The short form used inside a medium phrase ("oil" in "Oil on canvas"), per language. For supports (canvas,
   * panel, copper…) it is the form the noun takes after that language's ON_WORD: locative in Czech, Polish, Slovak,
   * Croatian and Slovenian ("na plátně", "na płótnie", "na plátne"), genitive in Latvian and Lithuanian ("uz audekla", "ant drobės"), accusative in Greek
   * ("σε μουσαμά"), lenited in Irish ("ar chanbhás"), with the article in Maltese ("fuq it-tila").
   */
  readonly mediumForm?: Readonly<Record<GlossaryLang, string>>;
}

const L = (values: readonly string[]): Record<GlossaryLang, string> => {
  const out = {} as Record<GlossaryLang, string>;
  GLOSSARY_LANGS.forEach((lang, index) => {
    out[lang] = values[index] ?? values[0] ?? '';
  });
  return out;
};

// Each L([...]) lists, on its first line, en de fr nl it es pl sv da pt cs fi and, on its second line,
// bg el et eu ga hr hu lt lv mt ro sk sl.
export const CONCEPTS: readonly GlossaryConcept[] = [
  {
    id: '9000001', key: 'painting', matches: ['painting'],
    labels: L(['Painting', 'Gemälde', 'Peinture', 'Schilderij', 'Dipinto', 'Pintura', 'Obraz', 'Målning', 'Maleri', 'Pintura', 'Obraz', 'Maalaus',
      'Живопис', 'Ζωγραφική', 'Maal', 'Margolan', 'Pictiúr', 'Slika', 'Festmény', 'Tapyba', 'Glezna', 'Pittura', 'Pictură', 'Maľba', 'Slika']),
  },
  {
    id: '9000002', key: 'oil paint', matches: ['oil'],
    labels: L(['Oil paint', 'Ölfarbe', "Peinture à l'huile", 'Olieverf', 'Pittura a olio', 'Óleo', 'Farba olejna', 'Oljefärg', 'Oliemaling', 'Tinta a óleo', 'Olejová barva', 'Öljyväri',
      'Маслена боя', 'Ελαιογραφία', 'Õlivärv', 'Olio-pintura', 'Péint ola', 'Uljena boja', 'Olajfesték', 'Aliejiniai dažai', 'Eļļas krāsa', 'Żebgħa taż-żejt', 'Vopsea de ulei',
      'Olejová farba', 'Oljna barva']),
    mediumForm: L(['Oil', 'Öl', 'Huile', 'Olieverf', 'Olio', 'Óleo', 'Olej', 'Olja', 'Olie', 'Óleo', 'Olej', 'Öljy',
      'Масло', 'Λάδι', 'Õli', 'Olio', 'Ola', 'Ulje', 'Olaj', 'Aliejus', 'Eļļa', 'Żejt', 'Ulei', 'Olej', 'Olje']),
  },
  {
    id: '9000003', key: 'tempera', matches: ['tempera'],
    labels: L(['Tempera', 'Tempera', 'Tempera', 'Tempera', 'Tempera', 'Témpera', 'Tempera', 'Tempera', 'Tempera', 'Têmpera', 'Tempera', 'Tempera',
      'Темпера', 'Τέμπερα', 'Tempera', 'Tenpera', 'Teampará', 'Tempera', 'Tempera', 'Tempera', 'Tempera', 'Tempera', 'Tempera', 'Tempera', 'Tempera']),
  },
  {
    id: '9000004', key: 'canvas', matches: ['canvas'],
    labels: L(['Canvas', 'Leinwand', 'Toile', 'Doek', 'Tela', 'Lienzo', 'Płótno', 'Duk', 'Lærred', 'Tela', 'Plátno', 'Kangas',
      'Платно', 'Μουσαμάς', 'Lõuend', 'Mihise', 'Canbhás', 'Platno', 'Vászon', 'Drobė', 'Audekls', 'Tila', 'Pânză', 'Plátno', 'Platno']),
    mediumForm: L(['Canvas', 'Leinwand', 'Toile', 'Doek', 'Tela', 'Lienzo', 'Płótnie', 'Duk', 'Lærred', 'Tela', 'Plátně', 'Kangas',
      'Платно', 'Μουσαμά', 'Lõuend', 'Mihise', 'Chanbhás', 'Platnu', 'Vászon', 'Drobės', 'Audekla', 'It-tila', 'Pânză', 'Plátne', 'Platnu']),
  },
  {
    id: '9000005', key: 'panel', matches: ['panel'],
    labels: L(['Panel (wood)', 'Holztafel', 'Panneau de bois', 'Paneel', 'Tavola', 'Tabla', 'Deska', 'Pannå', 'Træpanel', 'Painel de madeira', 'Dřevěná deska', 'Puupaneeli',
      'Дървена дъска', 'Ξύλινη σανίδα', 'Puittahvel', 'Zurezko taula', 'Painéal adhmaid', 'Drvena ploča', 'Fatábla', 'Medinė lenta', 'Koka dēlis', 'Pannell tal-injam',
      'Panou de lemn', 'Drevená doska', 'Lesena plošča']),
    mediumForm: L(['Panel', 'Holz', 'Bois', 'Paneel', 'Tavola', 'Tabla', 'Desce', 'Pannå', 'Træ', 'Madeira', 'Dřevě', 'Puulle',
      'Дърво', 'Ξύλο', 'Puit', 'Taula', 'Phainéal', 'Drvu', 'Fa', 'Lentos', 'Koka', 'L-injam', 'Lemn', 'Dreve', 'Lesu']),
  },
  {
    id: '9000006', key: 'copper', matches: ['copper'],
    labels: L(['Copper', 'Kupfer', 'Cuivre', 'Koper', 'Rame', 'Cobre', 'Miedź', 'Koppar', 'Kobber', 'Cobre', 'Měď', 'Kupari',
      'Мед', 'Χαλκός', 'Vask', 'Kobre', 'Copar', 'Bakar', 'Réz', 'Varis', 'Varš', 'Ram', 'Cupru', 'Meď', 'Baker']),
    mediumForm: L(['Copper', 'Kupfer', 'Cuivre', 'Koper', 'Rame', 'Cobre', 'Miedzi', 'Koppar', 'Kobber', 'Cobre', 'Mědi', 'Kupari',
      'Мед', 'Χαλκό', 'Vask', 'Kobre', 'Chopar', 'Bakru', 'Réz', 'Vario', 'Vara', 'Ir-ram', 'Cupru', 'Medi', 'Bakru']),
  },
  {
    id: '9000007', key: 'paper', matches: ['paper'],
    labels: L(['Paper', 'Papier', 'Papier', 'Papier', 'Carta', 'Papel', 'Papier', 'Papper', 'Papir', 'Papel', 'Papír', 'Paperi',
      'Хартия', 'Χαρτί', 'Paber', 'Paper', 'Páipéar', 'Papir', 'Papír', 'Popierius', 'Papīrs', 'Karta', 'Hârtie', 'Papier', 'Papir']),
    mediumForm: L(['Paper', 'Papier', 'Papier', 'Papier', 'Carta', 'Papel', 'Papierze', 'Papper', 'Papir', 'Papel', 'Papíře', 'Paperi',
      'Хартия', 'Χαρτί', 'Paber', 'Paper', 'Pháipéar', 'Papiru', 'Papír', 'Popieriaus', 'Papīra', 'Il-karta', 'Hârtie', 'Papieri', 'Papirju']),
  },
  {
    id: '9000008', key: 'gold', matches: ['gold'],
    labels: L(['Gold', 'Gold', 'Or', 'Goud', 'Oro', 'Oro', 'Złoto', 'Guld', 'Guld', 'Ouro', 'Zlato', 'Kulta',
      'Злато', 'Χρυσός', 'Kuld', 'Urre', 'Ór', 'Zlato', 'Arany', 'Auksas', 'Zelts', 'Deheb', 'Aur', 'Zlato', 'Zlato']),
  },
  {
    id: '9000009', key: 'pastel', matches: ['pastel'],
    labels: L(['Pastel', 'Pastell', 'Pastel', 'Pastel', 'Pastello', 'Pastel', 'Pastel', 'Pastell', 'Pastel', 'Pastel', 'Pastel', 'Pastelli',
      'Пастел', 'Παστέλ', 'Pastell', 'Pastel', 'Pastal', 'Pastel', 'Pasztell', 'Pastelė', 'Pastelis', 'Pastell', 'Pastel', 'Pastel', 'Pastel']),
  },
  {
    id: '9000010', key: 'cardboard', matches: ['cardboard', 'board'],
    labels: L(['Cardboard', 'Karton', 'Carton', 'Karton', 'Cartone', 'Cartón', 'Karton', 'Kartong', 'Karton', 'Cartão', 'Lepenka', 'Kartonki',
      'Картон', 'Χαρτόνι', 'Papp', 'Kartoi', 'Cairtchlár', 'Karton', 'Karton', 'Kartonas', 'Kartons', 'Kartun', 'Carton', 'Kartón', 'Karton']),
    mediumForm: L(['Cardboard', 'Karton', 'Carton', 'Karton', 'Cartone', 'Cartón', 'Kartonie', 'Kartong', 'Karton', 'Cartão', 'Lepence', 'Kartonki',
      'Картон', 'Χαρτόνι', 'Papp', 'Kartoi', 'Chairtchlár', 'Kartonu', 'Karton', 'Kartono', 'Kartona', 'Il-kartun', 'Carton', 'Kartóne', 'Kartonu']),
  },
  {
    id: '9000011', key: 'plaster', matches: ['plaster'],
    labels: L(['Plaster', 'Putz', 'Plâtre', 'Pleister', 'Intonaco', 'Yeso', 'Tynk', 'Puts', 'Puds', 'Gesso', 'Omítka', 'Rappaus',
      'Мазилка', 'Κονίαμα', 'Krohv', 'Igeltsu', 'Plástar', 'Žbuka', 'Vakolat', 'Tinkas', 'Apmetums', 'Kisi', 'Tencuială', 'Omietka', 'Omet']),
    mediumForm: L(['Plaster', 'Putz', 'Plâtre', 'Pleister', 'Intonaco', 'Yeso', 'Tynku', 'Puts', 'Puds', 'Gesso', 'Omítce', 'Rappaus',
      'Мазилка', 'Κονίαμα', 'Krohv', 'Igeltsu', 'Phlástar', 'Žbuci', 'Vakolat', 'Tinko', 'Apmetuma', 'Il-kisi', 'Tencuială', 'Omietke', 'Ometu']),
  },
  {
    id: '9000012', key: 'distemper', matches: ['distemper'],
    labels: L(['Distemper', 'Leimfarbe', 'Détrempe', 'Lijmverf', 'Tempera a colla', 'Temple', 'Farba klejowa', 'Limfärg', 'Limfarve', 'Têmpera de cola', 'Klihová barva', 'Liimaväri',
      'Туткална боя', 'Υδρόχρωμα', 'Liimvärv', 'Kola-pintura', 'Péint ghliú', 'Tutkalna boja', 'Enyvfesték', 'Klijiniai dažai', 'Līmes krāsa', 'Żebgħa tal-kolla',
      'Vopsea cu clei', 'Glejová farba', 'Klejna barva']),
  },
];

/**
 * "X on Y" in each language, for medium phrases like "Oil on canvas". Finnish, Estonian, Hungarian and Basque mark
 * the support with a case ending or a postposition ("õli lõuendil", "olaj vásznon", "olioa mihise gainean"), which
 * "X <word> Y" cannot express, so they use a dash between the nominatives ("Olaj – vászon").
 */
export const ON_WORD: Readonly<Record<GlossaryLang, string>> = L(['on', 'auf', 'sur', 'op', 'su', 'sobre', 'na', 'på', 'på', 'sobre', 'na', '–',
  'върху', 'σε', '–', '–', 'ar', 'na', '–', 'ant', 'uz', 'fuq', 'pe', 'na', 'na']);

/** Words for "and" used in medium phrases. */
export const AND_WORD: Readonly<Record<GlossaryLang, string>> = L(['and', 'und', 'et', 'en', 'e', 'y', 'i', 'och', 'og', 'e', 'a', 'ja',
  'и', 'και', 'ja', 'eta', 'agus', 'i', 'és', 'ir', 'un', 'u', 'și', 'a', 'in']);

const ROMAN: readonly [number, string][] = [
  [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];

function roman(value: number): string {
  let rest = value;
  let out = '';
  for (const [amount, symbol] of ROMAN) {
    while (rest >= amount) {
      out += symbol;
      rest -= amount;
    }
  }
  return out;
}

function englishOrdinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  switch (value % 10) {
    case 1: return `${value}st`;
    case 2: return `${value}nd`;
    case 3: return `${value}rd`;
    default: return `${value}th`;
  }
}

/** Century labels (1 = 1st century) in every glossary language, following each language's usual form. */
export function centuryLabels(century: number): Record<GlossaryLang, string> {
  const r = roman(century);
  const hundreds = `${century - 1}00`;
  return {
    en: `${englishOrdinal(century)} century`,
    de: `${century}. Jahrhundert`,
    fr: `${r}e siècle`,
    nl: `${century}e eeuw`,
    it: `${r} secolo`,
    es: `siglo ${r}`,
    pl: `${r} wiek`,
    sv: `${hundreds}-talet`,
    da: `${hundreds}-tallet`,
    pt: `século ${r}`,
    cs: `${century}. století`,
    fi: `${century}. vuosisata`,
    bg: `${r} век`,
    el: `${century}ος αιώνας`,
    et: `${century}. sajand`,
    eu: `${r}. mendea`,
    ga: `an ${century}ú haois`,
    hr: `${century}. stoljeće`,
    hu: `${century}. század`,
    lt: `${r} amžius`,
    lv: `${century}. gadsimts`,
    mt: `is-seklu ${century}`,
    ro: century === 1 ? 'secolul I' : `secolul al ${r}-lea`,
    sk: `${century}. storočie`,
    sl: `${century}. stoletje`,
  };
}

/** The century (1-based) a year falls in. */
export function centuryOf(year: number): number {
  return Math.floor((year - 1) / 100) + 1;
}

export function isGlossaryLang(lang: string): lang is GlossaryLang {
  return (GLOSSARY_LANGS as readonly string[]).includes(lang);
}
