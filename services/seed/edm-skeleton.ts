/**
 * The frame every EDM record of the seed has, real (europeana.ts) and sample (sample-record.ts) alike: the provided
 * CHO, the provider and Europeana proxies that describe it, the provider aggregation with its web resources and the
 * Europeana aggregation, each linked to the others by the record's identifier as Europeana links them.
 */
import type { EdmType } from './model.ts';

export interface EdmSkeletonParts {
  readonly type: EdmType;
  /** The provider proxy's own fields, after those that link it (title, description, creators…). */
  readonly providerProxy: Readonly<Record<string, unknown>>;
  /** The Europeana proxy's own fields, after those that link it. */
  readonly europeanaProxy: Readonly<Record<string, unknown>>;
  readonly dataProvider: readonly string[];
  readonly provider: readonly string[];
  readonly rights: readonly string[];
  /** `edm:isShownBy`, `edm:hasView` and `edm:isShownAt` of the provider aggregation. */
  readonly shownBy?: string | undefined;
  readonly views?: readonly string[] | undefined;
  readonly shownAt?: string | undefined;
  readonly webResources: readonly Record<string, unknown>[];
  /** The Europeana aggregation's `dc:creator`, where the record names one. */
  readonly aggregator?: readonly string[] | undefined;
  readonly country: readonly string[];
  readonly language: readonly string[];
  /** The Europeana aggregation's `edm:preview`. */
  readonly preview?: string | undefined;
}

/**
 * `providedCHOs`, `proxies`, `aggregations` and `europeanaAggregation` of the record `id` (`/dataset/local`), in
 * the order of the Record API's JSON; a part not given is left out.
 */
export function edmSkeleton(id: string, parts: EdmSkeletonParts): Record<string, unknown> {
  const cho = `/item${id}`;
  const { shownBy, views = [], shownAt, aggregator, preview } = parts;
  /** A proxy of `cho` in its aggregation (the provider's or Europeana's), then its own fields. */
  const proxy = (of: 'provider' | 'europeana', fields: Readonly<Record<string, unknown>>): Record<string, unknown> => ({
    about: `/proxy/${of}${id}`,
    proxyFor: cho,
    proxyIn: [`/aggregation/${of}${id}`],
    europeanaProxy: of === 'europeana',
    edmType: parts.type,
    ...fields,
  });
  return {
    providedCHOs: [{ about: cho }],
    proxies: [proxy('provider', parts.providerProxy), proxy('europeana', parts.europeanaProxy)],
    aggregations: [
      {
        about: `/aggregation/provider${id}`,
        aggregatedCHO: cho,
        edmDataProvider: { def: [...parts.dataProvider] },
        edmProvider: { def: [...parts.provider] },
        edmRights: { def: [...parts.rights] },
        ...(shownBy === undefined ? {} : { edmIsShownBy: shownBy }),
        ...(views.length === 0 ? {} : { hasView: [...views] }),
        ...(shownAt === undefined ? {} : { edmIsShownAt: shownAt }),
        edmUgc: 'false',
        webResources: [...parts.webResources],
      },
    ],
    europeanaAggregation: {
      about: `/aggregation/europeana${id}`,
      aggregatedCHO: cho,
      ...(aggregator === undefined ? {} : { dcCreator: { def: [...aggregator] } }),
      edmCountry: { def: [...parts.country] },
      edmLanguage: { def: [...parts.language] },
      edmRights: { def: [...parts.rights] },
      ...(preview === undefined ? {} : { edmPreview: preview }),
      edmLandingPage: `https://www.europeana.eu/item${id}`,
    },
  };
}
