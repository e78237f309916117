/**
 * Entity URIs of the sample collection that the editorial content links to (story `relatedLink`, entity
 * cards). They are the ids services/seed mints deterministically for the Art Institute of Chicago paintings
 * (agents: "9" + 7 digits of the md5 of the name; concepts 90000xx; timespans by century); the contract
 * tests check that every one of them resolves through the Entity API.
 */
const DATA_HOST = 'http://data.europeana.eu';

export const AGENT = {
  monet: `${DATA_HOST}/agent/97129501`,
  renoir: `${DATA_HOST}/agent/97271581`,
  degas: `${DATA_HOST}/agent/91257422`,
  rubens: `${DATA_HOST}/agent/96894027`,
  millet: `${DATA_HOST}/agent/97948330`,
  manet: `${DATA_HOST}/agent/93666972`,
  rottmayr: `${DATA_HOST}/agent/92521740`,
  daumier: `${DATA_HOST}/agent/96007068`,
  diaz: `${DATA_HOST}/agent/96670316`,
  dupre: `${DATA_HOST}/agent/96852630`,
  daubigny: `${DATA_HOST}/agent/97474735`,
  corot: `${DATA_HOST}/agent/98013331`,
  velazquez: `${DATA_HOST}/agent/98389216`,
  pissarro: `${DATA_HOST}/agent/98400601`,
  gauguin: `${DATA_HOST}/agent/98561271`,
  morisot: `${DATA_HOST}/agent/99714505`,
  giovanniDiPaolo: `${DATA_HOST}/agent/90508826`,
  memling: `${DATA_HOST}/agent/97862935`,
  botticelli: `${DATA_HOST}/agent/99176488`,
  elGreco: `${DATA_HOST}/agent/95635792`,
} as const;

export const CONCEPT = {
  painting: `${DATA_HOST}/concept/9000001`,
  oilPaint: `${DATA_HOST}/concept/9000002`,
  tempera: `${DATA_HOST}/concept/9000003`,
  canvas: `${DATA_HOST}/concept/9000004`,
  panel: `${DATA_HOST}/concept/9000005`,
  copper: `${DATA_HOST}/concept/9000006`,
  gold: `${DATA_HOST}/concept/9000008`,
} as const;

export const TIMESPAN = {
  c15: `${DATA_HOST}/timespan/15`,
  c16: `${DATA_HOST}/timespan/16`,
  c17: `${DATA_HOST}/timespan/17`,
  c18: `${DATA_HOST}/timespan/18`,
  c19: `${DATA_HOST}/timespan/19`,
} as const;

export const ORGANIZATION = {
  artInstituteOfChicago: `${DATA_HOST}/organization/9300001`,
} as const;

/** Europeana topic concepts under their own ids (services/seed/topics.ts), linked from themes and legacy rules. */
export const TOPIC = {
  industrialHeritage: `${DATA_HOST}/concept/129`,
  manuscript: `${DATA_HOST}/concept/17`,
  map: `${DATA_HOST}/concept/151`,
  naturalHistory: `${DATA_HOST}/concept/156`,
  newspaper: `${DATA_HOST}/concept/18`,
  photography: `${DATA_HOST}/concept/48`,
  worldWarI: `${DATA_HOST}/concept/83`,
  migration: `${DATA_HOST}/concept/128`,
} as const;

/** Every URI above, for the contract test that they resolve. */
export const ALL_ENTITY_URIS: readonly string[] = [
  ...Object.values(AGENT), ...Object.values(CONCEPT), ...Object.values(TIMESPAN), ...Object.values(ORGANIZATION), ...Object.values(TOPIC),
];
