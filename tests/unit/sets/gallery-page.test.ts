import { describe, expect, it } from 'vitest';
import { setSchema } from '../../../src/lib/apis/set.ts';
import {
  curatedEntity, curatorNickname, galleryCurator, galleryLastPage, galleryPageBeyond, galleryPageHref, galleryPageOffset, isGalleryPageType, parseGalleryPageState,
} from '../../../src/lib/sets/gallery-page.ts';
import { accountTabHref, accountTabSearch, accountTabs, parseAccountTab } from '../../../src/lib/sets/account-tabs.ts';
import type { SessionUser } from '../../../src/lib/auth/claims.ts';
import { projectKeyFormValues, projectKeyRequestSchema, projectKeyRequestText } from '../../../src/lib/account/project-key-request.ts';

const set = (fields: Record<string, unknown>) => setSchema.parse({ id: 'http://data.europeana.eu/set/7', type: 'Collection', ...fields });

describe('gallery pages (48 items a page, the search view switch)', () => {
  it('reads the page and the view from the URL, the view falling back to the cookie, then grid', () => {
    expect(parseGalleryPageState(new URLSearchParams('page=2&view=list'))).toEqual({ page: 2, view: 'list' });
    expect(parseGalleryPageState(new URLSearchParams(''), 'mosaic')).toEqual({ page: 1, view: 'mosaic' });
    expect(parseGalleryPageState(new URLSearchParams('view=table'), 'nonsense')).toEqual({ page: 1, view: 'grid' });
  });

  it('counts pages of 48: 60 items make two pages, none make one', () => {
    expect(galleryLastPage(60)).toBe(2);
    expect(galleryLastPage(48)).toBe(1);
    expect(galleryLastPage(0)).toBe(1);
    expect(galleryPageOffset(2)).toBe(48);
  });

  it('sends a page past the end to the last page', () => {
    expect(galleryPageBeyond({ page: 9, view: 'grid' }, 60)).toBe(2);
    expect(galleryPageBeyond({ page: 2, view: 'grid' }, 60)).toBeUndefined();
    expect(galleryPageBeyond({ page: 2, view: 'grid' }, 0)).toBe(1);
  });

  it('writes page links with page from 2 on and the view when asked', () => {
    expect(galleryPageHref('/en/galleries/7-x', { page: 1 })).toBe('/en/galleries/7-x');
    expect(galleryPageHref('/en/galleries/7-x', { page: 2, view: 'list' })).toBe('/en/galleries/7-x?page=2&view=list');
  });

  it('shows galleries and entity best-items sets, not likes folders', () => {
    expect(isGalleryPageType(set({}))).toBe(true);
    expect(isGalleryPageType(set({ type: 'EntityBestItemsSet' }))).toBe(true);
    expect(isGalleryPageType(set({ type: 'BookmarkFolder' }))).toBe(false);
    expect(curatedEntity(set({ type: 'EntityBestItemsSet', subject: ['http://data.europeana.eu/concept/48'] }))).toBe('http://data.europeana.eu/concept/48');
    expect(curatedEntity(set({ subject: ['http://data.europeana.eu/concept/48'] }))).toBeUndefined();
  });

  it('names the curator by the nickname the Set API returns with the creator', () => {
    expect(curatorNickname(set({ creator: { id: 'http://data.europeana.eu/user/1', nickname: 'ada' } }))).toBe('ada');
    expect(curatorNickname(set({ creator: { id: 'http://data.europeana.eu/user/1', nickname: ' ' } }))).toBeUndefined();
    expect(curatorNickname(set({ creator: 'http://data.europeana.eu/user/1' }))).toBeUndefined();
  });

  it("credits Europeana's own curators' account by Europeana, whatever its case, and anyone else by nickname", () => {
    const by = (nickname: string) => set({ creator: { id: 'http://data.europeana.eu/user/1', nickname } });
    expect(galleryCurator(by('europeana'), 'europeana')).toEqual({ kind: 'europeana' });
    expect(galleryCurator(by('Europeana'), 'europeana')).toEqual({ kind: 'europeana' });
    expect(galleryCurator(by('ada'), 'europeana')).toEqual({ kind: 'visitor', nickname: 'ada' });
    expect(galleryCurator(by('europeana'), 'curators')).toEqual({ kind: 'visitor', nickname: 'europeana' });
    expect(galleryCurator(set({ creator: 'http://data.europeana.eu/user/1' }), 'europeana')).toBeUndefined();
  });
});

describe('account tabs', () => {
  const user = (roles: string[]): SessionUser => ({ sub: 'u1', name: undefined, email: undefined, roles, scope: [] });

  it('offers the curated sets to entity editors only', () => {
    expect(accountTabs(user([]))).toEqual(['likes', 'public', 'private', 'published']);
    expect(accountTabs(user(['entities:editor']))).toContain('curated');
  });

  it('reads the tab from ?tab=, likes when absent or not the user’s', () => {
    const tabs = accountTabs(user([]));
    expect(parseAccountTab(new URLSearchParams('tab=private&page=3'), tabs)).toEqual({ tab: 'private', page: 3 });
    expect(parseAccountTab(new URLSearchParams('tab=curated'), tabs)).toEqual({ tab: 'likes', page: 1 });
    expect(parseAccountTab(new URLSearchParams(''), tabs).tab).toBe('likes');
  });

  it('links each tab to its own URL', () => {
    expect(accountTabHref('de', 'likes')).toBe('/de/account');
    expect(accountTabHref('de', 'published')).toBe('/de/account?tab=published');
  });

  it('searches the user’s galleries of one visibility, or the entity best-items sets', () => {
    expect(accountTabSearch('likes', 'u1', 1)).toBeUndefined();
    expect(accountTabSearch('public', 'u1', 2)).toEqual({ query: 'creator:u1', qf: ['type:Collection', 'visibility:public'], page: 2, pageSize: 20 });
    expect(accountTabSearch('curated', 'u1', 1)?.qf).toEqual(['type:EntityBestItemsSet']);
  });
});

describe('project API key requests', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return projectKeyFormValues(data);
  };

  it('needs the project’s name, its purpose and the terms; the organisation is optional', () => {
    expect(projectKeyRequestSchema.safeParse(form({ project: 'Atlas', purpose: 'Maps', terms: 'on' })).success).toBe(true);
    expect(projectKeyRequestSchema.safeParse(form({ project: 'Atlas', purpose: '  ', terms: 'on' })).success).toBe(false);
    expect(projectKeyRequestSchema.safeParse(form({ project: 'Atlas', purpose: 'Maps' })).success).toBe(false);
  });

  it('writes the provider’s message with the requester', () => {
    const parsed = projectKeyRequestSchema.parse(form({ project: 'Atlas', organisation: 'Museum', purpose: 'Maps of ports', terms: 'on' }));
    const text = projectKeyRequestText(parsed, { sub: 'u1', name: 'Ada' });
    expect(text).toContain('Project: Atlas');
    expect(text).toContain('Organisation: Museum');
    expect(text).toContain('Requested by: Ada (user u1)');
    expect(text.endsWith('Maps of ports')).toBe(true);
  });
});
