import { useEffect, useState } from 'react';
import { ErrorNote } from '../../ui/states';
import { Highlighted } from './highlighted';
import { loadChildren, summary, type TreeNodeData } from './node';

interface Props {
  parentId: string | null;
  selectedId: string | null;
  /** Ids from the root to the selected node: they start open and are highlighted. */
  path: string[];
  onSelect(node: TreeNodeData): void;
  /** Bumped to reload after a deletion. */
  version: number;
}

/** One level of the tree, loaded when shown; each item opens its own level lazily. */
export function TreeBranch({ parentId, selectedId, path, onSelect, version }: Props) {
  const [items, setItems] = useState<TreeNodeData[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    loadChildren(parentId, null).then((page) => {
      setItems(page.items);
      setCursor(page.nextCursor);
    }, setError);
  }, [parentId, version]);

  if (error) return <ErrorNote error={error} />;
  if (!items) return <p className="muted small">Loading…</p>;
  return (
    <ul role="group" className="branch">
      {items.map((node) => (
        <TreeItem key={node.id} node={node} selectedId={selectedId} path={path} onSelect={onSelect} version={version} />
      ))}
      {cursor ? (
        <li>
          <button
            type="button"
            className="link"
            onClick={() =>
              loadChildren(parentId, cursor).then((page) => {
                setItems((previous) => [...(previous ?? []), ...page.items]);
                setCursor(page.nextCursor);
              }, setError)
            }
          >
            Load more
          </button>
        </li>
      ) : null}
    </ul>
  );
}

function TreeItem({ node, selectedId, path, onSelect, version }: { node: TreeNodeData } & Omit<Props, 'parentId'>) {
  const onPath = path.includes(node.id);
  const [open, setOpen] = useState(onPath && node.id !== selectedId);
  useEffect(() => {
    if (onPath && node.id !== selectedId) setOpen(true);
  }, [onPath, node.id, selectedId]);
  const selected = node.id === selectedId;
  return (
    <li role="treeitem" aria-expanded={node.childCount > 0 ? open : undefined} aria-selected={selected}>
      <div className={`tree-row${selected ? ' selected' : ''}${onPath ? ' on-path' : ''}`} data-testid={selected ? 'selected-node' : onPath ? 'path-node' : 'tree-node'}>
        {node.childCount > 0 ? (
          <button type="button" className="toggle" aria-label={open ? 'Collapse' : 'Expand'} onClick={() => setOpen(!open)}>
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="toggle" />
        )}
        <button type="button" className="node-label" onClick={() => onSelect(node)}>
          <span className={`role role-${node.role}`}>{node.role}</span>
          <span className="text">{node.isTemplate ? <Highlighted text={summary(node.content)} /> : summary(node.content)}</span>
          <span className="counts" title={`${node.childCount} children, ${node.hits} hits`}>
            {node.childCount} · {node.hits} hits
          </span>
        </button>
      </div>
      {open && node.childCount > 0 ? <TreeBranch parentId={node.id} selectedId={selectedId} path={path} onSelect={onSelect} version={version} /> : null}
    </li>
  );
}
