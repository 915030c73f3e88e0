import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../state/store';
import { errorDetail, errorText, format, useT } from '../i18n';
import type { TaskItem } from '../../chat';
import { TaskPlanEditor } from './TaskPlanEditor';

/**
 * The task-list agent at work: the planned checklist to edit and approve, then the items
 * ticking off one by one, with pause, resume and stop. Everything shown comes from the stored run.
 */
export function TaskRunPanel() {
  const t = useT();
  const stored = useAppStore((s) => s.taskRun);
  const approve = useAppStore((s) => s.approveTaskPlan);
  const retryPlan = useAppStore((s) => s.retryTaskPlan);
  const pause = useAppStore((s) => s.pauseTaskRun);
  const resume = useAppStore((s) => s.resumeTaskRun);
  const stop = useAppStore((s) => s.stopTaskRun);
  const newChat = useAppStore((s) => s.newChat);
  const [editing, setEditing] = useState(false);
  // Leaving the editor hands focus back to its Edit button rather than dropping it on the page.
  const editRef = useRef<HTMLButtonElement>(null);
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => {
    if (!cancelled) return;
    editRef.current?.focus();
    setCancelled(false);
  }, [cancelled]);
  if (!stored) return null;
  const { run, error } = stored;

  return (
    <section className={`task-run ${run.state}`} aria-label={t.taskChecklist}>
      <header>
        <h3>{t.taskChecklist}</h3>
        <span role="status" className="tag">
          {t[`task_${run.state}`]}
        </span>
      </header>
      {run.state === 'planning' &&
        (error ? (
          <div role="alert" className="message-error">
            <p>{t.taskPlanFailedPlain}</p>
            {/* The model's own failure is for whoever wants to look, not the first thing to read. */}
            <details>
              <summary>{t.technicalDetails}</summary>
              <code className="technical-detail">
                {format(t.taskPlanFailed, { reason: errorText(t, error) })}
                {errorDetail(error) && ` (${errorDetail(error)})`}
              </code>
            </details>
            <div className="actions">
              <button type="button" onClick={() => void retryPlan()}>
                {t.taskRetryPlan}
              </button>
              <button type="button" onClick={() => newChat('tasklist_agent')}>
                {t.taskNewGoal}
              </button>
            </div>
          </div>
        ) : (
          <p className="muted">{t.taskPlanning}</p>
        ))}
      {run.state === 'awaiting_approval' && (
        <>
          <p className="faint">{t.taskReview}</p>
          {editing ? (
            <TaskPlanEditor
              initial={run.items}
              onApprove={(items) => {
                void approve(items);
                setEditing(false);
              }}
              onCancel={() => {
                setEditing(false);
                setCancelled(true);
              }}
            />
          ) : (
            <>
              <Checklist items={run.items} />
              <div className="actions">
                <button
                  type="button"
                  className="primary"
                  onClick={() => void approve(run.items.map(({ title, detail }) => ({ title, detail })))}
                >
                  {t.approve}
                </button>
                <button type="button" ref={editRef} onClick={() => setEditing(true)}>
                  {t.edit}
                </button>
              </div>
            </>
          )}
        </>
      )}
      {['running', 'pausing', 'paused', 'done', 'stopped'].includes(run.state) && <Checklist items={run.items} />}
      {run.state === 'paused' && run.items.some((i) => i.status === 'failed') && <p className="faint">{t.taskFailedHint}</p>}
      {run.state === 'pausing' && <p className="faint">{t.taskPausingHint}</p>}
      {(run.state === 'running' || run.state === 'pausing' || run.state === 'paused') && (
        <div className="actions">
          {run.state === 'running' ? (
            <button type="button" onClick={() => void pause()}>
              {t.pause}
            </button>
          ) : (
            <button type="button" className="primary" onClick={() => void resume()}>
              {t.resume}
            </button>
          )}
          <button type="button" className="danger" onClick={() => void stop()}>
            {t.stopRun}
          </button>
        </div>
      )}
    </section>
  );
}

function Checklist({ items }: { items: readonly TaskItem[] }) {
  const t = useT();
  return (
    <ol className="task-items">
      {items.map((item, i) => (
        <li key={i} className={item.status}>
          <input type="checkbox" checked={item.status === 'done'} readOnly disabled aria-label={item.title} /> <span>{item.title}</span>{' '}
          <span className="faint">({t[`taskItem_${item.status}`]})</span>
          {item.detail && <div className="faint">{item.detail}</div>}
        </li>
      ))}
    </ol>
  );
}
