import { describe, expect, it } from 'vitest';
import { draftOf, formDataOf, newVariant, withName } from './product-form-state';

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
});
