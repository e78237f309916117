/**
 * The local services' glossary (services/translate/glossary.ts) speaks every interface language of the portal, so
 * the sample paintings' subject, material and century chips, and the translate profile's medium phrases, are in
 * the page's language rather than English.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../../services/seed/langmap.ts';
import { AND_WORD, CONCEPTS, GLOSSARY_LANGS, ON_WORD, centuryLabels, isGlossaryLang } from '../../../services/translate/glossary.ts';
import { translateRecord } from '../../../services/translate/translate.ts';
import { LOCALE_CODES } from '../../../src/lib/i18n/locales.ts';

const concept = (key: string): (typeof CONCEPTS)[number] => {
  const found = CONCEPTS.find((candidate) => candidate.key === key);
  if (found === undefined) throw new Error(`no concept ${key}`);
  return found;
};

describe('glossary languages', () => {
  it('covers exactly the portal languages', () => {
    expect([...GLOSSARY_LANGS].sort()).toEqual([...LOCALE_CODES].sort());
    for (const lang of LOCALE_CODES) expect(isGlossaryLang(lang)).toBe(true);
  });

  it.each(CONCEPTS.map((entry) => [entry.key, entry] as const))('%s has a label (and medium form) in every portal language', (_key, entry) => {
    for (const lang of LOCALE_CODES) {
      expect(entry.labels[lang], `${entry.key} ${lang}`).toMatch(/\S/);
      if (entry.mediumForm !== undefined) expect(entry.mediumForm[lang], `${entry.key} medium ${lang}`).toMatch(/\S/);
    }
  });

  it('has the words of medium phrases and century labels in every portal language', () => {
    const centuries = centuryLabels(18);
    for (const lang of LOCALE_CODES) {
      expect(ON_WORD[lang], `on ${lang}`).toMatch(/\S/);
      expect(AND_WORD[lang], `and ${lang}`).toMatch(/\S/);
      expect(centuries[lang], `century ${lang}`).toMatch(/\S/);
    }
  });

  it('gives no two concepts the same label (the translate profile finds concepts by label)', () => {
    const owner = new Map<string, string>();
    for (const entry of CONCEPTS) {
      for (const label of Object.values(entry.labels)) {
        const key = normalise(label);
        expect(owner.get(key) ?? entry.key, label).toBe(entry.key);
        owner.set(key, entry.key);
      }
    }
  });

  it('uses each language\'s own terms', () => {
    expect(concept('painting').labels.hu).toBe('Festmény');
    expect(concept('oil paint').labels.sk).toBe('Olejová farba');
    expect(concept('canvas').labels.el).toMatch(/^[\p{Script=Greek}\s]+$/u);
    expect(concept('canvas').labels.bg).toMatch(/^[\p{Script=Cyrillic}\s]+$/u);
    expect(centuryLabels(18)).toMatchObject({ sk: '18. storočie', hu: '18. század', el: '18ος αιώνας', ro: 'secolul al XVIII-lea', lt: 'XVIII amžius' });
    expect(centuryLabels(1).ro).toBe('secolul I');
    // The existing languages keep their labels.
    expect(concept('painting').labels.de).toBe('Gemälde');
    expect(centuryLabels(18)).toMatchObject({ en: '18th century', de: '18. Jahrhundert', fr: 'XVIIIe siècle' });
  });

  it('translates medium phrases, inflecting the support where the language does', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE entities (eid INTEGER, uri TEXT); CREATE TABLE entity_labels (eid INTEGER, lang TEXT, label TEXT, label_norm TEXT, pref INTEGER);');
    const medium = (lang: string, value: string): unknown => {
      const record = { proxies: [{ europeanaProxy: false, dctermsMedium: { en: [value] } }] };
      const [proxy] = translateRecord(db, record, lang).proxies as Record<string, Record<string, unknown>>[];
      return proxy?.dctermsMedium?.[`${lang}-x-mt`];
    };
    expect(medium('de', 'Oil on canvas')).toEqual(['Öl auf Leinwand']);
    expect(medium('sk', 'Oil on canvas')).toEqual(['Olej na plátne']);
    expect(medium('hr', 'Oil on copper')).toEqual(['Ulje na bakru']);
    expect(medium('lv', 'Oil on canvas')).toEqual(['Eļļa uz audekla']);
    expect(medium('el', 'Oil on panel')).toEqual(['Λάδι σε ξύλο']);
    expect(medium('ga', 'Oil on canvas')).toEqual(['Ola ar chanbhás']);
    expect(medium('ro', 'Tempera on panel')).toEqual(['Tempera pe lemn']);
    db.close();
  });
});
