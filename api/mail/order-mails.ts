import type { AppContext } from '../core/context.ts';
import { formatTRY, toKurus } from '../shared/money.ts';
import type { OrderView } from '../schemas/order.ts';
import {
  contractData,
  legalTextAsPlain,
  orderLegalText,
  type ContractKind,
  type ContractSeller,
} from '../shared/sales-contract.ts';
import { readLegalFile } from '../services/content/legal-files.ts';
import { legalPlaceholders } from '../shared/legal-markdown.ts';
import { deliveryLabel, shippingLabel } from '../shared/shipping.ts';
import { loadOrderView } from '../services/orders/order-view.ts';
import { sellerInfo } from '../services/settings/shop-settings.ts';
import { mailAddress } from './mailer.ts';
import { deliverMail } from './outbox.ts';
import { mailCustomer } from './customer-mail.ts';
import { placeLine } from '../schemas/addresses.ts';
import { breakdownFromStrings, vatLabel } from '../shared/vat.ts';
import { formatDate, formatNumericDateTimeSeconds } from '../shared/date-format.ts';

/** After a confirmed payment: the confirmation (with the contract as agreed) to the buyer, a notice to company_email. */
export async function sendOrderMails(ctx: AppContext, orderId: number): Promise<void> {
  const order = await loadOrderView(ctx.sql, orderId);
  if (!order) return;
  await sendNewOrderMails(ctx, order, `${ctx.config.siteUrl}/siparis/${order.orderNumber}`, {
    subject: `Siparişiniz alındı – ${order.orderNumber}`,
    opening: [
      `${paidLine(order)} Siparişiniz 1-2 iş günü içinde hazırlanacak; kargo takip numarası e-posta ile gönderilecektir.`,
    ],
    noticeSubject: `Yeni sipariş: ${order.orderNumber} – ${formatTRY(order.totalAmount)}`,
    noticeHeadline: order.paymentDueOn
      ? `Yeni bir cari hesap siparişi verildi (son ödeme: ${dueDay(order.paymentDueOn)}).`
      : 'Yeni bir sipariş ödendi.',
  });
}

export interface NewOrderMails {
  /** The buyer's mail: its subject and what stands above the order. */
  subject: string;
  opening: string[];
  /** The shop's notice: its subject and first line. */
  noticeSubject: string;
  noticeHeadline: string;
}

/**
 * A new order's mails, card or transfer: to the buyer, the order with its link and the contract
 * texts they agreed to; to company_email (none without one), a notice that replies to the buyer.
 */
export async function sendNewOrderMails(ctx: AppContext, order: OrderView, link: string, mails: NewOrderMails) {
  const seller = await sellerInfo(ctx.sql);
  await mailBuyer(ctx, order, seller, mails.subject, [
    ...mails.opening,
    '',
    ...summary(order),
    '',
    `Siparişinizi görüntüleyin: ${link}`,
    '',
    ...agreedTexts(order, seller),
  ]);
  if (!seller.email) return;
  await deliverMail(ctx, {
    to: mailAddress(seller.name, seller.email),
    subject: mails.noticeSubject,
    text: [
      mails.noticeHeadline,
      '',
      `Müşteri: ${order.customerName} <${order.customerEmail}>, ${order.customerPhone}`,
      ...summary(order),
      '',
      link,
    ].join('\n'),
    replyTo: mailAddress(order.customerName, order.customerEmail),
  });
}

/** A mail about their order to the buyer, signed with the shop's name; replies go to company_email. */
export async function mailBuyer(
  ctx: AppContext,
  order: OrderView,
  seller: ContractSeller,
  subject: string,
  body: string[],
): Promise<void> {
  await mailCustomer(
    ctx,
    { name: order.customerName, email: order.customerEmail },
    subject,
    [...body, '', seller.name],
    {
      replyTo: seller.email ? mailAddress(seller.name, seller.email) : undefined,
    },
  );
}

/** The order's lines, totals and addresses as every order mail lists them. */
export function summary(order: OrderView): string[] {
  return [
    `Sipariş numarası: ${order.orderNumber}`,
    `Tarih: ${formatNumericDateTimeSeconds(order.createdAt)}`,
    '',
    'Ürünler:',
    ...order.items.map(
      (i) =>
        `- ${i.productName}${i.variantName ? ` (${i.variantName})` : ''} × ${i.quantity} ${i.unit}: ${formatTRY(i.totalPrice)}`,
    ),
    '',
    `Ara toplam: ${formatTRY(order.subtotal)}`,
    ...order.discounts.map((d) => `${d.label}: −${formatTRY(d.amount)}`),
    ...order.vatBreakdown.map((v) => `${vatLabel(v.rate)}: ${formatTRY(v.vat)}`),
    `Kargo: ${shippingLabel(order.shippingAmount)}`,
    `Toplam: ${formatTRY(order.totalAmount)}`,
    '',
    `Fatura adresi: ${order.billingAddress}, ${placeLine(order.billingPostalCode, order.billingCity, order.billingDistrict)}`,
    `Teslimat: ${deliveryLabel(order)}`,
    `Teslimat adresi: ${order.shippingAddress}, ${placeLine(order.shippingPostalCode, order.shippingCity, order.shippingDistrict)}`,
    ...(order.companyName
      ? [
          `Firma: ${order.companyName}${order.taxNumber ? `, Vergi No: ${order.taxNumber}` : ''}${order.taxOffice ? `, Vergi Dairesi: ${order.taxOffice}` : ''}`,
        ]
      : []),
    ...(order.notes ? [`Not: ${order.notes}`] : []),
  ];
}

/** The contract as the buyer agreed to it, from the stored order. */
export function orderContract(order: OrderView, seller: ContractSeller) {
  return contractData({
    ...order,
    seller,
    billing: {
      address: order.billingAddress,
      city: order.billingCity,
      district: order.billingDistrict,
      postalCode: order.billingPostalCode,
    },
    shipping: {
      address: order.shippingAddress,
      city: order.shippingCity,
      district: order.shippingDistrict,
      postalCode: order.shippingPostalCode,
    },
    subtotalKurus: toKurus(order.subtotal),
    discounts: order.discounts.map((d) => ({ label: d.label, kurus: toKurus(d.amount) })),
    vat: breakdownFromStrings(order.vatBreakdown),
    shippingKurus: toKurus(order.shippingAmount),
    totalKurus: toKurus(order.totalAmount),
    date: new Date(order.createdAt),
  });
}

/** The two texts the buyer agreed to, as plain text for a mail. */
export function agreedTexts(order: OrderView, seller: ContractSeller): string[] {
  const contract = orderContract(order, seller);
  const agreed = (kind: ContractKind) =>
    legalTextAsPlain(orderLegalText(kind, contract, readLegalFile(kind, legalPlaceholders(seller))));
  return [
    'Onayladığınız sözleşme metinleri aşağıdadır.',
    '',
    agreed('preliminary_info'),
    '',
    agreed('distance_sales_contract'),
  ];
}

/** A due day (YYYY-MM-DD) as Turkey reads it. */
const dueDay = (day: string) => formatDate(`${day}T12:00:00+03:00`);

/** How the money stands: paid, or (open account) owed on the account by its due day. */
const paidLine = (order: OrderView) =>
  order.paymentDueOn
    ? `Siparişiniz alındı ve cari hesabınıza işlendi; son ödeme tarihi ${dueDay(order.paymentDueOn)}.`
    : 'Ödemeniz başarıyla tamamlandı ve siparişiniz alındı.';
