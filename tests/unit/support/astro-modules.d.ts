/**
 * What a unit test gets when it imports an `.astro` component: plain `tsc` and typed ESLint do not read `.astro`
 * files (Astro's language tools do, in `astro check`, and Vitest compiles them through getViteConfig), so without
 * this the import is unresolved. A wildcard module is only the fallback: where a file resolves, it wins.
 */
declare module '*.astro' {
  const component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default component;
}
