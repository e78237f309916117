/**
 * The lines of a page's text (src/components/item/ItemText.astro) on the page's picture (DeepZoomViewer's still), as
 * europeana.eu's MediaImageViewer does with its annotation list: the line under the pointer, in the text or on the
 * picture, is outlined on the picture, and a click on the picture chooses the line there (its link, `?anno=N`). The
 * links work without this; the outline is decoration (hidden from assistive technology), and keyboard users choose
 * a line by its link.
 */
const SVG = 'http://www.w3.org/2000/svg';

/** A line's region on the page, as fractions (0–1) of the page's width and height. */
export interface LineRegion {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * The region of `data-region="x y w h"`, or `undefined` when it is not four fractions.
 * @example parseRegion('0.1 0.2 0.5 0.03') // { x: 0.1, y: 0.2, w: 0.5, h: 0.03 }
 */
export function parseRegion(value: string | undefined): LineRegion | undefined {
  const parts = (value ?? '').trim().split(/\s+/).map(Number);
  const [x, y, w, h] = parts;
  if (parts.length !== 4 || x === undefined || y === undefined || w === undefined || h === undefined || parts.some((part) => !Number.isFinite(part))) return undefined;
  return { x, y, w, h };
}

/**
 * The index of the first region holding the point (fractions of the page), or -1.
 * @example lineAt([{ x: 0, y: 0, w: 1, h: 0.1 }, { x: 0, y: 0.1, w: 1, h: 0.1 }], 0.5, 0.15) // 1
 */
export function lineAt(regions: readonly (LineRegion | undefined)[], fx: number, fy: number): number {
  return regions.findIndex((r) => r !== undefined && fx >= r.x && fx <= r.x + r.w && fy >= r.y && fy <= r.y + r.h);
}

/** Where the picture is drawn inside its box (`object-fit: contain`): the box less the bars beside or above it. */
function drawnBox(image: HTMLImageElement): DOMRect {
  const box = image.getBoundingClientRect();
  const scale = Math.min(box.width / image.naturalWidth, box.height / image.naturalHeight);
  const width = image.naturalWidth * scale;
  const height = image.naturalHeight * scale;
  return new DOMRect(box.left + (box.width - width) / 2, box.top + (box.height - height) / 2, width, height);
}

export function outlineLines(root: ParentNode): void {
  const still = root.querySelector<HTMLImageElement>('[data-qa="deep-zoom-still"]');
  const stage = still?.parentElement;
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-qa="item-text-line"][data-region]')];
  if (!still || !stage || links.length === 0) return;
  const regions = links.map((link) => parseRegion(link.dataset.region));

  let outline: SVGRectElement | undefined;
  const show = (index: number): void => {
    const region = regions[index];
    if (region === undefined || still.naturalWidth === 0) {
      outline?.setAttribute('visibility', 'hidden');
      return;
    }
    if (outline === undefined) {
      const layer = document.createElementNS(SVG, 'svg');
      layer.setAttribute('class', 'line-outline');
      layer.setAttribute('aria-hidden', 'true');
      layer.setAttribute('focusable', 'false');
      layer.setAttribute('preserveAspectRatio', 'xMidYMid meet');
      outline = document.createElementNS(SVG, 'rect');
      outline.setAttribute('rx', '4');
      // The same line width whatever the picture's scale (an SVG attribute: CSS validators do not know the property).
      outline.setAttribute('vector-effect', 'non-scaling-stroke');
      outline.dataset.qa = 'item-text-line-outline';
      layer.append(outline);
      stage.append(layer);
    }
    // In the picture's own pixels, which change when the browser picks another of its sizes (`srcset`).
    outline.ownerSVGElement?.setAttribute('viewBox', `0 0 ${String(still.naturalWidth)} ${String(still.naturalHeight)}`);
    outline.setAttribute('x', String(region.x * still.naturalWidth));
    outline.setAttribute('y', String(region.y * still.naturalHeight));
    outline.setAttribute('width', String(region.w * still.naturalWidth));
    outline.setAttribute('height', String(region.h * still.naturalHeight));
    outline.setAttribute('visibility', 'visible');
  };

  links.forEach((link, index) => {
    link.addEventListener('pointerenter', () => show(index));
    link.addEventListener('pointerleave', () => show(-1));
    link.addEventListener('focus', () => show(index));
    link.addEventListener('blur', () => show(-1));
  });
  const under = (event: MouseEvent): number => {
    const box = drawnBox(still);
    return lineAt(regions, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };
  still.addEventListener('pointermove', (event) => {
    const index = under(event);
    still.style.cursor = index === -1 ? '' : 'pointer';
    show(index);
  });
  still.addEventListener('pointerleave', () => show(-1));
  still.addEventListener('click', (event) => {
    links[under(event)]?.click();
  });
}
