import { useId, useState } from 'react';
import { callApi, label, toast } from '../shared/api.ts';
import { applyMove } from '../../lib/sets/order.ts';
import { pruneSelection, toggleSelection } from '../../lib/sets/selection.ts';

export interface GalleryItemView {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly thumbnail: string | undefined;
}

export interface GalleryEditorProps {
  readonly galleryId: string;
  readonly title: string;
  readonly description: string;
  readonly visibility: 'private' | 'public' | 'published';
  readonly items: readonly GalleryItemView[];
  readonly total: number;
  readonly isPublisher: boolean;
  /** The owner edits; a publisher who is not the owner only publishes. */
  readonly isOwner: boolean;
  readonly minItems: number;
  /** The position in the whole gallery of the first item shown (a gallery page shows 48; moves are absolute). */
  readonly offset?: number;
  readonly accountPath: string;
  readonly labels: Readonly<Record<string, string>>;
}

/**
 * The owner's gallery tools: edit (title required, description, visibility with the
 * visibility-changed warning), delete, remove and reorder items (drag and drop, or the move
 * buttons from the keyboard), select items, and ask for publication.
 */
export default function GalleryEditor(props: GalleryEditorProps) {
  const { galleryId, labels } = props;
  const l = (key: string, values: Record<string, string | number> = {}) => label(labels, key, values);
  const [items, setItems] = useState(props.items);
  const [title, setTitle] = useState(props.title);
  const [description, setDescription] = useState(props.description);
  const [visibility, setVisibility] = useState(props.visibility);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dragged, setDragged] = useState<string | undefined>();
  const id = useId();
  // The whole gallery's count (a page shows 48 of them), less what was removed here.
  const total = props.total - (props.items.length - items.length);

  const run = async (task: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await task();
    } catch {
      // The toast said why; reload shows what the server has.
      window.location.reload();
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      if (title.trim() === '') return;
      const nextVisibility = visibility === 'published' ? 'published' : visibility;
      const result = await callApi<{ depublished: boolean; path: string; visibility: 'private' | 'public' | 'published' }>(`sets/${galleryId}`, {
        method: 'PUT',
        body: { title: title.trim(), ...(description.trim() ? { description: description.trim() } : {}), ...(nextVisibility === 'published' ? {} : { visibility: nextVisibility }) },
      });
      setVisibility(result.visibility);
      setEditing(false);
      toast(l(result.depublished ? 'notice.visibilityChanged' : 'galleries.saved'));
      if (result.path !== window.location.pathname) window.history.replaceState(null, '', result.path);
    });

  const remove = (ids: readonly string[]) =>
    run(async () => {
      await callApi(`sets/${galleryId}/items`, { method: 'DELETE', body: { ids } });
      const next = items.filter((i) => !ids.includes(i.id));
      setItems(next);
      setSelected(pruneSelection(selected, next.map((i) => i.id), []));
      toast(l('galleries.itemsRemoved', { count: ids.length }));
    });

  const move = (itemId: string, to: number) =>
    run(async () => {
      if (to < 0 || to >= items.length) return;
      await callApi(`sets/${galleryId}/items`, { method: 'POST', body: { id: itemId, to: (props.offset ?? 0) + to } });
      const order = applyMove(items.map((i) => i.id), itemId, to);
      setItems(order.map((o) => items.find((i) => i.id === o)).filter((i): i is GalleryItemView => i !== undefined));
    });

  const publication = (action: 'submit' | 'requestDepublication' | 'publish' | 'unpublish') =>
    run(async () => {
      const result = await callApi<{ visibility?: 'public' | 'published' }>(`sets/${galleryId}/publication`, { method: 'POST', body: { action } });
      if (result.visibility) setVisibility(result.visibility);
      toast(l(`galleries.publication.${action}Done`));
    });

  const destroy = () =>
    run(async () => {
      if (!window.confirm(l('galleries.confirmDelete'))) return;
      await callApi(`sets/${galleryId}`, { method: 'DELETE' });
      toast(l('galleries.deleted'));
      window.location.assign(props.accountPath);
    });

  return (
    <div className="gallery-editor" data-qa="gallery-editor">
      <p>
        <span data-qa="gallery-visibility">{l(`galleries.visibility.${visibility}`)}</span>
      </p>
      {editing ? (
        <form data-qa="gallery-edit-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <p>
            <label htmlFor={`${id}-t`}>{l('galleries.form.title')}</label>
            <input id={`${id}-t`} required maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} data-qa="gallery-title-input" />
          </p>
          <p>
            <label htmlFor={`${id}-d`}>{l('galleries.form.description')}</label>
            <textarea id={`${id}-d`} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} data-qa="gallery-description-input" />
          </p>
          <p>
            <label htmlFor={`${id}-v`}>{l('galleries.form.visibility')}</label>
            <select id={`${id}-v`} value={visibility === 'published' ? 'published' : visibility} onChange={(e) => setVisibility(e.target.value as 'private' | 'public' | 'published')} data-qa="gallery-visibility-input">
              <option value="private">{l('galleries.visibility.private')}</option>
              <option value={props.visibility === 'published' ? 'published' : 'public'}>{l(props.visibility === 'published' ? 'galleries.visibility.published' : 'galleries.visibility.public')}</option>
            </select>
          </p>
          {props.visibility === 'published' && visibility === 'private' && <p role="alert" data-qa="visibility-warning">{l('notice.visibilityChanged')}</p>}
          <button type="submit" className="button" disabled={busy || title.trim() === ''} data-qa="gallery-save">{l('galleries.form.save')}</button>{' '}
          <button type="button" className="button secondary" onClick={() => setEditing(false)}>{l('galleries.form.cancel')}</button>
        </form>
      ) : (
        <p className="tools">
          {props.isOwner && <button type="button" className="button secondary" onClick={() => setEditing(true)} data-qa="gallery-edit">{l('galleries.edit')}</button>}{' '}
          {props.isOwner && <button type="button" className="button secondary" onClick={() => void destroy()} disabled={busy} data-qa="gallery-delete">{l('galleries.delete')}</button>}{' '}
          {props.isOwner && visibility !== 'published' && (
            <button type="button" className="button secondary" disabled={busy || total < props.minItems || description.trim() === '' || title.trim() === ''} onClick={() => void publication('submit')} data-qa="gallery-submit-publication">
              {l('galleries.publication.submit')}
            </button>
          )}
          {props.isOwner && visibility === 'published' && (
            <button type="button" className="button secondary" disabled={busy} onClick={() => void publication('requestDepublication')} data-qa="gallery-request-depublication">{l('galleries.publication.requestDepublication')}</button>
          )}{' '}
          {props.isPublisher && visibility !== 'published' && (
            <button type="button" className="button" disabled={busy} onClick={() => void publication('publish')} data-qa="gallery-publish">{l('galleries.publication.publish')}</button>
          )}
          {props.isPublisher && visibility === 'published' && (
            <button type="button" className="button" disabled={busy} onClick={() => void publication('unpublish')} data-qa="gallery-unpublish">{l('galleries.publication.unpublish')}</button>
          )}
        </p>
      )}
      {total < props.minItems && visibility !== 'published' && <p className="hint">{l('galleries.publication.requirements')}</p>}
      {selected.size > 0 && (
        <div className="toolbar" role="toolbar" aria-label={l('galleries.selection')} data-qa="selection-toolbar">
          <span>{l('galleries.selected', { count: selected.size })}</span>{' '}
          <button type="button" className="button secondary" disabled={busy} onClick={() => void remove([...selected])} data-qa="selection-remove">{l('galleries.removeSelected')}</button>
        </div>
      )}
      <ol className="items card-grid" data-qa="gallery-items">
        {items.map((item, index) => (
          <li
            key={item.id}
            draggable
            data-qa="gallery-item"
            data-item-id={item.id}
            onDragStart={() => setDragged(item.id)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => { e.preventDefault(); if (dragged && dragged !== item.id) void move(dragged, index); setDragged(undefined); }}
          >
            <input type="checkbox" aria-label={l('galleries.select', { title: item.title })} checked={selected.has(item.id)} onChange={() => setSelected(toggleSelection(selected, item.id))} data-qa="gallery-item-select" />
            <a href={item.href}>{item.thumbnail ? <img src={item.thumbnail} alt="" width="120" height="90" loading="lazy" /> : null}<span>{item.title}</span></a>
            <span className="move">
              <button type="button" className="button secondary" aria-label={l('galleries.moveUp', { title: item.title })} disabled={busy || index === 0} onClick={() => void move(item.id, index - 1)} data-qa="gallery-item-up">↑</button>
              <button type="button" className="button secondary" aria-label={l('galleries.moveDown', { title: item.title })} disabled={busy || index === items.length - 1} onClick={() => void move(item.id, index + 1)} data-qa="gallery-item-down">↓</button>
              <button type="button" className="button secondary" aria-label={l('galleries.removeItem', { title: item.title })} disabled={busy} onClick={() => void remove([item.id])} data-qa="gallery-item-remove">×</button>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
