import { useAppStore } from '../../state/store';
import type { ShownMessage } from '../../state/types';
import { format, useT } from '../i18n';

/**
 * "‹ 1 / 2 ›" under a message with more than one version (regenerated, or edited): the arrows show the
 * neighbouring version, and what follows it. Off while the chat is answering, which would change the path.
 */
export function VersionSwitch({ message }: { message: ShownMessage }) {
  const t = useT();
  const busy = useAppStore((s) => message.conversationId in s.streaming);
  const showVersion = useAppStore((s) => s.showVersion);
  const version = message.version;
  if (!version) return null;
  const position = format(t.versionPosition, { index: version.index, count: version.count });
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
    </span>
  );
}
