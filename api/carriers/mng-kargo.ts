import { CarrierError, type CarrierAdapter, type CreatedShipment, type ShipmentRequest } from './carrier-types.ts';
import { createMngHttp, mngError, one, type MngAccount } from './mng-http.ts';
import { createMngPlaces } from './mng-places.ts';

// MNG Kargo (decision 0402): the order goes in with Standard Command's createOrder under the
// shop's reference, then Barcode Command's createbarcode turns it into a shipment and answers
// its shipmentId (the tracking number) and each piece's barcode and ZPL label. MNG keeps one order
// per reference ('ZATEN VAR', code 3002): after a lost answer the retry finds the order there and
// reads its shipment with Standard Query's getshipment instead of opening a second one.

/** MNG's code for "an order with this reference already exists". */
const DUPLICATE = /^3002$/;

export function createMngKargo(account: MngAccount): CarrierAdapter {
  const http = createMngHttp(account);
  const places = createMngPlaces(http);

  async function existingShipment(referenceId: string): Promise<CreatedShipment | null> {
    const reply = await http.call('GET', `/standardqueryapi/getshipment/${encodeURIComponent(referenceId)}`);
    if (reply.status !== 200) return null;
    const shipment = (one(reply.body).shipment ?? {}) as Record<string, unknown>;
    const id = shipment.shipmentId ? String(shipment.shipmentId) : '';
    return id ? { trackingNumber: id, barcode: id, labelZpl: null, labelPdf: null } : null;
  }

  return {
    name: 'MNG Kargo',
    async createShipment(req: ShipmentRequest) {
      const { cityCode, districtCode } = await places.codes(req.recipient.city, req.recipient.district);
      // MNG takes whole desi and kilograms per piece.
      const piece = {
        barcode: `${req.referenceId}-1`,
        desi: Math.ceil(req.desi),
        kg: Math.ceil(req.kg),
        content: req.content,
      };
      const order = await http.call('POST', '/standardcmdapi/createOrder', {
        order: {
          referenceId: req.referenceId,
          barcode: req.referenceId,
          billOfLandingId: req.orderNumber,
          isCOD: 0,
          codAmount: 0,
          shipmentServiceType: 1, // standard delivery
          packagingType: 3, // parcel
          content: req.content,
          smsPreference1: 0,
          smsPreference2: 0,
          smsPreference3: 0,
          paymentType: 1, // the sender (the shop) pays
          deliveryType: 1, // to the address
          description: `Sipariş ${req.orderNumber}`,
          marketPlaceShortCode: '',
          marketPlaceSaleCode: '',
        },
        orderPieceList: [piece],
        recipient: {
          cityCode,
          cityName: req.recipient.city,
          districtCode,
          districtName: req.recipient.district,
          address: req.recipient.address,
          email: req.recipient.email,
          fullName: req.recipient.name,
          mobilePhoneNumber: tenDigits(req.recipient.phone),
          // MNG requires a TCKN or VKN; a consumer who gave none gets the checksum-valid placeholder
          // MNG's integrators use for private persons.
          taxNumber: req.recipient.taxId ?? '11111111110',
          taxOffice: '',
          bussinessPhoneNumber: '',
          homePhoneNumber: '',
          refCustomerId: '',
        },
      });
      if (order.status !== 200) {
        const error = mngError(order.body);
        if (!DUPLICATE.test(error.code) && !/ZATEN VAR/i.test(error.text)) refused(error.text, order.status);
        const found = await existingShipment(req.referenceId);
        if (found) return found;
      }
      const made = await http.call('POST', '/barcodecmdapi/createbarcode', {
        referenceId: req.referenceId,
        billOfLandingId: req.orderNumber,
        isCOD: 0,
        codAmount: 0,
        packagingType: 3,
        printReferenceBarcodeOnError: 0,
        message: '',
        additionalContent1: req.orderNumber,
        additionalContent2: '',
        additionalContent3: '',
        additionalContent4: '',
        orderPieceList: [piece],
      });
      if (made.status !== 200) refused(mngError(made.body).text, made.status);
      const answer = one(made.body);
      const barcodes = Array.isArray(answer.barcodes) ? (answer.barcodes as Record<string, unknown>[]) : [];
      const trackingNumber = answer.shipmentId ? String(answer.shipmentId) : '';
      if (!trackingNumber) throw new CarrierError('unavailable', 'MNG Kargo gönderi numarası vermedi; tekrar deneyin.');
      const zpl = barcodes.map((b) => b.value).filter((v): v is string => typeof v === 'string' && v.includes('^XA'));
      return {
        trackingNumber,
        barcode: typeof barcodes[0]?.barcode === 'string' ? barcodes[0].barcode : trackingNumber,
        labelZpl: zpl.length ? zpl.join('\n') : null,
        labelPdf: null,
      };
    },
    async cancelShipment({ referenceId, trackingNumber }) {
      const reply = await http.call('PUT', '/barcodecmdapi/cancelshipment', {
        referenceId,
        shipmentId: trackingNumber,
      });
      if (reply.status !== 200) refused(mngError(reply.body).text, reply.status);
    },
  };
}

/** MNG wants a mobile number as ten digits: no 0, no +90. */
export function tenDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

function refused(reason: string, status: number): never {
  throw new CarrierError('refused', `MNG Kargo gönderiyi kabul etmedi: ${reason || `HTTP ${status}`}`);
}
