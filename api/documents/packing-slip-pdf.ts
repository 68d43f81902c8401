import { formatDate, formatNumericDateTime } from '../shared/date-format.ts';
import {
  barcode,
  finishDocument,
  nextDocument,
  note,
  pairs,
  section,
  startDocument,
  table,
  type DocumentHead,
  type Seller,
} from './pdf-document.ts';

// What goes into the parcel (issue 50): the lines with their codes, quantities and units, the
// delivery address and a barcode of the order number. Where no e-invoice travels with the goods
// it is laid out as a dispatch note ('sevk irsaliyesi'): buyer and tax identity, dispatch date,
// and signature boxes for whoever hands over and takes the goods.

export interface PackingSlip {
  kind: 'packing' | 'dispatch';
  orderNumber: string;
  orderedAt: Date;
  /** The company's title, or the buyer's name. */
  buyer: string;
  /** The person beside a company, when there is one. */
  contact: string | null;
  phone: string;
  taxId: string | null;
  taxOffice: string | null;
  delivery: 'ship' | 'pickup';
  address: string;
  carrier: string | null;
  trackingNumber: string | null;
  buyerNote: string | null;
  invoiceNumber: string | null;
  lines: { code: string | null; name: string; quantity: number; unit: string }[];
}

export const SLIP_TITLES = { packing: 'Paket Listesi', dispatch: 'Sevk İrsaliyesi' } as const;

const quantity = (n: number) => n.toLocaleString('tr-TR');

/** One PDF, each slip starting on its own page. */
export async function packingSlipsPdf(slips: PackingSlip[], seller: Seller, now = new Date()): Promise<Buffer> {
  const heads = slips.map((s) => headOf(s, seller, now));
  const doc = await startDocument(heads[0]!);
  for (const [i, slip] of slips.entries()) {
    if (i > 0) nextDocument(doc, heads[i]!);
    await barcode(doc, slip.orderNumber);
    section(doc, slip.kind === 'dispatch' ? 'Sevk Edilen (Alıcı)' : 'Alıcı');
    pairs(doc, [
      ['Ad Soyad / Unvan', slip.contact ? `${slip.buyer} (${slip.contact})` : slip.buyer],
      ['Telefon', slip.phone],
      ...(slip.kind === 'dispatch'
        ? ([
            ['VKN / TCKN', slip.taxId ?? ''],
            ['Vergi Dairesi', slip.taxOffice ?? ''],
          ] as [string, string][])
        : []),
    ]);
    section(
      doc,
      slip.delivery === 'pickup' ? 'Teslimat: Mağazadan teslim' : 'Teslimat Adresi',
      slip.delivery === 'pickup' ? undefined : slip.address,
    );
    if (slip.carrier || slip.trackingNumber)
      pairs(doc, [
        ['Kargo', slip.carrier ?? ''],
        ['Takip No', slip.trackingNumber ?? ''],
      ]);
    if (slip.buyerNote) section(doc, 'Müşterinin notu', slip.buyerNote);
    section(doc, slip.kind === 'dispatch' ? 'Sevk Edilen Mallar' : 'Paketteki Ürünler');
    table(
      doc,
      [
        { header: 'Sıra', share: 0.07, align: 'right' },
        { header: 'Ürün Kodu', share: 0.2 },
        { header: 'Ürün', share: 0.47 },
        { header: 'Miktar', share: 0.13, align: 'right' },
        { header: 'Birim', share: 0.13 },
      ],
      slip.lines.map((l, n) => [String(n + 1), l.code ?? '-', l.name, quantity(l.quantity), l.unit]),
    );
    if (slip.kind === 'dispatch') {
      pairs(doc, [
        ['Teslim Eden (Ad Soyad, İmza)', ' '],
        ['Teslim Alan (Ad Soyad, İmza)', ' '],
      ]);
      note(
        doc,
        'Bu sevk irsaliyesi, faturası malla birlikte gönderilmeyen sevkiyat içindir; fatura ayrıca düzenlenir.',
      );
    } else note(doc, `Bu paketin faturası ${slip.invoiceNumber} numarasıyla elektronik olarak düzenlenmiştir.`);
  }
  return finishDocument(doc);
}

function headOf(slip: PackingSlip, seller: Seller, now: Date): DocumentHead {
  const facts: Array<[string, string]> =
    slip.kind === 'dispatch'
      ? [
          ['Sipariş No', slip.orderNumber],
          ['Düzenleme Tarihi', formatNumericDateTime(now)],
          ['Fiili Sevk Tarihi', formatDate(now)],
        ]
      : [
          ['Sipariş No', slip.orderNumber],
          ['Sipariş Tarihi', formatDate(slip.orderedAt)],
          ['Fatura No', slip.invoiceNumber ?? '-'],
        ];
  return { title: SLIP_TITLES[slip.kind], seller, facts };
}
