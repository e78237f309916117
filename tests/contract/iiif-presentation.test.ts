/**
 * Every manifest of the local IIIF Presentation API validates against the IIIF Presentation 3 JSON schema (the
 * schema of the IIIF consortium's presentation validator, tests/contract/iiif/, see SOURCES.md there), can be read
 * from any origin, and its `id` dereferences without an API key, as a viewer such as Mirador needs. A record has a
 * manifest exactly when Europeana holds one of its images, sound recordings or films (a web resource with technical
 * metadata; Presentation 3 has no 3D). Sound and film canvases carry their duration, films their captions as
 * `supplementing` WebVTT annotations that load from any origin (issue 24). Issue 26, item 7.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getJson, servicesUrl } from '../support/services.ts';

const schema = JSON.parse(readFileSync(new URL('iiif/iiif_3_0.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

const searchPage = z.object({ totalResults: z.number(), items: z.array(z.object({ id: z.string() })).default([]) });
const recordSchema = z.object({
  object: z.object({ aggregations: z.array(z.object({ webResources: z.array(z.looseObject({ ebucoreHasMimeType: z.string().optional() })).default([]) })) }),
});

interface Checked {
  readonly id: string;
  readonly status: number;
  readonly cors: string | null;
  readonly holdsMedia: boolean;
  readonly body: unknown;
}

const checked: Checked[] = [];

beforeAll(async () => {
  const ids: string[] = [];
  for (let start = 1; ; start += 100) {
    const page = searchPage.parse((await getJson('/record/v2/search.json', { query: '*:*', rows: '100', start: String(start), sort: 'europeana_id+asc' })).body);
    ids.push(...page.items.map((item) => item.id));
    if (page.items.length === 0 || ids.length >= page.totalResults) break;
  }
  for (const id of ids) {
    const record = recordSchema.parse((await getJson(`/record/v2${id}.json`)).body);
    const holdsMedia = record.object.aggregations.some((aggregation) => aggregation.webResources.some((resource) => /^(image|audio|video)\/|^application\/(dash\+xml|vnd\.apple\.mpegurl)$/.test(resource.ebucoreHasMimeType ?? '')));
    // No key: a manifest is public, like Europeana's.
    const response = await fetch(`${servicesUrl()}/iiif/presentation${id}/manifest`);
    checked.push({ id, status: response.status, cors: response.headers.get('access-control-allow-origin'), holdsMedia, body: response.ok ? await response.json() : undefined });
  }
}, 120_000);

describe('IIIF Presentation 3 manifests of every record', () => {
  it('exist, without a key, for exactly the records whose media the services hold', () => {
    expect(checked.filter((entry) => entry.status === 200).length).toBeGreaterThan(200);
    expect(checked.filter((entry) => (entry.status === 200) !== entry.holdsMedia).map((entry) => `${String(entry.status)} ${entry.id}`)).toEqual([]);
  });

  it('validate against the Presentation 3 schema', () => {
    const failures = checked.flatMap((entry) =>
      entry.body !== undefined && !validate(entry.body) ? [`${entry.id}: ${(validate.errors ?? []).slice(0, 3).map((e: ErrorObject) => `${e.instancePath} ${e.message ?? ''}`).join('; ')}`] : [],
    );
    expect(failures).toEqual([]);
  });

  it('can be read from any origin, errors included', () => {
    expect(checked.filter((entry) => entry.cors !== '*').map((entry) => entry.id)).toEqual([]);
  });

  it('have an id that dereferences to the same manifest without a key', async () => {
    const manifest = z.object({ id: z.string() }).parse(checked.find((entry) => entry.status === 200)?.body);
    const response = await fetch(manifest.id);
    expect(response.status).toBe(200);
    expect(z.object({ id: z.string() }).parse(await response.json()).id).toBe(manifest.id);
  });

  it('give sound and film canvases a duration and films their captions, which load from any origin', async () => {
    const canvas = z.object({
      duration: z.number().positive(),
      items: z.array(z.object({ items: z.array(z.object({ body: z.object({ id: z.string(), type: z.string(), format: z.string() }) })) })),
      annotations: z.array(z.object({ items: z.array(z.object({ motivation: z.literal('supplementing'), body: z.object({ id: z.string(), format: z.literal('text/vtt'), language: z.string() }) })) })).optional(),
    });
    const manifestOf = (id: string): z.infer<typeof canvas>[] =>
      z.object({ items: z.array(canvas) }).parse(checked.find((entry) => entry.id === id)?.body).items;
    const [sound] = manifestOf('/2000002/sound_carillon');
    expect(sound?.items[0]?.items[0]?.body).toMatchObject({ type: 'Sound', format: 'audio/ogg' });
    const [film] = manifestOf('/2000002/film_mandelbrot');
    expect(film?.items[0]?.items[0]?.body).toMatchObject({ type: 'Video', format: 'video/webm' });
    const captions = film?.annotations?.[0]?.items.map((item) => item.body) ?? [];
    expect(captions.map((body) => body.language)).toEqual(['de', 'en']);
    for (const body of captions) {
      const response = await fetch(body.id, { headers: { origin: 'https://viewer.example' } });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.text()).toMatch(/^WEBVTT/);
    }
    // The film itself plays in any viewer, seeking by ranges.
    const media = await fetch(film?.items[0]?.items[0]?.body.id ?? '', { headers: { range: 'bytes=0-15' } });
    expect(media.status).toBe(206);
    expect((await media.arrayBuffer()).byteLength).toBe(16);
    expect(manifestOf('/2000002/film_studies')).toHaveLength(3);
    // A streamed film is painted from its provider's DASH manifest, as a player reads it.
    const [stream] = manifestOf('/2000002/film_mandelbrot_stream');
    expect(stream?.items[0]?.items[0]?.body).toEqual({ id: `${servicesUrl()}/streams/mandelbrot-dash/manifest.mpd`, type: 'Video', format: 'application/dash+xml' });
    expect(stream?.duration).toBe(12);
  });

  it('the schema rejects what is not a manifest (it is really applied)', () => {
    expect(validate({ '@context': 'http://iiif.io/api/presentation/3/context.json', id: 'https://example.org/m', type: 'Manifest' })).toBe(false);
  });
});
