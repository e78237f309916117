/**
 * The third-party services europeana.eu knows (players, viewers, widgets and its own cookie-setting
 * services), as one typed list, and what the portal may do with a media URL of one of them: which
 * provider it belongs to, whether the provider answers oEmbed, the provider's own player for it
 * when that can be derived without calling the provider, and the one https `<iframe>` of an oEmbed
 * answer. Records name such URLs (`edm:isShownBy`, web resources of type `text/html`); the item
 * and media pages show them behind the consent gate, and a server-side resolver asks the oEmbed
 * endpoints (this module builds the request and reads the answer, it fetches nothing).
 *
 * The data, `definitions/*.json`, are byte-for-byte copies of
 * `packages/portal/src/utils/services/definitions/*.json` of europeana/portal.js at commit
 * 762874abd1df5ecdd2ccab4cdf49299a960ab898 (licence EUPL-1.2). They are parsed with zod once,
 * when this module loads: a malformed file throws then, not at the first request. The order and
 * the purposes are those `utils/services/services.js` gives; the URL matching is that of
 * `utils/services/index.js` (`serviceForUrl`) and `oembed.js` (`oEmbeddable`) with two fixes,
 * see {@link providerForUrl}.
 */
import { fragmentFrames } from '../text/html-fragment.ts';
import { z } from 'zod';
import twoD from './definitions/2D.json' with { type: 'json' };
import threeD from './definitions/3D.json' with { type: 'json' };
import audio from './definitions/audio.json' with { type: 'json' };
import multimedia from './definitions/multimedia.json' with { type: 'json' };
import other from './definitions/other.json' with { type: 'json' };
import portal from './definitions/portal.json' with { type: 'json' };
import socialMedia from './definitions/socialMedia.json' with { type: 'json' };
import video from './definitions/video.json' with { type: 'json' };

/**
 * One third-party service of the definitions.
 * @example
 * const vimeo: EmbedProvider = { id: 'vimeo', title: 'Vimeo', purposes: ['thirdPartyContent', 'mediaViewing', 'video'],
 *   oembed: 'https://vimeo.com/api/oembed.json', schemes: ['https://vimeo.com/*', 'https://player.vimeo.com/video/*'] };
 */
export interface EmbedProvider {
  /** The definition's `name`, e.g. `'youTube'`, `'vimeo'`, `'sketchfab'`. */
  readonly id: string;
  /** Its display name, e.g. `'YouTube'`. */
  readonly title: string;
  /**
   * The consent purposes, as services.js computes them: a portal service keeps its own (possibly
   * none); the others get `'thirdPartyContent'`, media viewers also `'mediaViewing'`, then the
   * definition's own purposes or else its file's name (`'2D'`, `'video'`, `'socialMedia'`, …).
   */
  readonly purposes: readonly string[];
  /** The oEmbed endpoint (https), when the provider has one. */
  readonly oembed: string | undefined;
  /** URL patterns of the provider's media; `*` stands for one or more characters. Empty for cookie-only services. */
  readonly schemes: readonly string[];
}

/**
 * The https frame of an oEmbed answer (see {@link iframeSrcOfOEmbed}).
 * @example const frame: OEmbedFrame = { src: 'https://sketchfab.com/models/0123456789abcdef0123456789abcdef/embed', width: 640, height: 480 };
 */
export interface OEmbedFrame {
  readonly src: string;
  readonly width?: number;
  readonly height?: number;
  readonly title?: string;
}

/**
 * URLs longer than this are no provider's (and never reach the regular expressions).
 * @example providerForUrl(`https://vimeo.com/${'1'.repeat(MAX_EMBED_URL_LENGTH)}`) // undefined
 */
export const MAX_EMBED_URL_LENGTH = 2048;

/** oEmbed `html` longer than this is refused unparsed. */
const MAX_OEMBED_HTML_LENGTH = 100_000;

const SCHEME = /^(https?:)?\/\/([^/?#]+)(.*)$/;

const definitionSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/),
  title: z.string().min(1),
  schemes: z.array(z.string().regex(SCHEME)).min(1).optional(),
  oembed: z.url({ protocol: /^https$/ }).optional(),
  purposes: z.array(z.string().min(1)).optional(),
  required: z.boolean().optional(),
  cookies: z.array(z.string().min(1)).optional(),
});

const definitionFileSchema = z.array(definitionSchema).min(1);

type Definition = z.infer<typeof definitionSchema>;

function parseFile(file: string, data: unknown): Definition[] {
  const parsed = definitionFileSchema.safeParse(data);
  if (!parsed.success) throw new Error(`src/lib/embed/definitions/${file}.json is malformed: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** services.js's `parseDefinitions`: the definitions of one file, each with its purposes (its own, else the file's name). */
function definitions(file: string, data: unknown, prefix: readonly string[]): EmbedProvider[] {
  return parseFile(file, data).map((definition) => Object.freeze({
    id: definition.name,
    title: definition.title,
    purposes: Object.freeze([...prefix, ...(definition.purposes ?? [file])]),
    oembed: definition.oembed,
    schemes: Object.freeze([...(definition.schemes ?? [])]),
  }));
}

function loadProviders(): readonly EmbedProvider[] {
  const mediaViewing = ['thirdPartyContent', 'mediaViewing'];
  const providers = [
    ...definitions('portal', portal, []),
    ...definitions('socialMedia', socialMedia, ['thirdPartyContent']),
    ...definitions('2D', twoD, mediaViewing),
    ...definitions('3D', threeD, mediaViewing),
    ...definitions('audio', audio, mediaViewing),
    ...definitions('multimedia', multimedia, mediaViewing),
    ...definitions('video', video, mediaViewing),
    ...definitions('other', other, ['thirdPartyContent']),
  ];
  const seen = new Set<string>();
  for (const provider of providers) {
    if (seen.has(provider.id)) throw new Error(`src/lib/embed/definitions: the provider id ${provider.id} is defined twice`);
    seen.add(provider.id);
  }
  return Object.freeze(providers);
}

/**
 * Every service of the definitions (third-party media providers, social media widgets and the
 * portal's own cookie-setting services), in services.js's order: portal, socialMedia, 2D, 3D,
 * audio, multimedia, video, other. {@link providerForUrl} answers the first that matches.
 * @example EMBED_PROVIDERS.find((p) => p.id === 'vimeo')?.oembed // 'https://vimeo.com/api/oembed.json'
 */
export const EMBED_PROVIDERS: readonly EmbedProvider[] = loadProviders();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const wildcard = (text: string, any: string): string => text.split('*').map(escapeRegExp).join(any);

/**
 * A scheme as an anchored regular expression over a normalised URL (`URL.href`). A `*` matches
 * one or more characters, as in the reference, except in the host, where it matches host
 * characters only: `https://*.humap.site/*` must not match `https://evil.example/x.humap.site/y`.
 * A protocol-relative scheme (`//www.instagram.com/embed.js`) matches http and https.
 */
function schemeRegExp(scheme: string): RegExp {
  const [, protocol, host = '', rest = ''] = SCHEME.exec(scheme) ?? [];
  const protocolPattern = protocol === undefined ? 'https?:' : escapeRegExp(protocol);
  return new RegExp(`^${protocolPattern}//${wildcard(host, '[^/?#@:]+')}${wildcard(rest, '.+')}$`);
}

const MATCHERS: readonly { readonly provider: EmbedProvider; readonly patterns: readonly RegExp[] }[] = EMBED_PROVIDERS
  .filter((provider) => provider.schemes.length > 0)
  .map((provider) => ({ provider, patterns: provider.schemes.map(schemeRegExp) }));

/** The value as an http(s) URL, else undefined. */
function httpUrl(value: string): URL | undefined {
  if (value.length > MAX_EMBED_URL_LENGTH || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

function match(value: string): { provider: EmbedProvider; url: URL } | undefined {
  const url = httpUrl(value);
  if (!url) return undefined;
  const provider = MATCHERS.find(({ patterns }) => patterns.some((pattern) => pattern.test(url.href)))?.provider;
  return provider ? { provider, url } : undefined;
}

/**
 * The provider of a media URL: the first of {@link EMBED_PROVIDERS} one of whose schemes matches
 * it, as the reference's `serviceForUrl`, but
 * - anchored at both ends: the reference's regular expressions are not, so there any URL that
 *   merely contains a scheme's example is the provider's: `https://evil.example/?https://vimeo.com/1`
 *   is Vimeo's, and `https://api.nakala.fr/data` (a scheme without `*`) matches whatever follows it;
 * - over the URL as the WHATWG parser normalises it, for http(s) URLs only (no `javascript:`,
 *   `data:`, `ftp:`, relative or unparseable input), at most {@link MAX_EMBED_URL_LENGTH} long;
 * - with a host wildcard that stays in the host (see the `humap` scheme).
 * @example providerForUrl('https://vimeo.com/76979871')?.id // 'vimeo'
 * @example providerForUrl('https://evil.example/?https://vimeo.com/1') // undefined
 */
export function providerForUrl(url: string): EmbedProvider | undefined {
  return match(url)?.provider;
}

/**
 * The URL is a provider's that has an oEmbed endpoint (the reference's `oEmbeddable`).
 * @example isOEmbeddable('https://www.youtube.com/watch?v=M7lc1UVf-VE') // true
 * @example isOEmbeddable('https://gallica.bnf.fr/ark:/12148/btv1b8449691v') // false: Gallica has no endpoint
 */
export function isOEmbeddable(url: string): boolean {
  return providerForUrl(url)?.oembed !== undefined;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** Eleven-character `/embed/` paths that are no video: playlists and live streams, which need their query. */
const YOUTUBE_NOT_VIDEO = new Set(['videoseries', 'live_stream']);
const VIMEO_ID = /^[1-9][0-9]{0,11}$/;
const VIMEO_HASH = /^[0-9a-f]{8,20}$/;
const VIMEO_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const SOUNDCLOUD_NAME = /^[a-z0-9_-]{1,100}$/;
/** Second path segments of soundcloud.com/{user}/… that are listings of the user, not tracks. */
const SOUNDCLOUD_USER_PAGES = new Set(['albums', 'comments', 'followers', 'following', 'likes', 'playlists', 'popular-tracks', 'reposts', 'sets', 'spotlight', 'tracks']);
const SOUNDCLOUD_API = /^https:\/\/api\.soundcloud\.com\/(?:tracks|playlists)\/[1-9][0-9]{0,19}$/;
const SKETCHFAB_UID = /^[0-9a-f]{32}$/;
const SKETCHFAB_SLUG_UID = /^[^/]+-([0-9a-f]{32})$/;
const ARCHIVE_ORG_IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** The path's segments (a single trailing slash is ignored); empty segments elsewhere are kept, so they fail the patterns. */
function segments(url: URL): string[] {
  return url.pathname.replace(/(.)\/$/, '$1').split('/').slice(1);
}

function youTubePlayer(url: URL): string | undefined {
  const path = segments(url);
  let id: string | null | undefined;
  if (url.hostname === 'youtu.be') id = path.length === 1 ? path[0] : undefined;
  else if (path.length === 1 && path[0] === 'watch') id = url.searchParams.get('v');
  else if (path.length === 2 && (path[0] === 'embed' || path[0] === 'v')) id = path[1];
  if (!id || !YOUTUBE_ID.test(id) || YOUTUBE_NOT_VIDEO.has(id)) return undefined;
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

function vimeoPlayer(url: URL): string | undefined {
  const path = segments(url);
  let id: string | undefined;
  let hash: string | null | undefined;
  if (url.hostname === 'player.vimeo.com') {
    if (path.length === 2 && path[0] === 'video') [, id] = path;
    hash = url.searchParams.get('h');
  } else if (path.length === 1 || path.length === 2) {
    [id, hash] = path; // vimeo.com/{id}, or vimeo.com/{id}/{hash} for an unlisted video
  } else if (path.length === 3 && path[0] === 'channels' && VIMEO_NAME.test(path[1] ?? '')) {
    [, , id] = path;
  } else if (path.length === 4 && ((path[0] === 'groups' && path[2] === 'videos') || (path[0] === 'album' && path[2] === 'video')) && VIMEO_NAME.test(path[1] ?? '')) {
    [, , , id] = path;
  }
  if (id === undefined || !VIMEO_ID.test(id)) return undefined;
  if (hash === null || hash === undefined) return `https://player.vimeo.com/video/${id}`;
  return VIMEO_HASH.test(hash) ? `https://player.vimeo.com/video/${id}?h=${hash}` : undefined;
}

/** The canonical https page URL of a SoundCloud track or set, else undefined. */
function soundCloudPage(url: URL): string | undefined {
  if (url.hostname !== 'soundcloud.com') return undefined;
  const path = segments(url);
  const [user = '', second = '', third] = path;
  if (!SOUNDCLOUD_NAME.test(user)) return undefined;
  const isTrack = path.length === 2 && !SOUNDCLOUD_USER_PAGES.has(second) && SOUNDCLOUD_NAME.test(second);
  const isSet = path.length === 3 && second === 'sets' && SOUNDCLOUD_NAME.test(third ?? '');
  return isTrack || isSet ? `https://soundcloud.com/${path.join('/')}` : undefined;
}

function soundCloudPlayer(url: URL): string | undefined {
  let page: string | undefined;
  if (url.hostname === 'w.soundcloud.com') {
    const inner = url.pathname === '/player/' ? url.searchParams.get('url') : null;
    const innerUrl = inner === null ? undefined : httpUrl(inner);
    if (innerUrl) {
      innerUrl.protocol = 'https:';
      page = SOUNDCLOUD_API.test(innerUrl.href) ? innerUrl.href : soundCloudPage(innerUrl);
    }
  } else {
    page = soundCloudPage(url);
  }
  return page === undefined ? undefined : `https://w.soundcloud.com/player/?url=${encodeURIComponent(page)}`;
}

function sketchfabPlayer(url: URL): string | undefined {
  const path = segments(url);
  let uid: string | undefined;
  if (path[0] === '3d-models' && path.length === 2) uid = SKETCHFAB_SLUG_UID.exec(path[1] ?? '')?.[1];
  else if (path[0] === 'models' && (path.length === 2 || (path.length === 3 && path[2] === 'embed'))) uid = path[1];
  return uid !== undefined && SKETCHFAB_UID.test(uid) ? `https://sketchfab.com/models/${uid}/embed` : undefined;
}

function archiveOrgPlayer(url: URL): string | undefined {
  const path = segments(url);
  const identifier = path.length === 2 && path[0] === 'embed' ? path[1] : undefined;
  return identifier !== undefined && ARCHIVE_ORG_IDENTIFIER.test(identifier) ? `https://archive.org/embed/${identifier}` : undefined;
}

/** Providers whose player URL follows from the media page URL alone, by provider id. Dailymotion is not among the definitions. */
const PLAYERS: Readonly<Record<string, (url: URL) => string | undefined>> = {
  youTube: youTubePlayer,
  vimeo: vimeoPlayer,
  soundCloud: soundCloudPlayer,
  sketchfab: sketchfabPlayer,
  archiveOrg: archiveOrgPlayer,
};

/**
 * The ids of the providers {@link playerUrl} knows.
 * @example PLAYER_PROVIDER_IDS // ['youTube', 'vimeo', 'soundCloud', 'sketchfab', 'archiveOrg']
 */
export const PLAYER_PROVIDER_IDS: readonly string[] = Object.freeze(Object.keys(PLAYERS));

/**
 * The https `src` of the provider's own player (an `<iframe>`) for a media page URL, when it can
 * be derived without asking the provider: YouTube (watch?v=, youtu.be/, /embed/, /v/; played from
 * youtube-nocookie.com), Vimeo (vimeo.com/{id}[/{hash}], channels, groups, albums,
 * player.vimeo.com/video/{id}), SoundCloud (a track or set page, or the widget of one), Sketchfab
 * (/3d-models/{slug}-{uid}, /models/{uid}) and archive.org (/embed/{identifier}). Only for URLs
 * {@link providerForUrl} gives to that provider; identifiers must match strict patterns; anything
 * else is undefined (ask the oEmbed endpoint instead, see {@link oEmbedRequestUrl}).
 * @example playerUrl('https://www.youtube.com/watch?v=M7lc1UVf-VE') // 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'
 * @example playerUrl('https://soundcloud.com/forss/flickermood') // 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood'
 * @example playerUrl('https://www.youtube.com/watch?v=<script>') // undefined
 */
export function playerUrl(url: string): string | undefined {
  const matched = match(url);
  if (!matched) return undefined;
  const player = PLAYERS[matched.provider.id];
  return player?.(matched.url);
}

/**
 * The GET request to the provider's oEmbed endpoint for a media URL (`url` and `format=json`
 * added to the endpoint's query), or undefined when the provider has no endpoint or is not the
 * one {@link providerForUrl} finds for the URL. The URL is sent as the WHATWG parser normalises it.
 * @example oEmbedRequestUrl(providerForUrl('https://vimeo.com/76979871')!, 'https://vimeo.com/76979871')
 * // 'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871&format=json'
 */
export function oEmbedRequestUrl(provider: EmbedProvider, url: string): string | undefined {
  const matched = match(url);
  if (provider.oembed === undefined || matched?.provider.id !== provider.id) return undefined;
  const request = new URL(provider.oembed);
  request.searchParams.set('url', matched.url.href);
  request.searchParams.set('format', 'json');
  return request.href;
}

/** A dimension of an oEmbed answer or of its frame: a positive number (digits in an attribute); `100%` and the like are no dimension. */
function dimension(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^[0-9]{1,5}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

const oEmbedAnswerSchema = z.object({
  type: z.enum(['video', 'rich']),
  html: z.string().max(MAX_OEMBED_HTML_LENGTH),
  width: z.unknown().optional(),
  height: z.unknown().optional(),
  title: z.unknown().optional(),
});

/**
 * The frame of an oEmbed answer (JSON already parsed): for a `video` or `rich` answer whose `html`
 * holds exactly one `<iframe>` with an https `src`, that src (as the URL parser writes it) with
 * the answer's width, height and title (else the frame's own). Scripts and all other markup in
 * the html are ignored and never returned; any other answer is undefined.
 * @example iframeSrcOfOEmbed({ type: 'video', version: '1.0', width: 640, height: 360, title: 'A film',
 *   html: '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;app_id=122963"></iframe>' })
 * // { src: 'https://player.vimeo.com/video/76979871?h=8272103f6e&app_id=122963', width: 640, height: 360, title: 'A film' }
 */
export function iframeSrcOfOEmbed(body: unknown): OEmbedFrame | undefined {
  const answer = oEmbedAnswerSchema.safeParse(body);
  if (!answer.success) return undefined;
  const frames = fragmentFrames(answer.data.html);
  const frame = frames.length === 1 ? frames[0] : undefined;
  const src = frame?.src?.trim();
  if (frame === undefined || src === undefined || src.length > MAX_EMBED_URL_LENGTH || !URL.canParse(src)) return undefined;
  const url = new URL(src);
  if (url.protocol !== 'https:') return undefined;
  const width = dimension(answer.data.width) ?? dimension(frame.width);
  const height = dimension(answer.data.height) ?? dimension(frame.height);
  const titleOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const title = titleOf(answer.data.title) ?? titleOf(frame.title);
  return {
    src: url.href,
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
    ...(title === undefined ? {} : { title }),
  };
}
