import { useEffect, useState, type FormEvent } from 'react';
import type { SettingsMap } from '#api/schemas/settings.ts';
import { useSave } from '../shared/useSave';
import { saveSetting } from './save-setting';

/**
 * A card of several settings saved together: the typed values by key, and a submit that saves
 * the changed ones, one POST each (the spec's API calls), then reloads the panel.
 */
export function useSettingFields(
  keys: readonly string[],
  settings: SettingsMap,
  messages: { saved: string; failed: string },
  onSaved: () => void,
) {
  const initial = () => Object.fromEntries(keys.map((key) => [key, settings[key] ?? '']));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const { busy, run } = useSave();
  useEffect(() => setValues(initial()), [settings]);
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const changed = keys.filter((key) => values[key] !== (settings[key] ?? ''));
    const saved = await run(
      async () => {
        for (const key of changed) await saveSetting(key, values[key]!);
      },
      messages.saved,
      messages.failed,
    );
    if (saved) onSaved();
  };
  return { values, set, busy, submit };
}
