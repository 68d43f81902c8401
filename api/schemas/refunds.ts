import { z } from 'zod';
import { countSchema, idSchema } from './ids.ts';
import { amount as amountField } from './admin-fields.ts';

// Refunds and same-day cancellations from the admin order view, shared by the panel and the API.

export const REFUND_MESSAGES = {
  kind: 'İşlem iptal veya iade olmalıdır',
  amount: 'Geçerli bir iade tutarı giriniz (ör. 149.90)',
  nothing: 'İade için bir tutar girin veya ürün satırı seçin',
  both: 'Tutar ve ürün satırları birlikte iade edilemez',
  line: 'İade edilecek satır bu siparişe ait değil veya adedi kalan adetten fazla',
  notPaid: 'Ödemesi alınmamış veya tamamen iade edilmiş sipariş iade edilemez',
  notCaptured: 'Ön provizyon henüz tahsil edilmedi; tahsilat tamamlanınca iade yapılabilir',
  tooMuch: (left: string) => `İade tutarı ödenen tutardan kalanı aşamaz (kalan: ${left})`,
  cancelDay: 'İptal yalnızca ödemenin alındığı gün ve iade yapılmamışsa yapılabilir; sonrası için iade kullanın',
  provider: 'Ödeme sağlayıcısı işlemi yapamadı. Lütfen daha sonra tekrar deneyin.',
  inDoubt:
    'Ödeme sağlayıcısı iade isteğine zamanında yanıt vermedi; iadenin yapılıp yapılmadığı henüz bilinmiyor. Çift iade olmaması için sağlayıcı sonucu bildirene kadar bu sipariş için yeni bir iade yapılamaz; lütfen sağlayıcının panelinden durumu kontrol edin.',
  outcome: 'Sağlayıcının bildirdiği sonucu seçin: iade yapıldı veya yapılmadı',
  notInDoubt: 'Bu siparişte sonucu belirsiz bir iade yok',
  outcomeRecorded: 'İadenin sonucu kaydedildi',
  done: 'İade yapıldı',
  cancelled: 'Ödeme iptal edildi',
  failed: 'İade yapılamadı',
} as const;

const line = z.object({
  itemId: idSchema(REFUND_MESSAGES.line),
  quantity: countSchema(REFUND_MESSAGES.line, 1, 1_000_000),
});

export const refundSchema = z
  .object({
    kind: z.enum(['cancel', 'refund'], { error: REFUND_MESSAGES.kind }),
    amount: amountField(REFUND_MESSAGES.amount).optional(),
    lines: z.array(line, { error: REFUND_MESSAGES.line }).max(500, REFUND_MESSAGES.line).default([]),
    /** Put the refunded lines' quantities back on the shelf. */
    restock: z.boolean().default(false),
  })
  .superRefine((r, ctx) => {
    if (r.kind === 'cancel') return;
    if (r.amount !== undefined && r.lines.length > 0) ctx.addIssue({ code: 'custom', message: REFUND_MESSAGES.both });
    else if (r.amount === undefined && r.lines.length === 0)
      ctx.addIssue({ code: 'custom', message: REFUND_MESSAGES.nothing });
  });
export type RefundInput = z.output<typeof refundSchema>;

/** What the provider's panel says became of a refund in doubt (decision 0261), as the admin records it. */
export const refundOutcomeSchema = z.object({
  outcome: z.enum(['refunded', 'not_refunded'], { error: REFUND_MESSAGES.outcome }),
});
export type RefundOutcome = z.output<typeof refundOutcomeSchema>['outcome'];

export interface RefundView {
  kind: 'cancel' | 'refund';
  amount: string;
  lines: { itemId: number; quantity: number }[];
  restocked: boolean;
  /** The provider did not answer: whether the money went back is not known yet (decision 0261). */
  inDoubt: boolean;
  createdBy: string | null;
  createdAt: string;
}
