/**
 * Issue 25: the API-requests debug panel takes an API key (spec section 3 debug settings) and `/item/{id}.json`
 * opens it (portal.js DebugApiRequests.vue, server-middleware/record-json.js).
 */
import { describe, expect, it } from 'vitest';
import { recordJsonLocation } from '../../../src/lib/routing/record-json.ts';
import { debugApiKey, personalApiKey, withApiKey, withDebugApiKey } from '../../../src/lib/site/debug-requests.ts';

describe('the debug settings\' API key', () => {
  it('is saved beside the other settings, trimmed, and removed when blank', () => {
    expect(withDebugApiKey(null, ' abc ')).toBe('{"apiKey":"abc"}');
    expect(JSON.parse(withDebugApiKey('{"other":true,"apiKey":"old"}', 'new'))).toEqual({ other: true, apiKey: 'new' });
    expect(JSON.parse(withDebugApiKey('{"other":true,"apiKey":"old"}', '  '))).toEqual({ other: true });
    expect(withDebugApiKey('not json', 'k')).toBe('{"apiKey":"k"}');
    expect(withDebugApiKey('[1,2]', 'k')).toBe('{"apiKey":"k"}');
    expect(debugApiKey(withDebugApiKey(null, 'k'))).toBe('k');
  });

  it('goes into the listed request URLs as wskey', () => {
    expect(withApiKey('https://api.europeana.eu/record/v2/123/abc.json', 'k')).toBe('https://api.europeana.eu/record/v2/123/abc.json?wskey=k');
    expect(withApiKey('javascript:alert(1)', 'k')).toBeUndefined();
  });

  it('may be the signed-in visitor\'s enabled personal key', () => {
    expect(personalApiKey({ keys: [{ clientId: 'old', state: 'disabled' }, { clientId: 'mine', state: 'enabled' }] })).toBe('mine');
    expect(personalApiKey({ keys: [{ clientId: 'old', state: 'disabled' }] })).toBeUndefined();
    expect(personalApiKey({ error: 'unauthorised' })).toBeUndefined();
    expect(personalApiKey(null)).toBeUndefined();
  });
});

describe('/item/{id}.json', () => {
  it('is the item page with the API requests open', () => {
    expect(recordJsonLocation('/de/item/2000001/aic_109220.json', '')).toBe('/de/item/2000001/aic_109220#api-requests');
    expect(recordJsonLocation('/item/2000001/aic_109220.json', '?x=1')).toBe('/item/2000001/aic_109220?x=1#api-requests');
  });

  it('leaves every other path alone', () => {
    expect(recordJsonLocation('/de/item/2000001/aic_109220', '')).toBeUndefined();
    expect(recordJsonLocation('/de/search.json', '')).toBeUndefined();
    expect(recordJsonLocation('/de/item/2000001/a/b.json', '')).toBeUndefined();
    expect(recordJsonLocation('/de/item/../x.json', '')).toBeUndefined();
  });
});
