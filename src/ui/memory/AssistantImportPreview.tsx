import type { AssistantImportItem, AssistantImportPreview as Preview } from '../../state/types';
import { format, useT } from '../i18n';
import { reasonLabel, typeLabel } from './describe';

type Importable = Extract<AssistantImportItem, { kind: 'add' | 'update' }>;

export const isImportable = (item: AssistantImportItem): item is Importable => item.kind === 'add' || item.kind === 'update';

interface Props {
  preview: Preview;
  selected: ReadonlySet<number>;
  onToggle(index: number, on: boolean): void;
}

/**
 * What an import would do, before anything is written: additions and updates (old and new text) with a
 * checkbox each, then the refused ones by line and reason only (their text never reaches the page).
 */
export function AssistantImportPreview({ preview, selected, onToggle }: Props) {
  const t = useT();
  const adds = preview.items.filter((i): i is Importable => i.kind === 'add');
  const updates = preview.items.filter((i): i is Importable => i.kind === 'update');
  const refused = preview.items.filter((i) => i.kind === 'refused');
  const unchanged = preview.items.filter((i) => i.kind === 'unchanged').length;

  const choice = (item: Importable) => (
    <li key={item.index}>
      <label className="check">
        <input type="checkbox" checked={selected.has(item.index)} onChange={(e) => onToggle(item.index, e.target.checked)} />
        {item.text}
      </label>{' '}
      <span className="faint">· {typeLabel(t, item.type)}</span>
      {item.kind === 'update' && <div className="faint">{format(t.previewWas, { text: item.oldText })}</div>}
    </li>
  );

  return (
    <section aria-label={t.assistantImportPreview} className="assistant-import-preview">
      {adds.length > 0 && (
        <>
          <h4>{format(t.previewAdd, { n: adds.length })}</h4>
          <ul>{adds.map(choice)}</ul>
        </>
      )}
      {updates.length > 0 && (
        <>
          <h4>{format(t.previewUpdate, { n: updates.length })}</h4>
          <ul>{updates.map(choice)}</ul>
        </>
      )}
      {refused.length > 0 && (
        <>
          <h4>{format(t.previewRefused, { n: refused.length })}</h4>
          <ul>
            {refused.map((item) => (
              <li key={item.index}>
                {item.kind === 'refused' && item.line !== undefined ? `${format(t.previewLine, { line: item.line })}: ` : ''}
                {item.kind === 'refused' ? reasonLabel(t, item.reason) : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {unchanged > 0 && <p className="faint">{format(t.previewUnchanged, { n: unchanged })}</p>}
      {preview.unreadLines > 0 && <p className="faint">{format(t.previewUnread, { n: preview.unreadLines })}</p>}
      {adds.length + updates.length === 0 && <p>{t.previewNothing}</p>}
    </section>
  );
}
