import type { SyncDevice } from '../../../state/types';
import { format, useT } from '../../i18n';

/** The space's devices: each one's name and last seen; Remove device picks one to take out (by key rotation). */
export function SyncDevices({ devices, onRemove }: { devices: SyncDevice[] | undefined; onRemove: (device: SyncDevice) => void }) {
  const t = useT();
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
                <button type="button" className="ghost" onClick={() => onRemove(d)}>
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
    </section>
  );
}
