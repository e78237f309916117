import { describe, expect, it } from 'vitest';
import { DATA_HOST } from '../../../services/seed/model.ts';
import { topicEntities } from '../../../services/seed/topics.ts';
import { LOCALE_CODES } from '../../../src/lib/i18n/locales.ts';

/** The prefLabel map of a seeded topic entity. */
function prefLabel(json: Record<string, unknown>): Record<string, unknown> {
  const labels = json.prefLabel;
  if (typeof labels !== 'object' || labels === null) throw new Error(`No prefLabel on ${String(json.id)}`);
  return labels as Record<string, unknown>;
}

function labelsOf(id: number): Record<string, unknown> {
  const entity = topicEntities().find((e) => e.uri === `${DATA_HOST}/concept/${String(id)}`);
  if (!entity) throw new Error(`No topic entity for concept ${String(id)}`);
  return prefLabel(entity.json);
}

describe('topic entity labels', () => {
  const entities = topicEntities();

  it('seeds the topic concepts', () => {
    expect(entities.length).toBeGreaterThan(0);
  });

  it.each(entities.map((e) => [e.uri, e] as const))('%s has a prefLabel in each of the 25 portal languages', (_uri, entity) => {
    const labels = prefLabel(entity.json);
    expect(LOCALE_CODES).toHaveLength(25);
    const missing = LOCALE_CODES.filter((code) => {
      const value = labels[code];
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('names the newspaper topic (concept 18) in Hungarian', () => {
    expect(labelsOf(18).hu).toBe('Újság');
  });

  it('names World War I (concept 83) in Greek script', () => {
    const el = labelsOf(83).el;
    expect(typeof el).toBe('string');
    expect(el).toMatch(/^[\p{Script=Greek}\s]+$/u);
  });
});
