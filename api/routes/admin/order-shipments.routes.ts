import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { idParam } from '../../http/params.ts';
import { PDF_TYPE, download } from '../../http/download.ts';
import { orderMessages } from '../../schemas/admin-orders.ts';
import { SHIPMENT_MESSAGES, type OrderShipmentState } from '../../schemas/shipments.ts';
import { carrierFor } from '../../carriers/carrier.ts';
import { createOrderShipment, orderShipment } from '../../services/orders/carrier-shipment.ts';
import { shipmentLabelsFile, thermalLabelFile } from '../../services/orders/shipment-label.ts';
import { readJson } from '../../http/body.ts';
import { packingSlipsSchema } from '../../schemas/admin-order-actions.ts';
import { getOrder } from '../../services/orders/orders-admin.ts';

// Carrier shipments from the admin (decision 0402): open one for an order, read it, print its label.
export function adminOrderShipmentRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/carrier', (): { carrier: string | null; message: string | null } => {
    const carrier = carrierFor(ctx.config)?.name ?? null;
    return { carrier, message: carrier ? null : SHIPMENT_MESSAGES.manualEntry };
  });

  app.get('/api/admin/orders/:id/shipment', async (event): Promise<OrderShipmentState> => {
    const id = idParam(event, orderMessages.notFound);
    return { carrier: carrierFor(ctx.config)?.name ?? null, shipment: await orderShipment(ctx, id) };
  });

  app.post('/api/admin/orders/:id/shipment', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    const { user } = await requireAdmin(event, ctx);
    const { shipment, created } = await createOrderShipment(ctx, id, user.id);
    const message = (created ? SHIPMENT_MESSAGES.created : SHIPMENT_MESSAGES.existing)(
      shipment.carrier,
      shipment.trackingNumber,
    );
    return { ...shipment, message, order: await getOrder(ctx.sql, id) };
  });

  app.get('/api/admin/orders/:id/shipment/label.pdf', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    return download(await shipmentLabelsFile(ctx, [id]), PDF_TYPE, `kargo-etiketi-${id}.pdf`);
  });

  // The carrier's own label, sent straight to a thermal (Zebra) printer.
  app.get('/api/admin/orders/:id/shipment/label.zpl', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    return download(await thermalLabelFile(ctx, id), 'text/plain; charset=utf-8', `kargo-etiketi-${id}.zpl`);
  });

  // The selected orders' labels in one PDF, a page each (the same {ids} as their packing slips).
  app.post('/api/admin/orders/shipment-labels.pdf', async (event) => {
    const { ids } = await readJson(event, packingSlipsSchema);
    return download(await shipmentLabelsFile(ctx, ids), PDF_TYPE, `kargo-etiketleri-${ids.length}.pdf`);
  });
}
