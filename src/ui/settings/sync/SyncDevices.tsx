import { useState } from 'react';
import type { Failure } from '../../../state/slice';
import { useAppStore } from '../../../state/store';
import type { SyncDevice } from '../../../state/types';
import { errorText, format, useT } from '../../i18n';

/** The space's devices: each one's name and last seen; another device can be taken off the list. */
export function SyncDevices({ devices }: { devices: SyncDevice[] | undefined }) {
  const t = useT();
  const remove = useAppStore((s) => s.removeSyncDevice);
  const [failure, setFailure] = useState<Failure | null>(null);
  const when = (iso: string) => new Date(iso).toLocaleString();
  return (
    <section className="sync-devices" aria-labelledby="sync-devices-title">
      <h4 id="sync-devices-title">{t.devices}</h4>
      {devices && devices.length > 0 ? (
        <ul>
          {devices.map((d) => (
            <li key={d.slot}>
              <span>
                <strong>{d.name}</strong>
                {d.isThisDevice ? ` (${t.thisDevice})` : ''} · {format(t.lastSeen, { time: when(d.lastSeenAt) })}
              </span>{' '}
              {!d.isThisDevice && (
                <button type="button" className="ghost" onClick={() => void remove(d.slot).then(setFailure)}>
                  {t.removeDevice}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{t.noDevicesYet}</p>
      )}
      <p className="hint">{t.removeDeviceNote}</p>
      {failure && (
        <p role="alert" className="error-text">
          {errorText(t, failure)}
        </p>
      )}
    </section>
  );
}
