import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  EMBED_PROVIDERS,
  MAX_EMBED_URL_LENGTH,
  PLAYER_PROVIDER_IDS,
  iframeSrcOfOEmbed,
  isOEmbeddable,
  oEmbedRequestUrl,
  playerUrl,
  providerForUrl,
  type EmbedProvider,
} from '../../../src/lib/embed/providers.ts';

const definitionsDir = new URL('../../../src/lib/embed/definitions/', import.meta.url);

function provider(id: string): EmbedProvider {
  const found = EMBED_PROVIDERS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no provider ${id}`);
  return found;
}

/** An example URL of a scheme: each `*` a sample segment; a protocol-relative scheme over https. */
const example = (scheme: string, sample = 'sample-1'): string => (scheme.startsWith('//') ? `https:${scheme}` : scheme).replace(/\*/g, sample);

const withSchemes = EMBED_PROVIDERS.filter((candidate) => candidate.schemes.length > 0);
const schemeCases = withSchemes.flatMap((candidate) => candidate.schemes.map((scheme) => [candidate.id, scheme] as const));
const oEmbedProviders = EMBED_PROVIDERS.filter((candidate) => candidate.oembed !== undefined);

describe('EMBED_PROVIDERS', () => {
  it('holds every definition of the eight files, in services.js order', () => {
    const files = readdirSync(definitionsDir).filter((name) => name.endsWith('.json')).sort();
    expect(files).toEqual(['2D.json', '3D.json', 'audio.json', 'multimedia.json', 'other.json', 'portal.json', 'socialMedia.json', 'video.json']);
    const names = (file: string) => (JSON.parse(readFileSync(new URL(file, definitionsDir), 'utf8')) as { name: string }[]).map((d) => d.name);
    const order = ['portal', 'socialMedia', '2D', '3D', 'audio', 'multimedia', 'video', 'other'];
    expect(EMBED_PROVIDERS.map((p) => p.id)).toEqual(order.flatMap((file) => names(`${file}.json`)));
    expect(EMBED_PROVIDERS).toHaveLength(66);
    expect(new Set(EMBED_PROVIDERS.map((p) => p.id)).size).toBe(EMBED_PROVIDERS.length);
  });

  it('computes the purposes as services.js does', () => {
    expect(provider('europeanaEmbed').purposes).toEqual([]);
    expect(provider('matomo').purposes).toEqual(['usage']);
    expect(provider('auth-strategy').purposes).toEqual(['essential']);
    expect(provider('instagram').purposes).toEqual(['thirdPartyContent', 'socialMedia']);
    expect(provider('gallica').purposes).toEqual(['thirdPartyContent', 'mediaViewing', '2D']);
    expect(provider('sketchfab').purposes).toEqual(['thirdPartyContent', 'mediaViewing', '3D']);
    expect(provider('soundCloud').purposes).toEqual(['thirdPartyContent', 'mediaViewing', 'audio']);
    expect(provider('archiveOrg').purposes).toEqual(['thirdPartyContent', 'mediaViewing', 'multimedia']);
    expect(provider('youTube').purposes).toEqual(['thirdPartyContent', 'mediaViewing', 'video']);
    expect(provider('codepen').purposes).toEqual(['thirdPartyContent', 'other']);
  });

  it('keeps the oEmbed endpoints and schemes of the definitions', () => {
    expect(oEmbedProviders.map((p) => [p.id, p.oembed])).toEqual([
      ['institutNationalDeLAudiovisuel', 'https://oembed.europeana.eu/'],
      ['eureka3D', 'https://eureka3d.vm.fedcloud.eu/oembed'],
      ['sketchfab', 'https://sketchfab.com/oembed'],
      ['weave', 'https://weave-3dviewer.com/api/core/v1/oembed'],
      ['soundArchivesOfTheCNRS', 'https://oembed.europeana.eu/'],
      ['soundCloud', 'https://soundcloud.com/oembed'],
      ['euscreen', 'https://oembed.euscreen.eu/services/oembed'],
      ['tv3', 'https://oembed.europeana.eu/'],
      ['vimeo', 'https://vimeo.com/api/oembed.json'],
      ['youTube', 'https://www.youtube.com/oembed'],
    ]);
    expect(provider('vimeo').schemes).toHaveLength(12);
    expect(EMBED_PROVIDERS.filter((p) => p.schemes.length === 0).map((p) => p.id)).toEqual([
      'auth-strategy', 'debugSettings', 'hotjar', 'i18n', 'matomo', 'multilingualSearch', 'newFeatureNotification', 'searchResultsView',
    ]);
  });

  it.each([
    ['a definition without title', [{ name: 'sample', schemes: ['https://x.example/*'] }]],
    ['a scheme that is no URL pattern', [{ name: 'sample', title: 'X', schemes: ['x.example/*'] }]],
    ['an http oEmbed endpoint', [{ name: 'sample', title: 'X', oembed: 'http://x.example/oembed', schemes: ['https://x.example/*'] }]],
    ['an unknown field', [{ name: 'sample', title: 'X', schemes: ['https://x.example/*'], scheme: 'https://x.example/*' }]],
    ['a duplicate id', [{ name: 'vimeo', title: 'Vimeo again', schemes: ['https://x.example/*'] }]],
    ['no array', { name: 'sample', title: 'X' }],
  ])('makes loading the module throw on %s', async (_label, data) => {
    vi.resetModules();
    vi.doMock('../../../src/lib/embed/definitions/other.json', () => ({ default: data }));
    try {
      await expect(import('../../../src/lib/embed/providers.ts')).rejects.toThrow(/definitions/);
    } finally {
      vi.doUnmock('../../../src/lib/embed/definitions/other.json');
      vi.resetModules();
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(EMBED_PROVIDERS)).toBe(true);
    expect(Object.isFrozen(provider('vimeo'))).toBe(true);
    expect(Object.isFrozen(provider('vimeo').schemes)).toBe(true);
  });
});

describe('providerForUrl', () => {
  it.each(schemeCases)('%s: an example of %s resolves to it', (id, scheme) => {
    expect(providerForUrl(example(scheme))?.id).toBe(id);
  });

  it('matches the pages records name', () => {
    expect(providerForUrl('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=30s')?.id).toBe('youTube');
    expect(providerForUrl('https://vimeo.com/channels/staffpicks/76979871')?.id).toBe('vimeo');
    expect(providerForUrl('https://sketchfab.com/3d-models/a-chair-0123456789abcdef0123456789abcdef')?.id).toBe('sketchfab');
    expect(providerForUrl('https://gallica.bnf.fr/ark:/12148/btv1b8449691v/f1.item')?.id).toBe('gallica');
    expect(providerForUrl('https://www.euscreen.eu/item.html?id=EUS_0123')?.id).toBe('euscreen');
    expect(providerForUrl('http://archives.crem-cnrs.fr/archives/items/CNRSMH_I_2013_201_001_01/')?.id).toBe('soundArchivesOfTheCNRS');
    expect(providerForUrl('https://www.jigsawplanet.com/?rc=play&pid=0a1b2c3d')?.id).toBe('jigsawplanet');
  });

  it('reads the URL as the URL parser normalises it', () => {
    expect(providerForUrl('HTTPS://VIMEO.COM/76979871')?.id).toBe('vimeo');
    expect(providerForUrl('  https://vimeo.com:443/76979871 ')?.id).toBe('vimeo');
    expect(providerForUrl('https://vimeo.com:8443/76979871')).toBeUndefined();
    expect(providerForUrl('https://user@vimeo.com/76979871')).toBeUndefined();
  });

  it('needs one or more characters for a `*`', () => {
    expect(providerForUrl('https://vimeo.com/')).toBeUndefined();
    expect(providerForUrl('https://vimeo.com')).toBeUndefined();
    expect(providerForUrl('https://gallica.bnf.fr/')).toBeUndefined();
  });

  it('answers the first provider that matches, in services.js order', () => {
    expect(providerForUrl('https://embed.europeana.eu/1/a')?.id).toBe('europeanaEmbed');
    expect(providerForUrl('https://vimeo.com/album/1/video/2')?.id).toBe('vimeo');
  });

  describe('is anchored at both ends (the reference is not)', () => {
    it.each([
      'https://evil.example/?https://vimeo.com/1',
      'https://evil.example/https://www.youtube.com/watch?v=M7lc1UVf-VE',
      'https://evil.example/#https://soundcloud.com/forss/flickermood',
      'https://vimeo.com.evil.example/1',
      'https://www.youtube.com.evil.example/watch?v=M7lc1UVf-VE',
      'https://evil.example/redirect?to=https://sketchfab.com/models/0123456789abcdef0123456789abcdef',
      'https://notvimeo.com/1',
      'https://evil.example/api.nakala.fr/data',
      'https://api.nakala.fr/data/10.34847/nkl.abcdef',
      'https://woobox.com/js/plugins/woo.js?x',
      'https://platform.twitter.com/widgets.json',
      'http://archives.crem-cnrs.fr/archives/items/CNRSMH_I_2013_201_001_01/evil',
    ])('%s is no provider\'s', (url) => {
      expect(providerForUrl(url)).toBeUndefined();
    });

    it('keeps a host wildcard in the host', () => {
      expect(providerForUrl('https://a-project.humap.site/map')?.id).toBe('humap');
      expect(providerForUrl('https://evil.example/x.humap.site/y')).toBeUndefined();
      expect(providerForUrl('https://evil.example?.humap.site/y')).toBeUndefined();
      expect(providerForUrl('https://evil.example#.humap.site/y')).toBeUndefined();
      expect(providerForUrl('https://evil.example:443.humap.site/y')).toBeUndefined();
      expect(providerForUrl('https://me@evil.example.humap.site/y')).toBeUndefined();
    });

    it('lets a protocol-relative scheme match http and https, nothing else', () => {
      expect(providerForUrl('https://www.instagram.com/embed.js')?.id).toBe('instagram');
      expect(providerForUrl('http://assets.pinterest.com/js/pinit.js')?.id).toBe('pinterest');
      expect(providerForUrl('//www.instagram.com/embed.js')).toBeUndefined();
      expect(providerForUrl('https://evil.example//www.instagram.com/embed.js')).toBeUndefined();
    });
  });

  it.each([
    'javascript:alert(1)//https://vimeo.com/1',
    'javascript://vimeo.com/1',
    'data:text/html,https://vimeo.com/1',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'ftp://vimeo.com/1',
    'ws://vimeo.com/1',
    'blob:https://vimeo.com/1',
    'vimeo.com/1',
    '/vimeo.com/1',
    'https://',
    'not a url',
    '',
    `https://vimeo.com/${'1'.repeat(MAX_EMBED_URL_LENGTH)}`,
  ])('refuses %j', (url) => {
    expect(providerForUrl(url)).toBeUndefined();
  });
});

describe('isOEmbeddable (the reference spec)', () => {
  for (const oEmbedProvider of oEmbedProviders) {
    it.each(oEmbedProvider.schemes)(`is true for ${oEmbedProvider.id}'s scheme %s`, (scheme) => {
      expect(isOEmbeddable(scheme.replace(/\*/g, 'abcdef'))).toBe(true);
    });
  }

  it('is false for unsupported providers', () => {
    expect(isOEmbeddable('https://www.example.com/watch?v=abcdef')).toBe(false);
  });

  it('is true for a SoundCloud URL (the WebResource spec)', () => {
    expect(isOEmbeddable('https://soundcloud.com/oembed')).toBe(true);
  });

  it('is false for a provider without an endpoint, and for a prefix attack', () => {
    expect(isOEmbeddable('https://gallica.bnf.fr/ark:/12148/btv1b8449691v')).toBe(false);
    expect(isOEmbeddable('https://archive.org/embed/sample-1')).toBe(false);
    expect(isOEmbeddable('https://evil.example/?https://vimeo.com/1')).toBe(false);
  });
});

describe('playerUrl', () => {
  it('knows YouTube, Vimeo, SoundCloud, Sketchfab and archive.org, all among the definitions', () => {
    expect([...PLAYER_PROVIDER_IDS].sort()).toEqual(['archiveOrg', 'sketchfab', 'soundCloud', 'vimeo', 'youTube']);
    for (const id of PLAYER_PROVIDER_IDS) expect(provider(id).schemes.length).toBeGreaterThan(0);
    expect(EMBED_PROVIDERS.some((p) => /dailymotion/i.test(p.id + p.title + p.schemes.join(' ')))).toBe(false);
  });

  it.each([
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://youtube.com/watch?v=M7lc1UVf-VE&t=30s&list=PL1', 'M7lc1UVf-VE'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://youtu.be/M7lc1UVf-VE?si=abc&t=3', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1', 'M7lc1UVf-VE'],
    ['http://www.youtube.com/embed/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://youtube.com/embed/a_b-C_d-E_f', 'a_b-C_d-E_f'],
    ['https://www.youtube.com/v/M7lc1UVf-VE', 'M7lc1UVf-VE'],
  ])('YouTube: %s → youtube-nocookie %s', (url, id) => {
    expect(playerUrl(url)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
  });

  it.each([
    'https://www.youtube.com/watch?v=<script>',
    'https://www.youtube.com/watch?v="><script>alert(1)</script>',
    'https://www.youtube.com/watch?v=M7lc1UVf-VE/../x',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=M7lc1UVf-VEx',
    'https://www.youtube.com/watch?v=M7lc1UVf%2DV',
    'https://www.youtube.com/watch?list=PL0123456789',
    'https://www.youtube.com/watchlater?v=M7lc1UVf-VE',
    'https://www.youtube.com/watch/M7lc1UVf-VE',
    'https://www.youtube.com/embed/videoseries?list=PL0123456789',
    'https://www.youtube.com/embed/live_stream?channel=UC0123',
    'https://www.youtube.com/embed/M7lc1UVf-VE/extra',
    'https://youtu.be/M7lc1UVf-VE/extra',
    'https://youtu.be/',
    // not among YouTube's schemes, so no provider's
    'https://www.youtube.com/shorts/M7lc1UVf-VE',
    'https://m.youtube.com/watch?v=M7lc1UVf-VE',
    'http://www.youtube.com/watch?v=M7lc1UVf-VE',
    'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    'https://evil.example/?https://www.youtube.com/watch?v=M7lc1UVf-VE',
  ])('YouTube: refuses %s', (url) => {
    expect(playerUrl(url)).toBeUndefined();
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['http://vimeo.com/76979871/', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/album/123/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['http://player.vimeo.com/video/76979871?autoplay=1', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e&app_id=122963', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
  ])('Vimeo: %s → %s', (url, player) => {
    expect(playerUrl(url)).toBe(player);
  });

  it.each([
    'https://vimeo.com/staffpicks',
    'https://vimeo.com/0123',
    'https://vimeo.com/76979871x',
    'https://vimeo.com/1234567890123',
    'https://vimeo.com/76979871/<script>',
    'https://vimeo.com/76979871/not-a-hash',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/channels/<x>/76979871',
    'https://vimeo.com/groups/shortfilms/76979871',
    'https://vimeo.com/ondemand/afilm/76979871',
    'https://player.vimeo.com/video/76979871?h=<script>',
    'https://player.vimeo.com/video/abc',
    'https://vimeo.com/a/b/c/d/e',
  ])('Vimeo: refuses %s', (url) => {
    expect(playerUrl(url)).toBeUndefined();
  });

  const soundCloudPlayer = (page: string) => `https://w.soundcloud.com/player/?url=${encodeURIComponent(page)}`;

  it.each([
    ['https://soundcloud.com/forss/flickermood', 'https://soundcloud.com/forss/flickermood'],
    ['http://soundcloud.com/forss/flickermood/', 'https://soundcloud.com/forss/flickermood'],
    ['https://soundcloud.com/forss/flickermood?in=forss/sets/soulhack', 'https://soundcloud.com/forss/flickermood'],
    ['https://soundcloud.com/forss/sets/soulhack', 'https://soundcloud.com/forss/sets/soulhack'],
    ['https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293&visual=true', 'https://api.soundcloud.com/tracks/293'],
    ['https://w.soundcloud.com/player/?url=https%3A//soundcloud.com/forss/flickermood', 'https://soundcloud.com/forss/flickermood'],
  ])('SoundCloud: %s → the widget of %s', (url, page) => {
    expect(playerUrl(url)).toBe(soundCloudPlayer(page));
  });

  it('SoundCloud: encodes the page URL', () => {
    expect(playerUrl('https://soundcloud.com/forss/flickermood')).toBe('https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood');
  });

  it.each([
    'https://soundcloud.com/forss',
    'https://soundcloud.com/forss/likes',
    'https://soundcloud.com/forss/sets',
    'https://soundcloud.com/forss/flickermood/comments',
    'https://soundcloud.com/Forss/Flickermood%3Cscript%3E',
    'https://soundcloud.com/forss/<script>',
    'https://w.soundcloud.com/player/?url=https%3A%2F%2Fevil.example%2Fx',
    'https://w.soundcloud.com/player/?url=javascript:alert(1)',
    'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293%3Fx%3D1',
    'https://w.soundcloud.com/player/?visual=true',
    'https://w.soundcloud.com/player/x?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293',
  ])('SoundCloud: refuses %s', (url) => {
    expect(playerUrl(url)).toBeUndefined();
  });

  const uid = '0123456789abcdef0123456789abcdef';

  it.each([
    `https://sketchfab.com/3d-models/a-chair-${uid}`,
    `https://sketchfab.com/3d-models/x-${uid}/`,
    `https://sketchfab.com/models/${uid}`,
    `https://sketchfab.com/models/${uid}/embed`,
  ])('Sketchfab: %s → its embed', (url) => {
    expect(playerUrl(url)).toBe(`https://sketchfab.com/models/${uid}/embed`);
  });

  it.each([
    `https://sketchfab.com/3d-models/${uid}`,
    `https://sketchfab.com/3d-models/a-chair-${uid.toUpperCase()}`,
    `https://sketchfab.com/3d-models/a-chair-${uid}0`,
    `https://sketchfab.com/3d-models/a-chair-${uid.slice(1)}`,
    'https://sketchfab.com/3d-models/a-chair',
    `https://sketchfab.com/models/${uid}/edit`,
    'https://sketchfab.com/models/<script>',
    'https://sketchfab.com/show/something',
  ])('Sketchfab: refuses %s', (url) => {
    expect(playerUrl(url)).toBeUndefined();
  });

  it('archive.org: an embed URL of an identifier', () => {
    expect(playerUrl('https://archive.org/embed/Popeye_forPresident')).toBe('https://archive.org/embed/Popeye_forPresident');
    expect(playerUrl('https://archive.org/embed/gd1977-05-08.sbd.x.1/')).toBe('https://archive.org/embed/gd1977-05-08.sbd.x.1');
    expect(playerUrl('https://archive.org/embed/Popeye_forPresident?autoplay=1')).toBe('https://archive.org/embed/Popeye_forPresident');
  });

  it.each([
    'https://archive.org/embed/Popeye_forPresident/file.mp4',
    'https://archive.org/embed/%3Cscript%3E',
    'https://archive.org/embed/-leading-dash',
    `https://archive.org/embed/${'a'.repeat(101)}`,
    'https://archive.org/details/Popeye_forPresident',
  ])('archive.org: refuses %s', (url) => {
    expect(playerUrl(url)).toBeUndefined();
  });

  it.each([
    'https://gallica.bnf.fr/ark:/12148/btv1b8449691v',
    'https://www.dailymotion.com/video/x7tgad0',
    'https://evil.example/watch?v=M7lc1UVf-VE',
    'javascript:alert(1)',
  ])('is undefined for other URLs: %s', (url) => {
    expect(playerUrl(url)).toBeUndefined();
  });

  it('answers https players only', () => {
    for (const [, scheme] of schemeCases) {
      const player = playerUrl(example(scheme));
      if (player !== undefined) expect(new URL(player).protocol).toBe('https:');
    }
  });
});

describe('oEmbedRequestUrl', () => {
  it('adds url and format=json to the endpoint', () => {
    const page = 'https://vimeo.com/76979871';
    const request = new URL(oEmbedRequestUrl(provider('vimeo'), page) ?? '');
    expect(`${request.origin}${request.pathname}`).toBe('https://vimeo.com/api/oembed.json');
    expect(Object.fromEntries(request.searchParams)).toEqual({ url: page, format: 'json' });
    expect(oEmbedRequestUrl(provider('youTube'), 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=3'))
      .toBe('https://www.youtube.com/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DM7lc1UVf-VE%26t%3D3&format=json');
    expect(oEmbedRequestUrl(provider('tv3'), 'https://mp4-down-high-int.ccma.cat/x.mp4'))
      .toBe('https://oembed.europeana.eu/?url=https%3A%2F%2Fmp4-down-high-int.ccma.cat%2Fx.mp4&format=json');
  });

  it.each(oEmbedProviders.flatMap((p) => p.schemes.map((scheme) => [p.id, scheme] as const)))('%s: a request for %s', (id, scheme) => {
    const url = example(scheme, 'abcdef');
    const request = new URL(oEmbedRequestUrl(provider(id), url) ?? '');
    expect(request.searchParams.get('url')).toBe(url);
    expect(request.searchParams.get('format')).toBe('json');
  });

  it('is undefined without an endpoint, or for a URL that is not the provider\'s', () => {
    expect(oEmbedRequestUrl(provider('gallica'), 'https://gallica.bnf.fr/ark:/12148/btv1b8449691v')).toBeUndefined();
    expect(oEmbedRequestUrl(provider('vimeo'), 'https://www.youtube.com/watch?v=M7lc1UVf-VE')).toBeUndefined();
    expect(oEmbedRequestUrl(provider('vimeo'), 'https://evil.example/?https://vimeo.com/1')).toBeUndefined();
    expect(oEmbedRequestUrl(provider('vimeo'), 'javascript:alert(1)')).toBeUndefined();
  });
});

describe('iframeSrcOfOEmbed', () => {
  it('reads YouTube\'s answer', () => {
    expect(iframeSrcOfOEmbed({
      title: 'YouTube Developers Live: Embedded Web Player Customization',
      author_name: 'Google for Developers',
      author_url: 'https://www.youtube.com/@GoogleDevelopers',
      type: 'video',
      height: 113,
      width: 200,
      version: '1.0',
      provider_name: 'YouTube',
      provider_url: 'https://www.youtube.com/',
      thumbnail_height: 360,
      thumbnail_width: 480,
      thumbnail_url: 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg',
      html: '<iframe width="200" height="113" src="https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="YouTube Developers Live: Embedded Web Player Customization"></iframe>',
    })).toEqual({
      src: 'https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed',
      width: 200,
      height: 113,
      title: 'YouTube Developers Live: Embedded Web Player Customization',
    });
  });

  it('reads Vimeo\'s answer (entities in the html decoded)', () => {
    expect(iframeSrcOfOEmbed({
      type: 'video',
      version: '1.0',
      provider_name: 'Vimeo',
      provider_url: 'https://vimeo.com/',
      title: 'The New Vimeo Player (You Know, For Videos)',
      author_name: 'Vimeo',
      author_url: 'https://vimeo.com/staff',
      is_plus: '0',
      account_type: 'live_business',
      html: '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;app_id=122963" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write" title="The New Vimeo Player (You Know, For Videos)"></iframe>',
      width: 640,
      height: 360,
      duration: 62,
      description: 'It may look (mostly) the same on the surface, but under the hood we totally rebuilt our player.',
      thumbnail_url: 'https://i.vimeocdn.com/video/452001751-8216e0571c251a09d8f8b49b79d4bf4fb8aa1f9b11d8cac6b88a11e8ac1d05ca-d_295x166',
      thumbnail_width: 295,
      thumbnail_height: 166,
      upload_date: '2013-10-15 14:08:29',
      video_id: 76979871,
      uri: '/videos/76979871',
    })).toEqual({
      src: 'https://player.vimeo.com/video/76979871?h=8272103f6e&app_id=122963',
      width: 640,
      height: 360,
      title: 'The New Vimeo Player (You Know, For Videos)',
    });
  });

  it('reads SoundCloud\'s answer (numeric version, width 100%)', () => {
    expect(iframeSrcOfOEmbed({
      version: 1.0,
      type: 'rich',
      provider_name: 'SoundCloud',
      provider_url: 'https://soundcloud.com',
      height: 400,
      width: '100%',
      title: 'Flickermood by Forss',
      description: 'From the Soulhack album,\u00a0recently featured in this ad',
      thumbnail_url: 'https://i1.sndcdn.com/artworks-000067273316-smsiqx-t500x500.jpg',
      html: '<iframe width="100%" height="400" scrolling="no" frameborder="no" src="https://w.soundcloud.com/player/?visual=true&url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293&show_artwork=true"></iframe>',
      author_name: 'Forss',
      author_url: 'https://soundcloud.com/forss',
    })).toEqual({
      src: 'https://w.soundcloud.com/player/?visual=true&url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293&show_artwork=true',
      height: 400,
      title: 'Flickermood by Forss',
    });
  });

  it('reads Sketchfab\'s answer', () => {
    expect(iframeSrcOfOEmbed({
      type: 'rich',
      version: '1.0',
      provider_name: 'Sketchfab',
      provider_url: 'https://sketchfab.com',
      title: 'A chair',
      author_name: 'someone',
      author_url: 'https://sketchfab.com/someone',
      thumbnail_url: 'https://media.sketchfab.com/models/0123456789abcdef0123456789abcdef/thumbnails/x/1024x576.jpeg',
      thumbnail_width: 1024,
      thumbnail_height: 576,
      width: 640,
      height: 480,
      html: '<iframe title="A chair" frameborder="0" allowfullscreen mozallowfullscreen="true" webkitallowfullscreen="true" allow="autoplay; fullscreen; xr-spatial-tracking" xr-spatial-tracking execution-while-out-of-viewport execution-while-not-rendered web-share width="640" height="480" src="https://sketchfab.com/models/0123456789abcdef0123456789abcdef/embed"></iframe>',
    })).toEqual({ src: 'https://sketchfab.com/models/0123456789abcdef0123456789abcdef/embed', width: 640, height: 480, title: 'A chair' });
  });

  it('falls back on the frame\'s dimensions and title', () => {
    expect(iframeSrcOfOEmbed({ type: 'rich', html: '<iframe src="https://a.example/p" width="300" height="150" title=" A map "></iframe>' }))
      .toEqual({ src: 'https://a.example/p', width: 300, height: 150, title: 'A map' });
    expect(iframeSrcOfOEmbed({ type: 'video', html: '<iframe src="https://a.example/p"></iframe>', width: 0, height: -1, title: 7 }))
      .toEqual({ src: 'https://a.example/p' });
  });

  it('ignores a script (and everything else) in the html', () => {
    const frame = iframeSrcOfOEmbed({
      type: 'rich',
      html: '<blockquote class="x"><a href="https://a.example/">x</a></blockquote><script async src="https://a.example/widget.js"></script><script>document.write("<iframe src=https://evil.example/></iframe>")</script><iframe src="https://a.example/player/1" onload="alert(1)"></iframe>',
    });
    expect(frame).toEqual({ src: 'https://a.example/player/1' });
    expect(JSON.stringify(frame)).not.toMatch(/script|onload|evil/);
  });

  it.each([
    ['html with no frame', { type: 'rich', html: '<blockquote>a tweet</blockquote><script src="https://platform.twitter.com/widgets.js"></script>' }],
    ['two frames', { type: 'video', html: '<iframe src="https://a.example/1"></iframe><iframe src="https://a.example/2"></iframe>' }],
    ['a nested frame', { type: 'video', html: '<iframe src="https://a.example/1"><iframe src="https://a.example/2"></iframe></iframe>' }],
    ['an http frame', { type: 'video', html: '<iframe src="http://a.example/1"></iframe>' }],
    ['a protocol-relative frame', { type: 'video', html: '<iframe src="//player.vimeo.com/video/76979871"></iframe>' }],
    ['a javascript: frame', { type: 'rich', html: '<iframe src="javascript:alert(1)"></iframe>' }],
    ['a data: frame', { type: 'rich', html: '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>' }],
    ['a frame without src', { type: 'rich', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' }],
    ['no html', { type: 'video', version: '1.0', width: 640, height: 360 }],
    ['html that is no string', { type: 'video', html: ['<iframe src="https://a.example/1"></iframe>'] }],
    ['a photo', { type: 'photo', url: 'https://a.example/1.jpg', html: '<iframe src="https://a.example/1"></iframe>' }],
    ['a link', { type: 'link', html: '<iframe src="https://a.example/1"></iframe>' }],
    ['no type', { html: '<iframe src="https://a.example/1"></iframe>' }],
    ['a huge html', { type: 'rich', html: `<iframe src="https://a.example/1"></iframe>${' '.repeat(100_001)}` }],
    ['null', null],
    ['a string', '<iframe src="https://a.example/1"></iframe>'],
  ])('is undefined for %s', (_label, body) => {
    expect(iframeSrcOfOEmbed(body)).toBeUndefined();
  });
});
