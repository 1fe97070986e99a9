import { useEffect, useState, type KeyboardEvent } from 'react';
import { ErrorNote } from '../../ui/states';
import { Highlighted } from './highlighted';
import { loadChildren, summary, type TreeRowData } from './node';

interface Props {
  parentId: string | null;
  selectedId: string | null;
  /** Ids from the root to the selected node: they start open and are highlighted. */
  path: string[];
  onSelect(node: TreeRowData): void;
  /** Bumped to reload after a deletion. */
  version: number;
}

/** Pages loaded past the first to reach the selected node (50 each). */
const MAX_PAGES_FOR_PATH = 40;

/** One level of the tree, loaded when shown; each item opens its own level lazily. */
export function TreeBranch({ parentId, selectedId, path, onSelect, version }: Props) {
  const [items, setItems] = useState<TreeRowData[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  // The node of the selected path at this level, if any: its page is loaded even past the first.
  const wanted = parentId === null ? path[0] : path.includes(parentId) ? path[path.indexOf(parentId) + 1] : undefined;
  useEffect(() => {
    let stopped = false;
    (async () => {
      let page = await loadChildren(parentId, null);
      let loaded = page.items;
      for (let more = 0; wanted && page.nextCursor && !loaded.some((n) => n.id === wanted) && more < MAX_PAGES_FOR_PATH; more++) {
        page = await loadChildren(parentId, page.nextCursor);
        loaded = [...loaded, ...page.items];
      }
      if (stopped) return;
      setItems(loaded);
      setCursor(page.nextCursor);
    })().catch(setError);
    return () => {
      stopped = true;
    };
  }, [parentId, version, wanted]);

  if (error) return <ErrorNote error={error} />;
  if (!items) return <p className="muted small">Loading…</p>;
  return (
    <ul
      role={parentId === null ? 'tree' : 'group'}
      aria-label={parentId === null ? 'Cache tree' : undefined}
      className="branch"
      onKeyDown={parentId === null ? moveInTree : undefined}
    >
      {items.map((node, i) => (
        <TreeItem
          key={node.id}
          node={node}
          selectedId={selectedId}
          path={path}
          onSelect={onSelect}
          version={version}
          // One tab stop for the whole tree: the selected node, else the first root.
          tabbable={node.id === selectedId || (parentId === null && i === 0 && !selectedId)}
        />
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

function TreeItem({ node, selectedId, path, onSelect, version, tabbable }: { node: TreeRowData; tabbable: boolean } & Omit<Props, 'parentId'>) {
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
          <button type="button" className="toggle" tabIndex={-1} aria-label={open ? 'Collapse' : 'Expand'} onClick={() => setOpen(!open)}>
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="toggle" />
        )}
        <button type="button" className="node-label" tabIndex={tabbable ? 0 : -1} onClick={() => onSelect(node)}>
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

/**
 * Arrow keys in the tree (the WAI-ARIA tree pattern): up and down through the rows shown, right
 * opens a row or goes to its first child, left closes it or goes to its parent, Home and End to
 * the first and last row; Enter and Space select (they click the focused row's button).
 */
function moveInTree(event: KeyboardEvent<HTMLUListElement>): void {
  const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
  if (!item) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="treeitem"]')];
  const at = items.indexOf(item);
  const focus = (target: HTMLElement | undefined | null) => {
    const label = target?.querySelector<HTMLElement>(':scope > .tree-row .node-label');
    if (!label) return;
    for (const other of items) other.querySelector<HTMLElement>(':scope > .tree-row .node-label')?.setAttribute('tabindex', '-1');
    label.setAttribute('tabindex', '0');
    label.focus();
  };
  const toggle = () => item.querySelector<HTMLElement>(':scope > .tree-row .toggle')?.click();
  const expanded = item.getAttribute('aria-expanded');
  switch (event.key) {
    case 'ArrowDown':
      focus(items[at + 1]);
      break;
    case 'ArrowUp':
      focus(items[at - 1]);
      break;
    case 'Home':
      focus(items[0]);
      break;
    case 'End':
      focus(items[items.length - 1]);
      break;
    case 'ArrowRight':
      if (expanded === 'false') toggle();
      else if (expanded === 'true') focus(item.querySelector<HTMLElement>('[role="treeitem"]'));
      break;
    case 'ArrowLeft':
      if (expanded === 'true') toggle();
      else focus(item.parentElement?.closest<HTMLElement>('[role="treeitem"]'));
      break;
    default:
      return;
  }
  event.preventDefault();
}
