import { useState, type FormEvent } from 'react';
import { gql } from '../../api/graphql';
import { ErrorNote } from '../../ui/states';
import { KeyReveal } from './key-reveal';

interface Props {
  onSignedIn(): void;
}

/** Sign in, or sign up (which creates an empty cache and shows the first key once). */
export function AuthPage({ onSignedIn }: Props) {
  const [mode, setMode] = useState<'signIn' | 'signUp'>('signUp');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [newKey, setNewKey] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (mode === 'signUp') {
        const data = await gql<{ signUp: { firstKey: { secret: string } } }>(
          'mutation($e:String!,$p:String!){ signUp(email:$e,password:$p){ firstKey { secret } } }',
          { e: email, p: password },
        );
        setNewKey(data.signUp.firstKey.secret);
      } else {
        await gql('mutation($e:String!,$p:String!){ signIn(email:$e,password:$p){ id } }', { e: email, p: password });
        onSignedIn();
      }
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  if (newKey) {
    return (
      <main className="auth">
        <h1>Welcome to Rote</h1>
        <p>Your cache is empty. Send requests through Rote and watch them arrive in the Requests feed.</p>
        <KeyReveal secret={newKey}>
          <button type="button" onClick={onSignedIn}>
            Continue to the dashboard
          </button>
        </KeyReveal>
      </main>
    );
  }

  return (
    <main className="auth">
      <h1>Rote</h1>
      <p className="muted">A response cache for LLM agents: exact and templated hits, never a wrong answer.</p>
      <form className="card" onSubmit={submit} aria-label={mode === 'signUp' ? 'Sign up' : 'Sign in'}>
        <h2>{mode === 'signUp' ? 'Create your account' : 'Sign in'}</h2>
        <label>
          Email
          <input type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password
          <input
            type="password"
            autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
            required
            minLength={mode === 'signUp' ? 8 : undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error ? <ErrorNote error={error} /> : null}
        <button type="submit" disabled={busy}>
          {busy ? 'Please wait…' : mode === 'signUp' ? 'Sign up' : 'Sign in'}
        </button>
        <p>
          {mode === 'signUp' ? 'Have an account? ' : 'New here? '}
          <button type="button" className="link" onClick={() => setMode(mode === 'signUp' ? 'signIn' : 'signUp')}>
            {mode === 'signUp' ? 'Sign in' : 'Create an account'}
          </button>
        </p>
      </form>
    </main>
  );
}
