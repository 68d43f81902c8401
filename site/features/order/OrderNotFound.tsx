/** 'Sipariş Bulunamadı': the number was not found; check it. */
export function OrderNotFound({ orderNumber }: { orderNumber: string | null }) {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold">Sipariş Bulunamadı</h1>
      <p className="mt-3 text-slate-600">
        {orderNumber ? (
          <>
            <strong>{orderNumber}</strong> numaralı sipariş bulunamadı.
          </>
        ) : (
          'Sipariş bulunamadı.'
        )}{' '}
        Lütfen sipariş numaranızı kontrol edin.
      </p>
      <a
        href="/urunler"
        className="mt-6 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Alışverişe Devam Et
      </a>
    </div>
  );
}
