import { useEffect, useRef, type ReactNode } from 'react';
import './dialog.css';

interface Props {
  /** Called on Escape (only for the innermost open dialog, as the browser decides) and on a backdrop click. */
  onClose(): void;
  labelledBy?: string;
  label?: string;
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The browser lets Tab leave a modal for its own toolbar; keep it cycling inside the dialog instead. */
function wrapTab(e: React.KeyboardEvent<HTMLDialogElement>) {
  const inside = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.closest('dialog') === e.currentTarget && el.getClientRects().length > 0,
  );
  const first = inside[0];
  const last = inside.at(-1);
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A real modal: the native `<dialog>` opened with `showModal()`, so the browser moves focus in, keeps
 * Tab inside, makes everything behind it inert, and sends Escape to the innermost dialog only. On close
 * focus goes back to whatever opened it. Rendered where its opener lives, so it stays in the same
 * landmark for assistive technology.
 */
export function ModalDialog({ onClose, labelledBy, label, role = 'dialog', className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // React's autoFocus runs while the dialog is still closed (nothing in it can take focus yet), so a
    // control that should start focused says so with data-autofocus.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onCancel = (e: Event) => {
      // The app decides when the dialog goes away (it unmounts it); the browser only reports the wish.
      e.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      // The opener may have gone with the change that closed us (a deleted row): then focus stays put.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-modal="true"
      className={`modal${className ? ` ${className}` : ''}`}
      // A press on the backdrop lands on the <dialog> itself; the content sits in an inner box.
      onMouseDown={(e) => e.target === e.currentTarget && onCloseRef.current()}
      // Escape belongs to this dialog alone (the browser turns it into `cancel`), not to a drawer around it.
      onKeyDown={(e) => {
        if (e.key === 'Escape') e.stopPropagation();
        else if (e.key === 'Tab') wrapTab(e);
      }}
    >
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
