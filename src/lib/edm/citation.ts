/**
 * Texts for reuse: an APA-like citation and the attribution snippet that goes with a download.
 */
import type { RightsStatement } from './rights.ts';

export interface CitationInput {
  readonly title: string;
  readonly creators: readonly string[];
  readonly date: string | undefined;
  readonly dataProvider: string | undefined;
  /** The item page's public URL. */
  readonly url: string;
}

/**
 * APA-like citation: creator (date). title. data provider. Europeana. URL. A missing date is
 * written "n.d." (no date). Without a creator the title moves to the creator's place, as APA cites
 * a work without author: title. (date). data provider. Europeana. URL.
 * @example citation({ title: 'La Fête du Mai', creators: ['Jean Pater'], date: '1730',
 *   dataProvider: 'Art Institute of Chicago', url: 'https://example.org/en/item/1/a' })
 *   // 'Jean Pater (1730). La Fête du Mai. Art Institute of Chicago. Europeana. https://example.org/en/item/1/a'
 * @example citation({ title: 'Le Penseur', creators: [], date: undefined, dataProvider: 'Musée', url })
 *   // 'Le Penseur. (n.d.). Musée. Europeana. https://…'
 */
export function citation(input: CitationInput): string {
  const creators = input.creators.map((creator) => creator.trim()).filter((creator) => creator !== '').join(', ');
  const written = input.date?.trim() ?? '';
  const date = `(${written === '' ? 'n.d.' : written}).`;
  const head = creators ? [`${creators} ${date}`, sentence(input.title)] : [sentence(input.title), date];
  const parts = [...head, input.dataProvider ? sentence(input.dataProvider) : undefined, 'Europeana.', input.url];
  return parts.filter((p): p is string => p !== undefined && p !== '').join(' ');
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Short name of a rights statement as attributions write it, e.g. `CC BY-SA 4.0`, `Public Domain Mark`. */
export function rightsShortName(rights: RightsStatement): string {
  const names: Readonly<Record<string, string>> = { PDM: 'Public Domain Mark', CC0: 'CC0', unknown: rights.url };
  const name = names[rights.code] ?? (rights.code.startsWith('CC-') ? rights.code.replace('CC-', 'CC ') : rights.code);
  return rights.version && rights.code !== 'unknown' && rights.code !== 'PDM' ? `${name} ${rights.version}` : name;
}

export interface AttributionInput {
  readonly title: string;
  readonly creators: readonly string[];
  readonly dataProvider: string | undefined;
  /** The provider's page of the item (`edmIsShownAt`). */
  readonly providerUrl: string | undefined;
  readonly itemUrl: string;
  readonly rights: RightsStatement | undefined;
  /** The record's own snippet (`textAttributionSnippet` of the web resource), preferred when present. */
  readonly snippet: string | undefined;
}

/**
 * The attribution to copy with a download: the record's `textAttributionSnippet` when it has
 * one, else built in the same form: title - item URL. creators. data provider - provider URL.
 * rights name - rights URL.
 */
export function attribution(input: AttributionInput): string {
  if (input.snippet && input.snippet.trim() !== '') return input.snippet.trim();
  const parts = [
    `${input.title} - ${input.itemUrl}.`,
    input.creators.length > 0 ? sentence(input.creators.join('; ')) : undefined,
    input.dataProvider ? `${input.dataProvider}${input.providerUrl ? ` - ${input.providerUrl}` : ''}.` : undefined,
    input.rights ? `${rightsShortName(input.rights)} - ${input.rights.url}` : undefined,
  ];
  return parts.filter((p): p is string => p !== undefined).join(' ');
}
