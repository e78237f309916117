import { describe, expect, it } from 'vitest';
import ConsentSettings from '../../../src/components/consent/ConsentSettings.astro';
import EmbedGate from '../../../src/components/consent/EmbedGate.astro';
import ConsentScript from '../../../src/components/consent/ConsentScript.astro';
import { renderAstro } from '../support/astro-render.ts';

describe('EmbedGate', () => {
  // tests/e2e/site.spec.ts inserts this markup to test the client with a gated embed.
  it('renders a gate and no frame: the attributes the consent client relies on', async () => {
    const html = await renderAstro(EmbedGate, { src: 'https://sandbox.example.org/embed/1', title: 'A pen', provider: 'CodePen' });
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/data-embed-gate[^>]*data-consent-service="code-sandbox"[^>]*data-src="https:\/\/sandbox\.example\.org\/embed\/1"[^>]*data-title="A pen"/);
    expect(html).toContain('data-embed-notice');
    expect(html).toMatch(/data-consent-action="allow"[^>]*data-service="code-sandbox"/);
  });

  it('renders nothing for a URL that is not https', async () => {
    const html = await renderAstro(EmbedGate, { src: 'http://sandbox.example.org/embed/1', title: 'A pen', provider: 'CodePen' });
    expect(html).not.toContain('data-embed-gate');
  });
});

describe('ConsentScript', () => {
  it('keeps the script inert until consent', async () => {
    const html = await renderAstro(ConsentScript, { service: 'analytics', src: 'https://analytics.example.org/a.js' });
    expect(html).toMatch(/<script type="text\/plain" data-consent-service="analytics" data-src="https:\/\/analytics\.example\.org\/a\.js"><\/script>/);
  });
});

describe('ConsentSettings', () => {
  it('lists the necessary services as always on and the optional ones as choices', async () => {
    const html = await renderAstro(ConsentSettings, { idPrefix: 'p' });
    for (const id of ['auth-strategy', 'i18n']) expect(html).toMatch(new RegExp(`id="p-${id}" name="${id}" checked disabled`));
    for (const id of ['analytics', 'heatmap', 'code-sandbox']) {
      expect(html).toMatch(new RegExp(`<input type="checkbox" id="p-${id}" name="${id}" aria-describedby="p-${id}-description"`));
      expect(html).toContain(`<label for="p-${id}"`);
    }
  });

  it('speaks the visitor\'s language (the locals of a request in German)', async () => {
    const html = await renderAstro(ConsentSettings, { idPrefix: 'p' }, { locale: 'de' });
    expect(html).toContain('Nur notwendige Cookies');
    expect(html).not.toContain('Only necessary');
  });
});
