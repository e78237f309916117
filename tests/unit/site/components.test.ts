import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import ConsentSettingsComponent from '../../../src/components/consent/ConsentSettings.astro';
import EmbedGateComponent from '../../../src/components/consent/EmbedGate.astro';
import ConsentScriptComponent from '../../../src/components/consent/ConsentScript.astro';
import { createTranslator } from '../../../src/lib/i18n/messages.ts';

type Component = Parameters<AstroContainer['renderToString']>[0];
// Typed ESLint does not read `.astro` modules; Vitest compiles them (getViteConfig).
const ConsentSettings = ConsentSettingsComponent as unknown as Component;
const EmbedGate = EmbedGateComponent as unknown as Component;
const ConsentScript = ConsentScriptComponent as unknown as Component;

const locals = { locale: 'en', t: createTranslator('en'), requestLog: [], apiContext: {}, requestId: 'test' } satisfies Partial<App.Locals> as App.Locals;

async function render(component: Component, props: Record<string, unknown>): Promise<string> {
  const container = await AstroContainer.create();
  return container.renderToString(component, { props, locals });
}

describe('EmbedGate', () => {
  // tests/e2e/site.spec.ts inserts this markup to test the client with a gated embed.
  it('renders a gate and no frame: the attributes the consent client relies on', async () => {
    const html = await render(EmbedGate, { src: 'https://sandbox.example.org/embed/1', title: 'A pen', provider: 'CodePen' });
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/data-embed-gate[^>]*data-consent-service="code-sandbox"[^>]*data-src="https:\/\/sandbox\.example\.org\/embed\/1"[^>]*data-title="A pen"/);
    expect(html).toContain('data-embed-notice');
    expect(html).toMatch(/data-consent-action="allow"[^>]*data-service="code-sandbox"/);
  });

  it('renders nothing for a URL that is not https', async () => {
    const html = await render(EmbedGate, { src: 'http://sandbox.example.org/embed/1', title: 'A pen', provider: 'CodePen' });
    expect(html).not.toContain('data-embed-gate');
  });
});

describe('ConsentScript', () => {
  it('keeps the script inert until consent', async () => {
    const html = await render(ConsentScript, { service: 'analytics', src: 'https://analytics.example.org/a.js' });
    expect(html).toMatch(/<script type="text\/plain" data-consent-service="analytics" data-src="https:\/\/analytics\.example\.org\/a\.js"><\/script>/);
  });
});

describe('ConsentSettings', () => {
  it('lists the necessary services as always on and the optional ones as choices', async () => {
    const html = await render(ConsentSettings, { idPrefix: 'p' });
    for (const id of ['auth-strategy', 'i18n']) expect(html).toMatch(new RegExp(`id="p-${id}" name="${id}" checked disabled`));
    for (const id of ['analytics', 'heatmap', 'code-sandbox']) {
      expect(html).toMatch(new RegExp(`<input type="checkbox" id="p-${id}" name="${id}" aria-describedby="p-${id}-description"`));
      expect(html).toContain(`<label for="p-${id}"`);
    }
  });
});
