import { useId, useState } from 'react';
import type { ApiKeyView } from '../../lib/apis/auth-keys.ts';
import { callApi, label, toast } from '../shared/api.ts';

export interface ApiKeysManagerProps {
  readonly initialKeys: readonly ApiKeyView[];
  /** Personal keys (list, create, disable) or the project keys the API provider granted (list, disable). */
  readonly kind: 'personal' | 'project';
  readonly locale: string;
  readonly labels: Readonly<Record<string, string>>;
}

/**
 * The user's API keys of one kind (europeana.eu's UserApiKeysTable.vue): personal keys listed, created (terms of use
 * ticked) and disabled (confirmed); project keys listed by name and disabled.
 */
export default function ApiKeysManager({ initialKeys, kind, locale, labels }: ApiKeysManagerProps) {
  const [keys, setKeys] = useState<readonly ApiKeyView[]>(initialKeys);
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | undefined>();
  const termsId = useId();
  const l = (key: string) => label(labels, key);
  const date = (value: string | null) => (value ? new Date(value).toLocaleDateString(locale) : '');
  const caption = l(kind === 'project' ? 'apiKeys.project.heading' : 'apiKeys.tableCaption');

  const reload = async () => {
    try {
      const fresh = await callApi<{ keys: ApiKeyView[]; projectKeys: ApiKeyView[] }>('api-keys', { quiet: true });
      setKeys(kind === 'project' ? fresh.projectKeys : fresh.keys);
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
    <div className="api-keys" data-qa={kind === 'project' ? 'project-keys-manager' : 'api-keys-manager'}>
      {keys.length === 0 ? (
        kind === 'personal' && <p data-qa="api-keys-empty">{l('apiKeys.none')}</p>
      ) : (
        // On a phone the table scrolls sideways in its own region, not the page.
        <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="keys" data-qa={kind === 'project' ? 'project-keys-table' : 'api-keys-table'}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {kind === 'project' && <th scope="col">{l('apiKeys.project.name')}</th>}
              <th scope="col">{l('apiKeys.clientId')}</th>
              <th scope="col">{l('apiKeys.createdOn')}</th>
              <th scope="col">{l('apiKeys.state')}</th>
              <th scope="col"><span className="visually-hidden">{l('apiKeys.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id} data-qa="api-key" data-state={key.state}>
                {kind === 'project' && <td>{key.name}</td>}
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
        </div>
      )}
      {kind === 'personal' && (
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
      )}
    </div>
  );
}
