import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../api/schemas/admin-orders';
import { Badge } from '../shared/ui';

const TONES = { pending: 'amber', confirmed: 'blue', processing: 'violet', shipped: 'blue', delivered: 'green', cancelled: 'red', refunded: 'red', partially_refunded: 'amber' } as const;

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
