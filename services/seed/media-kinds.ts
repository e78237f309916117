/**
 * Records of every kind of media besides images (issue 24 item 1), shaped as real Europeana records are: EDM type
 * SOUND, VIDEO or 3D, the file as `edmIsShownBy` (then `hasView`) with the technical metadata Europeana's media
 * processing adds (`ebucoreHasMimeType`, size, duration), or, for embed-only items, a page of a third-party
 * platform (YouTube, Vimeo, SoundCloud, Sketchfab) as `edmIsShownBy` with no technical metadata, as Europeana holds
 * them. The files are the seed's own (media/, written by media/make-av.sh and media/models.ts; SOURCES.md); the
 * provider URLs of the files use the reserved `.example` domain, since only the local services serve them.
 *
 * Also here: one record under a former identifier (the Record API answers it with the new one) and places with
 * coordinates (`edm:Place` latitude/longitude) on some records.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captionsOf } from '../media/send.ts';
import { providerManifestAddress } from '../iiif/provider.ts';
import { STREAM_HOST } from '../media/streams.ts';
import type { LangMap } from './langmap.ts';
import type { EdmType, FulltextRow, MediaRow, SeedRecord } from './model.ts';
import { sampleRecord } from './sample-record.ts';
import type { SampleDescription, SamplePlace, SampleWebResource } from './sample-record.ts';

export const MEDIA_DATASET = '2000002';
const PROVIDER = 'Heritage Portal sample media';
const FILE_HOST = 'https://sample-media.heritage-portal.example';
const TIMESTAMP = '2026-11-20T09:00:00.000Z';
const CC0 = 'http://creativecommons.org/publicdomain/zero/1.0/';
const CC_BY = 'http://creativecommons.org/licenses/by/4.0/';
const CC_BY_3 = 'http://creativecommons.org/licenses/by/3.0/';
const IN_COPYRIGHT = 'http://rightsstatements.org/vocab/InC/1.0/';

/** A file of the seed (under media/, poster under images/posters/). */
interface LocalFile {
  readonly kind: 'file';
  /** Path under media/. */
  readonly file: string;
  readonly mime: string;
  readonly width?: number;
  readonly height?: number;
  readonly duration?: number;
  /** Poster frame under images/. */
  readonly poster?: string;
  /**
   * A streamed rendition (MPEG-DASH or HLS): `file` is its manifest, served with its segments from the provider's
   * streaming host (services/media/streams.ts) under this name, not through the media proxy.
   */
  readonly stream?: string;
}

/** A page of a third-party platform that plays the media in its own player. */
interface ProviderPage {
  readonly kind: 'page';
  readonly url: string;
}

interface Spec extends SampleDescription {
  readonly type: EdmType;
  readonly creator: string;
  readonly dcType: LangMap;
  readonly dataProvider: string;
  readonly shownAt?: string;
  readonly media: readonly (LocalFile | ProviderPage)[];
  readonly themes: readonly string[];
  readonly place?: SamplePlace;
  readonly language?: string;
  /**
   * The provider's own IIIF manifest (services/iiif/provider.ts) that shows this item: a web resource typed as a
   * manifest, referenced by the record's image(s), as real records name one.
   */
  readonly iiifManifest?: string;
}

const BRUSSELS: SamplePlace = { uri: 'https://sws.geonames.org/2800866/', label: { en: ['Brussels'], fr: ['Bruxelles'], nl: ['Brussel'], de: ['Brüssel'] }, latitude: 50.8467, longitude: 4.3525 };
const DELFT: SamplePlace = { uri: 'https://sws.geonames.org/2757345/', label: { en: ['Delft'], nl: ['Delft'] }, latitude: 52.0116, longitude: 4.3571 };
const ATHENS: SamplePlace = { uri: 'https://sws.geonames.org/264371/', label: { en: ['Athens'], el: ['Αθήνα'], de: ['Athen'] }, latitude: 37.9838, longitude: 23.7275 };

const SPECS: readonly Spec[] = [
  {
    localId: 'sound_carillon',
    type: 'SOUND',
    title: { en: ['Carillon study in fifths'], nl: ['Beiaardstudie in kwinten'], de: ['Glockenspielstudie in Quinten'] },
    description: { en: ['A synthesised carillon: each bell a fifth above the last, struck and left to fade. Written for the portal\'s sample collection.'], de: ['Ein synthetisches Glockenspiel: jede Glocke eine Quinte über der vorigen, angeschlagen und verklingend.'] },
    creator: 'Heritage Portal sound workshop',
    date: '2026',
    year: 2026,
    dcType: { en: ['Sound recording'], de: ['Tonaufnahme'] },
    rights: CC0,
    dataProvider: PROVIDER,
    media: [{ kind: 'file', file: 'sound/carillon.ogg', mime: 'audio/ogg', duration: 20.0 }],
    themes: ['music'],
    place: DELFT,
    language: 'nl',
  },
  {
    localId: 'sound_drone',
    type: 'SOUND',
    title: { en: ['A-major drone with tremolo'], fr: ['Bourdon en la majeur avec trémolo'] },
    description: { en: ['Three sine tones of an A-major triad under a slow tremolo, rising and falling in volume.'] },
    creator: 'Heritage Portal sound workshop',
    date: '2026',
    year: 2026,
    dcType: { en: ['Sound recording'], fr: ['Enregistrement sonore'] },
    rights: CC_BY,
    dataProvider: PROVIDER,
    media: [{ kind: 'file', file: 'sound/drone.mp3', mime: 'audio/mpeg', duration: 12.07 }],
    themes: ['music'],
    place: BRUSSELS,
    language: 'fr',
  },
  {
    localId: 'sound_signal',
    type: 'SOUND',
    title: { en: ['Telegraph signal practice'], de: ['Übung für Telegrafensignale'] },
    description: { en: ['Short and long tones at 700 Hz, as used to practise telegraph signals; eight-bit recording.'] },
    creator: 'Heritage Portal sound workshop',
    date: '2026',
    year: 2026,
    dcType: { en: ['Sound recording'] },
    rights: CC0,
    dataProvider: PROVIDER,
    media: [{ kind: 'file', file: 'sound/morse.wav', mime: 'audio/wav', duration: 6.0 }],
    themes: [],
  },
  {
    localId: 'film_mandelbrot',
    type: 'VIDEO',
    title: { en: ['Into the Mandelbrot set'], de: ['In die Mandelbrot-Menge'], fr: ['Dans l\'ensemble de Mandelbrot'] },
    description: { en: ['Twelve seconds falling towards the edge of the Mandelbrot set, with a rising tone. Captions in English and German.'], de: ['Zwölf Sekunden Fall auf den Rand der Mandelbrot-Menge zu, mit steigendem Ton. Untertitel auf Englisch und Deutsch.'] },
    creator: 'Heritage Portal film workshop',
    date: '2026',
    year: 2026,
    dcType: { en: ['Animation'], de: ['Animation'] },
    rights: CC_BY,
    dataProvider: PROVIDER,
    media: [{ kind: 'file', file: 'film/mandelbrot.webm', mime: 'video/webm', width: 320, height: 180, duration: 12.0, poster: 'posters/mandelbrot.jpg' }],
    themes: ['art'],
    place: BRUSSELS,
    language: 'en',
  },
  {
    localId: 'film_life',
    type: 'VIDEO',
    title: { en: ['Game of Life, a colony'], nl: ['Game of Life, een kolonie'] },
    description: { en: ['Conway\'s Game of Life: a random colony grows, moulds and settles. Silent.'] },
    creator: 'Heritage Portal film workshop',
    date: '2026',
    year: 2026,
    dcType: { en: ['Animation'] },
    rights: CC0,
    dataProvider: PROVIDER,
    media: [{ kind: 'file', file: 'film/life.webm', mime: 'video/webm', width: 320, height: 180, duration: 10.0, poster: 'posters/life.jpg' }],
    themes: [],
  },
  {
    localId: 'film_studies',
    type: 'VIDEO',
    title: { en: ['Three studies in motion'], de: ['Drei Bewegungsstudien'], sk: ['Tri štúdie pohybu'] },
    description: { en: ['Three short films on one record: a Mandelbrot zoom, a Game of Life colony and the cellular automaton Rule 110.'], de: ['Drei kurze Filme in einem Datensatz: ein Mandelbrot-Zoom, eine Kolonie aus dem Spiel des Lebens und der Zellautomat Regel 110.'] },
    creator: 'Heritage Portal film workshop',
    date: '2026',
    year: 2026,
    dcType: { en: ['Animation'] },
    rights: CC_BY,
    dataProvider: PROVIDER,
    media: [
      { kind: 'file', file: 'film/mandelbrot.webm', mime: 'video/webm', width: 320, height: 180, duration: 12.0, poster: 'posters/mandelbrot.jpg' },
      { kind: 'file', file: 'film/life.webm', mime: 'video/webm', width: 320, height: 180, duration: 10.0, poster: 'posters/life.jpg' },
      { kind: 'file', file: 'film/cellauto.webm', mime: 'video/webm', width: 320, height: 180, duration: 8.0, poster: 'posters/cellauto.jpg' },
    ],
    themes: ['art'],
  },
  {
    localId: 'film_mandelbrot_stream',
    type: 'VIDEO',
    title: { en: ['Into the Mandelbrot set (streamed)'], de: ['In die Mandelbrot-Menge (gestreamt)'], sk: ['Do Mandelbrotovej množiny (streamované)'] },
    description: { en: ['The Mandelbrot film as its provider streams it, in MPEG-DASH: a manifest and four-second segments.'], de: ['Der Mandelbrot-Film, wie sein Anbieter ihn streamt, in MPEG-DASH: ein Manifest und Segmente von vier Sekunden.'] },
    creator: 'Heritage Portal film workshop',
    date: '2026',
    year: 2026,
    dcType: { en: ['Animation'], de: ['Animation'] },
    rights: CC_BY,
    dataProvider: PROVIDER,
    media: [{ kind: 'file', file: 'stream/mandelbrot-dash/manifest.mpd', stream: 'mandelbrot-dash', mime: 'application/dash+xml', width: 320, height: 180, duration: 12.0, poster: 'posters/mandelbrot.jpg' }],
    themes: ['art'],
  },
  {
    localId: 'film_life_stream',
    type: 'VIDEO',
    title: { en: ['Game of Life, a colony (streamed)'], nl: ['Game of Life, een kolonie (gestreamd)'] },
    description: { en: ['The Game of Life film as its provider streams it, in HLS. Silent.'] },
    creator: 'Heritage Portal film workshop',
    date: '2026',
    year: 2026,
    dcType: { en: ['Animation'] },
    rights: CC0,
    dataProvider: PROVIDER,
    media: [{ kind: 'file', file: 'stream/life-hls/index.m3u8', stream: 'life-hls', mime: 'application/vnd.apple.mpegurl', width: 320, height: 180, duration: 10.0, poster: 'posters/life.jpg' }],
    themes: [],
  },
  {
    localId: 'model_amphora',
    type: '3D',
    title: { en: ['Amphora (3D model)'], el: ['Αμφορέας (τρισδιάστατο μοντέλο)'], de: ['Amphore (3D-Modell)'] },
    description: { en: ['A two-handled storage jar reduced to its turned body: a model to rotate, zoom and view from every side.'] },
    creator: 'Heritage Portal 3D workshop',
    date: '2026',
    year: 2026,
    dcType: { en: ['3D model'], de: ['3D-Modell'] },
    rights: CC0,
    dataProvider: PROVIDER,
    media: [{ kind: 'file', file: 'models/amphora.glb', mime: 'model/gltf-binary' }],
    themes: ['archaeology'],
    place: ATHENS,
    language: 'el',
  },
  {
    localId: 'model_bowl',
    type: '3D',
    title: { en: ['Glazed bowl (3D model)'] },
    description: { en: ['A shallow bowl with a rolled rim in a blue glaze.'] },
    creator: 'Heritage Portal 3D workshop',
    date: '2026',
    year: 2026,
    dcType: { en: ['3D model'] },
    rights: CC_BY,
    dataProvider: PROVIDER,
    media: [{ kind: 'file', file: 'models/bowl.glb', mime: 'model/gltf-binary' }],
    themes: ['archaeology'],
  },
  {
    localId: 'model_vessels',
    type: '3D',
    title: { en: ['Three turned vessels (3D models)'], de: ['Drei gedrechselte Gefäße (3D-Modelle)'] },
    description: { en: ['An amphora, a bowl and a brass candlestick: three models on one record.'] },
    creator: 'Heritage Portal 3D workshop',
    date: '2026',
    year: 2026,
    dcType: { en: ['3D model'] },
    rights: CC0,
    dataProvider: PROVIDER,
    media: [
      { kind: 'file', file: 'models/amphora.glb', mime: 'model/gltf-binary' },
      { kind: 'file', file: 'models/bowl.glb', mime: 'model/gltf-binary' },
      { kind: 'file', file: 'models/candlestick.glb', mime: 'model/gltf-binary' },
    ],
    themes: ['archaeology'],
  },
  {
    localId: 'embed_youtube_bbb',
    type: 'VIDEO',
    title: { en: ['Big Buck Bunny'] },
    description: { en: ['The Blender Foundation\'s open film of 2008, on YouTube: plays in YouTube\'s own player once you allow it.'] },
    creator: 'Blender Foundation',
    date: '2008',
    year: 2008,
    dcType: { en: ['Animated film'] },
    rights: CC_BY_3,
    dataProvider: 'Blender Foundation',
    shownAt: 'https://peach.blender.org/',
    media: [{ kind: 'page', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }],
    themes: ['art'],
    place: { uri: 'https://sws.geonames.org/2759794/', label: { en: ['Amsterdam'], nl: ['Amsterdam'] }, latitude: 52.3676, longitude: 4.9041 },
  },
  {
    localId: 'embed_vimeo_bbb',
    type: 'VIDEO',
    title: { en: ['Big Buck Bunny (Vimeo)'] },
    description: { en: ['The same open film as published on Vimeo, played in Vimeo\'s player once you allow it.'] },
    creator: 'Blender Foundation',
    date: '2008',
    year: 2008,
    dcType: { en: ['Animated film'] },
    rights: CC_BY_3,
    dataProvider: 'Blender Foundation',
    media: [{ kind: 'page', url: 'https://vimeo.com/1084537' }],
    themes: ['art'],
  },
  {
    localId: 'embed_soundcloud_flickermood',
    type: 'SOUND',
    title: { en: ['Flickermood'] },
    description: { en: ['A track on SoundCloud, the platform\'s own example of an embeddable sound; SoundCloud\'s player loads once you allow it.'] },
    creator: 'Forss',
    date: '2007',
    year: 2007,
    dcType: { en: ['Music'] },
    rights: IN_COPYRIGHT,
    dataProvider: 'SoundCloud',
    media: [{ kind: 'page', url: 'https://soundcloud.com/forss/flickermood' }],
    themes: ['music'],
  },
  {
    localId: 'embed_sketchfab',
    type: '3D',
    title: { en: ['A model on Sketchfab'] },
    description: { en: ['A 3D model hosted on Sketchfab, shown in Sketchfab\'s viewer once you allow it.'] },
    creator: 'Sketchfab',
    date: '2015',
    year: 2015,
    dcType: { en: ['3D model'] },
    rights: IN_COPYRIGHT,
    dataProvider: 'Sketchfab',
    media: [{ kind: 'page', url: 'https://sketchfab.com/models/442c548d94744641ba279ae94b5f45ec' }],
    themes: [],
  },
  {
    localId: 'portfolio_monet_coast',
    type: 'IMAGE',
    title: { en: ['Claude Monet: the coast and the Seine'], de: ['Claude Monet: die Küste und die Seine'], fr: ['Claude Monet : la côte et la Seine'] },
    description: {
      en: ['Three paintings by Claude Monet as a portfolio on the provider\'s own IIIF server: the record names the provider\'s IIIF manifest, which shows every painting of it.'],
      de: ['Drei Bilder von Claude Monet als Mappe auf dem eigenen IIIF-Server des Anbieters: Der Datensatz nennt das IIIF-Manifest des Anbieters, das jedes Bild zeigt.'],
    },
    creator: 'Claude Monet',
    date: '1867–1897',
    year: 1897,
    dcType: { en: ['Portfolio'], de: ['Mappe'], fr: ['Portfolio'] },
    rights: CC0,
    dataProvider: 'Heritage Library (sample provider)',
    media: [{ kind: 'file', file: 'full/14598.jpg', mime: 'image/jpeg', width: 843, height: 623, poster: 'w400/14598.jpg' }],
    themes: ['art'],
    iiifManifest: 'monet-coast-and-seine',
  },
];

/** Former identifiers of records (the Record API answers each with the record under its new identifier). */
export const MEDIA_MOVES: ReadonlyMap<string, string> = new Map([[`/${MEDIA_DATASET}/sound_carillon_1998`, `/${MEDIA_DATASET}/sound_carillon`]]);

function md5(value: string): string {
  return createHash('md5').update(value).digest('hex');
}

function mediaUrl(spec: Spec, media: LocalFile | ProviderPage, index: number): string {
  // One URL per record and position: the media table is keyed by the URL's hash.
  if (media.kind === 'page') return media.url;
  const name = media.file.slice(media.file.lastIndexOf('/') + 1);
  return media.stream === undefined ? `${FILE_HOST}/${spec.localId}/${String(index + 1)}/${name}` : `${STREAM_HOST}/${media.stream}/${name}`;
}

/** The files the seed's media rows point at (`media/…`). */
const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), 'media');

/**
 * A film's subtitles as its full text, one row per language: the words of every cue of its WebVTT captions (the
 * header, cue timings and identifiers left out). Europeana indexes subtitles as full text, as it does OCR.
 */
export function subtitlesFulltext(filmPath: string): FulltextRow[] {
  return captionsOf(filmPath).map((caption) => {
    const cues = readFileSync(caption.path, 'utf8').split(/\r?\n\r?\n/).slice(1);
    const lines = cues.flatMap((cue) => cue.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.includes('-->')).slice(-2));
    return { lang: caption.lang, text: lines.join(' ').replace(/\s+/g, ' ').trim() };
  }).filter((row) => row.text !== '');
}

function buildRecord(spec: Spec): SeedRecord {
  const urls = spec.media.map((media, index) => mediaUrl(spec, media, index));
  const resources = spec.media.map((media, index): SampleWebResource | MediaRow => {
    const url = urls[index] ?? '';
    if (media.kind === 'page') return { url };
    return { hash: md5(url), url, previewFile: media.poster, fullFile: media.file, mime: media.mime, width: media.width ?? 0, height: media.height ?? 0, duration: media.duration };
  });
  const firstFile = spec.media.find((media): media is LocalFile => media.kind === 'file');
  const hasPoster = spec.media[0]?.kind === 'file' && spec.media[0].poster !== undefined;
  return sampleRecord({
    ...spec,
    dataset: { id: MEDIA_DATASET, name: `${MEDIA_DATASET}_Local_SampleMedia` },
    creators: [spec.creator],
    provider: PROVIDER,
    timestamp: TIMESTAMP,
    contentTier: firstFile === undefined ? 2 : 4,
    webResources: resources,
    media: resources.filter((resource): resource is MediaRow => 'hash' in resource),
    preview: hasPoster ? urls[0] : undefined,
    manifest: spec.iiifManifest === undefined ? undefined : providerManifestAddress(spec.iiifManifest),
    fulltext: spec.type === 'VIDEO' && firstFile !== undefined ? subtitlesFulltext(join(MEDIA_DIR, firstFile.file)) : [],
  });
}

/** The seed's sound, film, 3D and embed-only records. */
export function buildMediaKindsSeed(): SeedRecord[] {
  return SPECS.map(buildRecord);
}
