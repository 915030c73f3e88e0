import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

interface Props {
  label: string;
  /** Shown under the control, announced, and tied to it with aria-describedby / aria-invalid. */
  error?: string | null;
  hint?: string;
  /** A button beside the control (e.g. "Load models"). */
  action?: ReactNode;
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>;
}

/** One labelled Settings control with its hint and its own error, so adding a field is one line. */
export function Field({ label, error, hint, action, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = cloneElement(children, { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined });
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {action ? (
        <div className="field-row">
          {control}
          {action}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
