import { formatTRY } from '#api/shared/money.ts';
import { btn } from '#site/components/ui/buttons.tsx';
import { useOrderAction, type OrderPartProps } from './useOrderAction';

/** What a correction asked of the buyer, until the admin records that it arrived ('Fark alındı'); the order ships after. */
export function CorrectionDue(props: OrderPartProps) {
  const { order } = props;
  const { busy, post } = useOrderAction(props);
  if (order.correctionDue === '0.00') return null;
  const settle = () => post('correction/settled', {}, 'Kaydedilemedi');
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 font-semibold text-amber-800">
      Düzeltmeden müşteriden istenen: {formatTRY(order.correctionDue)}
      <button type="button" className={btn.small} disabled={busy} onClick={() => void settle()}>
        Fark alındı
      </button>
    </p>
  );
}
