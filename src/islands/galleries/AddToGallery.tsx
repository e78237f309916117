import { useEffect, useRef, useState } from 'react';
import { callApi, label, toast } from '../shared/api.ts';
import GalleryCreate from './GalleryCreate.tsx';

interface GalleryChoice {
  readonly id: string;
  readonly title: string;
  readonly total: number;
  readonly hasItem: boolean;
}

export interface AddToGalleryProps {
  /** The items to add (one from an item page; several from a selection). */
  readonly itemIds: readonly string[];
  readonly labels: Readonly<Record<string, string>>;
}

/** A dialog listing the user's galleries: add the item(s) to one, remove from one, or create a new one with them. */
export default function AddToGallery({ itemIds, labels }: AddToGalleryProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [galleries, setGalleries] = useState<readonly GalleryChoice[] | undefined>();
  const [busy, setBusy] = useState<string | undefined>();
  const l = (key: string, values: Record<string, string | number> = {}) => label(labels, key, values);
  const single = itemIds.length === 1 ? itemIds[0] : undefined;

  const load = async () => {
    try {
      const { sets } = await callApi<{ sets: GalleryChoice[] }>(`sets${single ? `?item=${encodeURIComponent(single)}` : ''}`);
      setGalleries(sets);
    } catch {
      setGalleries([]);
    }
  };
  useEffect(() => {
    const element = dialog.current;
    const onClose = () => setGalleries(undefined);
    element?.addEventListener('close', onClose);
    return () => element?.removeEventListener('close', onClose);
  }, []);

  const toggle = async (gallery: GalleryChoice) => {
    if (busy !== undefined) return;
    setBusy(gallery.id);
    try {
      await callApi(`sets/${gallery.id}/items`, { method: gallery.hasItem ? 'DELETE' : 'PUT', body: { ids: itemIds } });
      toast(l(gallery.hasItem ? 'galleries.removedFrom' : 'galleries.addedTo', { title: gallery.title }));
    } catch {
      // The toast said why.
    } finally {
      await load();
      setBusy(undefined);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button secondary"
        data-qa="item-add-to-gallery"
        disabled={itemIds.length === 0}
        onClick={() => {
          dialog.current?.showModal();
          void load();
        }}
      >
        {l('item.actions.addToGallery')}
      </button>
      <dialog ref={dialog} className="add-to-gallery" aria-labelledby="add-to-gallery-title" data-qa="add-to-gallery-dialog">
        <h2 id="add-to-gallery-title">{l('item.actions.addToGallery')}</h2>
        <GalleryCreate labels={labels} items={itemIds} onCreated={() => void load()} />
        {galleries === undefined ? (
          <p aria-busy="true">…</p>
        ) : (
          <ul className="choices">
            {galleries.map((g) => (
              <li key={g.id}>
                <button type="button" className="button secondary" aria-pressed={g.hasItem} disabled={busy !== undefined} data-qa="add-to-gallery-choice" data-gallery-id={g.id} onClick={() => void toggle(g)}>
                  {g.hasItem ? '✓ ' : ''}{g.title} ({g.total})
                </button>
              </li>
            ))}
          </ul>
        )}
        <form method="dialog">
          <button type="submit" className="button secondary" data-qa="add-to-gallery-close">{l('galleries.form.cancel')}</button>
        </form>
      </dialog>
    </>
  );
}
