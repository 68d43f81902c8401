import type { AppContext } from '../core/context.ts';
import type { Delivery } from './outbox.ts';
import { mailCustomer } from './customer-mail.ts';
import { returnCarriageNote, type ReturnView } from '../schemas/returns.ts';

// The buyer's mails of a return (issue 49): approved (with what to give at the branch and where
// the parcel goes), received, rejected with the reason. The refund's own mail comes from the
// order's refund (refund-mail.ts), naming the return. All leave through the outbox.

export interface ReturnBuyer {
  customerName: string;
  customerEmail: string;
}

type Step = 'approved' | 'received' | 'rejected';

function body(step: Step, r: ReturnView): string[] {
  const lines = r.lines.map((l) => `- ${l.productName}: ${l.receivedQuantity ?? l.quantity} adet`);
  if (step === 'approved')
    return [
      `${r.orderNumber} numaralı siparişiniz için ${r.returnNumber} numaralı iade talebiniz onaylandı.`,
      '',
      ...lines,
      '',
      `Ürünleri ${r.carrier} şubesinden iade kodunu söyleyerek gönderebilirsiniz. ${returnCarriageNote(r.reason)}`,
      `Kargo firması: ${r.carrier}`,
      `İade kodu: ${r.returnCode}`,
      `Gönderim adresi: ${r.returnAddress}`,
      '',
      'Lütfen ürünleri mümkünse orijinal ambalajıyla, faturanın bir kopyası veya iade numarasıyla birlikte paketleyin.',
    ];
  if (step === 'received')
    return [
      `${r.returnNumber} numaralı iadeniz depomuza ulaştı ve incelendi.`,
      '',
      ...lines,
      '',
      'İade tutarınız en geç 14 gün içinde ödeme yönteminize iade edilecektir.',
    ];
  return [
    `${r.orderNumber} numaralı siparişiniz için ${r.returnNumber} numaralı iade talebiniz reddedildi.`,
    `Neden: ${r.rejectReason}`,
    '',
    'Sorularınız için bu e-postayı yanıtlayabilir veya bizi arayabilirsiniz.',
  ];
}

const SUBJECTS: Record<Step, string> = {
  approved: 'İade talebiniz onaylandı',
  received: 'İadeniz teslim alındı',
  rejected: 'İade talebiniz hakkında',
};

/** Sends the step's mail; a failing SMTP server leaves it in the outbox, a failing database is logged. */
export async function sendReturnMail(
  ctx: AppContext,
  step: Step,
  buyer: ReturnBuyer,
  r: ReturnView,
): Promise<Delivery | 'failed'> {
  try {
    return await mailCustomer(
      ctx,
      { name: buyer.customerName, email: buyer.customerEmail },
      `${SUBJECTS[step]} (${r.returnNumber})`,
      [
        ...body(step, r),
        '',
        `Sipariş ve iade durumu: ${ctx.config.siteUrl}/siparis/${encodeURIComponent(r.orderNumber)}`,
      ],
    );
  } catch (error) {
    ctx.log.error('İade e-postası gönderilemedi', { returnNumber: r.returnNumber, error });
    return 'failed';
  }
}
