import { useAppStore } from '../../state/store';
import { useT } from '../i18n';

/** Offline / back online, and "update available" (a new version never breaks an open tab). */
export function AppBanners() {
  const t = useT();
  const online = useAppStore((s) => s.online);
  const backOnline = useAppStore((s) => s.backOnline);
  const updateAvailable = useAppStore((s) => s.updateAvailable);
  const applyUpdate = useAppStore((s) => s.applyUpdate);
  return (
    <>
      {!online && (
        <div role="status" className="banner offline">
          {t.offlineBanner}
        </div>
      )}
      {online && backOnline && (
        <div role="status" className="banner ok">
          {t.backOnline}
        </div>
      )}
      {updateAvailable && (
        <div role="status" className="banner update">
          <span>{t.updateAvailable}</span>
          <button type="button" className="primary" onClick={applyUpdate}>
            {t.reloadToUpdate}
          </button>
        </div>
      )}
    </>
  );
}
