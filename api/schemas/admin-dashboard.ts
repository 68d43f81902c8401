// The admin dashboard's overview, shared by the panel and the API. Revenue counts confirmed
// orders only (confirmed, processing, shipped, delivered): not pending, not cancelled.

export const REVENUE_STATUSES = ['confirmed', 'processing', 'shipped', 'delivered'] as const;
export const AWAITING_SHIPMENT_STATUSES = ['confirmed', 'processing'] as const;
export const CHART_DAYS = 30;

export interface RevenueFigure {
  /** "1234.50" */
  amount: string;
  orders: number;
}

export interface DashboardOverview {
  today: RevenueFigure;
  last7Days: RevenueFigure;
  last30Days: RevenueFigure;
  /** One entry per day (Turkey's time), oldest first, days without orders included. */
  daily: { date: string; amount: string }[];
  /** Best sellers by revenue, one entry per product and unit. */
  topProducts: { name: string; unit: string; quantity: number; revenue: string }[];
  lowStockThreshold: number;
  lowStock: { id: number; name: string; sku: string | null; stock: number }[];
  /** Orders paid more than five days ago without an issued invoice (the law allows seven after delivery). */
  uninvoiced: { count: number; days: number };
  /** Received returns within `warningDays` of their 14-day refund deadline, and open ones past it (issue 49). */
  returnsDue: { dueSoon: number; overdue: number; warningDays: number };
  /** Paid orders to go by carrier (pickup orders wait at the shop, not for a carrier). */
  awaitingShipment: {
    count: number;
    orders: {
      id: number;
      orderNumber: string;
      customerName: string;
      totalAmount: string;
      createdAt: string;
      status: string;
    }[];
  };
}
