/**
 * Load with a different URL on every request (`n=<counter>` added to the query, which the pages ignore but name in
 * their language links), so that every answer is a page never sent before: the route cache cannot answer it and the
 * compression step has not seen its body (src/runtime/compress.ts), as for the long tail of a catalogue of millions.
 * The upstream answers are the same for every request (the portal's response cache keeps them): this is the portal's
 * own cost of a page. Prints autocannon's result as JSON, as `autocannon -j` does.
 *
 * Usage: node tests/bench/distinct-load.ts <url> <seconds> <connections> <cookie, or - for none> <accept-encoding>
 */
import { createRequire } from 'node:module';

interface Request {
  readonly path?: string;
}
interface Options {
  readonly url: string;
  readonly duration: number;
  readonly connections: number;
  readonly headers: Record<string, string>;
  readonly requests: readonly { readonly setupRequest: (request: Request) => Request }[];
}
type Autocannon = (options: Options) => Promise<unknown>;

// autocannon ships no types; its programmatic API is the one function described above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const [url, secondsText, connectionsText, cookie, encoding] = process.argv.slice(2);
if (url === undefined || cookie === undefined || encoding === undefined) {
  throw new Error('usage: distinct-load.ts <url> <seconds> <connections> <cookie> <accept-encoding>');
}
const target = new URL(url);
let counter = 0;
const result = await autocannon({
  url: target.origin,
  duration: Number(secondsText),
  connections: Number(connectionsText),
  headers: cookie === '-' ? { 'accept-encoding': encoding } : { cookie, 'accept-encoding': encoding },
  requests: [
    {
      setupRequest: (request) => {
        const path = new URL(target);
        path.searchParams.set('n', String(counter));
        counter += 1;
        return { ...request, path: `${path.pathname}${path.search}` };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
