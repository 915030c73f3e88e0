import { useState } from 'react';
import { useAppStore } from '../../../state/store';
import { errorText, format, useT } from '../../i18n';

/** Test relay: opens one socket to the address typed and says whether the relay answered, or why not. */
export function RelayTest({ relayUrl }: { relayUrl: string }) {
  const t = useT();
  const testRelay = useAppStore((s) => s.testRelay);
  const [answer, setAnswer] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const run = async () => {
    setTesting(true);
    setAnswer(t.testingRelay);
    const result = await testRelay(relayUrl);
    setTesting(false);
    setAnswer(
      result.ok ? format(t.relayReached, { ms: result.elapsedMs }) : format(t.relayNotReached, { reason: errorText(t, result.error) }),
    );
  };
  return (
    <>
      <button type="button" className="ghost" disabled={testing} onClick={() => void run()}>
        {t.testRelay}
      </button>
      {/* Announced without a role=status: the Settings dialog keeps one, for Test connection and Load models. */}
      <span aria-live="polite" className="hint sync-relay-test" data-testid="sync-relay-test">
        {answer}
      </span>
    </>
  );
}
