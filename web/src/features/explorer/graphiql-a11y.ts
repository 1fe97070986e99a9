// GraphiQL 4 (with CodeMirror 5) fails accessibility rules a dashboard page must pass: its editors'
// hidden textareas have no label, their scroll areas cannot be reached by keyboard, and each tab is
// an element with the tab role holding buttons (nested interactive controls). GraphiQL owns that
// DOM, so this patches it where it appears, idempotently, until GraphiQL fixes it upstream.

/** Which editor a CodeMirror instance is, by the GraphiQL container it sits in. */
const EDITOR_LABELS: Array<[selector: string, label: string]> = [
  ['.graphiql-query-editor', 'GraphQL query'],
  ['.graphiql-editor-tool [aria-label="Variables"], .graphiql-editor-tool .graphiql-editor:nth-child(1)', 'Variables'],
  ['.graphiql-editor-tool .graphiql-editor:nth-child(2)', 'Headers'],
  ['.result-window', 'Result'],
];

function patch(root: HTMLElement): void {
  for (const textarea of root.querySelectorAll<HTMLTextAreaElement>('.CodeMirror textarea:not([aria-label])')) {
    const label = EDITOR_LABELS.find(([selector]) => textarea.closest(selector))?.[1] ?? 'Editor';
    textarea.setAttribute('aria-label', label);
  }
  // CodeMirror marks its scroll areas tabindex="-1"; a keyboard user must be able to scroll them.
  for (const scroll of root.querySelectorAll<HTMLElement>('.CodeMirror-scroll:not([tabindex="0"])')) scroll.tabIndex = 0;
  // The tab role moves from the list item to its first button; the item only groups them.
  for (const item of root.querySelectorAll<HTMLElement>('li[role="tab"]')) {
    const button = item.querySelector<HTMLElement>('button');
    if (!button) continue;
    button.setAttribute('role', 'tab');
    button.setAttribute('aria-selected', item.getAttribute('aria-selected') ?? 'false');
    item.setAttribute('role', 'presentation');
    item.removeAttribute('aria-selected');
  }
}

/** Patches GraphiQL's DOM under `root` now and whenever it adds elements; returns the stop. */
export function patchGraphiQLAccessibility(root: HTMLElement): () => void {
  patch(root);
  const observer = new MutationObserver(() => patch(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
