/** The wire shape of `GET /api/payment/installments`: amounts as strings, like every other amount. */
export interface InstallmentTable {
  price: string;
  families: { cardFamily: string; plans: { count: number; monthly: string; total: string }[] }[];
}
