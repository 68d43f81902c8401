import { formatTRY, fromKurus } from '../../schemas/money.ts';
import { vatLabel, type VatLine } from '../../schemas/vat.ts';
import { placeLine } from '../../schemas/addresses.ts';
import { FREE_SHIPPING_SENTENCE, shippingLabel } from './shipping.ts';

// The two texts the buyer agrees to at checkout, filled with this order's lines,
// totals and the buyer's data. The island shows them; the confirmation mail carries
// them as agreed; the consent rows record their versions (accounts/consents.ts).

export interface ContractSeller {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface ContractData {
  seller: ContractSeller;
  buyer: {
    name: string;
    email: string;
    phone: string;
    address: string;
    companyName?: string | null;
    taxNumber?: string | null;
    taxOffice?: string | null;
  };
  shippingAddress: string;
  lines: { name: string; quantity: number; unit: string; totalPrice: string }[];
  subtotalKurus: number;
  /** KDV per rate present, highest first. */
  vat: VatLine[];
  totalKurus: number;
  orderNumber?: string;
  date?: Date;
}

interface Address {
  address: string;
  city: string;
  district?: string | null;
  postalCode: string;
}

/** What both the checkout preview (form values, cart) and the confirmation mail (stored order) know. */
export interface ContractInput {
  seller: ContractSeller;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  companyName?: string | null;
  taxNumber?: string | null;
  taxOffice?: string | null;
  billing: Address;
  shipping: Address;
  items: { productName: string; variantName: string | null; quantity: number; unit: string; totalPrice: string }[];
  subtotalKurus: number;
  vat: VatLine[];
  totalKurus: number;
  orderNumber?: string;
  date?: Date;
}

const addressLine = (a: Address) =>
  [a.address, placeLine(a.postalCode, a.city, a.district)].filter(Boolean).join(', ') || '-';

/** The one way contract data is built, from an order or from the checkout form before it is sent. */
export function contractData(input: ContractInput): ContractData {
  return {
    seller: input.seller,
    buyer: {
      name: input.customerName || '-',
      email: input.customerEmail || '-',
      phone: input.customerPhone || '-',
      address: addressLine(input.billing),
      companyName: input.companyName,
      taxNumber: input.taxNumber,
      taxOffice: input.taxOffice,
    },
    shippingAddress: addressLine(input.shipping),
    lines: input.items.map((i) => ({
      name: i.variantName ? `${i.productName} - ${i.variantName}` : i.productName,
      quantity: i.quantity,
      unit: i.unit,
      totalPrice: i.totalPrice,
    })),
    subtotalKurus: input.subtotalKurus,
    vat: input.vat,
    totalKurus: input.totalKurus,
    orderNumber: input.orderNumber,
    date: input.date,
  };
}

export interface LegalText {
  title: string;
  sections: { heading: string; body: string[] }[];
}

function parties(d: ContractData) {
  const buyer = [
    `Ad Soyad / Unvan: ${d.buyer.companyName ? `${d.buyer.name} (${d.buyer.companyName})` : d.buyer.name}`,
    `Adres: ${d.buyer.address}`,
    `Telefon: ${d.buyer.phone}`,
    `E-posta: ${d.buyer.email}`,
  ];
  if (d.buyer.taxNumber)
    buyer.push(
      d.buyer.taxOffice
        ? `Vergi Dairesi / No: ${d.buyer.taxOffice} / ${d.buyer.taxNumber}`
        : `Vergi No: ${d.buyer.taxNumber}`,
    );
  return [
    {
      heading: 'Satıcı',
      body: [
        `Unvan: ${d.seller.name}`,
        `Adres: ${d.seller.address}`,
        `Telefon: ${d.seller.phone}`,
        `E-posta: ${d.seller.email}`,
      ],
    },
    { heading: 'Alıcı', body: buyer },
  ];
}

function goods(d: ContractData) {
  const body = d.lines.map((l) => `${l.name} – ${l.quantity} ${l.unit} – ${formatTRY(l.totalPrice)}`);
  body.push(
    `Ara toplam: ${formatTRY(fromKurus(d.subtotalKurus))}`,
    ...d.vat.map((v) => `${vatLabel(v.rate)}: ${formatTRY(fromKurus(v.vatKurus))}`),
    `Kargo: ${shippingLabel()}`,
    `Toplam (KDV dahil): ${formatTRY(fromKurus(d.totalKurus))}`,
  );
  if (d.orderNumber) body.unshift(`Sipariş numarası: ${d.orderNumber}`);
  return { heading: 'Sözleşme konusu ürünler ve bedel', body };
}

const delivery = (d: ContractData) => ({
  heading: 'Teslimat',
  body: [
    `Teslimat adresi: ${d.shippingAddress}`,
    'Ürünler ödeme onayından sonra 1-3 iş günü içinde kargoya verilir; teslimat genellikle 2-5 iş günü sürer. Stokta olan ürünler 1-2, stokta olmayanlar 5-15, özel üretim ürünler 15-30 iş günü içinde hazırlanır.',
    FREE_SHIPPING_SENTENCE,
  ],
});

const withdrawal = {
  heading: 'Cayma hakkı ve iade',
  body: [
    'Alıcı, teslim tarihinden itibaren 14 gün içinde gerekçe göstermeden cayma hakkına sahiptir. Değişim talebi 7 gün içinde yapılır.',
    'Hasarlı teslimatlar 24 saat içinde fotoğraflarla bildirilir; eksik parçalar 2-5 iş günü içinde gönderilir. Bedel iadesi 14 gün içinde yapılır.',
    'İade kargo ücreti, hasarlı teslimatlar dışında alıcıya aittir. Ürünler en az 2 yıl garantilidir.',
  ],
};

const disputes = {
  heading: 'Uyuşmazlıklar',
  body: [
    '30.000 TL altındaki uyuşmazlıklarda alıcının yerleşim yerindeki tüketici hakem heyetleri yetkilidir. Ödeme kredi kartı (tek çekim veya taksit), banka kartı veya havale ile yapılır.',
  ],
};

export function distanceSalesContract(d: ContractData): LegalText {
  const dated = d.date ? [{ heading: 'Tarih', body: [d.date.toLocaleDateString('tr-TR')] }] : [];
  return {
    title: 'Mesafeli Satış Sözleşmesi',
    sections: [...parties(d), goods(d), delivery(d), withdrawal, disputes, ...dated],
  };
}

export function preliminaryInformation(d: ContractData): LegalText {
  return {
    title: 'Ön Bilgilendirme Formu',
    sections: [
      ...parties(d),
      goods(d),
      {
        heading: 'Ödeme',
        body: [
          'Toplam bedel sipariş onayında kartınızdan tahsil edilir. Kart bilgileri ödeme kuruluşunun güvenli formunda alınır, mağazada saklanmaz.',
        ],
      },
      delivery(d),
      withdrawal,
      { heading: 'Müşteri hizmetleri', body: [`Hafta içi 09:00-18:00: ${d.seller.phone}, ${d.seller.email}`] },
    ],
  };
}

/** Plain text of a legal text, for e-mails. */
export function legalTextAsPlain(t: LegalText): string {
  return [t.title.toLocaleUpperCase('tr-TR'), ...t.sections.map((s) => `${s.heading}\n${s.body.join('\n')}`)].join(
    '\n\n',
  );
}
