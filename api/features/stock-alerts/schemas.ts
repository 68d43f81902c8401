import { z } from 'zod';
import '../../schemas/zod-turkish.ts';
import { emailRule } from '../../schemas/auth.ts';
import { addCartItemSchema } from '../../schemas/cart.ts';

export const STOCK_ALERT_MESSAGES = {
  inStock: 'Bu ürün stokta; hemen sipariş verebilirsiniz',
  variantRequired: 'Haber almak istediğiniz ürün seçeneğini seçin',
  waiting: 'Ürün stoğa girdiğinde size bir e-posta göndereceğiz',
  confirmSent: 'E-posta adresinize bir onay bağlantısı gönderdik; bağlantıya tıkladığınızda talebiniz başlar',
  confirmed: 'Talebiniz onaylandı: ürün stoğa girdiğinde size bir e-posta göndereceğiz',
  cancelled: 'Stok bildirimi talebiniz iptal edildi',
  invalidLink: 'Bu bağlantı geçersiz ya da talep zaten sonuçlanmış',
} as const;

/** POST /api/stock-alerts: the product (and variant) out of stock, and where to write. */
export const stockAlertSchema = addCartItemSchema
  .pick({ productId: true, variantId: true })
  .extend({ email: emailRule });
export type StockAlertInput = z.infer<typeof stockAlertSchema>;

/** The confirmation and cancellation links' body. */
export const stockAlertTokenSchema = z.object({
  token: z.string(STOCK_ALERT_MESSAGES.invalidLink).max(100, STOCK_ALERT_MESSAGES.invalidLink),
});

/** What the shopper is told: waiting at once (a customer's own address) or after the mailed link. */
export interface StockAlertAnswer {
  status: 'waiting' | 'confirmation_sent';
  message: string;
}

/** GET /api/admin/stock-alerts: who waits for what, the most asked first (a purchasing signal). */
export interface StockAlertDemand {
  productId: number;
  productName: string;
  /** The variant's stock code, else the product's. */
  sku: string | null;
  variantId: number | null;
  variantName: string | null;
  /** Confirmed alerts still waiting. */
  waiting: number;
  /** The oldest of them: how long buyers have been asking. */
  since: string;
}
