import { useState } from 'react';
import { useAppStore } from '../../state/store';
import type { ShownMessage } from '../../state/types';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { format, useT } from '../i18n';

/**
 * "‹ 1 / 2 ›" under a message with more than one version (regenerated, or edited): the arrows show the
 * neighbouring version, and what follows it; the bin deletes the shown one (a message's only version has no
 * switcher, so it is never offered). Off while the chat is answering, which would change the path.
 */
export function VersionSwitch({ message }: { message: ShownMessage }) {
  const t = useT();
  const busy = useAppStore((s) => message.conversationId in s.streaming);
  const showVersion = useAppStore((s) => s.showVersion);
  const deleteVersion = useAppStore((s) => s.deleteVersion);
  // Deleting takes what follows the version too, so it is confirmed in the page like every other deletion.
  const [confirming, setConfirming] = useState(false);
  const version = message.version;
  if (!version) return null;
  const position = format(t.versionPosition, { index: version.index, count: version.count });
  const question = format(t.confirmDeleteVersion, { index: version.index, count: version.count });
  return (
    <span className="version-switch" role="group" aria-label={position}>
      <button
        type="button"
        className="ghost"
        aria-label={t.previousVersion}
        disabled={busy || !version.previousId}
        onClick={() => version.previousId && void showVersion(version.previousId)}
      >
        ‹
      </button>
      <span aria-hidden="true">{`${version.index} / ${version.count}`}</span>
      <button
        type="button"
        className="ghost"
        aria-label={t.nextVersion}
        disabled={busy || !version.nextId}
        onClick={() => version.nextId && void showVersion(version.nextId)}
      >
        ›
      </button>
      <button
        type="button"
        className="ghost version-delete"
        aria-label={t.deleteVersion}
        title={t.deleteVersion}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path
            d="M6 2h4M3 4h10M5 4l.6 9h4.8L11 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {confirming && (
        <ConfirmDialog
          question={question}
          confirmLabel={t.confirmDeleteVersionButton}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void deleteVersion(message.id);
          }}
        />
      )}
    </span>
  );
}
