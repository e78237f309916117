import type { Page } from '@playwright/test';

/** The outermost elements that stick out to the right of the viewport, for the failure message. */
export async function overflow(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return undefined;
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      const parentBox = element.parentElement?.getBoundingClientRect();
      if (parentBox && parentBox.right > width + 0.5) continue;
      culprits.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> right ${String(Math.round(box.right))}`);
    }
    return `${String(root.scrollWidth)} px wide: ${culprits.slice(0, 3).join(', ')}`;
  });
}
