import { GeneralFields } from './GeneralFields';
import { PricingEditor } from './PricingEditor';
import { SalesEditor } from './SalesEditor';
import { VariantsEditor } from './VariantsEditor';
import { DimensionsEditor } from './DimensionsEditor';
import { AttributesEditor } from './AttributesEditor';
import { ImagesField } from './ImagesField';
import { DocumentsEditor } from './DocumentsEditor';
import { RelationsEditor } from './RelationsEditor';
import { ChannelsEditor } from './ChannelsEditor';
import type { ReactNode } from 'react';
import type { ProductSection } from './section-types';

/**
 * A section that saves on its own through the saved product's endpoints (documents, relations):
 * `{ ...savedProductSection('belgeler', 'Belgeler', (id) => <DocumentsEditor productId={id} />) }`.
 * Until the first save it says so instead.
 */
export function savedProductSection(
  id: string,
  label: string,
  render: (productId: number) => ReactNode,
): ProductSection {
  return {
    id,
    label,
    render: ({ state }) =>
      state ? (
        render(state.product.id)
      ) : (
        <p className="text-sm text-slate-600">Bu bölüm ürün kaydedildikten sonra kullanılabilir.</p>
      ),
  };
}

/**
 * The product dialog's tabs, in order (decision 0407). A new section is one entry here: one that
 * edits the draft is saved by the dialog's one button; one that saves on its own is a
 * `savedProductSection`.
 */
export const PRODUCT_SECTIONS: ProductSection[] = [
  { id: 'genel', label: 'Genel', render: (p) => <GeneralFields {...p} /> },
  {
    id: 'fiyat',
    label: 'Fiyat ve İndirim',
    render: (p) => (
      <div className="space-y-6">
        <PricingEditor {...p} />
        <SalesEditor {...p} />
      </div>
    ),
  },
  {
    id: 'secenekler',
    label: 'Seçenekler',
    render: ({ draft, set }) => (
      <VariantsEditor
        variants={draft.fields.variants}
        onChange={(variants) => set((d) => ({ ...d, fields: { ...d.fields, variants } }))}
      />
    ),
  },
  { id: 'olculer', label: 'Ölçüler', render: (p) => <DimensionsEditor {...p} /> },
  { id: 'teknik', label: 'Teknik Özellikler', render: (p) => <AttributesEditor {...p} /> },
  {
    id: 'gorseller',
    label: 'Görseller',
    render: ({ draft, set }) => (
      <ImagesField
        existing={draft.fields.existingImages}
        files={draft.fields.newImages}
        onExisting={(existingImages) => set((d) => ({ ...d, fields: { ...d.fields, existingImages } }))}
        onFiles={(newImages) => set((d) => ({ ...d, fields: { ...d.fields, newImages } }))}
      />
    ),
  },
  savedProductSection('belgeler', 'Belgeler', (id) => <DocumentsEditor productId={id} />),
  savedProductSection('iliskili', 'İlişkili Ürünler', (id) => <RelationsEditor productId={id} />),
  savedProductSection('kanallar', 'Kanallar', (id) => <ChannelsEditor productId={id} />),
];
