import { useId, type ReactNode } from 'react';

/** One titled section of the Settings dialog, named by its heading for assistive technology. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}
