import { useEffect, useRef } from 'react';
import { composerKey } from '../../state/composer';
import { useAppStore } from '../../state/store';
import { useT } from '../i18n';

// A phone's on-screen keyboard has no Shift+Enter to speak of: the hint about keys is for keyboards only.
const COARSE_POINTER = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

export function Composer() {
  const t = useT();
  const activeId = useAppStore((s) => s.activeId);
  const text = useAppStore((s) => s.composer[composerKey(s.activeId)] ?? '');
  const isStreaming = useAppStore((s) => (s.activeId ? s.activeId in s.streaming : false));
  const setText = useAppStore((s) => s.setComposerText);
  const sendMessage = useAppStore((s) => s.sendMessage);
  const newChat = useAppStore((s) => s.newChat);
  const planFailed = useAppStore((s) => s.taskRun?.run.state === 'planning' && !!s.taskRun.error);
  // Under a checklist that could not be planned, the text is a new goal for a new task list.
  const send = async () => {
    if (!planFailed) return sendMessage();
    if (!text.trim()) return;
    newChat('tasklist_agent');
    setText(text);
    return sendMessage();
  };
  const stop = useAppStore((s) => s.stopStreaming);
  const ref = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, [activeId]);

  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <textarea
        ref={ref}
        aria-label={t.message}
        placeholder={planFailed ? t.taskNewGoalHint : COARSE_POINTER ? t.composerHintTouch : t.composerHint}
        value={text}
        rows={Math.min(8, Math.max(2, text.split('\n').length))}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
      />
      {isStreaming ? (
        <button type="button" className="danger" onClick={stop}>
          {t.stop}
        </button>
      ) : (
        <button type="submit" className="primary" disabled={!text.trim()}>
          {t.send}
        </button>
      )}
    </form>
  );
}
