import { useEffect, useState, type ReactNode } from 'react';
import { COPY_FEEDBACK_MS } from '../common/copyFeedback';

export interface CodeBlockLabels {
  /** Accessible name of the button; e2e tests and screen readers look for it. */
  copyCode: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

export const ENGLISH_CODE_BLOCK_LABELS: CodeBlockLabels = {
  copyCode: 'Copy code',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
};

type CopyState = 'idle' | 'copied' | 'failed';

interface CodeBlockProps {
  /** The plain source text that "Copy" puts on the clipboard (never the rendered DOM, so the button is not in it). */
  code: string;
  language?: string;
  labels?: CodeBlockLabels;
  /** The rendered, possibly highlighted, `<code>` element. */
  children: ReactNode;
}

/** A fenced code block: a header with the language and a copy button, then the `<pre>`. */
export function CodeBlock({ code, language, labels = ENGLISH_CODE_BLOCK_LABELS, children }: CodeBlockProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const onCopy = () => {
    void copyText(code).then((ok) => setState(ok ? 'copied' : 'failed'));
  };

  const feedback = state === 'copied' ? labels.copied : state === 'failed' ? labels.copyFailed : '';

  return (
    <div className="mk-code">
      <div className="mk-code__bar">
        <span className="mk-code__lang">{language ?? ''}</span>
        <button type="button" className="mk-code__copy" aria-label={labels.copyCode} onClick={onCopy}>
          {state === 'idle' ? labels.copy : feedback}
        </button>
        {/* The button's name stays "Copy code"; this announces the outcome to screen readers. */}
        <span role="status" className="mk-visually-hidden">
          {feedback}
        </span>
      </div>
      <pre>{children}</pre>
    </div>
  );
}

/**
 * Puts text on the clipboard. The async Clipboard API needs a secure context and may be refused by
 * permissions; then a hidden textarea and `execCommand('copy')` still work in most browsers.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Fall through to the selection-based copy.
    }
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined' || !document.body) return false;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previousFocus?.focus();
  }
}
