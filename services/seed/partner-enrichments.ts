/**
 * Metadata a partner project added to a record (written here, seed/SOURCES.md "Written here"): the Record API gives it
 * in the aggregator's proxy (`/proxy/aggregator/…`), beside the provider's own, as Europeana's partner projects'
 * translations and subjects arrive. The portal marks such values "Enrichment by partner projects" (portal.js
 * `translationSource: 'enrichment'`).
 */
const ENRICHMENTS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>>> = {
  // Claude Monet, 1877: the painting's French title, as Monet's catalogue names it, and a German one.
  '/2000001/aic_16571': {
    dcTitle: { fr: ['Arrivée du train de Normandie, gare Saint-Lazare'], de: ['Ankunft des Zuges aus der Normandie, Gare Saint-Lazare'] },
    dcSubject: { en: ['Railway stations', 'Steam locomotives'], de: ['Bahnhöfe', 'Dampflokomotiven'] },
  },
};

/** The aggregator's proxy of record `id` with what partner projects added, or undefined when none did. */
export function partnerProxy(id: string, edmType: string): Record<string, unknown> | undefined {
  const fields = ENRICHMENTS[id];
  if (fields === undefined) return undefined;
  return { about: `/proxy/aggregator${id}`, proxyFor: `/item${id}`, proxyIn: [`/aggregation/aggregator${id}`], europeanaProxy: false, edmType, ...fields };
}
