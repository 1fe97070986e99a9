import { useEffect, useRef } from 'react';

/** A modal <dialog> asking to confirm a destructive action; Escape cancels. */
export function ConfirmDialog(props: { open: boolean; title: string; body: string; confirmLabel: string; onConfirm(): void; onCancel(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog ref={ref} onCancel={props.onCancel} aria-labelledby="confirm-title">
      <h2 id="confirm-title">{props.title}</h2>
      <p>{props.body}</p>
      <div className="row">
        <button type="button" className="danger" onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
        <button type="button" className="secondary" onClick={props.onCancel} autoFocus>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
