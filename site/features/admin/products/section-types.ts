import type { ReactNode } from 'react';
import type { ProductEditorState } from '#api/schemas/admin-product-editor.ts';
import type { ProductPricing } from '#api/schemas/admin-pricing.ts';
import { PRODUCT_LINE, type EditorDraft } from './product-editor-state';

// What every section of the product dialog is given (decision 0407). A section edits the draft;
// the dialog's one button saves them all. A section that saves on its own (documents, relations)
// uses `state` for the saved product's id and says it needs a first save when there is none.

export interface SectionProps {
  draft: EditorDraft;
  set: (change: (draft: EditorDraft) => EditorDraft) => void;
  /** The server's last answer for a saved product; null for a new one. */
  state: ProductEditorState | null;
  groups: ProductPricing['groups'];
}

export interface ProductSection {
  id: string;
  label: string;
  render: (props: SectionProps) => ReactNode;
}

/** A line of a per-variant section: the product itself when it has no variants, else each variant. */
export interface Line {
  line: string;
  name: string;
  price: string;
  variantId: number | null;
}

export function linesOf(draft: EditorDraft): Line[] {
  const { variants, basePrice } = draft.fields;
  if (variants.length === 0) return [{ line: PRODUCT_LINE, name: 'Ürün', price: basePrice, variantId: null }];
  return variants.map((v, i) => ({
    line: v.key,
    name: v.name.trim() || `${i + 1}. seçenek`,
    price: v.price,
    variantId: v.id ?? null,
  }));
}
