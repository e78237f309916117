import type { EdmRecord } from '../apis/record.ts';
import { langMapFirst, type LangMap } from '../edm/langmap.ts';
import type { PageAnalytics } from '../site/analytics.ts';

/**
 * An item page's custom dimensions for the analytics (portal.js item page `matomoOptions`): 1 the country, 2 the data
 * provider, 3 the provider, 4 the rights statement, each in English (an organisation named by its URI by its English
 * name), so that the views of every language add up.
 */
export function itemAnalytics(record: EdmRecord): PageAnalytics {
  const aggregation = record.aggregations[0];
  const english = (map: LangMap | undefined): string | undefined => {
    const value = langMapFirst(map, 'en');
    const organisation = value === undefined ? undefined : record.organizations.find((entity) => entity.about === value);
    return organisation === undefined ? value : langMapFirst(organisation.prefLabel, 'en');
  };
  const dimensions = Object.fromEntries(
    Object.entries({
      1: english(record.europeanaAggregation?.edmCountry),
      2: english(aggregation?.edmDataProvider),
      3: english(aggregation?.edmProvider),
      4: langMapFirst(aggregation?.edmRights, 'en'),
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { dimensions };
}
