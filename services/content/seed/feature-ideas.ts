import type { SeedBuilder } from './build.ts';
import { illustration } from './cards.ts';

const FEATURES: readonly (readonly [string, string, string, number])[] = [
  ['compare-two-items', 'Compare two items side by side', 'Open two items next to each other, with synchronised zoom, to compare versions of a subject or details of technique.', 14620],
  ['colour-search', 'Search by colour', 'Pick a colour from a palette and find paintings in which it dominates.', 16564],
  ['timeline-view', 'Timeline view of search results', 'Show search results on a timeline by date, to see at a glance when the works were made.', 16237],
  ['story-audio', 'Listen to stories', 'Read stories and exhibitions aloud with a built-in audio player, for listening on the go.', 88374],
];

export function addFeatureIdeas(b: SeedBuilder): void {
  const features = FEATURES.map(([identifier, name, text, aic]) =>
    b.add('voteableFeature', `feature-${identifier}`, { identifier, name, text, image: illustration(b, aic, name) }));
  b.add('featureIdeasPage', 'feature-ideas', {
    identifier: 'feature-ideas',
    name: 'Feature ideas',
    description: 'Vote for the features you would like to see in the portal next.',
    text: 'These are ideas the team is considering. Sign in and vote for the ones you would use; the most popular are built first. Have another idea? Open an issue in the project\'s tracker.',
    image: b.asset(16564),
    hasPart: features,
  });
}
