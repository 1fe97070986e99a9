import { useEffect, useState } from 'react';
import { gql } from '../../api/graphql';
import { navigate } from '../../router';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatTime } from '../../ui/format';
import { NodeLinks } from '../../ui/node-links';
import { TemplateLifecycle } from './template-lifecycle';
import { ErrorNote } from '../../ui/states';
import { Highlighted } from './highlighted';
import { NODE_FIELDS, type TreeNodeData } from './node';
import { TreeBranch } from './tree-branch';

/** The cache tree: roots first, children on demand, the selected node's path open and marked. */
export function TreePage({ nodeId }: { nodeId: string | null }) {
  const [selected, setSelected] = useState<TreeNodeData | null>(null);
  const [path, setPath] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [deleting, setDeleting] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!nodeId) {
      setSelected(null);
      setPath([]);
      return;
    }
    gql<{ node: TreeNodeData & { path: Array<{ id: string }> } }>(`query($id:ID!){ node(id:$id){ ${NODE_FIELDS} path { id } } }`, { id: nodeId }).then((d) => {
      setSelected(d.node);
      setPath(d.node.path.map((n) => n.id));
      // On a phone the details sit below the tree: bring them into view.
      if (matchMedia('(max-width: 720px)').matches) requestAnimationFrame(() => document.querySelector('.node-details')?.scrollIntoView({ block: 'start' }));
    }, setError);
  }, [nodeId]);

  const remove = async () => {
    if (!selected) return;
    try {
      await gql('mutation($id:ID!){ deleteNode(id:$id) }', { id: selected.id });
      setDeleting(false);
      setVersion((v) => v + 1);
      navigate('/tree');
    } catch (err) {
      setError(err);
      setDeleting(false);
    }
  };

  return (
    <>
      <h1>Cache tree</h1>
      <p className="muted">Each node is a message; its children are the messages that followed it. Templates show their placeholders.</p>
      {error ? <ErrorNote error={error} /> : null}
      <div className="tree-layout">
        <nav className="tree" aria-label="Cache tree">
          <TreeBranch parentId={null} selectedId={selected?.id ?? null} path={path} onSelect={(node) => navigate(`/tree?node=${node.id}`)} version={version} />
        </nav>
        <aside className="card node-details" aria-label="Node details">
          {!selected ? (
            <p className="muted">Select a node to see its details.</p>
          ) : (
            <>
              <h2>
                {selected.role} {selected.isTemplate ? <span className="badge badge-template_hit">template</span> : null}
              </h2>
              <pre className="node-content" data-testid="node-content">
                {selected.isTemplate ? <Highlighted text={selected.content} /> : selected.content}
              </pre>
              <dl className="facts">
                <dt>Hits</dt>
                <dd>{selected.hits}</dd>
                <dt>Last hit</dt>
                <dd>{formatTime(selected.lastHitAt)}</dd>
                <dt>Created</dt>
                <dd>{formatTime(selected.createdAt)}</dd>
                <dt>Children</dt>
                <dd>{selected.childCount}</dd>
                <dt>Answers</dt>
                <dd>{selected.answerCount}</dd>
                {selected.isTemplate ? (
                  <>
                    <dt>Variables</dt>
                    <dd>{selected.variables.join(', ')}</dd>
                    <dt>Provenance</dt>
                    <dd>
                      {selected.provenance?.kind}, {formatTime(selected.provenance?.createdAt)}
                      <br />
                      <code className="small">{selected.provenance?.examples}</code>
                    </dd>
                  </>
                ) : null}
                {selected.lifecycle ? <TemplateLifecycle lifecycle={selected.lifecycle} /> : null}
                {selected.induction ? (
                  <>
                    <dt>Induction</dt>
                    <dd data-testid="node-induction">
                      <NodeLinks text={selected.induction} />
                    </dd>
                  </>
                ) : null}
              </dl>
              <button type="button" className="danger" onClick={() => setDeleting(true)}>
                Delete this subtree
              </button>
            </>
          )}
        </aside>
      </div>
      <ConfirmDialog
        open={deleting}
        title="Delete this subtree?"
        body="The node, everything below it and their cached answers are removed. The next matching request goes upstream."
        confirmLabel="Delete subtree"
        onConfirm={remove}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}
