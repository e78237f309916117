import { describe, expect, it } from 'vitest';
import CallToAction from '../../../src/components/content/CallToAction.astro';
import type { CallToAction as CallToActionData } from '../../../src/lib/content/types.ts';
import { renderAstro } from '../support/astro-render.ts';

/** A call to action as the content service answers it, with the English copies the query asks beside (`CTA`). */
function cta(fields: Partial<CallToActionData>): CallToActionData {
  return { name: 'Share your collections', nameEN: 'Share your collections', text: 'Find out how.', textEN: 'Find out how.', relatedLink: null, image: null, ...fields };
}

describe('CallToAction', () => {
  it('marks an entry shown in English on another language\'s page as English', async () => {
    const html = await renderAstro(CallToAction, { cta: cta({}) }, { locale: 'sk' });
    expect(html).toMatch(/<div class="cta-body"[^>]* lang="en"/);
  });

  it('leaves a translated entry, and every entry on an English page, in the page\'s language', async () => {
    const translated = await renderAstro(CallToAction, { cta: cta({ name: 'Teilen Sie Ihre Sammlungen', text: 'So geht es.' }) }, { locale: 'de' });
    expect(translated).not.toContain('lang="en"');
    // A proper name the same in both languages, with its text translated, is not a fallback.
    const sameName = await renderAstro(CallToAction, { cta: cta({ text: 'Zistite ako.' }) }, { locale: 'sk' });
    expect(sameName).not.toContain('lang="en"');
    expect(await renderAstro(CallToAction, { cta: cta({}) }, { locale: 'en' })).not.toContain('lang=');
  });
});
