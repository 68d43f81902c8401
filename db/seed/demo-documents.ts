import { createHash } from 'node:crypto';
import type { Tx } from '../connection.ts';
import type { DocumentKind } from '#api/schemas/product-documents.ts';
import type { RelationKind } from '#api/schemas/product-relations.ts';
import { minimalPdf } from './pictures.ts';
import type { SeedMedia } from './demo-types.ts';

// A few demo products' datasheets and certificates (small PDFs drawn here, stored as the admin's
// uploads are: files/<hash>.pdf) and their accessories and alternatives, so a new shop shows
// issue 47's documents and related products. The Viko RCD is out of stock: its page offers
// its alternative beside the buy button. Inserts fire catalogue_version_documents/_relations.

interface DocumentSeed {
  sku: string;
  kind: DocumentKind;
  title: string;
  lines: string[];
}

const DOCUMENTS: DocumentSeed[] = [
  {
    sku: 'SCH-A9F79116',
    kind: 'datasheet',
    title: 'Acti9 iC60N C16 Teknik Föy',
    lines: ['Anma akımı: 16 A', 'Açma eğrisi: C', 'Kutup sayısı: 1', 'Kesme kapasitesi: 6 kA (IEC 60898-1)'],
  },
  {
    sku: 'SCH-A9F79116',
    kind: 'declaration',
    title: 'Acti9 iC60N AB Uygunluk Beyanı',
    lines: ['2014/35/AB Alçak Gerilim Yönetmeliği', 'EN 60898-1, EN 60947-2'],
  },
  {
    sku: 'SCH-A9R11440',
    kind: 'datasheet',
    title: 'Acti9 iID 4P 40A 30mA Teknik Föy',
    lines: ['Anma akımı: 40 A', 'Hassasiyet: 30 mA', 'Tip: AC', 'Kutup sayısı: 4'],
  },
  {
    sku: 'VIK-RCD-2X25',
    kind: 'datasheet',
    title: 'Viko Kaçak Akım Rölesi 2x25A Teknik Föy',
    lines: ['Anma akımı: 25 A', 'Hassasiyet: 30 mA', 'Kutup sayısı: 2'],
  },
  {
    sku: 'PRY-NYM-3X25',
    kind: 'datasheet',
    title: 'NYM 3x2,5 mm² Teknik Föy',
    lines: ['İletken: bakır, tek telli', 'Kesit: 3 x 2,5 mm²', 'Anma gerilimi: 300/500 V', 'TS EN 50525'],
  },
  {
    sku: 'PRY-NYM-3X25',
    kind: 'certificate',
    title: 'NYM Kablo TSE Belgesi',
    lines: ['TSE uygunluk belgesi', 'TS EN 50525-2-31'],
  },
];

const RELATIONS: [sku: string, related: string, kind: RelationKind][] = [
  ['SCH-A9F79116', 'VIK-SU-KUTU', 'accessory'],
  ['SCH-A9F79116', 'KLM-AVK', 'accessory'],
  ['SCH-A9F79116', 'ABB-S201-C', 'alternative'],
  ['SCH-A9F79116', 'SIE-5SL6-1P', 'alternative'],
  ['VIK-RCD-2X25', 'LEG-RX3-RCD-2P', 'alternative'],
  ['VIK-RCD-2X25', 'MUT-SA-KUTU', 'accessory'],
  ['SCH-A9R11440', 'ABB-F204-AC', 'alternative'],
  ['SCH-A9R11440', 'SCH-RESI9-SA', 'accessory'],
  ['PRY-NYM-3X25', 'MUT-SPR-HF', 'accessory'],
  ['PRY-NYM-3X25', 'KLM-KB-BYZ', 'accessory'],
  ['PRY-NYM-3X25', 'MUT-BUAT-60', 'accessory'],
  ['PRY-NYM-3X25', 'PRY-NYM-3D', 'alternative'],
  ['ERC-TOP-CBK', 'ERC-KLP', 'spare_part'],
];

export interface StoredDemoDocument {
  sku: string;
  kind: DocumentKind;
  title: string;
  key: string;
  size: number;
}

/** Draws and stores the demo's PDFs (before the seed's transaction, as its pictures are). */
export async function storeDemoDocuments(store: SeedMedia): Promise<StoredDemoDocument[]> {
  const stored: StoredDemoDocument[] = [];
  for (const d of DOCUMENTS) {
    const pdf = minimalPdf(d.title, ['Demo belgesi: örnek değerler.', '', ...d.lines], [0.11, 0.3, 0.85]);
    const key = `files/${createHash('sha256').update(pdf).digest('hex').slice(0, 20)}.pdf`;
    await store.file(key, pdf);
    stored.push({ sku: d.sku, kind: d.kind, title: d.title, key, size: pdf.length });
  }
  return stored;
}

/** The stored documents' rows and the demo's relations, by SKU. */
export async function insertDemoDocumentsAndRelations(
  tx: Tx,
  productId: Map<string, number>,
  documents: StoredDemoDocument[],
): Promise<void> {
  const id = (sku: string) => {
    const found = productId.get(sku);
    if (found === undefined) throw new Error(`Demo documents: unknown SKU ${sku}`);
    return found;
  };
  await tx`INSERT INTO product_documents ${tx(
    documents.map((d) => ({
      product_id: id(d.sku),
      kind: d.kind,
      title: d.title,
      file_key: d.key,
      size_bytes: d.size,
    })),
  )}`;
  await tx`INSERT INTO product_relations ${tx(
    RELATIONS.map(([sku, related, kind], position) => ({
      product_id: id(sku),
      related_id: id(related),
      kind,
      position,
    })),
  )}`;
}
