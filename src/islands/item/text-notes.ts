/**
 * The notes of marked words (src/components/item/TextNotes.astro, DE-BIAS's explanations): a popover opens and closes
 * by its button without script, as a sheet at the foot of the screen; this places an open note beside its button
 * instead — below it, or above where there is no room below, within the screen's edges — and keeps it there while the
 * page scrolls or the window changes size. (CSS anchor positioning would do it without script, but the outside
 * checkers' CSS validator does not know its properties yet.)
 */
const MARGIN_PX = 8;
const GAP_PX = 4;

function place(note: HTMLElement, button: HTMLElement): void {
  const anchor = button.getBoundingClientRect();
  const { width, height } = note.getBoundingClientRect();
  const left = Math.max(MARGIN_PX, Math.min(anchor.left, window.innerWidth - width - MARGIN_PX));
  const below = anchor.bottom + GAP_PX;
  const top = below + height + MARGIN_PX <= window.innerHeight || anchor.top - GAP_PX - height < MARGIN_PX ? below : anchor.top - GAP_PX - height;
  note.style.left = `${String(Math.round(left))}px`;
  note.style.top = `${String(Math.round(top))}px`;
  note.classList.add('placed');
}

export function initTextNotes(): void {
  for (const note of document.querySelectorAll<HTMLElement>('[popover][data-text-note]')) {
    const button = document.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(note.id)}"]`);
    if (button === null) continue;
    note.classList.add('anchored');
    let frame = 0;
    const follow = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => { place(note, button); });
    };
    note.addEventListener('toggle', (event) => {
      if (event.newState === 'open') {
        place(note, button);
        window.addEventListener('scroll', follow, { passive: true });
        window.addEventListener('resize', follow, { passive: true });
      } else {
        note.classList.remove('placed');
        window.removeEventListener('scroll', follow);
        window.removeEventListener('resize', follow);
      }
    });
  }
}
