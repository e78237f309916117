/**
 * Rights statements of EDM (`edmRights`): which statement a URL names, its reusability (the
 * REUSABILITY facet of spec section 3: open, restricted, permission, uncategorized) and whether
 * the portal offers the media for download. Media under a statement that needs permission
 * (in copyright, rights reserved, not evaluated) is never offered for download.
 */
import type { TFunction } from 'i18next';

export type Reusability = 'open' | 'restricted' | 'permission' | 'uncategorized';

export interface RightsStatement {
  /** The statement's URL as the record gives it. */
  readonly url: string;
  /** Stable code of the statement, e.g. `CC-BY-SA`, `PDM`, `InC-EDU`; `unknown` for others. */
  readonly code: string;
  /** Version from the URL (`4.0`, `1.0`), when it has one. */
  readonly version: string | undefined;
  readonly reusability: Reusability;
  /** The portal may offer the media for download (never for statements needing permission). */
  readonly downloadable: boolean;
}

interface Rule {
  readonly pattern: RegExp;
  readonly code: string;
  readonly reusability: Reusability;
}

// Host and path only, lower-cased, without scheme and trailing slash (see `normalise`).
const RULES: readonly Rule[] = [
  { pattern: /^creativecommons\.org\/publicdomain\/mark\//, code: 'PDM', reusability: 'open' },
  { pattern: /^creativecommons\.org\/publicdomain\/zero\//, code: 'CC0', reusability: 'open' },
  { pattern: /^creativecommons\.org\/licenses\/by\//, code: 'CC-BY', reusability: 'open' },
  { pattern: /^creativecommons\.org\/licenses\/by-sa\//, code: 'CC-BY-SA', reusability: 'open' },
  { pattern: /^creativecommons\.org\/licenses\/by-nc\//, code: 'CC-BY-NC', reusability: 'restricted' },
  { pattern: /^creativecommons\.org\/licenses\/by-nc-sa\//, code: 'CC-BY-NC-SA', reusability: 'restricted' },
  { pattern: /^creativecommons\.org\/licenses\/by-nd\//, code: 'CC-BY-ND', reusability: 'restricted' },
  { pattern: /^creativecommons\.org\/licenses\/by-nc-nd\//, code: 'CC-BY-NC-ND', reusability: 'restricted' },
  { pattern: /^rightsstatements\.org\/vocab\/noc-nc\//, code: 'NoC-NC', reusability: 'restricted' },
  { pattern: /^rightsstatements\.org\/vocab\/noc-oklr\//, code: 'NoC-OKLR', reusability: 'restricted' },
  { pattern: /^rightsstatements\.org\/vocab\/inc-edu\//, code: 'InC-EDU', reusability: 'restricted' },
  { pattern: /^rightsstatements\.org\/vocab\/inc-ow-eu\//, code: 'InC-OW-EU', reusability: 'permission' },
  { pattern: /^rightsstatements\.org\/vocab\/inc\//, code: 'InC', reusability: 'permission' },
  { pattern: /^rightsstatements\.org\/vocab\/cne\//, code: 'CNE', reusability: 'permission' },
  { pattern: /^www\.europeana\.eu\/rights\/rr-f\/?$/, code: 'RR-F', reusability: 'permission' },
  { pattern: /^www\.europeana\.eu\/rights\/rr-p\/?$/, code: 'RR-P', reusability: 'permission' },
  { pattern: /^www\.europeana\.eu\/rights\/rr-r\/?$/, code: 'RR-R', reusability: 'permission' },
  { pattern: /^www\.europeana\.eu\/rights\/out-of-copyright-non-commercial\/?$/, code: 'OOC-NC', reusability: 'restricted' },
];

function normalise(url: string): string {
  return url.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/+$/, '/');
}

/**
 * What a rights URL says about reuse.
 * @example rightsStatement('http://creativecommons.org/licenses/by-sa/4.0/')
 *   // { code: 'CC-BY-SA', version: '4.0', reusability: 'open', downloadable: true, … }
 */
export function rightsStatement(url: string): RightsStatement {
  const key = normalise(url);
  const withSlash = key.endsWith('/') ? key : `${key}/`;
  const rule = RULES.find((r) => r.pattern.test(withSlash));
  const version = /\/(\d+(?:\.\d+)*)\/?(?:deed\.[a-z-]+)?$/.exec(key)?.[1];
  const reusability = rule?.reusability ?? 'uncategorized';
  return {
    url,
    code: rule?.code ?? 'unknown',
    version,
    reusability,
    downloadable: reusability === 'open' || reusability === 'restricted',
  };
}

/**
 * The name of a statement in the page language, as the rights badge and the rights filter show it (one home,
 * issue 26, item 9): "In Copyright", "Public Domain", "CC BY-SA 4.0" (Creative Commons licences with their
 * version, which tells two licences apart; the other statements have one version). A URL no rule knows is shown
 * without its scheme, the nearest to a name it has.
 */
export function rightsStatementName(rights: RightsStatement, t: TFunction): string {
  if (rights.code === 'unknown') return rights.url.trim().replace(/^https?:\/\/(www\.)?/, '').replace(/\/+$/, '');
  const name = t(`item.rights.${rights.code}`);
  return rights.code.startsWith('CC-') && rights.version ? `${name} ${rights.version}` : name;
}
