import { createServer } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { reportError, routeOf, scrub } from '../../src/lib/errors/report.ts';

/** Error reporting (issue "Error reporting"): scrubbed, structured, posted without blocking. */
describe('error reports', () => {
  it('never carry tokens, cookies, keys or e-mail addresses', () => {
    const text = scrub(
      'upstream failed: GET http://api/record?wskey=api2demo&query=x Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc cookie=portal-session=0f8fad5b-d9cb-469f-a165-70867728950e mail jane.doe@example.org key 0123456789abcdef0123456789abcdef99',
    );
    for (const secret of ['api2demo', 'eyJhbGci', '0f8fad5b-d9cb', 'jane.doe@example.org', '0123456789abcdef0123456789abcdef99']) expect(text).not.toContain(secret);
    expect(text).toContain('upstream failed');
  });

  it('group by route without ids', () => {
    expect(routeOf('/en/item/2000001/aic_93784')).toBe('/en/item/:id/:id');
    expect(routeOf('/en/galleries/123-my-private-title')).toBe('/en/galleries/:id');
  });

  it('go to the log as one JSON line, and to the reporting service in the background', async () => {
    const received: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(`${String(req.headers['x-sentry-auth'] ?? '')}|${body}`);
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const returned = reportError(
      { route: '/en/search', status: 502, code: 'upstreamUnavailable', requestId: 'req-1', method: 'GET', message: 'search failed with apikey=secret123' },
      { ERROR_REPORTING_URL: `http://127.0.0.1:${String(port)}/api/42/store/`, ERROR_REPORTING_TOKEN: 'public-key' },
    );
    // In the background: the call returns the report itself, not a promise to wait for, and the report has not arrived
    // when it returns (a wall-clock limit here failed under a loaded machine's scheduling, not because it was awaited).
    expect(returned).not.toBeInstanceOf(Promise);
    expect(returned).toMatchObject({ requestId: 'req-1' });
    expect(received).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]?.[0]);
    expect(line.startsWith('[error-report] ')).toBe(true);
    expect(JSON.parse(line.slice('[error-report] '.length))).toMatchObject({ route: '/en/search', status: 502, code: 'upstreamUnavailable', requestId: 'req-1' });
    expect(line).not.toContain('secret123');
    log.mockRestore();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toContain('sentry_key=public-key');
    expect(received[0]).toContain('"request_id":"req-1"');
    expect(received[0]).not.toContain('secret123');
    server.close();
  });
});
