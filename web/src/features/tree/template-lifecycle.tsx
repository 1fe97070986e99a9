// An induced template's lifecycle on its node: whether it serves, the evidence, and every change.
import type { TreeNodeData } from './node';
import { formatTime } from '../../ui/format';

const MEANING: Record<string, string> = {
  candidate: 'predicting: matching requests still go upstream and are compared with what it would answer',
  serving: 'serving: verified by correct predictions; a sample of hits is audited upstream',
  demoted: 'demoted: an upstream answer disagreed; it never serves again',
};

export function TemplateLifecycle({ lifecycle }: { lifecycle: NonNullable<TreeNodeData['lifecycle']> }) {
  return (
    <>
      <dt>State</dt>
      <dd>
        <span className={`badge badge-state-${lifecycle.state}`} data-testid="template-state">
          {lifecycle.state}
        </span>{' '}
        <span className="muted small">{MEANING[lifecycle.state]}</span>
      </dd>
      <dt>Evidence</dt>
      <dd>
        {lifecycle.predictions} correct predictions, {lifecycle.audits} audits passed
        {lifecycle.risky.length > 0 ? `; ${lifecycle.risky.join(', ')} need the larger evidence` : ''}
        <br />
        <code className="small">distinct values: {lifecycle.distinctValues}</code>
      </dd>
      <dt>History</dt>
      <dd>
        <ol className="events">
          {lifecycle.events.map((event) => (
            <li key={`${event.at}-${event.state}`}>
              {formatTime(event.at)} <strong>{event.state}</strong>: {event.reason}
            </li>
          ))}
        </ol>
      </dd>
    </>
  );
}
