import { useAppStore } from '../../state/store';
import { errorText, useT } from '../i18n';

/** Problems that happened before anything was stored (offline, refused send); the typed text is kept. */
export function NoticeBar() {
  const t = useT();
  const notice = useAppStore((s) => s.notice);
  const dismiss = useAppStore((s) => s.dismissNotice);
  const settings = useAppStore((s) => s.settings);
  const online = useAppStore((s) => s.online);
  // "You are offline" stops applying once the network is back (the banner then says so).
  if (!notice || (notice.kind === 'offline' && online)) return null;
  return (
    <div role="alert" className={`banner ${notice.kind}`}>
      <span>{errorText(t, notice, { baseURL: settings.baseURL, model: settings.chatModel })}</span>
      <button type="button" className="ghost" onClick={dismiss}>
        {t.dismiss}
      </button>
    </div>
  );
}
