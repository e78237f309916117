/** Share links built on the server (src/lib/share/share-links.ts, issue 25). */
import { describe, expect, it } from 'vitest';
import { shareLinks } from '../../../src/lib/share/share-links.ts';

describe('shareLinks', () => {
  const links = shareLinks({ url: 'https://www.europeana.eu/de/collections/person/97129501-claude-monet', title: 'Claude Monet & Co', imageUrl: 'https://example.org/a.jpg' });
  const href = (id: string): URL => new URL(links.find((link) => link.id === id)?.href ?? 'about:blank');

  it('offers Facebook, X, Pinterest and email in that order', () => {
    expect(links.map((link) => link.id)).toEqual(['facebook', 'x', 'pinterest', 'email']);
  });

  it('encodes the page URL, its title and its picture', () => {
    expect(href('facebook').searchParams.get('u')).toBe('https://www.europeana.eu/de/collections/person/97129501-claude-monet');
    expect(href('x').searchParams.get('text')).toBe('Claude Monet & Co');
    expect(href('pinterest').searchParams.get('media')).toBe('https://example.org/a.jpg');
    expect(links.find((link) => link.id === 'email')?.href).toBe(
      'mailto:?subject=Claude%20Monet%20%26%20Co&body=https%3A%2F%2Fwww.europeana.eu%2Fde%2Fcollections%2Fperson%2F97129501-claude-monet',
    );
  });

  it("adds WEAVEx last for a gallery, which it imports by its Set API identifier, and for nothing else", () => {
    const gallery = shareLinks({ url: 'https://www.europeana.eu/en/galleries/8950-highlights', title: 'Highlights', weavexSetId: '8950' });
    expect(gallery.map((link) => link.id)).toEqual(['facebook', 'x', 'pinterest', 'email', 'weavex']);
    expect(gallery.at(-1)?.href).toBe('https://experience.weave-culture.eu/import/europeana/set/8950');
    expect(shareLinks({ url: 'https://x.test/', title: 't' }).map((link) => link.id)).not.toContain('weavex');
    expect(shareLinks({ url: 'https://x.test/', title: 't', weavexSetId: '../8950' }).map((link) => link.id)).not.toContain('weavex');
  });

  it('leaves the picture out when there is none', () => {
    expect(shareLinks({ url: 'https://x.test/', title: 't' }).find((link) => link.id === 'pinterest')?.href).not.toContain('media=');
  });
});
