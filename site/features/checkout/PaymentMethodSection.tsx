import { formatTRY } from '#api/shared/money.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod, type PaymentOptions } from '#api/shared/payment-methods.ts';
import { RadioChoices } from './RadioChoices';

interface Props {
  className: string;
  options: PaymentOptions;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
}

/** 'Ödeme Yöntemi': only the methods the shop has switched on; the transfer's discount is said beside it. */
export function PaymentMethodSection({ className, options, method, onMethod }: Props) {
  const discount = Number(options.bankTransferDiscount) > 0 ? options.bankTransferDiscount : null;
  return (
    <fieldset className={className}>
      <legend className="px-1 text-lg font-semibold">Ödeme Yöntemi</legend>
      <RadioChoices
        name="paymentMethod"
        label="Ödeme yöntemi"
        className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-6"
        options={options.methods}
        value={method}
        onChange={onMethod}
      >
        {(m) => (
          <>
            {PAYMENT_METHOD_LABELS[m]}
            {m === 'bank_transfer' && discount && (
              <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                %{discount.replace('.', ',')} indirim
              </span>
            )}
          </>
        )}
      </RadioChoices>
      {method === 'open_account' && options.openAccount && (
        <p className="text-sm text-slate-600">
          Siparişiniz onaylanır ve cari hesabınıza işlenir; tutarı {options.openAccount.paymentTermDays} gün içinde
          ödersiniz. Kullanılabilir limitiniz: {formatTRY(options.openAccount.available)}.
        </p>
      )}
      {method === 'bank_transfer' && (
        <p className="text-sm text-slate-600">
          Siparişiniz onaylandığında banka hesap bilgilerimiz sipariş sayfanızda ve e-postanızda gösterilir. Ödemenizi
          belirtilen süre içinde, açıklamaya sipariş numaranızı yazarak yapın; ürünleriniz ödeme bize ulaştığında
          hazırlanır.
        </p>
      )}
    </fieldset>
  );
}
