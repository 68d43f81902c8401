import { useEffect, useState } from 'react';
import { paymentFailure } from '#api/schemas/order.ts';
import { ResultHeading } from './ResultHeading';

interface Props {
  phone: string;
  email: string;
}

const TIPS = [
  'Kart numarası, son kullanma tarihi ve CVC kodunu doğru girdiğinizden emin olun.',
  'Kartınızın limitinin sipariş tutarı için yeterli olduğunu kontrol edin.',
  'Kartınızın internet alışverişine açık olduğundan emin olun.',
  '3D Secure doğrulamasını tamamladığınızdan emin olun.',
  'Sorun sürerse başka bir kartla deneyin veya bankanızla görüşün.',
];

/** /order-failed?error=code: title and message per code (the storefront spec's error catalogue), tips, help and the way back. */
export default function OrderFailed({ phone, email }: Props) {
  const [code, setCode] = useState<string | null | undefined>(undefined);
  useEffect(() => setCode(new URLSearchParams(window.location.search).get('error')), []);
  if (code === undefined) return null;
  const { title, message } = paymentFailure(code);
  const button = 'rounded-lg px-5 py-3 font-semibold';
  return (
    <div className="mx-auto max-w-2xl py-10">
      <ResultHeading ok={false} title={title} message={message} />
      <section aria-labelledby="tips" className="rounded-xl border border-slate-200 p-6">
        <h2 id="tips" className="mb-3 font-semibold">
          Lütfen şunları kontrol edin
        </h2>
        <ul className="space-y-2 text-sm">
          {TIPS.map((tip) => (
            <li key={tip} className="flex gap-2">
              <span aria-hidden="true" className="text-green-700">
                ✓
              </span>
              {tip}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="help" className="mt-6 rounded-xl bg-blue-50 p-6 text-sm text-blue-900">
        <h2 id="help" className="mb-2 font-semibold">
          Yardıma mı ihtiyacınız var?
        </h2>
        <p>Müşteri hizmetlerimize hafta içi 09:00-18:00 arasında ulaşabilirsiniz.</p>
        <p className="mt-2">
          Telefon:{' '}
          <a className="underline" href={`tel:${phone.replace(/\s/g, '')}`}>
            {phone}
          </a>
          {email && (
            <>
              {' '}
              · E-posta:{' '}
              <a className="underline" href={`mailto:${email}`}>
                {email}
              </a>
            </>
          )}
        </p>
      </section>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href="/sepet/tamamla" className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          Sepete Dön
        </a>
        <a href="/urunler" className={`${button} border border-slate-300 hover:bg-slate-50`}>
          Ürünlere Git
        </a>
        <a href="/" className={`${button} border border-slate-300 hover:bg-slate-50`}>
          Ana Sayfa
        </a>
      </div>
    </div>
  );
}
