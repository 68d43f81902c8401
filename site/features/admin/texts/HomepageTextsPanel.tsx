import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { apiRequest } from '#site/lib/api-client.ts';
import { $adminSettings, loadAdminSettings } from '../admin-store.ts';
import { HOMEPAGE_TEXT_GROUPS, settingMessages as m, type SettingField } from '#api/schemas/admin-settings.ts';
import { useSave } from '../shared/useSave';
import { Field, inputClass } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';
import { LoadError, Loading, PanelHeader } from '../shared/ui';

/** One homepage text: its name and key, what it says now (or that the default shows), 'Düzenle'. */
function TextRow({
  field,
  text,
  editLabel,
  onEdit,
}: {
  field: SettingField;
  text: string | undefined;
  editLabel: string;
  onEdit: () => void;
}) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-medium">
          {field.label} <code className="ml-1 rounded bg-slate-100 px-1 text-xs text-slate-700">{field.key}</code>
        </p>
        {text ? (
          <p className="mt-1 text-sm break-words text-slate-700">{text}</p>
        ) : (
          <p className="mt-1 text-sm text-slate-400 italic">
            Henüz metin girilmedi; sitede varsayılan metin gösterilir.
          </p>
        )}
      </div>
      <button type="button" className={`${btn.small} shrink-0 self-start`} onClick={onEdit} aria-label={editLabel}>
        Düzenle
      </button>
    </li>
  );
}

/** The six groups of homepage texts; one key is edited at a time in 'Metni Düzenle'. */
export function HomepageTextsPanel() {
  const settings = useStore($adminSettings);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<SettingField | null>(null);
  const [value, setValue] = useState('');
  const { busy, run } = useSave();
  const reload = () =>
    loadAdminSettings().then(
      () => setFailed(false),
      () => setFailed(true),
    );
  useEffect(() => void reload(), []);

  const edit = (field: SettingField) => {
    setSelected(field);
    setValue(settings?.[field.key] ?? '');
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!selected) return;
    // Site texts are written through the public settings resource with the bearer token (the spec's API calls).
    const ok = await run(
      () => apiRequest('PUT', `/api/settings/${selected.key}`, { value }),
      m.textUpdated,
      m.textFailed,
    );
    if (ok) {
      setSelected(null);
      await reload();
    }
  };

  return (
    <div>
      <PanelHeader title="Ana Sayfa Metinleri" />
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        Kaydettiğiniz metinler site yeniden yayınlandığında ana sayfada görünür.
      </p>
      {failed && <LoadError text="Metinler yüklenemedi" onRetry={() => void reload()} />}
      {!failed && !settings && <Loading text="Metinler yükleniyor..." />}
      {settings && (
        <div className="space-y-6">
          {HOMEPAGE_TEXT_GROUPS.map((group) => (
            <section
              key={group.title}
              aria-labelledby={`grup-${group.fields[0]!.key}`}
              className="rounded-xl border border-slate-200 bg-white"
            >
              <h3 id={`grup-${group.fields[0]!.key}`} className="border-b border-slate-200 px-4 py-3 font-semibold">
                {group.title}
              </h3>
              <ul className="divide-y divide-slate-100">
                {group.fields.map((field) => (
                  <TextRow
                    key={field.key}
                    field={field}
                    text={settings[field.key]}
                    editLabel={`${group.title} – ${field.label} metnini düzenle`}
                    onEdit={() => edit(field)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <Dialog open={selected !== null} onClose={() => setSelected(null)} title="Metni Düzenle">
        <form onSubmit={submit} className="space-y-4">
          <p className="text-sm text-slate-600">
            {selected?.label} <code className="rounded bg-slate-100 px-1 text-xs">{selected?.key}</code>
          </p>
          <Field label="Metin İçeriği">
            {(id) => (
              <textarea
                id={id}
                rows={5}
                required
                className={inputClass}
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <button type="button" className={btn.secondary} onClick={() => setSelected(null)}>
              İptal
            </button>
            <SubmitButton busy={busy} pending="Güncelleniyor..." className={btn.primary}>
              Güncelle
            </SubmitButton>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
