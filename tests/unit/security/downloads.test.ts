import { describe, expect, it } from 'vitest';
import { attachment, downloadType, FALLBACK_DOWNLOAD_TYPE } from '../../../src/lib/security/downloads.ts';
import { DOWNLOAD_CONTENT_SECURITY_POLICY, securityHeaders } from '../../../src/lib/security/headers.ts';

/** Provider files through `/_api/media/…` never render as a page of the portal (issue 18 item 11). */
describe('downloads', () => {
  it('keeps only media types that cannot run code', () => {
    expect(downloadType('image/jpeg')).toBe('image/jpeg');
    expect(downloadType('Video/MP4; codecs="avc1"')).toBe('video/mp4');
    expect(downloadType('application/pdf')).toBe('application/pdf');
    for (const hostile of ['text/html', 'text/html; charset=utf-8', 'image/svg+xml', 'application/xhtml+xml', 'text/xml', 'application/javascript', 'text/css', 'multipart/x-mixed-replace', '', null, 'nonsense']) {
      expect(downloadType(hostile), String(hostile)).toBe(FALLBACK_DOWNLOAD_TYPE);
    }
  });

  it('names the file itself, with the extension of the type sent', () => {
    expect(attachment('2000001_aic_93784', 'image/jpeg')).toBe('attachment; filename="2000001_aic_93784.jpg"');
    expect(attachment('9_x', FALLBACK_DOWNLOAD_TYPE)).toBe('attachment; filename="9_x.bin"');
    expect(attachment('a"b;c\r\nd', 'text/plain')).toBe('attachment; filename="a_b_c__d.txt"');
    expect(attachment('..', 'image/png')).toBe('attachment; filename="download.png"');
  });

  it('answers under /_api/media/ carry a sandbox that allows nothing, whatever the body', () => {
    const headers = securityHeaders({ pathname: '/_api/media/1/x/0123456789abcdef0123456789abcdef', https: true, html: '<script>alert(1)</script>' });
    expect(headers['content-security-policy']).toBe(DOWNLOAD_CONTENT_SECURITY_POLICY);
    expect(headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(headers['content-security-policy']).not.toContain('sha256');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(securityHeaders({ pathname: '/en/item/1/x', https: true })['content-security-policy']).not.toContain('sandbox');
  });
});
