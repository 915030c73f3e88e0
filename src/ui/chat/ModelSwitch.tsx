import { useState } from 'react';
import { useAppStore } from '../../state/store';
import { useT } from '../i18n';

/**
 * The chat model, switchable from the chat header. The endpoint's model list is asked for only when the
 * user reaches for the switch (no request at start-up); until then it offers the current model.
 */
export function ModelSwitch() {
  const t = useT();
  const chatModel = useAppStore((s) => s.settings.chatModel);
  const baseURL = useAppStore((s) => s.settings.baseURL);
  const apiKey = useAppStore((s) => s.apiKey);
  const settings = useAppStore((s) => s.settings);
  const rememberKey = useAppStore((s) => s.rememberKey);
  const listModels = useAppStore((s) => s.listModels);
  const saveAllSettings = useAppStore((s) => s.saveAllSettings);
  const hasKey = apiKey.length > 0;
  const [models, setModels] = useState<{ baseURL: string; ids: string[] } | null>(null);

  const load = () => {
    if (!apiKey || models?.baseURL === settings.baseURL) return;
    void listModels({ apiKey, baseURL: settings.baseURL }).then((r) => r.ok && setModels({ baseURL: settings.baseURL, ids: r.value }));
  };

  const choose = (model: string) => {
    if (model && model !== settings.chatModel) saveAllSettings({ ...settings, chatModel: model }, apiKey, rememberKey);
  };

  if (!hasKey || !chatModel) return null;
  const ids = models?.baseURL === baseURL ? models.ids : [];
  const options = ids.includes(chatModel) ? ids : [chatModel, ...ids];
  return (
    <select
      className="model-switch"
      aria-label={t.headerModel}
      value={chatModel}
      onFocus={load}
      onPointerDown={load}
      onChange={(e) => choose(e.target.value)}
    >
      {options.map((id) => (
        <option key={id} value={id}>
          {id}
        </option>
      ))}
    </select>
  );
}
