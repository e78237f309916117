import type { SeedBuilder } from './build.ts';

/** Story and exhibition tags (the stories page filters by them). Entry id = `category-<identifier>`. */
export const CATEGORIES: Readonly<Record<string, string>> = {
  impressionism: 'Impressionism',
  portraits: 'Portraits',
  landscapes: 'Landscapes',
  'religious-art': 'Religious art',
  mythology: 'Mythology',
  'still-life': 'Still life',
  'everyday-life': 'Everyday life',
  'women-artists': 'Women artists',
  techniques: 'Materials and techniques',
  'the-sea': 'The sea',
  'medieval-art': 'Medieval art',
  music: 'Music',
};

export const category = (identifier: string): string => {
  if (!(identifier in CATEGORIES)) throw new Error(`content seed: unknown category ${identifier}`);
  return `category-${identifier}`;
};

export function addCategories(b: SeedBuilder): void {
  for (const [identifier, name] of Object.entries(CATEGORIES)) b.add('category', `category-${identifier}`, { identifier, name });
}
