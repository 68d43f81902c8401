// One interface for a carrier the admin opens shipments at (decision 0402). An adapter only speaks
// its carrier's API; the shop's rules (which orders may ship, idempotency, the status change) sit
// in api/services/orders/carrier-shipment.ts.

export interface ShipmentRequest {
  /** The shop's key for this parcel at the carrier: the same on every retry, so one order is one shipment. */
  referenceId: string;
  orderNumber: string;
  recipient: {
    name: string;
    phone: string;
    email: string;
    address: string;
    district: string | null;
    city: string;
    /** VKN or TCKN when the order has one. */
    taxId: string | null;
  };
  /** Chargeable desi of the parcel (at least 1) and its weight in whole kilograms (at least 1). */
  desi: number;
  kg: number;
  content: string;
}

export interface CreatedShipment {
  trackingNumber: string;
  /** What the parcel's barcode encodes (the carrier's piece barcode, else the tracking number). */
  barcode: string;
  /** The carrier's own label when it gives one: ZPL for a thermal printer, or a PDF. */
  labelZpl: string | null;
  labelPdf: Uint8Array | null;
}

export interface CarrierAdapter {
  /** As the carrier list and the tracking pages name it (api/schemas/carriers.ts). */
  name: string;
  /** Opens the shipment; a retry with the same referenceId answers the shipment already opened. */
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  /** Cancels it while the carrier still allows (before its branch took the parcel). */
  cancelShipment(shipment: { referenceId: string; trackingNumber: string }): Promise<void>;
}

/**
 * The carrier's refusal or silence, with the reason in Turkish: 'auth' (the account's
 * credentials), 'address' (the recipient), 'refused' (another rule of the carrier), 'unavailable'
 * (no answer in time, or a server error: the shipment may or may not exist, a retry settles it).
 */
export class CarrierError extends Error {
  readonly reason: 'auth' | 'address' | 'refused' | 'unavailable';
  constructor(reason: CarrierError['reason'], message: string) {
    super(message);
    this.name = 'CarrierError';
    this.reason = reason;
  }
}
