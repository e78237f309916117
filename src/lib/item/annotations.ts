/**
 * The item's annotations (spec section 7, Annotation API `GET /search`; issue 22, item 2): what volunteers added to
 * an item, as the item page shows it, and where they can add more (`linkForContributing`: the item's page on Europeana
 * Transcribe, an invitation to transcribe it), and DE-BIAS's notes on contentious words (`highlighting`,
 * ./debias.ts). Tags (`tagging`): a text links to a search for it, an entity to its
 * collection page. Links (`linking`): the other items a link joins this one with and the entities it names, to
 * their pages. Transcriptions (`transcribing`): readable text in their own language. Each group says where it
 * comes from (creator, and the platform that generated it) and under which rights statement; an annotation that
 * names none is metadata of Europeana's APIs, published under CC0 (shared/reference: Europeana API FAQ, "All
 * metadata from Europeana's APIs are provided as CC0"). Entity labels follow the portal's language fallback
 * (src/lib/edm/langmap.ts). Tags naming an entity the item's own related collections already show are left out.
 */
import { annotationsOfRecord, type Annotation, type AnnotationAgent } from '../apis/annotation.ts';
import type { ApiContext } from '../apis/client.ts';
import { search } from '../apis/record.ts';
import { entityPath, parseEntityUri } from '../edm/entity-path.ts';
import { langMapValue, type LangMap } from '../edm/langmap.ts';
import { rightsStatement, type RightsStatement } from '../edm/rights.ts';
import { quoteValue } from '../search/escape.ts';
import { querySearchHref } from '../search/state.ts';
import { textParagraphs } from '../text/html-text.ts';
import { debiasTerms, type DebiasTerm } from './debias.ts';

/** The motivations the item page shows. */
export const SHOWN_MOTIVATIONS = ['tagging', 'linking', 'transcribing', 'linkForContributing', 'highlighting'] as const;

/**
 * Where volunteers transcribe: europeana.eu offers "Transcribe" only for a `linkForContributing` annotation whose body
 * is a page of Europeana Transcribe (ItemTranscribeButton.vue `TRANSCRIBATHON_URL_ROOT`).
 */
const TRANSCRIBE_URL = /^https?:\/\/europeana\.transcribathon\.eu\//;

/** Rights of an annotation that names none: Europeana publishes the metadata of its APIs under CC0. */
export const ANNOTATION_METADATA_RIGHTS = 'http://creativecommons.org/publicdomain/zero/1.0/';

const ITEM_URI = /^https?:\/\/data\.europeana\.eu\/item(\/[^/]+\/[^/]+)$/;

/** Who made an annotation and with what: a volunteer's name, the platform's name and address. */
export interface AnnotationCredit {
  readonly creator: string | undefined;
  readonly generator: string | undefined;
  readonly generatorUrl: string | undefined;
}

export interface AnnotationLinkView {
  /** The label; a linked item without a title has none (the page names it "Untitled item"). */
  readonly label: string | undefined;
  /** Language of the label, when known. */
  readonly lang: string | undefined;
  readonly href: string;
  readonly kind: 'search' | 'entity' | 'item';
}

/** Tags or links: what they point to, who made them and under which rights statements. */
export interface AnnotationGroup {
  readonly links: readonly AnnotationLinkView[];
  readonly credits: readonly AnnotationCredit[];
  readonly rights: readonly RightsStatement[];
}

export interface TranscriptionView {
  readonly id: string;
  readonly lang: string | undefined;
  /** Paragraphs of lines, as text (never markup of the annotation). */
  readonly paragraphs: readonly (readonly string[])[];
  readonly credit: AnnotationCredit;
  readonly rights: RightsStatement;
}

export interface ItemAnnotations {
  readonly tags: AnnotationGroup | undefined;
  readonly links: AnnotationGroup | undefined;
  readonly transcriptions: readonly TranscriptionView[];
  /** The item's page on Europeana Transcribe, where volunteers can transcribe it (`linkForContributing`). */
  readonly transcribeUrl: string | undefined;
  /** DE-BIAS's notes on contentious words of the record's fields (`highlighting`), marked where the page shows them. */
  readonly debias: readonly DebiasTerm[];
}

export interface AnnotationsViewOptions {
  /** The item's identifier (`/dataset/local-id`): links to it are not shown on its own page. */
  readonly recordId: string;
  readonly locale: string;
  /** Entities the item page already links to (its related collections). */
  readonly shownEntityUris?: ReadonlySet<string> | undefined;
  /** Titles of linked items by identifier (Search API `dcTitleLangAware`, else `title`). */
  readonly itemTitles?: ReadonlyMap<string, LangMap> | undefined;
}

/** An agent's name; a platform given as its address is named by its host, a person given as an address has none. */
function agentName(agent: AnnotationAgent | undefined, hostAsName: boolean): string | undefined {
  if (agent === undefined) return undefined;
  if (typeof agent !== 'string') return agent.name ?? agent.nickname;
  if (!URL.canParse(agent)) return agent;
  return hostAsName ? new URL(agent).host.replace(/^www\./, '') : undefined;
}

function creditOf(annotation: Annotation): AnnotationCredit {
  const generator = annotation.generator;
  const url = typeof generator === 'string' ? generator : generator?.id;
  return { creator: agentName(annotation.creator, false), generator: agentName(generator, true), generatorUrl: url !== undefined && /^https?:\/\//.test(url) ? url : undefined };
}

function rightsOf(annotation: Annotation): string {
  return typeof annotation.body === 'object' && annotation.body.edmRights ? annotation.body.edmRights : ANNOTATION_METADATA_RIGHTS;
}

/** The entity a body names, with its label in the page's language, when it is one the portal has a page for. */
function entityLink(annotation: Annotation, locale: string): AnnotationLinkView | undefined {
  const body = annotation.body;
  if (typeof body !== 'object') return undefined;
  const uri = body.id ?? body.source;
  const label = langMapValue(body.prefLabel, locale);
  const text = label?.values[0];
  if (uri === undefined || text === undefined || !parseEntityUri(uri)) return undefined;
  return { label: text, lang: label?.lang, href: entityPath(uri, text, locale), kind: 'entity' };
}

function textTag(annotation: Annotation, locale: string): AnnotationLinkView | undefined {
  const body = annotation.body;
  const value = (typeof body === 'object' ? body.value : typeof body === 'string' && !/^https?:\/\//.test(body) ? body : undefined) ?? annotation.bodyValue;
  const text = value?.trim();
  if (!text) return undefined;
  const lang = typeof body === 'object' ? body.language : undefined;
  return { label: text, lang, href: querySearchHref(locale, quoteValue(text)), kind: 'search' };
}

function itemIdsOf(annotation: Annotation): string[] {
  const targets = Array.isArray(annotation.target) ? annotation.target : [annotation.target];
  return targets.flatMap((target) => {
    const uri = typeof target === 'string' ? target : target.scope;
    const id = uri === undefined ? undefined : ITEM_URI.exec(uri)?.[1];
    return id === undefined ? [] : [id];
  });
}

/** The other items the links of these annotations join the record with. */
export function linkedItemIds(annotations: readonly Annotation[], recordId: string): string[] {
  const ids = annotations.filter((a) => a.motivation === 'linking').flatMap(itemIdsOf);
  return [...new Set(ids)].filter((id) => id !== recordId);
}

function group(entries: readonly { annotation: Annotation; link: AnnotationLinkView }[]): AnnotationGroup | undefined {
  if (entries.length === 0) return undefined;
  const links = new Map<string, AnnotationLinkView>();
  const credits = new Map<string, AnnotationCredit>();
  const rights = new Map<string, RightsStatement>();
  for (const { annotation, link } of entries) {
    const key = link.kind === 'search' ? `search ${(link.label ?? '').toLocaleLowerCase()}` : link.href;
    if (!links.has(key)) links.set(key, link);
    const credit = creditOf(annotation);
    if (credit.creator !== undefined || credit.generator !== undefined) credits.set(`${credit.creator ?? ''}\u0000${credit.generator ?? ''}`, credit);
    const url = rightsOf(annotation);
    rights.set(url, rightsStatement(url));
  }
  return { links: [...links.values()], credits: [...credits.values()], rights: [...rights.values()] };
}

/**
 * What the item page shows of an item's annotations, in the page's language.
 * @example annotationsView(await annotationsOfRecord(id), { recordId: id, locale: 'de' })
 */
export function annotationsView(annotations: readonly Annotation[], options: AnnotationsViewOptions): ItemAnnotations {
  const { locale, recordId } = options;
  const shown = options.shownEntityUris ?? new Set<string>();
  const tags: { annotation: Annotation; link: AnnotationLinkView }[] = [];
  const links: { annotation: Annotation; link: AnnotationLinkView }[] = [];
  const transcriptions: TranscriptionView[] = [];
  let transcribeUrl: string | undefined;
  for (const annotation of annotations) {
    if (annotation.motivation === 'tagging') {
      const entity = entityLink(annotation, locale);
      const uri = typeof annotation.body === 'object' ? (annotation.body.id ?? annotation.body.source) : undefined;
      if (entity && uri !== undefined && shown.has(uri)) continue;
      const link = entity ?? textTag(annotation, locale);
      if (link) tags.push({ annotation, link });
    } else if (annotation.motivation === 'linking') {
      const entity = entityLink(annotation, locale);
      if (entity) links.push({ annotation, link: entity });
      for (const id of itemIdsOf(annotation).filter((one) => one !== recordId)) {
        const title = langMapValue(options.itemTitles?.get(id), locale);
        links.push({ annotation, link: { label: title?.values[0], lang: title?.lang, href: `/${locale}/item${id}`, kind: 'item' } });
      }
    } else if (annotation.motivation === 'transcribing' && typeof annotation.body === 'object' && annotation.body.value) {
      const paragraphs = textParagraphs(annotation.body.value, (annotation.body.format ?? 'text/html') === 'text/html');
      if (paragraphs.length === 0) continue;
      transcriptions.push({ id: annotation.id, lang: annotation.body.language, paragraphs, credit: creditOf(annotation), rights: rightsStatement(rightsOf(annotation)) });
    } else if (annotation.motivation === 'linkForContributing' && transcribeUrl === undefined) {
      const url = typeof annotation.body === 'string' ? annotation.body : annotation.body?.id;
      if (url !== undefined && TRANSCRIBE_URL.test(url) && URL.canParse(url)) transcribeUrl = url;
    }
  }
  return { tags: group(tags), links: group(links), transcriptions, transcribeUrl, debias: debiasTerms(annotations, locale) };
}

/** The view has something to show. */
export function hasAnnotations(view: ItemAnnotations | undefined): view is ItemAnnotations {
  return view !== undefined && (view.tags !== undefined || view.links !== undefined || view.transcriptions.length > 0 || view.transcribeUrl !== undefined);
}

export interface LoadAnnotationsOptions {
  readonly locale: string;
  readonly shownEntityUris?: ReadonlySet<string> | undefined;
  readonly context?: ApiContext | undefined;
}

/**
 * Reads a record's annotations and the titles of the items they link to (one Search API call); a failing
 * title search leaves the links untitled, a failing Annotation API throws (the page leaves the section out).
 */
export async function loadItemAnnotations(recordId: string, options: LoadAnnotationsOptions): Promise<ItemAnnotations> {
  const annotations = await annotationsOfRecord(recordId, { motivations: SHOWN_MOTIVATIONS, context: options.context });
  const ids = linkedItemIds(annotations, recordId);
  const itemTitles = new Map<string, LangMap>();
  if (ids.length > 0) {
    try {
      const query = ids.map((id) => `europeana_id:${quoteValue(id)}`).join(' OR ');
      const response = await search({ query, rows: ids.length, profile: 'minimal' }, { context: options.context });
      for (const item of response.items) {
        const title = item.dcTitleLangAware ?? (item.title ? { def: item.title } : undefined);
        if (title) itemTitles.set(item.id, title);
      }
    } catch {
      // Untitled links still lead to the items.
    }
  }
  return annotationsView(annotations, { recordId, locale: options.locale, shownEntityUris: options.shownEntityUris, itemTitles });
}
