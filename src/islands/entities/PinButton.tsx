import { useEffect, useId, useState } from 'react';
import { callApi, label, toast } from '../shared/api.ts';

export interface PinButtonProps {
  readonly itemId: string;
  readonly entities: readonly { uri: string; label: string }[];
  readonly labels: Readonly<Record<string, string>>;
  /**
   * The small button of an item card on the entity's page: pin or unpin only (repositioning stays on the item page),
   * for the first entity.
   */
  readonly compact?: boolean;
  /** Whether the item is pinned, when the page knows (the entity page's pinned items): no request on hydration. */
  readonly pinned?: boolean | undefined;
}

interface PinState {
  readonly pinned: boolean;
  /** 0-based position among the pinned items, -1 when not pinned. */
  readonly position: number;
  /** How many items are pinned. */
  readonly count: number;
}

/** Pin, unpin or reposition the item among one of its entities' best items (editors only). */
export default function PinButton({ itemId, entities, labels, compact = false, pinned: known }: PinButtonProps) {
  const [entity, setEntity] = useState(entities[0]?.uri ?? '');
  const [state, setState] = useState<PinState | undefined>(known === undefined ? undefined : { pinned: known, position: -1, count: 0 });
  const [to, setTo] = useState(0);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const l = (key: string, values: Record<string, string | number> = {}) => label(labels, key, values);
  const chosen = entities.find((e) => e.uri === entity);
  const pinned = state?.pinned;

  const refresh = async (uri: string) => {
    try {
      const next = await callApi<PinState>(`pins?${new URLSearchParams({ entity: uri, item: itemId }).toString()}`, { quiet: true });
      setState(next);
      setTo(Math.max(0, next.position));
    } catch {
      setState(undefined);
    }
  };

  useEffect(() => {
    if (entities[0] && known === undefined) void refresh(entities[0].uri);
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

  const move = async () => {
    if (busy || !chosen || !state?.pinned || to === state.position) return;
    setBusy(true);
    try {
      await callApi('pins', { method: 'PUT', body: { entity: chosen.uri, id: itemId, to } });
      toast(l('pins.moved', { position: to + 1, entity: chosen.label }));
    } catch {
      // The toast said why.
    } finally {
      await refresh(chosen.uri);
      setBusy(false);
    }
  };

  if (compact) {
    return (
      <button
        type="button"
        className="button secondary compact"
        aria-pressed={pinned === true}
        // Until its state is known (asked when the card shows), the button cannot say what it would do.
        disabled={busy || state === undefined}
        data-qa="card-pin"
        data-item-id={itemId}
        data-entity={entity}
        onClick={() => void act()}
      >
        {pinned ? l('pins.unpin') : l('item.actions.pin')}
      </button>
    );
  }

  return (
    <span className="pin">
      {entities.length > 1 && (
        <>
          <label htmlFor={id} className="visually-hidden">{l('pins.chooseEntity')}</label>
          <select id={id} value={entity} data-qa="pin-entity" onChange={(e) => { setEntity(e.target.value); setState(undefined); void refresh(e.target.value); }}>
            {entities.map((e) => <option key={e.uri} value={e.uri}>{e.label}</option>)}
          </select>{' '}
        </>
      )}
      <button type="button" className="button secondary" aria-pressed={pinned === true} disabled={busy} data-qa="item-pin" data-entity={entity} onClick={() => void act()}>
        {pinned ? l('pins.unpin') : l('item.actions.pin')}
      </button>
      {state?.pinned && state.count > 1 && (
        <>
          {' '}
          <label htmlFor={`${id}-position`}>{l('pins.position', { total: state.count })}</label>{' '}
          <select id={`${id}-position`} value={to} disabled={busy} data-qa="pin-position" onChange={(e) => setTo(Number(e.target.value))}>
            {Array.from({ length: state.count }, (_, index) => <option key={index} value={index}>{index + 1}</option>)}
          </select>{' '}
          <button type="button" className="button secondary" disabled={busy || to === state.position} data-qa="pin-move" data-position={state.position} onClick={() => void move()}>
            {l('pins.move')}
          </button>
        </>
      )}
    </span>
  );
}
