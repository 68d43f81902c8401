import type { ProductEditorState } from '#api/schemas/admin-product-editor.ts';
import type { ProductPricing } from '#api/schemas/admin-pricing.ts';
import { draftOf, formDataOf, type ProductDraft } from './product-form-state';

// The product dialog's whole state as text (decision 0407): the product form plus its sections
// (pricing, sales, measures, technical values). Sections name variants by their form key, so a
// variant added in this dialog can carry a sale or a value before it exists; the one save turns
// keys into positions. The dialog keeps the draft it loaded: what differs is unsaved (dirty) and
// only the changed sections are sent, so an untouched running sale is never re-sent.

/** The product itself where a section has a line per variant or one for the product. */
export const PRODUCT_LINE = 'p';

export interface TierDraft {
  key: string;
  /** A variant's form key, '' for all variants. */
  variantKey: string;
  priceGroupId: string;
  minQuantity: string;
  unitPrice: string;
}

export interface SaleDraft {
  salePrice: string;
  /** `datetime-local` values in the admin's zone. */
  startsAt: string;
  endsAt: string;
}

export const DIMENSION_FIELDS = [
  ['weightKg', 'Ağırlık (kg)'],
  ['widthCm', 'En (cm)'],
  ['lengthCm', 'Boy (cm)'],
  ['heightCm', 'Yükseklik (cm)'],
] as const;
export type DimensionKey = (typeof DIMENSION_FIELDS)[number][0];

export interface EditorDraft {
  fields: ProductDraft;
  orderStep: string;
  /** `groupCell(groupId, line)` → price; empty: the group's percentage applies. */
  groupPrices: Record<string, string>;
  tiers: TierDraft[];
  /** line → sale; an empty price is no sale. */
  sales: Record<string, SaleDraft>;
  dimensions: Record<DimensionKey, string>;
  /** `attributeCell(attributeId, line)` → value as typed ('2,5', a choice code, 'true'); '' is none. */
  attributes: Record<string, string>;
}

/** The `sections` field as sent (api/schemas/admin-product-editor.ts reads it). */
export interface SectionsBody {
  version?: string;
  force?: boolean;
  orderStep?: number;
  groupPrices?: { priceGroupId: number; variant: number | null; price: string }[];
  tiers?: { variant: number | null; priceGroupId: number | null; minQuantity: number; unitPrice: string }[];
  sales?: (
    | { variant: number | null; salePrice: null }
    | { variant: number | null; salePrice: string; startsAt: string; endsAt: string }
  )[];
  dimensions?: Record<DimensionKey, string>;
  attributes?: { attributeId: number; variant: number | null; value: string }[];
}

export const groupCell = (groupId: number, line: string) => `${groupId}:${line}`;
export const attributeCell = (attributeId: number, line: string) => `${attributeId}:${line}`;
const cellParts = (cell: string) => {
  const at = cell.indexOf(':');
  return { id: Number(cell.slice(0, at)), line: cell.slice(at + 1) };
};

let tierKeys = 0;
export const newTier = (patch: Partial<TierDraft> = {}): TierDraft => ({
  key: `t${++tierKeys}`,
  variantKey: '',
  priceGroupId: '',
  minQuantity: '',
  unitPrice: '',
  ...patch,
});

/** An ISO time as a `datetime-local` value in the browser's zone ('2026-12-01T09:00'). */
export function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A price groups' list for a product not saved yet (its pricing has no explicit prices). */
export function emptyPricing(groups: ProductPricing['groups']): ProductPricing {
  return { minOrderQuantity: 1, orderStep: 1, groups, groupPrices: [], tiers: [] };
}

/** The draft of a saved product's state, or of a new product (null). */
export function editorDraftOf(state: ProductEditorState | null): EditorDraft {
  const fields = draftOf(state?.product ?? null);
  // A saved variant's line is its form key; the server names it by id.
  const lineOf = (variantId: number | null) =>
    variantId === null ? PRODUCT_LINE : (fields.variants.find((v) => v.id === variantId)?.key ?? `?${variantId}`);
  const decimal = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));
  return {
    fields,
    orderStep: String(state?.pricing.orderStep ?? 1),
    groupPrices: Object.fromEntries(
      (state?.pricing.groupPrices ?? []).map((g) => [groupCell(g.priceGroupId, lineOf(g.variantId)), g.price]),
    ),
    tiers: (state?.pricing.tiers ?? []).map((t) =>
      newTier({
        variantKey: t.variantId === null ? '' : lineOf(t.variantId),
        priceGroupId: t.priceGroupId === null ? '' : String(t.priceGroupId),
        minQuantity: String(t.minQuantity),
        unitPrice: t.unitPrice,
      }),
    ),
    sales: Object.fromEntries(
      (state?.sales ?? []).map((s) => [
        lineOf(s.variantId),
        { salePrice: s.salePrice, startsAt: localInput(s.startsAt), endsAt: localInput(s.endsAt) },
      ]),
    ),
    dimensions: {
      weightKg: decimal(state?.dimensions.weightKg ?? null),
      widthCm: decimal(state?.dimensions.widthCm ?? null),
      lengthCm: decimal(state?.dimensions.lengthCm ?? null),
      heightCm: decimal(state?.dimensions.heightCm ?? null),
    },
    attributes: Object.fromEntries(
      (state?.attributeValues ?? []).map((a) => [attributeCell(a.attributeId, lineOf(a.variantId)), a.value]),
    ),
  };
}

/** The draft as compared for 'unsaved changes': chosen files by name, blank cells as none. */
function comparable(d: EditorDraft) {
  const filled = (r: Record<string, string>) => Object.entries(r).filter(([, v]) => v.trim() !== '');
  return JSON.stringify({
    ...d,
    fields: { ...d.fields, newImages: d.fields.newImages.map((f) => f.name) },
    groupPrices: filled(d.groupPrices).sort(),
    attributes: filled(d.attributes).sort(),
    sales: Object.entries(d.sales)
      .filter(([, s]) => s.salePrice.trim() !== '')
      .sort(),
    tiers: d.tiers.map(({ key: _key, ...t }) => t),
  });
}

/** Something was changed since the draft was loaded (closing would lose it). */
export const isDirty = (loaded: EditorDraft, draft: EditorDraft) => comparable(loaded) !== comparable(draft);

/**
 * The sections that differ from the loaded draft, in the one save's terms (variants by position;
 * cells of variants removed in this dialog dropped). A sale line is sent only when it changed.
 */
export function changedSections(loaded: EditorDraft, draft: EditorDraft): SectionsBody {
  const positions = new Map(draft.fields.variants.map((v, i) => [v.key, i]));
  const position = (line: string) => (line === PRODUCT_LINE || line === '' ? null : (positions.get(line) ?? -1));
  const lineLives = (line: string) => position(line) !== -1;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const sections: SectionsBody = {};

  if (draft.orderStep !== loaded.orderStep) sections.orderStep = Number(draft.orderStep);
  // Compared as filled cells; sent as those of the variants still in the form.
  const filled = (cells: Record<string, string>) =>
    Object.entries(cells)
      .filter(([, v]) => v.trim() !== '')
      .sort();
  const live = (cells: Record<string, string>) => filled(cells).filter(([cell]) => lineLives(cellParts(cell).line));
  if (!same(filled(loaded.groupPrices), filled(draft.groupPrices)))
    sections.groupPrices = live(draft.groupPrices).map(([cell, price]) => {
      const { id, line } = cellParts(cell);
      return { priceGroupId: id, variant: position(line), price: price.trim() };
    });
  const tiers = (d: EditorDraft) => d.tiers.map(({ key: _key, ...t }) => t);
  if (!same(tiers(loaded), tiers(draft)))
    sections.tiers = draft.tiers
      .filter((t) => lineLives(t.variantKey))
      .map((t) => ({
        variant: position(t.variantKey),
        priceGroupId: t.priceGroupId ? Number(t.priceGroupId) : null,
        minQuantity: Number(t.minQuantity),
        unitPrice: t.unitPrice,
      }));
  if (!same(loaded.dimensions, draft.dimensions)) sections.dimensions = { ...draft.dimensions };

  const sales: NonNullable<SectionsBody['sales']> = [];
  for (const line of new Set([...Object.keys(loaded.sales), ...Object.keys(draft.sales)])) {
    if (!lineLives(line)) continue;
    const was = loaded.sales[line];
    const now = draft.sales[line];
    const had = !!was && was.salePrice.trim() !== '';
    const has = !!now && now.salePrice.trim() !== '';
    if (!has && had) sales.push({ variant: position(line), salePrice: null });
    else if (now && has && !same(was, now))
      // datetime-local has no zone: the browser's (the admin's) is meant, sent as UTC.
      sales.push({
        variant: position(line),
        salePrice: now.salePrice.trim(),
        startsAt: now.startsAt ? new Date(now.startsAt).toISOString() : '',
        endsAt: now.endsAt ? new Date(now.endsAt).toISOString() : '',
      });
  }
  if (sales.length) sections.sales = sales;

  if (!same(filled(loaded.attributes), filled(draft.attributes)))
    sections.attributes = live(draft.attributes).map(([cell, value]) => {
      const { id, line } = cellParts(cell);
      return { attributeId: id, variant: position(line), value: value.trim() };
    });
  return sections;
}

/** The one save's multipart body: the product form, then the changed sections with the version loaded. */
export function editorFormData(
  loaded: EditorDraft,
  draft: EditorDraft,
  options: { editing: boolean; version: string | null; force: boolean },
): FormData {
  const form = formDataOf(draft.fields, options.editing);
  const sections = changedSections(loaded, draft);
  if (options.version) sections.version = options.version;
  if (options.force) sections.force = true;
  form.append('sections', JSON.stringify(sections));
  return form;
}
