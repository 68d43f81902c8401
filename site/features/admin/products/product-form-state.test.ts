import { describe, expect, it } from 'vitest';
import { draftOf, formDataOf, heldUnitsOf, newVariant, withName } from './product-form-state';
import { sampleAdminProduct, sampleAdminVariant } from './admin-product-sample.test-support';

describe('product form state', () => {
  it('lets the slug follow the name until the admin edits it', () => {
    let draft = draftOf(null);
    draft = { ...draft, ...withName(draft, 'Ş') };
    draft = { ...draft, ...withName(draft, 'Şalter Işık') };
    expect(draft.slug).toBe('salter-isik');
    draft = { ...draft, slug: 'ozel-slug' };
    expect(withName(draft, 'Başka Ad').slug).toBe('ozel-slug');
  });

  it('builds the spec multipart body', () => {
    const draft = {
      ...draftOf(null),
      name: 'Priz',
      slug: 'priz',
      basePrice: '12.50',
      categories: [3],
      variants: [{ ...newVariant(), name: 'Beyaz', price: '12.50' }],
    };
    const form = formDataOf(draft, false);
    expect(form.get('name')).toBe('Priz');
    expect(JSON.parse(String(form.get('categories')))).toEqual([3]);
    expect(JSON.parse(String(form.get('variants')))[0]).toEqual({
      name: 'Beyaz',
      price: '12.50',
      stockQuantity: '0',
      sku: '',
      isActive: true,
      attributes: {},
    });
    expect(form.has('existingImages')).toBe(false);
    expect(formDataOf(draft, true).get('existingImages')).toBe('[]');
  });

  it('counts what unpaid orders hold of the product and its variants, and never sends it back', () => {
    const product = sampleAdminProduct({
      id: 1,
      name: 'Lamba',
      slug: 'lamba',
      basePrice: '10.00',
      variants: [
        sampleAdminVariant({ id: 7, name: 'E27', price: '10.00', stockQuantity: 26, heldQuantity: 26 }),
        sampleAdminVariant({ id: 8, name: 'E14', price: '10.00', stockQuantity: 5, heldQuantity: 2 }),
      ],
    });
    expect(heldUnitsOf(product)).toBe(28);
    expect(heldUnitsOf(null)).toBe(0);
    const sent = JSON.parse(String(formDataOf(draftOf(product), true).get('variants')));
    expect(sent[0]).toEqual({
      id: 7,
      name: 'E27',
      price: '10.00',
      stockQuantity: '26',
      stockBase: 26,
      sku: '',
      isActive: true,
      attributes: {},
    });
  });
});
