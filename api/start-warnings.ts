import type { Config } from './core/config.ts';
import { MNG_VARIABLES } from './core/carrier-checks.ts';
import { PAYMENT_TOKEN_MINUTES } from './payments/provider-types.ts';
import { TRENDYOL_VARIABLES } from './core/trendyol-checks.ts';

/** Printed at every start: what makes this shop unfit for real money. */
export function startWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.paymentProvider === 'sandbox') {
    warnings.push(
      'Test modu: gerçek ödeme alınmaz. Ödemeler gömülü test sağlayıcısında (sandbox) işleniyor; canlı satış için iyzico değişkenlerini tanımlayın.',
    );
  }
  if (config.invoiceProvider === 'local') {
    warnings.push(
      "Test modu: faturalar GİB'e gönderilmez. Faturalar mağazada numaralanıp saklanıyor (INVOICE_PROVIDER=local), PDF'lerinde 'Test' yazar.",
    );
  }
  const mngSet = MNG_VARIABLES.filter((name) => config[name]);
  if (mngSet.length > 0 && !config.carrier) {
    warnings.push(
      `MNG Kargo yapılandırması eksik (${MNG_VARIABLES.filter((name) => !config[name]).join(', ')}): kargo etiketi oluşturulmaz, takip numaraları elle girilir.`,
    );
  }
  if (config.RESERVATION_MINUTES < PAYMENT_TOKEN_MINUTES) {
    warnings.push(
      `RESERVATION_MINUTES=${config.RESERVATION_MINUTES} ödeme oturumunun süresinden kısa; stok ${PAYMENT_TOKEN_MINUTES} dakika ayrılacak.`,
    );
  }
  // Refused in production (config-checks); elsewhere the channel is simply off, and said so.
  const trendyolSet = TRENDYOL_VARIABLES.filter((name) => config[name]);
  if (trendyolSet.length > 0 && !config.trendyol) {
    const missing = TRENDYOL_VARIABLES.filter((name) => !config[name]);
    warnings.push(`Trendyol kanalı kapalı: eksik değişkenler ${missing.join(', ')}.`);
  }
  return warnings;
}
