import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../../src/lib/apis/iiif.ts';
import { recordSchema, type EdmRecord } from '../../../src/lib/apis/record.ts';
import { downloadPath, mediaThumbnail, playbackPath } from '../../../src/lib/edm/media.ts';
import { manifestMedia, providerManifestUrl } from '../../../src/lib/edm/provider-manifest.ts';
import { rightsStatement } from '../../../src/lib/edm/rights.ts';
import { painting } from './fixtures.ts';

const MANIFEST = 'https://iiif.library.example/atlas/manifest.json';
const PAGE_1 = 'https://iiif.library.example/atlas/page-1.jpg';
const PAGE_2 = 'https://iiif.library.example/atlas/page-2.jpg';
const SERVICE = 'https://iiif.library.example/image/atlas-1';

/** A record whose provider aggregation has these web resources and views, shaped as the Record API answers. */
function record(webResources: unknown[], extra: { hasView?: string[]; services?: unknown[]; shownBy?: string } = {}): EdmRecord {
  const base = painting();
  return recordSchema.parse({
    ...base,
    about: '/9200000/atlas',
    services: extra.services,
    aggregations: [{
      about: '/aggregation/provider/9200000/atlas',
      edmIsShownBy: extra.shownBy ?? PAGE_1,
      ...(extra.hasView ? { hasView: extra.hasView } : {}),
      edmRights: { def: ['http://creativecommons.org/publicdomain/mark/1.0/'] },
      webResources,
    }],
  });
}

const manifestResource = { about: MANIFEST, rdfType: 'http://iiif.io/api/presentation/3#Manifest' };
const page = (about: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ about, ebucoreHasMimeType: 'image/jpeg', dctermsIsReferencedBy: [MANIFEST], ...extra });

describe('providerManifestUrl (portal.js Item.iiifPresentationManifest)', () => {
  it('names the one manifest web resource that references every displayable image', () => {
    expect(providerManifestUrl(record([page(PAGE_1), page(PAGE_2), manifestResource], { hasView: [PAGE_2] }))).toBe(MANIFEST);
  });

  it('names none when a displayable resource is not referenced by the manifest, or is not an image a browser shows', () => {
    expect(providerManifestUrl(record([page(PAGE_1), page(PAGE_2, { dctermsIsReferencedBy: [] }), manifestResource], { hasView: [PAGE_2] }))).toBeUndefined();
    expect(providerManifestUrl(record([page(PAGE_1, { ebucoreHasMimeType: 'image/tiff' }), manifestResource]))).toBeUndefined();
    expect(providerManifestUrl(record([page(PAGE_1, { ebucoreHasMimeType: undefined }), manifestResource]))).toBeUndefined();
  });

  it('names none when there are two manifest web resources, or none at all', () => {
    const second = { about: 'https://iiif.library.example/other/manifest.json', rdfType: 'http://iiif.io/api/presentation/2#Manifest' };
    expect(providerManifestUrl(record([page(PAGE_1), manifestResource, second]))).toBeUndefined();
    expect(providerManifestUrl(record([page(PAGE_1)]))).toBeUndefined();
    expect(providerManifestUrl(painting())).toBeUndefined();
  });

  it('else names what the image with a IIIF Image API service is referenced by, other than the service\'s image information', () => {
    const services = [{ about: SERVICE, dctermsConformsTo: ['http://iiif.io/api/image'] }];
    const withService = { about: PAGE_1, ebucoreHasMimeType: 'image/jpeg', svcsHasService: [SERVICE], dctermsIsReferencedBy: [`${SERVICE}/info.json`, MANIFEST] };
    expect(providerManifestUrl(record([withService], { services }))).toBe(MANIFEST);
    expect(providerManifestUrl(record([{ ...withService, dctermsIsReferencedBy: [`${SERVICE}/info.json`] }], { services }))).toBeUndefined();
    // A service that is not a IIIF Image API one names nothing.
    expect(providerManifestUrl(record([withService], { services: [{ about: SERVICE, dctermsConformsTo: ['http://example.org/other'] }] }))).toBeUndefined();
  });

  it('names only http(s) manifests', () => {
    const local = { about: 'file:///etc/passwd', rdfType: 'http://iiif.io/api/presentation/3#Manifest' };
    expect(providerManifestUrl(record([page(PAGE_1, { dctermsIsReferencedBy: ['file:///etc/passwd'] }), local]))).toBeUndefined();
  });
});

describe('manifestMedia', () => {
  it('reads every canvas of a real Presentation 2 manifest, with its image service and label', () => {
    const path = new URL('../../fixtures/iiif/manifest_v2_9200356_BibliographicResource_3000118390149.json', import.meta.url);
    const manifest = parseManifest(JSON.parse(readFileSync(path, 'utf8')));
    const media = manifestMedia(manifest, 'en');
    expect(media.length).toBe(manifest.items.length);
    expect(media.length).toBeGreaterThan(1);
    for (const resource of media) {
      expect(resource.kind).toBe('image');
      expect(resource.url).toMatch(/^https?:\/\//);
      expect(resource.provider?.service?.serviceUrl).toMatch(/^https?:\/\//);
    }
  });

  it('reads a Presentation 3 manifest: kinds by format or type, labels in the visitor\'s language, canvases without a body left out', () => {
    const manifest = parseManifest({
      id: MANIFEST,
      type: 'Manifest',
      items: [
        {
          id: `${MANIFEST}/c1`, type: 'Canvas', width: 4000, height: 3000, label: { en: ['Plate 1'], de: ['Tafel 1'] },
          items: [{ items: [{ motivation: 'painting', body: { id: PAGE_1, type: 'Image', format: 'image/jpeg', service: [{ id: SERVICE, type: 'ImageService3' }] } }] }],
        },
        { id: `${MANIFEST}/c2`, type: 'Canvas', duration: 12, items: [{ items: [{ motivation: 'painting', body: { id: 'https://iiif.library.example/a.mp3', type: 'Sound' } }] }] },
        { id: `${MANIFEST}/c3`, type: 'Canvas', items: [{ items: [{ motivation: 'painting', body: { id: 'data:,nothing', type: 'Image' } }] }] },
      ],
    });
    const media = manifestMedia(manifest, 'de');
    expect(media.map((m) => [m.kind, m.mimeType, m.provider?.label])).toEqual([['image', 'image/jpeg', 'Tafel 1'], ['audio', undefined, undefined]]);
    expect(media[0]?.provider?.service).toEqual({ serviceUrl: SERVICE, width: 4000, height: 3000 });
  });

  it('shows a provider\'s canvas from the provider: pictures from its image service, download and playback at its address', () => {
    const [resource] = manifestMedia(parseManifest({
      items: [{ width: 4000, height: 3000, items: [{ items: [{ body: { id: PAGE_1, type: 'Image', format: 'image/jpeg', service: { id: SERVICE } } }] }] }],
    }), 'en');
    if (!resource) throw new Error('no media');
    expect(mediaThumbnail(resource, 200)).toBe(`${SERVICE}/full/200,/0/default.jpg`);
    expect(downloadPath('/9200000/atlas', resource, rightsStatement('http://creativecommons.org/publicdomain/mark/1.0/'))).toBe(PAGE_1);
    expect(downloadPath('/9200000/atlas', resource, rightsStatement('http://rightsstatements.org/vocab/InC/1.0/'))).toBeUndefined();
    expect(playbackPath('/9200000/atlas', resource)).toBe(PAGE_1);
  });
});
