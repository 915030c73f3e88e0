import { useEffect, useRef, useState } from 'react';
import { TASKLIST_MAX_ITEMS, TASKLIST_MIN_ITEMS, type TasklistItem } from '../../chat';
import { format, useT } from '../i18n';

/** Where focus goes after a change, so a keyboard user stays on the item they were moving. */
type FocusTarget = { index: number; part: 'title' | 'up' | 'down' | 'delete' } | { add: true } | null;

/**
 * The planned checklist as an editable, numbered list: change, add, delete and reorder items
 * (buttons, or Alt+Arrow keys in a title), then Approve or Cancel. The buttons stay in view
 * at the bottom of the panel however long the list grows.
 */
export function TaskPlanEditor({
  initial,
  onApprove,
  onCancel,
}: {
  initial: readonly TasklistItem[];
  onApprove(items: TasklistItem[]): void;
  onCancel(): void;
}) {
  const t = useT();
  const [items, setItems] = useState<TasklistItem[]>(() => initial.map(({ title, detail }) => ({ title, detail })));
  const [focus, setFocus] = useState<FocusTarget>({ index: 0, part: 'title' });
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focus) return;
    if ('add' in focus) addRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-item="${focus.index}"][data-part="${focus.part}"]`)?.focus();
    setFocus(null);
  }, [focus]);

  const edit = (i: number, patch: Partial<TasklistItem>) => setItems((d) => d.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  const move = (i: number, by: -1 | 1, part: 'title' | 'up' | 'down') => {
    const to = i + by;
    if (to < 0 || to >= items.length) return;
    setItems((d) => {
      const next = [...d];
      [next[i], next[to]] = [next[to]!, next[i]!];
      return next;
    });
    // At the list's end the pressed button is disabled, so focus moves to its twin.
    const edge = (to === 0 && part === 'up') || (to === items.length - 1 && part === 'down');
    setFocus({ index: to, part: edge ? (part === 'up' ? 'down' : 'up') : part });
  };
  const remove = (i: number) => {
    setItems((d) => d.filter((_, j) => j !== i));
    setFocus(i < items.length - 1 ? { index: i, part: 'title' } : i > 0 ? { index: i - 1, part: 'title' } : { add: true });
  };
  const add = () => {
    setItems((d) => [...d, { title: '', detail: '' }]);
    setFocus({ index: items.length, part: 'title' });
  };
  const blankTitle = items.some((item) => !item.title.trim());
  const canApprove = !blankTitle && items.length >= TASKLIST_MIN_ITEMS;

  return (
    <>
      <ol className="task-edit" ref={listRef}>
        {items.map((item, i) => {
          const n = i + 1;
          return (
            <li key={i}>
              <div className="task-edit-row">
                <span className="task-number" aria-hidden="true">
                  {n}.
                </span>
                <input
                  aria-label={format(t.taskItem, { n })}
                  data-item={i}
                  data-part="title"
                  value={item.title}
                  aria-invalid={!item.title.trim() || undefined}
                  onChange={(e) => edit(i, { title: e.target.value })}
                  onKeyDown={(e) => {
                    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
                    e.preventDefault();
                    move(i, e.key === 'ArrowUp' ? -1 : 1, 'title');
                  }}
                />
              </div>
              <textarea
                aria-label={format(t.taskItemDetail, { n })}
                value={item.detail}
                rows={2}
                onChange={(e) => edit(i, { detail: e.target.value })}
              />
              <div className="task-edit-tools">
                <button
                  type="button"
                  data-item={i}
                  data-part="up"
                  aria-label={format(t.taskMoveUp, { n })}
                  title={format(t.taskMoveUp, { n })}
                  disabled={i === 0}
                  onClick={() => move(i, -1, 'up')}
                >
                  ↑
                </button>
                <button
                  type="button"
                  data-item={i}
                  data-part="down"
                  aria-label={format(t.taskMoveDown, { n })}
                  title={format(t.taskMoveDown, { n })}
                  disabled={i === items.length - 1}
                  onClick={() => move(i, 1, 'down')}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="danger"
                  data-item={i}
                  data-part="delete"
                  aria-label={format(t.taskDeleteItem, { n })}
                  disabled={items.length <= TASKLIST_MIN_ITEMS}
                  onClick={() => remove(i)}
                >
                  {t.delete}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" ref={addRef} disabled={items.length >= TASKLIST_MAX_ITEMS} onClick={add}>
        {t.taskAddItem}
      </button>
      <p className="faint">{t.taskEditKeys}</p>
      <div className="actions">
        <button
          type="button"
          className="primary"
          disabled={!canApprove}
          aria-describedby={blankTitle ? 'task-title-needed' : undefined}
          onClick={() => onApprove(items)}
        >
          {t.approve}
        </button>
        <button type="button" onClick={onCancel}>
          {t.cancel}
        </button>
        {blankTitle && (
          <span id="task-title-needed" className="faint">
            {t.taskTitleNeeded}
          </span>
        )}
      </div>
    </>
  );
}
