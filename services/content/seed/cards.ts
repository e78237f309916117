import type { SeedBuilder } from './build.ts';

/** An entity card (person, topic, time or organisation of the Entity API); slug = `<local id>-<name slug>`. */
export function entityCard(b: SeedBuilder, uri: string, name: string, description: string): string {
  const localId = uri.slice(uri.lastIndexOf('/') + 1);
  const slug = `${localId}-${name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
  const id = `entity-card-${slug}`;
  if (b.entries.some((entry) => entry.id === id)) return id;
  return b.add('automatedEntityCard', id, { name, identifier: uri, description, slug });
}

/** A shared image display profile for hero images and cards. */
export function heroProfile(b: SeedBuilder): string {
  const id = 'profile-hero';
  if (b.entries.some((entry) => entry.id === id)) return id;
  return b.add('imageDisplayProfile', id, {
    name: 'Hero image', fit: 'fill', sizes: ['(max-width: 768px) 100vw', '50vw'], focus: 'center', quality: 80, overlay: 'dark', crop: true, background: '#1a1a1a',
  });
}

/** An illustration made from a sample painting. */
export function illustration(b: SeedBuilder, aicId: number, name: string): string {
  const id = `illustration-aic-${String(aicId)}`;
  if (b.entries.some((entry) => entry.id === id)) return id;
  return b.add('illustration', id, { name, image: b.asset(aicId), url: `http://data.europeana.eu/item/2000001/aic_${String(aicId)}`, profile: heroProfile(b) });
}
