/**
 * Alphabetical order of names in a language (`Intl.Collator`): accents and case second to the letters, numbers by
 * value ("Room 9" before "Room 10"), each language's own alphabet (Hungarian "Újságok" before "Vallás"). One
 * collator a language, made on first use: constructing one costs far more than a comparison, and lists are sorted
 * on request paths (the quick search's themes, the collections tables).
 */
const collators = new Map<string, Intl.Collator>();

/** The collator of `locale`, a page language (`hu`) or a content locale (`hu-HU`). */
export function nameCollator(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (collator === undefined) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}
