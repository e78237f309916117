import { useEffect, useId, useState } from 'react';
import { callApi, label, toast } from '../shared/api.ts';

export interface PinButtonProps {
  readonly itemId: string;
  readonly entities: readonly { uri: string; label: string }[];
  readonly labels: Readonly<Record<string, string>>;
}

/** Pin or unpin the item to one of its entities' best items (editors only). */
export default function PinButton({ itemId, entities, labels }: PinButtonProps) {
  const [entity, setEntity] = useState(entities[0]?.uri ?? '');
  const [pinned, setPinned] = useState<boolean | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const l = (key: string, values: Record<string, string | number> = {}) => label(labels, key, values);
  const chosen = entities.find((e) => e.uri === entity);

  const refresh = async (uri: string) => {
    try {
      const state = await callApi<{ pinned: boolean }>(`pins?${new URLSearchParams({ entity: uri, item: itemId }).toString()}`, { quiet: true });
      setPinned(state.pinned);
    } catch {
      setPinned(undefined);
    }
  };

  useEffect(() => {
    if (entities[0]) void refresh(entities[0].uri);
    // Once, when the island hydrates (it is visible).
  }, []);

  const act = async () => {
    if (busy || !chosen) return;
    setBusy(true);
    try {
      if (pinned) await callApi('pins', { method: 'DELETE', body: { entity: chosen.uri, id: itemId } });
      else await callApi('pins', { method: 'POST', body: { entity: chosen.uri, label: chosen.label, id: itemId } });
      toast(l(pinned ? 'pins.unpinnedFrom' : 'pins.pinnedTo', { entity: chosen.label }));
    } catch {
      // The toast said why.
    } finally {
      await refresh(chosen.uri);
      setBusy(false);
    }
  };

  return (
    <span className="pin">
      {entities.length > 1 && (
        <>
          <label htmlFor={id} className="visually-hidden">{l('pins.chooseEntity')}</label>
          <select id={id} value={entity} data-qa="pin-entity" onChange={(e) => { setEntity(e.target.value); setPinned(undefined); void refresh(e.target.value); }}>
            {entities.map((e) => <option key={e.uri} value={e.uri}>{e.label}</option>)}
          </select>{' '}
        </>
      )}
      <button type="button" className="button secondary" aria-pressed={pinned === true} disabled={busy} data-qa="item-pin" onClick={() => void act()}>
        {pinned ? l('pins.unpin') : l('item.actions.pin')}
      </button>
    </span>
  );
}
