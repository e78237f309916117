/**
 * Which entry fields a harvester fills (pure; shared by the browser tools and the unit tests).
 * A harvested datum goes into the first field of its candidate list that the entry has.
 */

/** What the harvest endpoint answers for an entity, a record or an image. */
export interface Harvested {
  readonly identifier: string;
  readonly name?: string | undefined;
  readonly description?: string | undefined;
  readonly image?: string | undefined;
  readonly attribution?: string | undefined;
  readonly licence?: string | undefined;
  readonly url?: string | undefined;
}

export type HarvestedKey = keyof Harvested;

export const FIELD_CANDIDATES: Readonly<Record<HarvestedKey, readonly string[]>> = {
  identifier: ['identifier'],
  name: ['name', 'title', 'headline'],
  description: ['description', 'text'],
  image: ['image', 'imageUrl', 'thumbnailUrl', 'thumbnail'],
  attribution: ['attribution', 'creator'],
  licence: ['license', 'licence', 'rights'],
  url: ['url'],
};

export interface Assignment {
  readonly field: string;
  readonly key: HarvestedKey;
  readonly value: string;
}

/**
 * The field writes for a harvest: every datum with a value into the first candidate field the
 * entry has; the tool's own field gets the identifier.
 */
export function fieldAssignments(harvested: Harvested, entryFields: readonly string[], ownField: string): Assignment[] {
  const out: Assignment[] = [{ field: ownField, key: 'identifier', value: harvested.identifier }];
  const taken = new Set([ownField]);
  for (const key of Object.keys(FIELD_CANDIDATES) as HarvestedKey[]) {
    const value = harvested[key];
    if (value === undefined || value === '') continue;
    const field = FIELD_CANDIDATES[key].find((candidate) => entryFields.includes(candidate) && !taken.has(candidate));
    if (!field) continue;
    taken.add(field);
    out.push({ field, key, value });
  }
  return out;
}
