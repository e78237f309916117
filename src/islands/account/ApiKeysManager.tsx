import { useId, useState } from 'react';
import { callApi, label, toast } from '../shared/api.ts';

export interface ApiKeyView {
  readonly id: string;
  readonly clientId: string;
  readonly created: string | null;
  readonly state: 'enabled' | 'disabled';
}

export interface ApiKeysManagerProps {
  readonly initialKeys: readonly ApiKeyView[];
  readonly locale: string;
  readonly labels: Readonly<Record<string, string>>;
}

/** The personal API keys: list, create (terms of use ticked), disable (confirmed). */
export default function ApiKeysManager({ initialKeys, locale, labels }: ApiKeysManagerProps) {
  const [keys, setKeys] = useState<readonly ApiKeyView[]>(initialKeys);
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | undefined>();
  const termsId = useId();
  const l = (key: string) => label(labels, key);
  const date = (value: string | null) => (value ? new Date(value).toLocaleDateString(locale) : '');

  const reload = async () => {
    try {
      const { keys: fresh } = await callApi<{ keys: ApiKeyView[] }>('api-keys', { quiet: true });
      setKeys(fresh);
    } catch {
      // Keep the list shown.
    }
  };

  const create = async () => {
    if (busy || !terms) return;
    setBusy(true);
    try {
      await callApi('api-keys', { method: 'POST', body: { termsAccepted: terms } });
      toast(l('apiKeys.created'));
      setTerms(false);
    } catch {
      // The toast said why.
    } finally {
      await reload();
      setBusy(false);
    }
  };

  const disable = async (id: string) => {
    if (busy) return;
    setBusy(true);
    setConfirming(undefined);
    try {
      await callApi('api-keys', { method: 'DELETE', body: { id } });
      toast(l('apiKeys.disabled'));
    } catch {
      // The toast said why.
    } finally {
      await reload();
      setBusy(false);
    }
  };

  return (
    <div className="api-keys" data-qa="api-keys-manager">
      {keys.length === 0 ? (
        <p data-qa="api-keys-empty">{l('apiKeys.none')}</p>
      ) : (
        <table className="keys" data-qa="api-keys-table">
          <caption className="visually-hidden">{l('apiKeys.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{l('apiKeys.clientId')}</th>
              <th scope="col">{l('apiKeys.createdOn')}</th>
              <th scope="col">{l('apiKeys.state')}</th>
              <th scope="col"><span className="visually-hidden">{l('apiKeys.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id} data-qa="api-key" data-state={key.state}>
                <td><code>{key.clientId}</code></td>
                <td>{date(key.created)}</td>
                <td>{key.state === 'enabled' ? l('apiKeys.enabled') : l('apiKeys.disabledState')}</td>
                <td>
                  {key.state === 'enabled' && confirming !== key.id && (
                    <button type="button" className="button secondary" disabled={busy} data-qa="api-key-disable" onClick={() => setConfirming(key.id)}>
                      {l('apiKeys.disable')}
                    </button>
                  )}
                  {confirming === key.id && (
                    <span role="group" aria-label={l('apiKeys.confirmDisable')}>
                      <span>{l('apiKeys.confirmDisable')} </span>
                      <button type="button" className="button" disabled={busy} data-qa="api-key-disable-confirm" onClick={() => void disable(key.id)}>
                        {l('apiKeys.disableConfirm')}
                      </button>{' '}
                      <button type="button" className="button secondary" onClick={() => setConfirming(undefined)}>
                        {l('apiKeys.cancel')}
                      </button>
                    </span>
                  )}
                  {key.state === 'disabled' && <span className="hint">{l('apiKeys.reenableHint')}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        className="create"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <p>
          <input id={termsId} type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} data-qa="api-key-terms" />{' '}
          <label htmlFor={termsId}>{l('apiKeys.terms')}</label>
        </p>
        <button type="submit" className="button" disabled={!terms || busy} data-qa="api-key-create">
          {l('apiKeys.create')}
        </button>
      </form>
    </div>
  );
}
