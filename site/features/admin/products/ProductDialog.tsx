import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { ApiError, apiForm, errorMessage, getJson } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { btn } from '#site/components/ui/buttons.tsx';
import { $adminCategories, loadAdminCategories } from '../admin-store.ts';
import { productMessages as m } from '#api/schemas/admin-products.ts';
import { editorMessages, type ProductEditorState } from '#api/schemas/admin-product-editor.ts';
import type { PriceGroup } from '#api/features/trade/price-group-schemas.ts';
import type { ProductPricing } from '#api/schemas/admin-pricing.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { editorDraftOf, editorFormData, isDirty, type EditorDraft } from './product-editor-state';
import { PRODUCT_SECTIONS } from './product-sections';

interface Props {
  open: boolean;
  /** The saved product's state (GET …/{id}/all); null: a new product. */
  state: ProductEditorState | null;
  onClose: () => void;
  /** The server's answer to the save: the panel redraws from it. */
  onSaved: (state: ProductEditorState) => void;
}

/**
 * 'Yeni Ürün Ekle' / 'Ürün Düzenle' (decision 0407): every section in tabs (a side list from
 * 768 px), all usable before the product exists, saved with the one button. Closing with
 * unsaved changes asks first; a product changed elsewhere since it was loaded is said before
 * it is overwritten.
 */
export function ProductDialog(props: Props) {
  // Mounted per opening, so each starts from the state it is given.
  return props.open ? <OpenProductDialog key={props.state?.version ?? 'new'} {...props} /> : null;
}

function OpenProductDialog({ open, state, onClose, onSaved }: Props) {
  const editing = state !== null;
  const [loaded] = useState<EditorDraft>(() => editorDraftOf(state));
  const [draft, setDraft] = useState<EditorDraft>(loaded);
  const [groups, setGroups] = useState<ProductPricing['groups']>(state?.pricing.groups ?? []);
  const [tab, setTab] = useState(PRODUCT_SECTIONS[0]!.id);
  const [asking, setAsking] = useState<'close' | 'conflict' | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const formId = `${ids}-form`;

  useEffect(() => {
    if (!$adminCategories.get()) void loadAdminCategories().catch(() => undefined);
    // A new product has no pricing yet: its group columns come from the groups themselves.
    if (!state)
      getJson<PriceGroup[]>('/api/admin/price-groups').then(
        (list) => setGroups(list.map((g) => ({ id: g.id, name: g.name, discountPercent: String(g.discountPercent) }))),
        () => undefined,
      );
  }, [state]);

  const dirty = isDirty(loaded, draft);
  const requestClose = () => (dirty ? setAsking('close') : onClose());

  async function save(force: boolean) {
    setBusy(true);
    try {
      const body = editorFormData(loaded, draft, { editing, version: state?.version ?? null, force });
      const res = await apiForm(
        editing ? 'PUT' : 'POST',
        editing ? `/api/admin/products/${state.product.id}/all` : '/api/admin/products/all',
        body,
      );
      const saved = (await res.json()) as ProductEditorState;
      toastSuccess(editing ? m.updated : m.created);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.serverMessage === editorMessages.changedElsewhere)
        setAsking('conflict');
      else toastError(errorMessage(error, editing ? m.updateFailed : m.createFailed));
    } finally {
      setBusy(false);
    }
  }

  /** The browser's own checks, across tabs: the first field it refuses is shown in its tab. */
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (!form.checkValidity()) {
      const panel = form.querySelector(':invalid')?.closest<HTMLElement>('[data-section]');
      if (panel?.dataset.section) setTab(panel.dataset.section);
      setTimeout(() => form.reportValidity(), 0);
      return;
    }
    void save(false);
  };

  /** Arrow keys move between the tabs (WAI-ARIA tabs pattern). */
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    const next = PRODUCT_SECTIONS[(index + step + PRODUCT_SECTIONS.length) % PRODUCT_SECTIONS.length]!;
    setTab(next.id);
    document.getElementById(`${ids}-tab-${next.id}`)?.focus();
  };

  const props = { draft, set: (change: (d: EditorDraft) => EditorDraft) => setDraft(change), state, groups };
  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        title={editing ? 'Ürün Düzenle' : 'Yeni Ürün Ekle'}
        className="max-w-5xl"
        footer={
          <div className="flex flex-wrap items-center justify-end gap-2">
            {dirty && (
              <p className="mr-auto text-sm text-amber-800" role="status">
                Kaydedilmemiş değişiklikler var
              </p>
            )}
            <button type="button" className={btn.secondary} onClick={requestClose}>
              İptal
            </button>
            <button type="submit" form={formId} className={btn.primary} disabled={busy}>
              {busy ? (editing ? 'Güncelleniyor...' : 'Ekleniyor...') : editing ? 'Güncelle' : 'Ürün Ekle'}
            </button>
          </div>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="md:flex md:items-start md:gap-6">
          <div
            role="tablist"
            aria-label="Ürün bölümleri"
            className="mb-4 flex flex-wrap gap-1 md:sticky md:top-0 md:mb-0 md:w-44 md:shrink-0 md:flex-col"
          >
            {PRODUCT_SECTIONS.map((s, i) => (
              <button
                key={s.id}
                id={`${ids}-tab-${s.id}`}
                type="button"
                role="tab"
                aria-selected={tab === s.id}
                aria-controls={`${ids}-panel-${s.id}`}
                tabIndex={tab === s.id ? 0 : -1}
                onClick={() => setTab(s.id)}
                onKeyDown={(e) => onTabKey(e, i)}
                className={`min-h-11 shrink-0 rounded-lg px-3 py-2 text-left text-sm font-medium whitespace-nowrap ${
                  tab === s.id ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {s.label}
              </button>
            ))}
          </div>
          <div className="min-w-0 flex-1">
            {PRODUCT_SECTIONS.map((s) => (
              <div
                key={s.id}
                id={`${ids}-panel-${s.id}`}
                role="tabpanel"
                aria-labelledby={`${ids}-tab-${s.id}`}
                data-section={s.id}
                hidden={tab !== s.id}
              >
                {s.render(props)}
              </div>
            ))}
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        title={asking === 'conflict' ? 'Ürün başka bir yerde değiştirildi' : 'Kaydedilmemiş değişiklikler var'}
        message={
          asking === 'close'
            ? 'Kaydedilmemiş değişiklikler var. Kapatırsanız bu değişiklikler kaybolur.'
            : asking === 'conflict'
              ? editorMessages.changedElsewhere
              : null
        }
        confirmLabel={asking === 'conflict' ? 'Yine de kaydet' : 'Kaydetmeden kapat'}
        pendingLabel={asking === 'conflict' ? 'Kaydediliyor...' : 'Kapatılıyor...'}
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          if (asking === 'conflict') await save(true);
          else onClose();
        }}
      />
    </>
  );
}
