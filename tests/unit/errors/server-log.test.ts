import type { AstroLoggerMessage } from 'astro';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/apis/client.ts';
import { PortalError } from '../../../src/lib/errors/catalogue.ts';
import { asLogged, refusalLine } from '../../../src/lib/errors/server-log.ts';

/** Issue 18 item 14: refusals are one info line, failures keep `[ERROR]` and their stack. */
describe('the server log of request errors', () => {
  /** What Astro's logger receives for a thrown error (`err.stack || err.message`). */
  const thrown = (error: Error): AstroLoggerMessage => ({ label: null, level: 'error', message: error.stack ?? error.message, newLine: true });

  it('writes a refusal (4xx) as one info line, without a stack', () => {
    for (const error of [
      new PortalError('Story not found', { status: 404, code: 'pageNotFound' }),
      new PortalError('Gallery retired', { status: 410, code: 'genericGone' }),
      new PortalError('Refused request path: dot segment', { status: 400, code: 'badRequest' }),
      new ApiError('record', 'Record not\nfound', { status: 404, code: 'itemNotFound' }),
    ]) {
      const logged = asLogged(thrown(error));
      expect(logged?.level).toBe('info');
      expect(logged?.message).not.toContain('\n');
      expect(logged?.message).toBe(refusalLine(error.status, error.code, error.message));
    }
  });

  it("drops Astro's own error line for a malformed path (the path-safety step logs its 400 refusal)", () => {
    expect(asLogged({ label: null, level: 'error', message: 'Error: Invalid URL encoding', newLine: true })).toBeUndefined();
  });

  it('keeps a failure (5xx) at error level with its stack', () => {
    for (const error of [new PortalError('upstream down', { status: 502, code: 'upstreamUnavailable' }), new PortalError('boom'), new TypeError('x is undefined')]) {
      const event = thrown(error);
      expect(asLogged(event)).toBe(event);
      expect(event.message).toMatch(/\n\s+at /);
    }
  });

  it('leaves every other message alone, even one that looks like a refusal at another level', () => {
    const info: AstroLoggerMessage = { label: 'router', level: 'info', message: 'refused 404 pageNotFound: x', newLine: true };
    expect(asLogged(info)).toBe(info);
    const other: AstroLoggerMessage = { label: null, level: 'error', message: 'refused to connect: ECONNREFUSED', newLine: true };
    expect(asLogged(other)).toBe(other);
  });

  it('scrubs secrets from the line', () => {
    expect(refusalLine(400, 'badRequest', 'bad key wskey=api2demo')).not.toContain('api2demo');
  });
});
