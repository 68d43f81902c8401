// Carrier shipments opened from the admin (decision 0402): the answer shape and the Turkish
// messages the admin sees. Shared by the API and the admin's islands.

export interface ShipmentView {
  carrier: string;
  trackingNumber: string;
  /** GET this for the label to print and stick on the parcel. */
  labelUrl: string;
  /** The carrier's own label for a thermal printer (ZPL), when it gave one. */
  thermalLabelUrl: string | null;
  createdAt: string;
}

/** GET /api/admin/orders/{id}/shipment: the connected carrier (null: tracking typed by hand) and the order's shipment. */
export interface OrderShipmentState {
  carrier: string | null;
  shipment: ShipmentView | null;
}

export const labelUrlOf = (orderId: number) => `/api/admin/orders/${orderId}/shipment/label.pdf`;
export const thermalLabelUrlOf = (orderId: number) => `/api/admin/orders/${orderId}/shipment/label.zpl`;

export const SHIPMENT_MESSAGES = {
  noCarrier:
    'Kargo firması bağlantısı yapılandırılmamış (MNG_* değişkenleri); takip numarasını "Kargoya Verildi" durumunda elle girin.',
  manualEntry: 'Kargo firması bağlı değil: takip numarası elle girilir.',
  pickup: 'Mağazadan teslim alınacak bir sipariş için kargo etiketi oluşturulmaz.',
  noLabel: 'Bu sipariş için oluşturulmuş bir kargo etiketi yok.',
  created: (carrier: string, trackingNumber: string) =>
    `${carrier} gönderisi oluşturuldu (takip no ${trackingNumber}); sipariş kargoya verildi.`,
  existing: (carrier: string, trackingNumber: string) =>
    `Bu siparişin ${carrier} gönderisi zaten var (takip no ${trackingNumber}).`,
} as const;
