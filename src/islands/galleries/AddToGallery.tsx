import { useEffect, useId, useRef, useState } from 'react';
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
  /** The small button of an item card (every card of a listing has one). */
  readonly compact?: boolean;
}

/**
 * A dialog listing the user's galleries: add the item(s) to one, remove from one, or create a new one with them. The
 * dialog is made when opened and removed when closed, so that a listing with a button on every card carries no
 * closed dialogs.
 */
export default function AddToGallery({ itemIds, labels, compact = false }: AddToGalleryProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [galleries, setGalleries] = useState<readonly GalleryChoice[] | undefined>();
  const [busy, setBusy] = useState<string | undefined>();
  const titleId = useId();
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
    if (!open) return undefined;
    const element = dialog.current;
    element?.showModal();
    void load();
    const onClose = () => {
      setOpen(false);
      setGalleries(undefined);
    };
    element?.addEventListener('close', onClose);
    return () => element?.removeEventListener('close', onClose);
    // Each time it opens.
  }, [open]);

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
        className={compact ? 'button secondary compact' : 'button secondary'}
        data-qa={compact ? 'card-add-to-gallery' : 'item-add-to-gallery'}
        data-item-id={compact ? single : undefined}
        disabled={itemIds.length === 0}
        onClick={() => setOpen(true)}
      >
        {compact && <span aria-hidden="true">+ </span>}{l('item.actions.addToGallery')}
      </button>
      {open && (
        <dialog ref={dialog} className="add-to-gallery" aria-labelledby={titleId} data-qa="add-to-gallery-dialog">
          <h2 id={titleId}>{l('item.actions.addToGallery')}</h2>
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
      )}
    </>
  );
}
