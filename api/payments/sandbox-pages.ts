import { createHash } from 'node:crypto';
import { formatTRY } from '../shared/money.ts';
import { TEST_MODE_NOTICE } from '../schemas/checkout.ts';

// The sandbox's hosted pages: plain HTML served by the API under its own strict
// policy. Only the small script that posts the result back to the shop may run.

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const AUTO_SUBMIT = "document.getElementById('geri-don').submit();";
const AUTO_SUBMIT_HASH = `sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}`;

const STYLE = `body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 10px 30px #0f172a1a}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.25rem 0}.muted{color:#475569;font-size:.9rem}
label{display:block;font-weight:600;margin-top:1rem;font-size:.9rem}input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #94a3b8;border-radius:.5rem;font-size:1rem;margin-top:.25rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}button{margin-top:1.5rem;width:100%;padding:.75rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.test-mode{background:#fef3c7;color:#78350f;border:1px solid #f59e0b;padding:.6rem;border-radius:.5rem;font-weight:600;margin:0 0 1rem}
.error{background:#fee2e2;color:#991b1b;padding:.6rem;border-radius:.5rem;margin-top:1rem}.ok{color:#15803d}.amount{font-size:1.5rem;font-weight:700;margin:.75rem 0}`;

export function pageHeaders(scriptHash?: string): Record<string, string> {
  const script = scriptHash ? `script-src '${scriptHash}'` : "script-src 'none'";
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; ${script}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export interface CardFormView {
  token: string;
  orderNumber: string;
  amount: string;
  error?: string;
  values?: { cardHolder?: string; expiry?: string };
}

export function cardFormPage(v: CardFormView): Response {
  const body = `<p class="test-mode" role="note">${TEST_MODE_NOTICE}</p><p class="muted">Güvenli Ödeme – Test Ortamı</p><h1>Kart ile Ödeme</h1>
<p class="muted">Sipariş numarası: <strong>${escape(v.orderNumber)}</strong></p><p class="amount">Ödenecek tutar: ${escape(formatTRY(v.amount))}</p>
${v.error ? `<p class="error" role="alert">${escape(v.error)}</p>` : ''}
<form method="post" action="/api/payment/sandbox/pay" autocomplete="off">
<input type="hidden" name="token" value="${escape(v.token)}">
<label for="cardNumber">Kart Numarası</label><input id="cardNumber" name="cardNumber" inputmode="numeric" maxlength="19" placeholder="0000 0000 0000 0000" required>
<label for="cardHolder">Kart Üzerindeki İsim</label><input id="cardHolder" name="cardHolder" value="${escape(v.values?.cardHolder ?? '')}" required>
<div class="row"><div><label for="expiry">Son Kullanma Tarihi (AA/YY)</label><input id="expiry" name="expiry" placeholder="12/30" maxlength="7" value="${escape(v.values?.expiry ?? '')}" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" maxlength="4" placeholder="123" required></div></div>
<button type="submit">${escape(formatTRY(v.amount))} Öde</button></form>
<p class="muted" style="margin-top:1rem">Test kartları: 5528 7900 0000 0008 (başarılı), 4111 1111 1111 1129 (yetersiz bakiye).</p>`;
  return new Response(page('Kart ile Ödeme', body), { headers: pageHeaders() });
}

/** After the card form: tells the buyer the outcome and posts the token to the shop's callback, as the real provider does. */
export function returnToShopPage(token: string, outcome: { ok: boolean; message: string }): Response {
  const body = `<h1 class="${outcome.ok ? 'ok' : ''}">${outcome.ok ? 'Ödeme onaylandı' : 'Ödeme reddedildi'}</h1><p>${escape(outcome.message)}</p>
<p class="muted">Mağazaya yönlendiriliyorsunuz…</p>
<form id="geri-don" method="post" action="/api/payment/callback"><input type="hidden" name="token" value="${escape(token)}"><button type="submit">Mağazaya dön</button></form>
<script>${AUTO_SUBMIT}</script>`;
  return new Response(page(outcome.ok ? 'Ödeme onaylandı' : 'Ödeme reddedildi', body), {
    headers: pageHeaders(AUTO_SUBMIT_HASH),
  });
}

export function sessionGonePage(): Response {
  const body = `<h1>Ödeme oturumu bulunamadı</h1><p>Bu ödeme oturumu bulunamadı, süresi doldu ya da zaten kullanıldı.</p><p><a href="/sepet/tamamla">Ödeme sayfasına dön</a></p>`;
  return new Response(page('Ödeme oturumu bulunamadı', body), { status: 404, headers: pageHeaders() });
}
