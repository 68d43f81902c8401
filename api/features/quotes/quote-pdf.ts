import type { QuoteView } from './schemas.ts';
import { formatDate } from '../../shared/date-format.ts';
import { formatTRY } from '../../shared/money.ts';
import { vatLabel } from '../../shared/vat.ts';
import {
  finishDocument,
  note,
  pairs,
  section,
  startDocument,
  table,
  totals,
  type Seller,
} from '../../documents/pdf-document.ts';

// The quote as a PDF: what the customer receives by e-mail and downloads in 'Hesabım', and what
// the admin downloads. It prints the same view the API answers.

const quantity = (n: number, unit: string) => `${n.toLocaleString('tr-TR')} ${unit}`;

export async function quotePdf(quote: QuoteView, seller: Seller): Promise<Buffer> {
  const doc = await startDocument({
    title: 'Teklif',
    seller,
    facts: [
      ['Teklif No', quote.number],
      ['Tarih', formatDate(quote.createdAt)],
      ['Geçerlilik', quote.validUntil ? formatDate(quote.validUntil) : '-'],
    ],
  });
  section(doc, 'Müşteri');
  pairs(doc, [
    ['Ad Soyad', quote.customerName],
    ['E-posta', quote.customerEmail],
  ]);
  if (quote.note) section(doc, 'Müşterinin notu', quote.note);
  section(doc, 'Teklif edilen ürünler');
  table(
    doc,
    [
      { header: 'Ürün', share: 0.4 },
      { header: 'Miktar', share: 0.14, align: 'right' },
      { header: 'Birim Fiyat', share: 0.16, align: 'right' },
      { header: 'KDV', share: 0.1, align: 'right' },
      { header: 'Tutar', share: 0.2, align: 'right' },
    ],
    quote.lines.map((l) => [
      l.variantName ? `${l.productName} – ${l.variantName}` : l.productName,
      quantity(l.quantity, l.unit),
      formatTRY(l.unitPrice),
      `%${l.vatRate}`,
      formatTRY(l.totalPrice),
    ]),
  );
  totals(doc, [
    ['Ara Toplam (KDV hariç)', formatTRY(quote.subtotal)],
    ...quote.vat.map((v): [string, string] => [vatLabel(v.rate), formatTRY(v.vat)]),
    ['Genel Toplam (KDV dahil)', formatTRY(quote.total)],
  ]);
  note(
    doc,
    [
      'Birim fiyatlara KDV dahil değildir; KDV her satırın tutarı üzerinden hesaplanmıştır. Kargo ücreti siparişte eklenir.',
      quote.validUntil
        ? `Bu teklif ${formatDate(quote.validUntil)} tarihi sonuna kadar geçerlidir. Teklifi Hesabım > Teklifler sayfasından kabul ettiğinizde ürünler teklif fiyatıyla sepetinize eklenir.`
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return finishDocument(doc);
}
