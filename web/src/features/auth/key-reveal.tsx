import { useState } from 'react';
import { CopyButton } from '../../ui/copy-button';
import { snippets } from './snippets';

/** A new key, shown once, with a copy button and client snippets. */
export function KeyReveal({ secret, children }: { secret: string; children?: React.ReactNode }) {
  const options = snippets(location.origin, secret);
  const [tab, setTab] = useState(0);
  return (
    <section className="card key-reveal" aria-label="Your new API key">
      <h2>Your API key</h2>
      <p>Copy it now: it is shown only once. Rote stores only its hash.</p>
      <div className="row">
        <code className="secret" data-testid="new-key">
          {secret}
        </code>
        <CopyButton text={secret} label="Copy key" />
      </div>
      <h3>Point your client at Rote</h3>
      <div role="tablist" className="tabs">
        {options.map((option, i) => (
          <button key={option.label} role="tab" aria-selected={tab === i} className={tab === i ? 'tab active' : 'tab'} onClick={() => setTab(i)}>
            {option.label}
          </button>
        ))}
      </div>
      <pre className="snippet" data-testid="snippet">
        {options[tab].code}
      </pre>
      <CopyButton text={options[tab].code} label="Copy snippet" />
      {children}
    </section>
  );
}
