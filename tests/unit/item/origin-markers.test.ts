import { describe, expect, it } from 'vitest';
import OriginMarkers from '../../../src/components/item/OriginMarkers.astro';
import { renderAstro } from '../support/astro-render.ts';

/** The markers of a value that is not the provider's own words (a field's values, the description's paragraphs). */
describe('OriginMarkers', () => {
  it('marks a machine-translated and an enriched value in the page language', async () => {
    const html = await renderAstro(OriginMarkers, { value: { translated: true, enriched: true } }, { locale: 'de' });
    expect(html).toMatch(/<span class="origin[^"]*"[^>]*data-qa="translated-marker"[^>]*>Automatisch übersetzt/);
    expect(html).toMatch(/data-qa="enriched-marker"[^>]*>Anreicherung durch Partnerprojekte/);
    expect(html).not.toContain('lang=');
  });

  it("takes the page's lang inside a value marked with another language", async () => {
    const html = await renderAstro(OriginMarkers, { value: { translated: true }, valueLang: 'fr' }, { locale: 'en' });
    expect(html).toMatch(/lang="en"[^>]*data-qa="translated-marker"|data-qa="translated-marker"[^>]*lang="en"/);
    expect(html).not.toContain('enriched-marker');
  });

  it("renders nothing for the provider's own words", async () => {
    expect((await renderAstro(OriginMarkers, { value: {} })).trim()).toBe('');
  });
});
