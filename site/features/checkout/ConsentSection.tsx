import type { ContractKind } from '#api/shared/sales-contract.ts';
import { openLegal } from '../../lib/dialogs';
import { ErrorText } from '../../components/ui/FormField.tsx';

interface Props {
  contractConsent: boolean;
  marketingConsent: boolean;
  error?: string;
  onChange: (key: 'contractConsent' | 'marketingConsent', value: boolean) => void;
  onOpenContract: (kind: ContractKind) => void;
}

const link =
  'inline-flex min-h-11 items-center text-brand-600 underline underline-offset-2 hover:text-brand-700 lg:min-h-0';

/** The contract consent (required), the separate marketing consent (unticked) and the legal texts. */
export function ConsentSection({ contractConsent, marketingConsent, error, onChange, onOpenContract }: Props) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold">Sözleşmeler ve Onaylar</legend>
      <p className="text-sm text-slate-700">
        Siparişinize ait metinleri okuyun:{' '}
        <button type="button" className={link} onClick={() => onOpenContract('preliminary_info')}>
          Ön Bilgilendirme Formu
        </button>
        {' · '}
        <button type="button" className={link} onClick={() => onOpenContract('distance_sales_contract')}>
          Mesafeli Satış Sözleşmesi
        </button>
      </p>
      <div>
        <label className="flex min-h-11 items-start gap-3 py-1 text-sm">
          <input
            id="checkout-contractConsent"
            type="checkbox"
            className="mt-0.5 h-4 w-4"
            checked={contractConsent}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'checkout-contractConsent-error' : undefined}
            onChange={(e) => onChange('contractConsent', e.target.checked)}
          />
          <span>Mesafeli Satış Sözleşmesi ve Ön Bilgilendirme Formu'nu okudum, kabul ediyorum. *</span>
        </label>
        {error && <ErrorText id="checkout-contractConsent-error">{error}</ErrorText>}
      </div>
      <label className="flex min-h-11 items-start gap-3 py-1 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={marketingConsent}
          onChange={(e) => onChange('marketingConsent', e.target.checked)}
        />
        <span>Kampanya ve duyurulardan e-posta ile haberdar olmak istiyorum. (isteğe bağlı)</span>
      </label>
      <p className="text-xs text-slate-600">
        <button type="button" className={link} onClick={() => openLegal('delivery_return')}>
          Teslimat ve İade Şartları
        </button>
        {' · '}
        <button type="button" className={link} onClick={() => openLegal('kvkk')}>
          Kişisel Verilerin Korunması
        </button>
        {' · '}
        <button type="button" className={link} onClick={() => openLegal('privacy')}>
          Gizlilik Politikası
        </button>
        {' · '}
        <button type="button" className={link} onClick={() => openLegal('cookies')}>
          Çerez Politikası
        </button>
      </p>
    </fieldset>
  );
}
