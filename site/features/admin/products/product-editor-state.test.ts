import { describe, expect, it } from 'vitest';
import type { ProductEditorState } from '#api/schemas/admin-product-editor.ts';
import {
  attributeCell,
  changedSections,
  editorDraftOf,
  editorFormData,
  groupCell,
  isDirty,
  newTier,
  PRODUCT_LINE,
  type EditorDraft,
} from './product-editor-state';
import { newVariant } from './product-form-state';
import { sampleAdminProduct, sampleAdminVariant } from './admin-product-sample.test-support';

// A product whose C16 variant is on sale: the shop charges 279 (the stored price), 318 comes back at its end.
const saved: ProductEditorState = {
  product: sampleAdminProduct({
    id: 7,
    name: 'Otomatik Sigorta',
    slug: 'otomatik-sigorta',
    basePrice: '318.00',
    variants: [
      sampleAdminVariant({ id: 11, name: 'C16', price: '279.00' }),
      sampleAdminVariant({ id: 12, name: 'C25', price: '330.00' }),
    ],
    createdAt: '2026-11-01T09:00:00.000Z',
  }),
  pricing: {
    minOrderQuantity: 1,
    orderStep: 1,
    groups: [{ id: 3, name: 'Bayi', discountPercent: '10' }],
    groupPrices: [{ priceGroupId: 3, variantId: 12, price: '300.00' }],
    tiers: [],
  },
  sales: [
    {
      variantId: 11,
      salePrice: '279.00',
      startsAt: '2026-11-27T09:00:00Z',
      endsAt: '2026-12-27T09:00:00Z',
      regularPrice: '318.00',
      running: true,
      overridden: false,
      compareAtPrice: '318.00',
    },
  ],
  dimensions: { weightKg: 0.12, widthCm: null, lengthCm: null, heightCm: null },
  attributeValues: [{ attributeId: 5, variantId: 11, value: '16' }],
  version: 'v1',
};

const keyOf = (draft: EditorDraft, name: string) => draft.fields.variants.find((v) => v.name === name)!.key;

describe('the product dialog state (decision 0407)', () => {
  it('starts from the server: a running sale shows the price the shop charges, nothing to save', () => {
    const loaded = editorDraftOf(saved);
    const draft = structuredClone(loaded);
    expect(draft.fields.variants[0]!.price).toBe('279.00');
    expect(draft.sales[keyOf(draft, 'C16')]!.salePrice).toBe('279.00');
    expect(draft.dimensions.weightKg).toBe('0,12');
    expect(draft.attributes[attributeCell(5, keyOf(draft, 'C16'))]).toBe('16');
    expect(isDirty(loaded, draft)).toBe(false);
    // The bug of issue 50: the untouched sale must not be sent again with the main save.
    expect(changedSections(loaded, draft)).toEqual({});
  });

  it('is dirty after any change and clean again when it is undone', () => {
    const loaded = editorDraftOf(saved);
    const changed = { ...loaded, dimensions: { ...loaded.dimensions, heightCm: '7' } };
    expect(isDirty(loaded, changed)).toBe(true);
    expect(isDirty(loaded, { ...changed, dimensions: loaded.dimensions })).toBe(false);
    expect(isDirty(loaded, { ...loaded, fields: { ...loaded.fields, name: 'Başka' } })).toBe(true);
    expect(isDirty(loaded, { ...loaded, tiers: [newTier({ minQuantity: '10', unitPrice: '1' })] })).toBe(true);
    // A cell typed into and emptied again is no change.
    expect(isDirty(loaded, { ...loaded, groupPrices: { ...loaded.groupPrices, [groupCell(3, 'x')]: '' } })).toBe(false);
  });

  it('sends only the changed sections, naming variants by position, new ones included', () => {
    const loaded = editorDraftOf(saved);
    const added = { ...newVariant(), name: 'C32', price: '350' };
    const draft: EditorDraft = {
      ...loaded,
      fields: { ...loaded.fields, variants: [...loaded.fields.variants, added] },
      sales: {
        ...loaded.sales,
        [keyOf(loaded, 'C16')]: { salePrice: '', startsAt: '', endsAt: '' },
        [added.key]: { salePrice: '299,90', startsAt: '2026-12-01T09:00', endsAt: '2026-12-31T18:00' },
      },
      attributes: { ...loaded.attributes, [attributeCell(5, added.key)]: '32', [attributeCell(6, PRODUCT_LINE)]: 'c' },
    };
    const sections = changedSections(loaded, draft);
    expect(Object.keys(sections).sort()).toEqual(['attributes', 'sales']);
    expect(sections.sales).toEqual([
      { variant: 0, salePrice: null },
      {
        variant: 2,
        salePrice: '299,90',
        startsAt: new Date('2026-12-01T09:00').toISOString(),
        endsAt: new Date('2026-12-31T18:00').toISOString(),
      },
    ]);
    expect(sections.attributes).toEqual([
      { attributeId: 5, variant: 0, value: '16' },
      { attributeId: 5, variant: 2, value: '32' },
      { attributeId: 6, variant: null, value: 'c' },
    ]);
  });

  it('leaves the cells of a removed variant to the database and carries the version it was loaded at', () => {
    const loaded = editorDraftOf(saved);
    const c25 = keyOf(loaded, 'C25');
    // C25 goes: its group price goes with it (ON DELETE CASCADE), nothing to send for it.
    const draft = { ...loaded, fields: { ...loaded.fields, variants: loaded.fields.variants.slice(0, 1) } };
    expect(changedSections(loaded, draft)).toEqual({});
    // A section changed for other reasons is sent without the removed variant's cells.
    const priced = { ...draft, groupPrices: { ...draft.groupPrices, [groupCell(3, keyOf(loaded, 'C16'))]: '250' } };
    expect(changedSections(loaded, priced).groupPrices).toEqual([{ priceGroupId: 3, variant: 0, price: '250' }]);
    expect(loaded.groupPrices[groupCell(3, c25)]).toBe('300.00');
    const form = editorFormData(loaded, draft, { editing: true, version: saved.version, force: false });
    expect(JSON.parse(String(form.get('sections')))).toEqual({ version: 'v1' });
    expect(JSON.parse(String(form.get('variants')))).toHaveLength(1);
    const forced = editorFormData(loaded, draft, { editing: true, version: saved.version, force: true });
    expect(JSON.parse(String(forced.get('sections'))).force).toBe(true);
  });
});
