import { Fragment, type ReactNode } from 'react';
import { Link } from './link';

/** "node <uuid>" inside server-written text (an induction outcome): the id a person wants to open. */
const NODE_REFERENCE = /(node )([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;

/** Text as written, with each node it names a link to that node in the tree. */
export function NodeLinks({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(NODE_REFERENCE)) {
    const id = match[2];
    const at = match.index + match[1].length;
    parts.push(<Fragment key={`t${from}`}>{text.slice(from, at)}</Fragment>);
    parts.push(
      <Link key={`n${at}`} to={`/tree?node=${id}`} title="Open this node in the tree">
        {id}
      </Link>,
    );
    from = at + id.length;
  }
  parts.push(<Fragment key={`t${from}`}>{text.slice(from)}</Fragment>);
  return <>{parts}</>;
}
