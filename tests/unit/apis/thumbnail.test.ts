import { describe, expect, it } from 'vitest';
import { ONLY_V3_MESSAGE, thumbnailForMedia, thumbnailForWebResource, thumbnailFromEdmPreview } from '../../../src/lib/apis/thumbnail.ts';

const base = 'https://api.example/thumbnail/v3';
const media = 'http://www.mimo-db.eu/media/UEDIN/IMAGE/0032195c.jpg';
const hash = '820911931db3ccb20e1b7a022ee6dd33';

describe('Thumbnail API v3 URLs (spec sections 3, 5, 7)', () => {
  it('uses the md5 of the media URL', () => {
    expect(thumbnailForMedia(media, 200, base)).toBe(`${base}/200/${hash}`);
    expect(thumbnailForMedia(media, 400, `${base}/`)).toBe(`${base}/400/${hash}`);
  });
  it('converts v2 edmPreview URLs, taking the size without its w', () => {
    const v2 = `https://api.europeana.eu/thumbnail/v2/url.json?uri=${encodeURIComponent(media)}&size=w400&type=IMAGE`;
    expect(thumbnailFromEdmPreview(v2, undefined, base)).toBe(`${base}/400/${hash}`);
    expect(thumbnailFromEdmPreview(v2, 200, base)).toBe(`${base}/200/${hash}`);
    expect(thumbnailFromEdmPreview(`https://x/thumbnail/v3/200/${hash}`, 400, base)).toBe(`${base}/400/${hash}`);
    expect(thumbnailFromEdmPreview('not a url', 200, base)).toBeUndefined();
  });
  it('uses a web resource preview, else the resource itself', () => {
    expect(thumbnailForWebResource({ about: 'http://x/other.jpg', preview: { about: media } }, 200, base)).toBe(`${base}/200/${hash}`);
    expect(thumbnailForWebResource({ about: media }, 200, base)).toBe(`${base}/200/${hash}`);
  });
  it('refuses other thumbnail API versions', () => {
    expect(() => thumbnailForMedia(media, 200, 'https://api.example/thumbnail/v2')).toThrow(ONLY_V3_MESSAGE);
  });
});
