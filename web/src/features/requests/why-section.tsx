import { Link } from '../../ui/link';
import { NodeLinks } from '../../ui/node-links';

export interface MissExplanation {
  summary: string;
  reason: string | null;
  matchedMessages: number;
  nearestNodeId: string | null;
  differences: Array<{ kind: string; label: string; cached: string | null; requested: string | null }>;
}

/** Why the cache answered a request, or why it did not: the question a caching user asks first. */
export function WhySection({
  status,
  answerNodeId,
  bindings,
  explanation,
  induction,
}: {
  status: string;
  answerNodeId: string | null;
  bindings: boolean;
  explanation: MissExplanation | null;
  /** What template induction made of the answer this miss recorded. */
  induction: string | null;
}) {
  if (status === 'hit' || status === 'template_hit') {
    return (
      <section aria-labelledby="why-heading" data-testid="why">
        <h2 id="why-heading">Why it hit</h2>
        <p>
          {status === 'template_hit'
            ? `A template matched: its answer was rendered with the values${bindings ? ' below' : ''}.`
            : 'The same messages, model and parameters were cached: the recorded answer was served.'}{' '}
          {answerNodeId ? <Link to={`/tree?node=${answerNodeId}`}>Open the entry in the tree</Link> : null}
        </p>
      </section>
    );
  }
  if (!explanation) return null;
  return (
    <section aria-labelledby="why-heading" data-testid="why">
      <h2 id="why-heading">Why it missed</h2>
      <p data-testid="why-summary">{explanation.summary}</p>
      {explanation.reason ? <p data-testid="why-reason">When it was answered: {explanation.reason}.</p> : null}
      {explanation.differences.length > 0 ? (
        <table className="differences">
          <thead>
            <tr>
              <th scope="col">What differed</th>
              <th scope="col">Cached</th>
              <th scope="col">This request</th>
            </tr>
          </thead>
          <tbody>
            {explanation.differences.map((difference) => (
              <tr key={difference.label}>
                <th scope="row">{difference.label}</th>
                <td>
                  <code>{difference.cached === null ? '(not set)' : <Marked text={difference.cached} other={difference.requested} />}</code>
                </td>
                <td>
                  <code>{difference.requested === null ? '(not set)' : <Marked text={difference.requested} other={difference.cached} />}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {induction ? <p data-testid="why-induction">Template induction, afterwards: <NodeLinks text={induction} />.</p> : null}
      {explanation.nearestNodeId ? (
        <p>
          <Link to={`/tree?node=${explanation.nearestNodeId}`}>Open the nearest cached entry in the tree</Link>
        </p>
      ) : null}
    </section>
  );
}

/** The part of `text` that differs from `other`, marked: what changed between cached and asked. */
function Marked({ text, other }: { text: string; other: string | null }) {
  if (other === null) return <>{text}</>;
  let start = 0;
  while (start < text.length && start < other.length && text[start] === other[start]) start++;
  let end = 0;
  while (end < text.length - start && end < other.length - start && text[text.length - 1 - end] === other[other.length - 1 - end]) end++;
  return (
    <>
      {text.slice(0, start)}
      <mark>{text.slice(start, text.length - end)}</mark>
      {text.slice(text.length - end)}
    </>
  );
}
