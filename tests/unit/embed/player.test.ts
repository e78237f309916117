import { describe, expect, it } from 'vitest';
import { embeddable, embedPlayer } from '../../../src/lib/embed/player.ts';
import { EMBED_PROVIDERS, MAX_EMBED_URL_LENGTH, playerUrl, providerForUrl } from '../../../src/lib/embed/providers.ts';
import { MEDIA_VIEWING_SERVICES } from '../../../src/lib/site/consent.ts';

const SKETCHFAB_UID = '0123456789abcdef0123456789abcdef';

describe('embedPlayer: platforms whose player the portal derives', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youTube', 'YouTube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://youtube.com/watch?v=aqz-KE-bpKQ&t=30', 'youTube', 'YouTube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ', 'youTube', 'YouTube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'youTube', 'YouTube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['http://www.youtube.com/embed/aqz-KE-bpKQ', 'youTube', 'YouTube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com/v/aqz-KE-bpKQ', 'youTube', 'YouTube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://vimeo.com/1084537', 'vimeo', 'Vimeo', 'https://player.vimeo.com/video/1084537'],
    ['http://vimeo.com/1084537', 'vimeo', 'Vimeo', 'https://player.vimeo.com/video/1084537'],
    ['https://vimeo.com/76979871/8272103f6e', 'vimeo', 'Vimeo', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e', 'vimeo', 'Vimeo', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', 'Vimeo', 'https://player.vimeo.com/video/76979871'],
    ['https://soundcloud.com/forss/flickermood', 'soundCloud', 'SoundCloud', 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood'],
    ['https://soundcloud.com/forss/sets/soulhack', 'soundCloud', 'SoundCloud', 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fsets%2Fsoulhack'],
    [`https://sketchfab.com/3d-models/roman-vase-${SKETCHFAB_UID}`, 'sketchfab', 'Sketchfab', `https://sketchfab.com/models/${SKETCHFAB_UID}/embed`],
    [`https://sketchfab.com/models/${SKETCHFAB_UID}`, 'sketchfab', 'Sketchfab', `https://sketchfab.com/models/${SKETCHFAB_UID}/embed`],
    ['https://archive.org/embed/popeye_taxi-turvey', 'archiveOrg', 'Archive.org', 'https://archive.org/embed/popeye_taxi-turvey'],
  ])('%s → %s player', (pageUrl, service, provider, src) => {
    expect(embedPlayer(pageUrl)).toEqual({ service, provider, pageUrl, src });
    expect(embeddable(pageUrl)).toBe(true);
  });

  it('only ever derives https players', () => {
    for (const url of ['http://www.youtube.com/embed/aqz-KE-bpKQ', 'http://vimeo.com/1084537', 'http://soundcloud.com/forss/flickermood']) {
      expect(embedPlayer(url)?.src).toMatch(/^https:\/\//);
    }
  });
});

describe('embedPlayer: platforms that only answer oEmbed', () => {
  it.each([
    ['https://www.euscreen.eu/item.html?id=EUS_123', 'euscreen', 'EUscreen'],
    ['http://www.euscreen.eu/item.html?id=EUS_123', 'euscreen', 'EUscreen'],
    ['https://euscreen.orf.at/content/abc', 'euscreen', 'EUscreen'],
    ['http://www.ina.fr/video/I00012345', 'institutNationalDeLAudiovisuel', "Institut National de l'Audiovisuel"],
    ['https://eureka3d.vm.fedcloud.eu/3d/abc123', 'eureka3D', 'EUreka3D'],
    ['https://weave-3dviewer.com/asset/abc123', 'weave', 'WEAVE'],
    ['http://archives.crem-cnrs.fr/archives/items/CNRSMH_I_2013_201_001_01/', 'soundArchivesOfTheCNRS', 'Sound archives of the CNRS'],
    ['http://www.ccma.cat/tv3/alacarta/programa/titol/video/12345/', 'tv3', 'TV3 Televisió de Catalunya'],
  ])('%s → %s, player to be resolved (src undefined)', (pageUrl, service, provider) => {
    expect(embedPlayer(pageUrl)).toEqual({ service, provider, pageUrl, src: undefined });
    expect(embeddable(pageUrl)).toBe(true);
  });
});

describe('embedPlayer: a page of a derivable platform whose player cannot be derived', () => {
  it.each([
    ['https://www.youtube.com/watch?list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf', 'youTube', 'YouTube'],
    ['https://www.youtube.com/embed/videoseries?list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf', 'youTube', 'YouTube'],
    ['https://www.youtube.com/watch?v=<script>', 'youTube', 'YouTube'],
    ['https://vimeo.com/ondemand/somefilm/123456', 'vimeo', 'Vimeo'],
    ['https://vimeo.com/76979871/not-a-hash', 'vimeo', 'Vimeo'],
    ['https://soundcloud.com/forss/likes', 'soundCloud', 'SoundCloud'],
    ['https://sketchfab.com/show/some-show', 'sketchfab', 'Sketchfab'],
  ])('%s: the provider answers oEmbed, so the player is left to /_api/embed', (pageUrl, service, provider) => {
    // The premise: the page is the provider's, but no player address follows from it.
    expect(providerForUrl(pageUrl)?.id).toBe(service);
    expect(playerUrl(pageUrl)).toBeUndefined();
    expect(embedPlayer(pageUrl)).toEqual({ service, provider, pageUrl, src: undefined });
  });

  it('an archive.org address that is no embeddable item is not embeddable at all (archive.org has no oEmbed)', () => {
    for (const url of ['https://archive.org/embed/a/b', 'https://archive.org/embed/-bad']) {
      expect(providerForUrl(url)?.id).toBe('archiveOrg');
      expect(playerUrl(url)).toBeUndefined();
      expect(embedPlayer(url)).toBeUndefined();
      expect(embeddable(url)).toBe(false);
    }
  });

  it('a YouTube playlist page (/playlist?list=) is not even YouTube\'s media page, so nothing is embedded', () => {
    const url = 'https://www.youtube.com/playlist?list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf';
    expect(providerForUrl(url)).toBeUndefined();
    expect(embedPlayer(url)).toBeUndefined();
  });
});

describe('embedPlayer: anything else', () => {
  it.each([
    'https://example.org/film.mp4',
    'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://vimeo.com.evil.example/1084537',
    'https://vimeo.com@evil.example/1084537',
    'https://evilvimeo.com/1084537',
  ])('an unknown host (%s) has no player', (url) => {
    expect(embedPlayer(url)).toBeUndefined();
    expect(embeddable(url)).toBe(false);
  });

  it.each([
    'https://evil.example/?https://vimeo.com/1',
    'https://evil.example/?u=https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://evil.example/https://youtu.be/aqz-KE-bpKQ',
    'https://evil.example/#https://www.euscreen.eu/item.html?id=EUS_123',
    `https://evil.example/redirect?to=https://sketchfab.com/models/${SKETCHFAB_UID}`,
  ])('a page that merely contains a platform\'s address (%s) is no platform\'s', (url) => {
    expect(embedPlayer(url)).toBeUndefined();
    expect(embeddable(url)).toBe(false);
  });

  it.each([
    'javascript:alert(1)//https://vimeo.com/1',
    'data:text/html,https://vimeo.com/1',
    '//vimeo.com/1084537',
    'vimeo.com/1084537',
    '',
    'not a url',
    `https://vimeo.com/${'1'.repeat(MAX_EMBED_URL_LENGTH)}`,
  ])('no http(s) page of a platform (%s) has no player', (url) => {
    expect(embedPlayer(url)).toBeUndefined();
  });

  it('a known platform that is no media viewer of the consent list (Gallica, Google Docs, Deutsches Filmportal) has no player', () => {
    for (const url of ['https://gallica.bnf.fr/ark:/12148/btv1b8449691v', 'https://docs.google.com/presentation/d/abc', 'http://www.filmportal.de/video/abc']) {
      expect(providerForUrl(url)).toBeDefined();
      expect(embedPlayer(url)).toBeUndefined();
    }
  });
});

describe('embedPlayer: consent services', () => {
  /** An example URL of every scheme of every provider, with a few sample values per `*`. */
  const samples = ['sample-1', 'aqz-KE-bpKQ', '1084537', `x-${SKETCHFAB_UID}`, 'forss/flickermood'];
  const examples = EMBED_PROVIDERS.flatMap((provider) =>
    provider.schemes.flatMap((scheme) => samples.map((sample) => (scheme.startsWith('//') ? `https:${scheme}` : scheme).replace(/\*/g, sample))),
  );
  const titles = new Map<string, string>(MEDIA_VIEWING_SERVICES.map((service) => [service.id, service.title]));

  it('every service returned is one of MEDIA_VIEWING_SERVICES, under that service\'s title', () => {
    const players = examples.flatMap((url) => {
      const player = embedPlayer(url);
      return player === undefined ? [] : [player];
    });
    expect(players.length).toBeGreaterThan(20);
    for (const player of players) {
      expect(titles.has(player.service), player.service).toBe(true);
      expect(player.provider).toBe(titles.get(player.service));
      if (player.src !== undefined) expect(player.src).toMatch(/^https:\/\//);
    }
  });

  it('every media viewing service of the consent list plays some page of its platform', () => {
    const services = new Set(examples.map((url) => embedPlayer(url)?.service).filter((service) => service !== undefined));
    expect([...services].sort()).toEqual(MEDIA_VIEWING_SERVICES.map((service) => service.id).sort());
  });

  it('embeddable says exactly whether embedPlayer finds a player', () => {
    for (const url of examples) expect(embeddable(url), url).toBe(embedPlayer(url) !== undefined);
  });
});
