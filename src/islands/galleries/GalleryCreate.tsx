import { useId, useState } from 'react';
import { callApi, label, toast } from '../shared/api.ts';

export interface GalleryCreateProps {
  readonly labels: Readonly<Record<string, string>>;
  /** Items the new gallery starts with (from an item page or a selection). */
  readonly items?: readonly string[];
  /** Called with the new gallery instead of going to it. */
  readonly onCreated?: (created: { id: string; path: string }) => void;
}

/** Creates a gallery: title (required), description, private or not. */
export default function GalleryCreate({ labels, items, onCreated }: GalleryCreateProps) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const l = (key: string) => label(labels, key);

  if (!open) {
    return (
      <button type="button" className="button" data-qa="gallery-create-open" onClick={() => setOpen(true)}>
        {l('galleries.create')}
      </button>
    );
  }
  return (
    <form
      className="gallery-form"
      data-qa="gallery-create-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || title.trim() === '') return;
        setBusy(true);
        callApi<{ id: string; path: string }>('sets', {
          method: 'POST',
          body: { title: title.trim(), ...(description.trim() ? { description: description.trim() } : {}), visibility: isPrivate ? 'private' : 'public', ...(items?.length ? { items } : {}) },
        })
          .then((created) => {
            toast(l('galleries.created'));
            if (onCreated) {
              onCreated(created);
              setOpen(false);
              setTitle('');
              setDescription('');
            } else window.location.assign(created.path);
          })
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <p>
        <label htmlFor={`${id}-title`}>{l('galleries.form.title')}</label>
        <input id={`${id}-title`} name="title" required maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} data-qa="gallery-title-input" />
      </p>
      <p>
        <label htmlFor={`${id}-description`}>{l('galleries.form.description')}</label>
        <textarea id={`${id}-description`} name="description" maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} data-qa="gallery-description-input" />
      </p>
      <p>
        <input id={`${id}-private`} type="checkbox" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} data-qa="gallery-private-input" />{' '}
        <label htmlFor={`${id}-private`}>{l('galleries.form.private')}</label>
      </p>
      <button type="submit" className="button" disabled={busy || title.trim() === ''} data-qa="gallery-create-submit">{l('galleries.form.save')}</button>{' '}
      <button type="button" className="button secondary" onClick={() => setOpen(false)}>{l('galleries.form.cancel')}</button>
    </form>
  );
}
