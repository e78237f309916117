/**
 * A small multilingual glossary of common metadata terms (materials, object types, centuries), written for
 * the local services. It gives the seed its concept entities and lets the Record API's translate profile and
 * the multilingual search work offline. Concept ids are local (9xxxxxx), not Europeana's.
 */

/** Languages the glossary covers. */
export const GLOSSARY_LANGS = ['en', 'de', 'fr', 'nl', 'it', 'es', 'pl', 'sv', 'da', 'pt', 'cs', 'fi'] as const;
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
  /** The short form used inside a medium phrase ("oil" in "Oil on canvas"), per language. */
  readonly mediumForm?: Readonly<Record<GlossaryLang, string>>;
}

const L = (values: readonly string[]): Record<GlossaryLang, string> => {
  const out = {} as Record<GlossaryLang, string>;
  GLOSSARY_LANGS.forEach((lang, index) => {
    out[lang] = values[index] ?? values[0] ?? '';
  });
  return out;
};

//                  en              de              fr                     nl               it                es               pl              sv            da             pt                  cs                fi
export const CONCEPTS: readonly GlossaryConcept[] = [
  { id: '9000001', key: 'painting', matches: ['painting'], labels: L(['Painting', 'Gemälde', 'Peinture', 'Schilderij', 'Dipinto', 'Pintura', 'Obraz', 'Målning', 'Maleri', 'Pintura', 'Obraz', 'Maalaus']) },
  { id: '9000002', key: 'oil paint', matches: ['oil'], labels: L(['Oil paint', 'Ölfarbe', "Peinture à l'huile", 'Olieverf', 'Pittura a olio', 'Óleo', 'Farba olejna', 'Oljefärg', 'Oliemaling', 'Tinta a óleo', 'Olejová barva', 'Öljyväri']), mediumForm: L(['Oil', 'Öl', 'Huile', 'Olieverf', 'Olio', 'Óleo', 'Olej', 'Olja', 'Olie', 'Óleo', 'Olej', 'Öljy']) },
  { id: '9000003', key: 'tempera', matches: ['tempera'], labels: L(['Tempera', 'Tempera', 'Tempera', 'Tempera', 'Tempera', 'Témpera', 'Tempera', 'Tempera', 'Tempera', 'Têmpera', 'Tempera', 'Tempera']) },
  { id: '9000004', key: 'canvas', matches: ['canvas'], labels: L(['Canvas', 'Leinwand', 'Toile', 'Doek', 'Tela', 'Lienzo', 'Płótno', 'Duk', 'Lærred', 'Tela', 'Plátno', 'Kangas']) },
  { id: '9000005', key: 'panel', matches: ['panel'], labels: L(['Panel (wood)', 'Holztafel', 'Panneau de bois', 'Paneel', 'Tavola', 'Tabla', 'Deska', 'Pannå', 'Træpanel', 'Painel de madeira', 'Dřevěná deska', 'Puupaneeli']), mediumForm: L(['Panel', 'Holz', 'Bois', 'Paneel', 'Tavola', 'Tabla', 'Desce', 'Pannå', 'Træ', 'Madeira', 'Dřevě', 'Puulle']) },
  { id: '9000006', key: 'copper', matches: ['copper'], labels: L(['Copper', 'Kupfer', 'Cuivre', 'Koper', 'Rame', 'Cobre', 'Miedź', 'Koppar', 'Kobber', 'Cobre', 'Měď', 'Kupari']) },
  { id: '9000007', key: 'paper', matches: ['paper'], labels: L(['Paper', 'Papier', 'Papier', 'Papier', 'Carta', 'Papel', 'Papier', 'Papper', 'Papir', 'Papel', 'Papír', 'Paperi']) },
  { id: '9000008', key: 'gold', matches: ['gold'], labels: L(['Gold', 'Gold', 'Or', 'Goud', 'Oro', 'Oro', 'Złoto', 'Guld', 'Guld', 'Ouro', 'Zlato', 'Kulta']) },
  { id: '9000009', key: 'pastel', matches: ['pastel'], labels: L(['Pastel', 'Pastell', 'Pastel', 'Pastel', 'Pastello', 'Pastel', 'Pastel', 'Pastell', 'Pastel', 'Pastel', 'Pastel', 'Pastelli']) },
  { id: '9000010', key: 'cardboard', matches: ['cardboard', 'board'], labels: L(['Cardboard', 'Karton', 'Carton', 'Karton', 'Cartone', 'Cartón', 'Karton', 'Kartong', 'Karton', 'Cartão', 'Lepenka', 'Kartonki']) },
  { id: '9000011', key: 'plaster', matches: ['plaster'], labels: L(['Plaster', 'Putz', 'Plâtre', 'Pleister', 'Intonaco', 'Yeso', 'Tynk', 'Puts', 'Puds', 'Gesso', 'Omítka', 'Rappaus']) },
  { id: '9000012', key: 'distemper', matches: ['distemper'], labels: L(['Distemper', 'Leimfarbe', 'Détrempe', 'Lijmverf', 'Tempera a colla', 'Temple', 'Farba klejowa', 'Limfärg', 'Limfarve', 'Têmpera de cola', 'Klihová barva', 'Liimaväri']) },
];

/** "X on Y" in each language, for medium phrases like "Oil on canvas". */
export const ON_WORD: Readonly<Record<GlossaryLang, string>> = L(['on', 'auf', 'sur', 'op', 'su', 'sobre', 'na', 'på', 'på', 'sobre', 'na', '–']);

/** Words for "and" used in medium phrases. */
export const AND_WORD: Readonly<Record<GlossaryLang, string>> = L(['and', 'und', 'et', 'en', 'e', 'y', 'i', 'och', 'og', 'e', 'a', 'ja']);

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
  };
}

/** The century (1-based) a year falls in. */
export function centuryOf(year: number): number {
  return Math.floor((year - 1) / 100) + 1;
}

export function isGlossaryLang(lang: string): lang is GlossaryLang {
  return (GLOSSARY_LANGS as readonly string[]).includes(lang);
}
