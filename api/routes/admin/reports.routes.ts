import type { H3, H3Event } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { parseOrInvalid } from '../../core/parse.ts';
import { reportQuerySchema, type ReportKind } from '../../schemas/admin-reports.ts';
import { salesReport } from '../../services/reports/sales-report.ts';
import { productReport } from '../../services/reports/product-report.ts';
import { customerReport } from '../../services/reports/customer-report.ts';
import { reportXlsx } from '../../services/reports/report-xlsx.ts';
import { XLSX_TYPE, download } from '../../http/download.ts';

/** The business in numbers: sales, products and customers of paid orders, as JSON or a workbook. */
export function adminReportRoutes(app: H3, ctx: AppContext) {
  const build = (kind: ReportKind, event: H3Event) => {
    const q = parseOrInvalid(reportQuerySchema, Object.fromEntries(event.url.searchParams));
    if (kind === 'sales') return salesReport(ctx.sql, q);
    if (kind === 'products') return productReport(ctx.sql, q);
    return customerReport(ctx.sql, q);
  };
  for (const kind of ['sales', 'products', 'customers'] as const) {
    app.get(`/api/admin/reports/${kind}`, (event) => build(kind, event));
    app.get(`/api/admin/reports/${kind}.xlsx`, async (event) => {
      const report = await build(kind, event);
      const q = event.url.searchParams;
      return download(await reportXlsx(kind, report), XLSX_TYPE, `rapor-${kind}-${q.get('from')}-${q.get('to')}.xlsx`);
    });
  }
}
