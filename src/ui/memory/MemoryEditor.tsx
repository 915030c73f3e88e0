import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../state/store';
import { MEMORY_TYPES, type MemoryType } from '../../shared';
import type { MemoryView } from '../../state/types';
import { useT } from '../i18n';
import { typeLabel } from './describe';
import { MemoryProblem, type MemoryFailure } from './MemoryProblem';

type Props = { mode: 'add'; memory?: undefined; onDone?: () => void } | { mode: 'edit'; memory: MemoryView; onDone: () => void };

const splitTags = (s: string) =>
  s
    .split(/[,，、]/)
    .map((x) => x.trim())
    .filter(Boolean);

/** Add a memory by hand, or edit one: both go through the same validation gates as the pipeline. */
export function MemoryEditor(props: Props) {
  const t = useT();
  const add = useAppStore((s) => s.addMemory);
  const edit = useAppStore((s) => s.editMemory);
  const draftKey = props.mode === 'edit' ? props.memory.stableKey : '';
  const keepRefusedDraft = useAppStore((s) => s.keepRefusedMemoryDraft);
  const forgetRefusedDraft = useAppStore((s) => s.forgetRefusedMemoryDraft);
  // A form a full disk refused opens again as it was left (read once: the form owns it from then on).
  const refused = useAppStore((s) => s.refusedMemoryDrafts[draftKey]);
  const [kept] = useState(refused);
  const [open, setOpen] = useState(props.mode === 'edit' || !!kept);
  const [type, setType] = useState<MemoryType>(kept?.type ?? props.memory?.type ?? 'user_preference');
  const [text, setText] = useState(kept?.text ?? props.memory?.text ?? '');
  const [tags, setTags] = useState(kept?.tags ?? props.memory?.tags.join(', ') ?? '');
  const [subject, setSubject] = useState(kept?.subject ?? '');
  const [facet, setFacet] = useState(kept?.facet ?? '');
  const [polarity, setPolarity] = useState<'prefer' | 'avoid'>(kept?.polarity ?? 'prefer');
  const [problem, setProblem] = useState<MemoryFailure | null>(kept?.problem ?? null);
  // The memory list scrolls inside a short panel: a form opened at its foot would sit out of view.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (open) formRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);
  useEffect(() => {
    if (problem?.code === 'storage_full') keepRefusedDraft(draftKey, { type, text, tags, subject, facet, polarity, problem });
    else forgetRefusedDraft(draftKey);
  }, [draftKey, type, text, tags, subject, facet, polarity, problem, keepRefusedDraft, forgetRefusedDraft]);

  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {t.addMemory}
      </button>
    );

  const submit = async () => {
    // Said at once and in words, rather than as the gate's "malformed or unsafe".
    if (props.mode === 'add' && !subject.trim()) return setProblem({ code: 'subject_empty' });
    const result =
      props.mode === 'edit'
        ? await edit(props.memory.stableKey, { text, tags: splitTags(tags), type })
        : await add({
            type,
            text,
            tags: splitTags(tags),
            subject,
            ...(facet.trim() ? { facet } : {}),
            ...(type === 'user_preference' ? { polarity } : {}),
          });
    if (result.ok) {
      setProblem(null);
      forgetRefusedDraft(draftKey);
      if (props.mode === 'add') {
        setText('');
        setTags('');
        setSubject('');
        setFacet('');
        setOpen(false);
      }
      props.onDone?.();
      return;
    }
    // The form stays open with everything typed (a full disk: save again once space is freed).
    setProblem(result.error);
  };

  return (
    <form
      ref={formRef}
      className="memory-editor"
      aria-label={props.mode === 'edit' ? t.edit : t.addMemory}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label>
        {t.memoryText}
        <textarea value={text} onChange={(e) => setText(e.target.value)} rows={2} />
      </label>
      <div className="row">
        <label>
          {t.memoryType}
          <select value={type} onChange={(e) => setType(e.target.value as MemoryType)}>
            {MEMORY_TYPES.map((m) => (
              <option key={m} value={m}>
                {typeLabel(t, m)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.memoryTags}
          <input value={tags} onChange={(e) => setTags(e.target.value)} />
        </label>
      </div>
      {props.mode === 'add' && (
        <div className="row">
          <label>
            {t.memorySubject}
            <input value={subject} placeholder={t.memorySubjectHint} onChange={(e) => setSubject(e.target.value)} />
          </label>
          <label>
            {t.memoryFacet}
            <input value={facet} onChange={(e) => setFacet(e.target.value)} />
          </label>
          {type === 'user_preference' && (
            <label>
              {t.memoryPolarity}
              <select value={polarity} onChange={(e) => setPolarity(e.target.value === 'avoid' ? 'avoid' : 'prefer')}>
                <option value="prefer">{t.prefer}</option>
                <option value="avoid">{t.avoid}</option>
              </select>
            </label>
          )}
        </div>
      )}
      <MemoryProblem problem={problem} />
      <div className="actions">
        <button type="submit" className="primary">
          {t.save}
        </button>
        <button
          type="button"
          onClick={() => {
            setProblem(null);
            forgetRefusedDraft(draftKey);
            if (props.mode === 'edit') props.onDone();
            else setOpen(false);
          }}
        >
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
