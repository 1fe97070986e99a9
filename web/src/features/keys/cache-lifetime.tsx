import { useEffect, useState } from 'react';
import { gql } from '../../api/graphql';
import { ErrorNote } from '../../ui/states';

/** Presets for the account's entry lifetime, in seconds ('' for none). */
const CHOICES: Array<[string, string]> = [
  ['', 'never (until deleted)'],
  ['3600', 'after 1 hour'],
  ['86400', 'after 1 day'],
  ['604800', 'after 7 days'],
  ['2592000', 'after 30 days'],
];

/** The account's cache entry lifetime: older entries are refreshed from the upstream on their next request. */
export function CacheLifetime() {
  const [seconds, setSeconds] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    gql<{ me: { cacheTtlSeconds: number | null } }>('{ me { cacheTtlSeconds } }').then((d) => setSeconds(d.me.cacheTtlSeconds === null ? '' : String(d.me.cacheTtlSeconds)), setError);
  }, []);
  if (seconds === null) return error ? <ErrorNote error={error} /> : null;
  const choices = CHOICES.some(([value]) => value === seconds) ? CHOICES : [...CHOICES, [seconds, `after ${seconds} s`] as [string, string]];
  const save = async (value: string) => {
    setSeconds(value);
    setSaved(false);
    try {
      await gql('mutation($s:Int){ setCacheTtl(seconds:$s){ cacheTtlSeconds } }', { s: value === '' ? null : Number(value) });
      setSaved(true);
    } catch (err) {
      setError(err);
    }
  };
  return (
    <section className="card" aria-labelledby="lifetime-heading">
      <h2 id="lifetime-heading">Cache lifetime</h2>
      <p className="muted">Older entries are refreshed from the upstream on their next request, as if every request sent <code>Cache-Control: max-age</code>.</p>
      <label>
        Refresh entries
        <select value={seconds} onChange={(e) => void save(e.target.value)}>
          {choices.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {saved ? (
        <p className="small" role="status" data-testid="lifetime-saved">
          Saved.
        </p>
      ) : null}
      {error ? <ErrorNote error={error} /> : null}
    </section>
  );
}
