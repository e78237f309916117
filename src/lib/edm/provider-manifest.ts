/**
 * Provider-hosted IIIF Presentation manifests (issue 24 item 3; portal.js `Item.iiifPresentationManifest`): a record
 * may name its provider's own manifest, which then shows the item — every canvas of it, often many more pages than
 * the record's web resources list — instead of the web resources Europeana holds. Two ways a record names one, as
 * europeana.eu reads them:
 * 1. exactly one web resource typed as a manifest (`rdf:type http://iiif.io/api/presentation/…#Manifest`), and
 *    every displayable web resource (`edm:isShownBy`, `edm:hasView`) an HTML image that manifest references
 *    (`dcterms:isReferencedBy`);
 * 2. a displayable web resource with a IIIF Image API service (`svcs:hasService`) that names, besides the
 *    service's image information, a manifest in its `dcterms:isReferencedBy`.
 */
import { imageServices, list, type Manifest, type ManifestBody } from '../apis/iiif.ts';
import type { EdmRecord, WebResource } from '../apis/record.ts';
import { mediaKind, type MediaKind, type MediaResource } from './media.ts';

const IIIF_PRESENTATION_API = 'http://iiif.io/api/presentation';
const IIIF_IMAGE_API = 'http://iiif.io/api/image';
/** The image types a browser shows (portal.js WebResource HTML_IMAGE_MEDIA_TYPES). */
const HTML_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/bmp', 'image/gif', 'image/jpeg', 'image/png', 'image/svg+xml', 'image/webp']);

const httpUrl = (value: string | undefined): string | undefined => (value !== undefined && /^https?:\/\//i.test(value) ? value : undefined);

/** The provider's aggregation (`/aggregation/provider{id}`), else the first. */
function providerAggregation(record: EdmRecord): EdmRecord['aggregations'][number] | undefined {
  return record.aggregations.find((a) => a.about === `/aggregation/provider${record.about}`) ?? record.aggregations[0];
}

/** The web resources shown as media: `edm:isShownBy` (else `edm:isShownAt`), then each `edm:hasView`. */
function displayableWebResources(aggregation: EdmRecord['aggregations'][number]): (WebResource | undefined)[] {
  const byUrl = new Map(aggregation.webResources.map((w) => [w.about, w]));
  const first = aggregation.edmIsShownBy ?? aggregation.edmIsShownAt;
  return [...(first === undefined ? [] : [first]), ...(aggregation.hasView ?? [])].map((url) => byUrl.get(url));
}

/**
 * The address of the provider's IIIF manifest the record names, if any (the two rules above, in that order).
 * @example providerManifestUrl(record) // 'https://iiif.library.example/atlas/manifest.json'
 */
export function providerManifestUrl(record: EdmRecord): string | undefined {
  const aggregation = providerAggregation(record);
  if (!aggregation) return undefined;
  const displayable = displayableWebResources(aggregation);
  const manifests = aggregation.webResources.filter((w) => w.rdfType?.startsWith(IIIF_PRESENTATION_API) === true);
  const only = manifests.length === 1 ? manifests[0]?.about : undefined;
  if (only !== undefined && displayable.every((w) => w?.dctermsIsReferencedBy?.includes(only) === true && HTML_IMAGE_TYPES.has(w.ebucoreHasMimeType ?? ''))) {
    return httpUrl(only);
  }
  const imageServices = (record.services ?? []).filter((s) => s.dctermsConformsTo?.includes(IIIF_IMAGE_API) === true);
  const service = imageServices[0];
  if (service === undefined) return undefined;
  const withService = displayable.find((w) => w?.svcsHasService?.includes(service.about) === true);
  const infoRequests = new Set(imageServices.map((s) => `${s.about}/info.json`));
  return httpUrl(withService?.dctermsIsReferencedBy?.find((reference) => !infoRequests.has(reference)));
}

/** A label in the visitor's language, else English, else the first given. */
function labelText(label: Manifest['items'][number]['label'], locale: string): string | undefined {
  if (label === undefined) return undefined;
  if (typeof label === 'string') return label;
  const pick = label[locale] ?? label.en ?? label.none ?? Object.values(label)[0];
  const text = (typeof pick === 'string' ? pick : pick?.[0])?.trim();
  return text === '' ? undefined : text;
}

const KIND_BY_TYPE: Readonly<Record<string, MediaKind>> = { image: 'image', sound: 'audio', audio: 'audio', video: 'video', text: 'text', model: '3d' };
const DEFAULT_TYPE: Readonly<Partial<Record<MediaKind, string>>> = { image: 'image/jpeg' };

/**
 * The media of a provider's manifest, one per canvas in its order: the painting annotation's body (its file,
 * format and size), the canvas's image service and label. A canvas without a body at an http(s) address is left
 * out; rights are the record's (a manifest's rights are not read consistently across providers, as portal.js notes).
 */
export function manifestMedia(manifest: Manifest, locale: string): MediaResource[] {
  const media: MediaResource[] = [];
  for (const canvas of manifest.items) {
    const body = canvas.items.flatMap((page) => page.items.flatMap((annotation) => list<ManifestBody>(annotation.body))).find((b) => httpUrl(b.id) !== undefined);
    if (body?.id === undefined) continue;
    const service = imageServices({ ...manifest, items: [canvas] })[0];
    const byType = KIND_BY_TYPE[(body.type ?? '').toLowerCase()];
    const kind = body.format ? mediaKind(body.format) : (byType ?? 'other');
    media.push({
      url: body.id,
      mimeType: body.format ?? DEFAULT_TYPE[kind],
      kind,
      width: body.width ?? canvas.width,
      height: body.height ?? canvas.height,
      rights: undefined,
      textAttributionSnippet: undefined,
      provider: { service, label: labelText(canvas.label, locale) },
    });
  }
  return media;
}
