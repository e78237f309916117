import { useId, useState } from 'react';
import { callApi, label, toast } from '../shared/api.ts';

export interface DescriptionEditorProps {
  /** The entity's URI. */
  readonly entity: string;
  /** The page's language: the description in it is what changes. */
  readonly lang: string;
  /** The description shown in that language, empty when there is none. */
  readonly description: string;
  readonly maxLength: number;
  readonly labels: Readonly<Record<string, string>>;
}

/**
 * An editor's "Edit description" for a topic or organisation page (issue 25; portal.js `EntityUpdateModal.vue`):
 * a form under the button, saved through `/_api/entity-description`; the page then loads again with the change.
 */
export default function DescriptionEditor({ entity, lang, description, maxLength, labels }: DescriptionEditorProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(description);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const l = (key: string) => label(labels, key);

  const save = async () => {
    if (busy || value.trim() === description.trim()) return;
    setBusy(true);
    try {
      await callApi('entity-description', { method: 'PUT', body: { entity, lang, description: value.trim() } });
      toast(l('collections.edit.saved'));
      window.location.reload();
    } catch {
      // The notice said why.
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className="button secondary" data-qa="entity-edit" onClick={() => setOpen(true)}>
        {l('collections.edit.button')}
      </button>
    );
  }
  return (
    <form className="description-editor" data-qa="entity-edit-form" onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <label htmlFor={id}>{l('collections.edit.label')}</label>
      <textarea id={id} lang={lang} rows={6} maxLength={maxLength} value={value} disabled={busy} data-qa="entity-edit-description" onChange={(event) => setValue(event.target.value)} />
      <span className="description-editor-actions">
        <button type="submit" className="button" disabled={busy || value.trim() === description.trim()} data-qa="entity-edit-save">{l('collections.edit.save')}</button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => { setValue(description); setOpen(false); }}>{l('collections.edit.cancel')}</button>
      </span>
    </form>
  );
}
