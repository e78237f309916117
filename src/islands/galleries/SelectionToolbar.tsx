import { useEffect, useState } from 'react';
import { label } from '../shared/api.ts';
import { pruneSelection, toggleSelection } from '../../lib/sets/selection.ts';
import AddToGallery from './AddToGallery.tsx';

export interface SelectionToolbarProps {
  /** The items of the results shown (`/dataset/local-id`): what may be selected. */
  readonly itemIds: readonly string[];
  readonly labels: Readonly<Record<string, string>>;
}

/** The select boxes of the item cards (src/components/search/ItemCard.astro), hidden until this island runs. */
const BOX = 'input[data-qa="card-select"]';

function boxes(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(BOX)];
}

/**
 * The multi-select toolbar of search results (signed-in visitors): select several item cards, then
 * add them to a gallery (or a new one) in one action. Selections are pruned to the items shown.
 */
export default function SelectionToolbar({ itemIds, labels }: SelectionToolbarProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Nothing to say until the boxes are shown.
  const [ready, setReady] = useState(false);
  const l = (key: string, values: Record<string, string | number> = {}) => label(labels, key, values);

  useEffect(() => {
    const all = boxes();
    for (const box of all) box.closest('[data-qa="card-select-label"]')?.removeAttribute('hidden');
    setReady(true);
    // A page restored from the history may come back with boxes ticked.
    setSelected(pruneSelection(new Set(all.filter((b) => b.checked).map((b) => b.value)), itemIds, []));
    const onChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || !box.matches(BOX)) return;
      setSelected((current) => pruneSelection(current.has(box.value) === box.checked ? current : toggleSelection(current, box.value), itemIds, []));
    };
    document.addEventListener('change', onChange);
    return () => {
      document.removeEventListener('change', onChange);
      for (const box of all) box.closest('[data-qa="card-select-label"]')?.setAttribute('hidden', '');
    };
  }, [itemIds]);

  const clear = () => {
    for (const box of boxes()) box.checked = false;
    setSelected(new Set());
  };

  return (
    <div className="selection-toolbar" role="toolbar" aria-label={l('galleries.selection')} data-qa="search-selection-toolbar" data-count={selected.size}>
      <span aria-live="polite" data-qa="selection-count">{!ready ? '' : selected.size > 0 ? l('galleries.selected', { count: selected.size }) : l('search.selection.hint')}</span>
      {selected.size > 0 && (
        <>
          <AddToGallery itemIds={[...selected]} labels={labels} />
          <button type="button" className="button secondary" data-qa="selection-clear" onClick={clear}>
            {l('search.selection.clear')}
          </button>
        </>
      )}
    </div>
  );
}
