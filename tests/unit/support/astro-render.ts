/**
 * Rendering an Astro component in a unit test: Astro's container (`astro/container`, Vitest compiles `.astro` files
 * through getViteConfig) with the locals the middleware gives a page (src/env.d.ts `App.Locals`) in one language.
 * @example const html = await renderAstro(EmbedGate, { src: 'https://sandbox.example.org/embed/1', title: 'A pen', provider: 'CodePen' });
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { LocaleCode } from '../../../src/lib/i18n/locales.ts';
import { createTranslator } from '../../../src/lib/i18n/messages.ts';

/** The locals of an anonymous visitor's request in `locale`, without upstream calls recorded yet. */
export function testLocals(locale: LocaleCode = 'en'): App.Locals {
  return { locale, t: createTranslator(locale), requestLog: [], apiContext: {}, requestId: 'test' };
}

let container: Promise<AstroContainer> | undefined;

/** The HTML of `component` rendered with `props`, for a visitor in `locale` (English by default). */
export async function renderAstro(component: AstroComponentFactory, props: Record<string, unknown> = {}, options: { readonly locale?: LocaleCode } = {}): Promise<string> {
  container ??= AstroContainer.create();
  return (await container).renderToString(component, { props, locals: testLocals(options.locale) });
}
