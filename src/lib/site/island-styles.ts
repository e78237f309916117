/**
 * Astro writes the style rule of its islands (`astro-island, astro-slot, astro-static-slot
 * { display: contents }`) as a `<style>` element right before the first island of a page, inside
 * `<body>`. HTML allows `<style>` only in `<head>` (the Nu HTML checker fails such a page unless
 * the element happens to be the first child of its parent, issue 26). This moves those elements to
 * the end of `<head>`, once, where the rule applies just the same. Only Astro's own island rule is
 * moved: other `<style>` elements in the body (an SVG's own) stay where their scope is.
 */
const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/g;

export function hoistIslandStyles(html: string): string {
  const styles = html.match(ISLAND_STYLE);
  const head = html.indexOf('</head>');
  if (styles === null || head === -1) return html;
  const before = html.slice(0, head);
  const after = html.slice(head).replace(ISLAND_STYLE, '');
  const [first] = styles;
  // Already in the head (nothing to move there), or moved: the first copy is kept.
  return before.includes(first) ? before + after : `${before}${first}${after}`;
}
