import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { gql } from '../../api/graphql';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatTime } from '../../ui/format';
import { ErrorNote, Loading } from '../../ui/states';
import { KeyReveal } from '../auth/key-reveal';
import { CacheLifetime } from './cache-lifetime';

interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  active: boolean;
}

export function KeysPage() {
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const load = useCallback(() => {
    gql<{ apiKeys: ApiKey[] }>('{ apiKeys { id name prefix createdAt lastUsedAt revokedAt active } }').then((d) => setKeys(d.apiKeys), setError);
  }, []);
  useEffect(load, [load]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const data = await gql<{ createApiKey: { secret: string } }>('mutation($n:String!){ createApiKey(name:$n){ secret } }', { n: name || 'key' });
      setCreated(data.createApiKey.secret);
      setName('');
      load();
    } catch (err) {
      setError(err);
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    try {
      await gql('mutation($id:ID!){ revokeApiKey(id:$id){ id } }', { id: revoking.id });
      load();
    } catch (err) {
      setError(err);
    } finally {
      setRevoking(null);
    }
  };

  return (
    <>
      <h1>API keys</h1>
      <p className="muted">Send a key as <code>Cache-Auth: Bearer &lt;key&gt;</code>. A revoked key is refused at once.</p>
      {created ? (
        <KeyReveal secret={created}>
          <button type="button" className="secondary" onClick={() => setCreated(null)}>
            Done
          </button>
        </KeyReveal>
      ) : null}
      <form className="row" onSubmit={create} aria-label="Create a key">
        <label className="grow">
          Name
          <input value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. ci, laptop" maxLength={100} />
        </label>
        <button type="submit">Create key</button>
      </form>
      {error ? <ErrorNote error={error} /> : null}
      {!keys ? (
        <Loading what="Loading keys" />
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Key</th>
                <th>Created</th>
                <th>Last used</th>
                <th>Status</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id} data-testid="key-row">
                  <td>{key.name}</td>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>{formatTime(key.createdAt)}</td>
                  <td>{key.lastUsedAt ? formatTime(key.lastUsedAt) : 'never'}</td>
                  <td>{key.active ? <span className="badge badge-hit">active</span> : <span className="badge badge-error">revoked</span>}</td>
                  <td>
                    {key.active ? (
                      <button type="button" className="danger small" onClick={() => setRevoking(key)}>
                        Revoke
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this key?"
        body={`Requests using ${revoking?.prefix ?? ''}… will be refused from now on. This cannot be undone.`}
        confirmLabel="Revoke key"
        onConfirm={revoke}
        onCancel={() => setRevoking(null)}
      />
      <CacheLifetime />
    </>
  );
}
