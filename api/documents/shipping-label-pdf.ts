import { formatDate } from '../shared/date-format.ts';
import {
  barcode,
  finishDocument,
  nextDocument,
  pairs,
  section,
  startDocument,
  type DocumentHead,
  type Seller,
} from './pdf-document.ts';

// The label to stick on a parcel the carrier took by API (decision 0402), when the carrier gives
// none as PDF (MNG Kargo answers ZPL for thermal printers): the carrier's barcode of the parcel
// large enough for a branch's scanner, who sends it, who gets it, and its desi.

export interface ShippingLabel {
  carrier: string;
  trackingNumber: string;
  /** What the barcode encodes: the carrier's piece barcode, else the tracking number. */
  barcode: string;
  orderNumber: string;
  createdAt: Date;
  recipient: { name: string; phone: string; address: string };
  desi: string;
  pieces: number;
}

/** One PDF, each parcel's label on its own page (the bulk bar prints the day's parcels at once). */
export async function shippingLabelsPdf(labels: ShippingLabel[], seller: Seller): Promise<Buffer> {
  const doc = await startDocument(headOf(labels[0]!, seller));
  for (const [i, label] of labels.entries()) {
    if (i > 0) nextDocument(doc, headOf(label, seller));
    await barcode(doc, label.barcode, 72);
    section(doc, 'Alıcı', `${label.recipient.name}\n${label.recipient.address}\nTel: ${label.recipient.phone}`);
    section(doc, 'Gönderici', `${seller.name}\n${seller.address}\nTel: ${seller.phone}`);
    section(doc, 'Gönderi');
    pairs(doc, [
      ['Desi', label.desi],
      ['Parça', String(label.pieces)],
      ['Ödeme', 'Gönderici ödemeli'],
    ]);
  }
  return finishDocument(doc);
}

function headOf(label: ShippingLabel, seller: Seller): DocumentHead {
  return {
    title: 'Kargo Etiketi',
    seller,
    facts: [
      ['Kargo', label.carrier],
      ['Takip No', label.trackingNumber],
      ['Sipariş No', label.orderNumber],
      ['Tarih', formatDate(label.createdAt)],
    ],
  };
}
