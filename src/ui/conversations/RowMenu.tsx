import { useEffect, useId, useRef, useState } from 'react';
import { rovingTarget } from '../common/rovingTarget';

export interface RowMenuItem {
  label: string;
  onSelect(): void;
  danger?: boolean;
}

/**
 * A "⋯" button that opens a small menu (ARIA menu button): visible on touch screens, where hover-only
 * actions never appear. Arrow keys move between items, Escape or a press elsewhere closes it, and focus
 * returns to the button.
 */
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      // Only the menu closes, not a drawer or dialog around it.
      e.stopPropagation();
      e.preventDefault();
      close(true);
      return;
    }
    if (e.key === 'Tab') return setOpen(false);
    const next = rovingTarget(e.key, at, entries.length, 'vertical');
    if (next === null) return;
    e.preventDefault();
    entries[next]?.focus();
  };

  return (
    <span className="row-menu">
      <button
        ref={buttonRef}
        type="button"
        className="icon"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        ⋯
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label={label} className="menu" onKeyDown={onKeyDown}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item.danger ? 'danger-text' : undefined}
              onClick={() => {
                // Focus goes back to the ⋯ button first, so a dialog the item opens returns focus there.
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}
