/**
 * Astro's log destination for this portal (astro.config.ts `logger`): Astro's own console output, with
 * the server log's rule for request errors applied (./server-log.ts: a refusal is one info line).
 */
import type { AstroLoggerDestination, AstroLoggerLevel } from 'astro';
import consoleDestination from 'astro/logger/console';
import { asLogged } from './server-log.ts';

export default function astroLogDestination(options: { level?: AstroLoggerLevel } = {}): AstroLoggerDestination {
  const destination = consoleDestination(options);
  return {
    write: (event) => {
      const logged = asLogged(event);
      if (logged !== undefined) destination.write(logged);
    },
    flush: () => destination.flush?.(),
    close: () => destination.close?.(),
  };
}
