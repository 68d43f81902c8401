// Keeps imports pointing at modules that moved. `MOVES` lists every module moved when the
// services were organised by domain (old path → new path). Run after merging a branch that
// was written against the old layout:
//
//   node scripts/module-moves.ts          rewrites imports of old paths to the new ones
//   node scripts/module-moves.ts --move   also `git mv`s any old path that still exists
//
// Relative and aliased (#api/…) import specifiers are touched; the file's own quoting and extension style stay.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listSourceFiles, rewriteSpecifiers } from './source-files.ts';

export const MOVES: [string, string][] = [
  ['api/config.ts', 'api/core/config.ts'],
  ['api/context.ts', 'api/core/context.ts'],
  ['api/routes/admin/params.ts', 'api/http/params.ts'],
  ['api/services/admin/catalogs.ts', 'api/services/content/catalogs.ts'],
  ['api/services/admin/references.ts', 'api/services/content/references.ts'],
  ['api/services/content/content-queries.ts', 'api/services/content/pages.ts'],
  ['api/services/content/settings.ts', 'api/services/settings/settings.ts'],
  ['api/services/orders/shop-settings.ts', 'api/services/settings/shop-settings.ts'],
  ['api/services/admin/categories.ts', 'api/services/catalogue/categories-admin.ts'],
  ['api/services/admin/products-read.ts', 'api/services/catalogue/products-admin.ts'],
  ['api/services/admin/products-write.ts', 'api/services/catalogue/products-save.ts'],
  ['api/services/admin/search.ts', 'api/services/text-search.ts'],
  ['api/services/admin/unique.ts', 'api/services/constraint-conflict.ts'],
  ['api/services/admin/contacts.ts', 'api/services/contact/contacts-admin.ts'],
  ['api/services/admin/orders-read.ts', 'api/services/orders/orders-admin.ts'],
  ['api/services/admin/orders-status.ts', 'api/services/orders/change-status.ts'],
  ['api/services/admin/shipped-mail.ts', 'api/mail/shipped-mail.ts'],
  ['api/services/auth/accounts.ts', 'api/services/accounts/accounts.ts'],
  ['api/services/auth/consents.ts', 'api/services/accounts/consents.ts'],
  ['api/services/auth/sessions.ts', 'api/services/accounts/sessions.ts'],
  ['api/services/auth/throttle.ts', 'api/services/accounts/throttle.ts'],
  ['api/schemas/sales-contract.ts', 'api/services/orders/sales-contract.ts'],
  ['site/islands/order/StatusBadge.tsx', 'site/components/ui/StatusBadge.tsx'],
  // Rules that both the browser and the server run live in api/shared/ (decision 0268).
  ['api/schemas/money.ts', 'api/shared/money.ts'],
  ['api/schemas/money.test.ts', 'api/shared/money.test.ts'],
  ['api/schemas/vat.ts', 'api/shared/vat.ts'],
  ['api/schemas/line-name.ts', 'api/shared/line-name.ts'],
  ['api/services/orders/totals.ts', 'api/shared/totals.ts'],
  ['api/services/orders/totals.test.ts', 'api/shared/totals.test.ts'],
  ['api/services/orders/shipping.ts', 'api/shared/shipping.ts'],
  ['api/services/orders/sales-contract.ts', 'api/shared/sales-contract.ts'],
  ['api/services/content/legal-markdown.ts', 'api/shared/legal-markdown.ts'],
  ['api/services/content/legal-markdown.test.ts', 'api/shared/legal-markdown.test.ts'],
  ['api/services/settings/defaults.ts', 'api/shared/settings-defaults.ts'],
  // Core knows nothing of HTTP: the rate limit counters are not HTTP (decision 0268).
  ['api/http/rate-limit.ts', 'api/core/rate-limit.ts'],
  ['api/http/rate-limit.test.ts', 'api/core/rate-limit.test.ts'],
  ['api/http/rate-limit-store.ts', 'api/core/rate-limit-store.ts'],
  // api/http/client-ip.ts keeps clientIp (h3); the parsing of TRUST_PROXY went to core: import
  // ProxyTrust, parseProxyTrust, clientAddress and isTrustedProxy from api/core/proxy-trust.ts.
  ['api/http/client-ip.test.ts', 'api/core/proxy-trust.test.ts'],
  // Site feature folders: each domain's islands, its nanostore and its client rules together
  // (decision 0268); the stores every island shares (dialogs, toast) went to site/lib/.
  ['site/islands/cart/CartDialog.tsx', 'site/features/cart/CartDialog.tsx'],
  ['site/islands/cart/CartLine.tsx', 'site/features/cart/CartLine.tsx'],
  ['site/stores/cart.ts', 'site/features/cart/cart-store.ts'],
  ['site/islands/market/CategoryFilter.tsx', 'site/features/market/CategoryFilter.tsx'],
  ['site/islands/market/FilterSheet.tsx', 'site/features/market/FilterSheet.tsx'],
  ['site/islands/market/FilterSidebar.tsx', 'site/features/market/FilterSidebar.tsx'],
  ['site/islands/market/ImageCarousel.tsx', 'site/features/market/ImageCarousel.tsx'],
  ['site/islands/market/MarketToolbar.tsx', 'site/features/market/MarketToolbar.tsx'],
  ['site/islands/market/Pagination.tsx', 'site/features/market/Pagination.tsx'],
  ['site/islands/market/PriceFilter.tsx', 'site/features/market/PriceFilter.tsx'],
  ['site/islands/market/ProductCard.tsx', 'site/features/market/ProductCard.tsx'],
  ['site/islands/market/ProductDialog.tsx', 'site/features/market/ProductDialog.tsx'],
  ['site/islands/market/ProductMarket.tsx', 'site/features/market/ProductMarket.tsx'],
  ['site/islands/market/ProductResults.tsx', 'site/features/market/ProductResults.tsx'],
  ['site/islands/market/TruncatedName.tsx', 'site/features/market/TruncatedName.tsx'],
  ['site/islands/market/cart-rules.test.ts', 'site/features/market/cart-rules.test.ts'],
  ['site/islands/market/cart-rules.ts', 'site/features/market/cart-rules.ts'],
  ['site/islands/market/format.ts', 'site/features/market/format.ts'],
  ['site/islands/market/pagination.test.ts', 'site/features/market/pagination.test.ts'],
  ['site/islands/market/pagination.ts', 'site/features/market/pagination.ts'],
  ['site/stores/market.ts', 'site/features/market/market-store.ts'],
  ['site/islands/checkout/AddressFields.tsx', 'site/features/checkout/AddressFields.tsx'],
  ['site/islands/checkout/CheckoutForm.tsx', 'site/features/checkout/CheckoutForm.tsx'],
  ['site/islands/checkout/CheckoutPage.tsx', 'site/features/checkout/CheckoutPage.tsx'],
  ['site/islands/checkout/ConsentSection.tsx', 'site/features/checkout/ConsentSection.tsx'],
  ['site/islands/checkout/ContractDialog.tsx', 'site/features/checkout/ContractDialog.tsx'],
  ['site/islands/checkout/InvoiceSection.tsx', 'site/features/checkout/InvoiceSection.tsx'],
  ['site/islands/checkout/OrderSummary.tsx', 'site/features/checkout/OrderSummary.tsx'],
  ['site/islands/checkout/SavedAddresses.tsx', 'site/features/checkout/SavedAddresses.tsx'],
  ['site/islands/checkout/SummaryPanel.tsx', 'site/features/checkout/SummaryPanel.tsx'],
  ['site/islands/checkout/TestModeNotice.tsx', 'site/features/checkout/TestModeNotice.tsx'],
  ['site/islands/checkout/form-values.ts', 'site/features/checkout/form-values.ts'],
  ['site/islands/checkout/saved-address.test.ts', 'site/features/checkout/saved-address.test.ts'],
  ['site/islands/checkout/saved-address.ts', 'site/features/checkout/saved-address.ts'],
  ['site/stores/checkout.ts', 'site/features/checkout/checkout-store.ts'],
  ['site/islands/order/OrderDetail.tsx', 'site/features/order/OrderDetail.tsx'],
  ['site/islands/order/OrderFailed.tsx', 'site/features/order/OrderFailed.tsx'],
  ['site/islands/order/OrderLines.tsx', 'site/features/order/OrderLines.tsx'],
  ['site/islands/order/OrderNotFound.tsx', 'site/features/order/OrderNotFound.tsx'],
  ['site/islands/order/OrderRefunds.tsx', 'site/features/order/OrderRefunds.tsx'],
  ['site/islands/order/OrderSuccess.tsx', 'site/features/order/OrderSuccess.tsx'],
  ['site/islands/order/use-order.ts', 'site/features/order/use-order.ts'],
  ['site/islands/account/AccountDialog.tsx', 'site/features/account/AccountDialog.tsx'],
  ['site/islands/account/ForgotPasswordForm.tsx', 'site/features/account/ForgotPasswordForm.tsx'],
  ['site/islands/account/LoginForm.tsx', 'site/features/account/LoginForm.tsx'],
  ['site/islands/account/RegisterForm.tsx', 'site/features/account/RegisterForm.tsx'],
  ['site/islands/account-page/AccountPage.tsx', 'site/features/account/AccountPage.tsx'],
  ['site/islands/account-page/AddressForm.tsx', 'site/features/account/AddressForm.tsx'],
  ['site/islands/account-page/AddressesPanel.tsx', 'site/features/account/AddressesPanel.tsx'],
  ['site/islands/account-page/OrdersPanel.tsx', 'site/features/account/OrdersPanel.tsx'],
  ['site/islands/account-page/PasswordPanel.tsx', 'site/features/account/PasswordPanel.tsx'],
  ['site/islands/account-page/PrivacyPanel.tsx', 'site/features/account/PrivacyPanel.tsx'],
  ['site/islands/account-page/ProfilePanel.tsx', 'site/features/account/ProfilePanel.tsx'],
  ['site/islands/account-links/ClaimOrdersPage.tsx', 'site/features/account/ClaimOrdersPage.tsx'],
  ['site/islands/account-links/ResetPasswordPage.tsx', 'site/features/account/ResetPasswordPage.tsx'],
  ['site/stores/account.ts', 'site/features/account/account-store.ts'],
  ['site/stores/auth.ts', 'site/features/account/auth-store.ts'],
  ['site/islands/admin/AdminDashboard.tsx', 'site/features/admin/AdminDashboard.tsx'],
  ['site/islands/admin/AdminHeader.tsx', 'site/features/admin/AdminHeader.tsx'],
  ['site/islands/admin/AdminTabs.tsx', 'site/features/admin/AdminTabs.tsx'],
  ['site/islands/admin/shared/ConfirmDialog.tsx', 'site/features/admin/shared/ConfirmDialog.tsx'],
  ['site/islands/admin/shared/ItemsPanel.tsx', 'site/features/admin/shared/ItemsPanel.tsx'],
  ['site/islands/admin/shared/ui.tsx', 'site/features/admin/shared/ui.tsx'],
  ['site/islands/admin/shared/useAdminList.ts', 'site/features/admin/shared/useAdminList.ts'],
  ['site/islands/admin/shared/useItemForm.ts', 'site/features/admin/shared/useItemForm.ts'],
  ['site/islands/admin/shared/useSave.ts', 'site/features/admin/shared/useSave.ts'],
  ['site/islands/admin/references/ReferenceDialog.tsx', 'site/features/admin/references/ReferenceDialog.tsx'],
  ['site/islands/admin/references/ReferencesPanel.tsx', 'site/features/admin/references/ReferencesPanel.tsx'],
  ['site/islands/admin/catalogs/CatalogDialog.tsx', 'site/features/admin/catalogs/CatalogDialog.tsx'],
  ['site/islands/admin/catalogs/CatalogsPanel.tsx', 'site/features/admin/catalogs/CatalogsPanel.tsx'],
  ['site/islands/admin/orders/AccountingExport.tsx', 'site/features/admin/orders/AccountingExport.tsx'],
  ['site/islands/admin/orders/OrderDetail.tsx', 'site/features/admin/orders/OrderDetail.tsx'],
  ['site/islands/admin/orders/OrderStatusForm.tsx', 'site/features/admin/orders/OrderStatusForm.tsx'],
  ['site/islands/admin/orders/OrdersPanel.tsx', 'site/features/admin/orders/OrdersPanel.tsx'],
  ['site/islands/admin/orders/PaymentActions.tsx', 'site/features/admin/orders/PaymentActions.tsx'],
  ['site/islands/admin/orders/PaymentRecordView.tsx', 'site/features/admin/orders/PaymentRecordView.tsx'],
  ['site/islands/admin/orders/RefundForm.tsx', 'site/features/admin/orders/RefundForm.tsx'],
  ['site/islands/admin/categories/CategoriesPanel.tsx', 'site/features/admin/categories/CategoriesPanel.tsx'],
  ['site/islands/admin/categories/CategoryDialog.tsx', 'site/features/admin/categories/CategoryDialog.tsx'],
  ['site/islands/admin/contacts/ContactsPanel.tsx', 'site/features/admin/contacts/ContactsPanel.tsx'],
  ['site/islands/admin/settings/CompanyCard.tsx', 'site/features/admin/settings/CompanyCard.tsx'],
  ['site/islands/admin/settings/LogoCard.tsx', 'site/features/admin/settings/LogoCard.tsx'],
  ['site/islands/admin/settings/PublishCard.tsx', 'site/features/admin/settings/PublishCard.tsx'],
  ['site/islands/admin/settings/SettingsPanel.tsx', 'site/features/admin/settings/SettingsPanel.tsx'],
  ['site/islands/admin/settings/VatCard.tsx', 'site/features/admin/settings/VatCard.tsx'],
  ['site/islands/admin/settings/save-setting.ts', 'site/features/admin/settings/save-setting.ts'],
  ['site/islands/admin/products/BulkBar.tsx', 'site/features/admin/products/BulkBar.tsx'],
  ['site/islands/admin/products/CategoryTree.tsx', 'site/features/admin/products/CategoryTree.tsx'],
  ['site/islands/admin/products/ImagesField.tsx', 'site/features/admin/products/ImagesField.tsx'],
  ['site/islands/admin/products/ImportDialog.tsx', 'site/features/admin/products/ImportDialog.tsx'],
  ['site/islands/admin/products/ImportSummaryView.tsx', 'site/features/admin/products/ImportSummaryView.tsx'],
  ['site/islands/admin/products/Pager.tsx', 'site/features/admin/products/Pager.tsx'],
  ['site/islands/admin/products/ProductDialog.tsx', 'site/features/admin/products/ProductDialog.tsx'],
  ['site/islands/admin/products/ProductTable.tsx', 'site/features/admin/products/ProductTable.tsx'],
  ['site/islands/admin/products/ProductsPanel.tsx', 'site/features/admin/products/ProductsPanel.tsx'],
  ['site/islands/admin/products/SheetImagesUpload.tsx', 'site/features/admin/products/SheetImagesUpload.tsx'],
  ['site/islands/admin/products/TableFilters.tsx', 'site/features/admin/products/TableFilters.tsx'],
  ['site/islands/admin/products/VariantsEditor.tsx', 'site/features/admin/products/VariantsEditor.tsx'],
  ['site/islands/admin/products/downloads.ts', 'site/features/admin/products/downloads.ts'],
  ['site/islands/admin/products/import-upload.ts', 'site/features/admin/products/import-upload.ts'],
  ['site/islands/admin/products/product-form-state.test.ts', 'site/features/admin/products/product-form-state.test.ts'],
  ['site/islands/admin/products/product-form-state.ts', 'site/features/admin/products/product-form-state.ts'],
  ['site/islands/admin/products/table-view.test.ts', 'site/features/admin/products/table-view.test.ts'],
  ['site/islands/admin/products/table-view.ts', 'site/features/admin/products/table-view.ts'],
  ['site/islands/admin/texts/HomepageTextsPanel.tsx', 'site/features/admin/texts/HomepageTextsPanel.tsx'],
  ['site/islands/admin/dashboard/DashboardPanel.tsx', 'site/features/admin/dashboard/DashboardPanel.tsx'],
  ['site/islands/admin/dashboard/RevenueChart.tsx', 'site/features/admin/dashboard/RevenueChart.tsx'],
  ['site/stores/admin.ts', 'site/features/admin/admin-store.ts'],
  ['site/stores/dialogs.ts', 'site/lib/dialogs.ts'],
  ['site/stores/toast.ts', 'site/lib/toast.ts'],
  // The market's listing as one feature folder (decision 0269): its query plans, its cache and
  // the stock it overlays, and the product details the market's dialog reads.
  ['api/services/catalogue/list-products.ts', 'api/services/catalogue/listing/list-products.ts'],
  ['api/services/catalogue/listing-cache.ts', 'api/services/catalogue/listing/listing-cache.ts'],
  ['api/services/catalogue/live-stock.ts', 'api/services/catalogue/listing/live-stock.ts'],
  ['api/services/catalogue/product-filters.ts', 'api/services/catalogue/listing/product-filters.ts'],
  ['api/services/catalogue/fresh-reads.ts', 'api/services/catalogue/listing/fresh-reads.ts'],
  ['api/services/catalogue/fresh-reads.test.ts', 'api/services/catalogue/listing/fresh-reads.test.ts'],
  ['api/services/catalogue/product-details.ts', 'api/services/catalogue/listing/product-details.ts'],
  // Each feature added since the services were organised has one home under api/features/<feature>/
  // (decision 0417): its routes, schemas, services, mails and jobs; others import its index.ts.
  ['api/services/promotions/cart-code.ts', 'api/features/promotions/cart-code.ts'],
  ['api/services/promotions/cart-promotions.ts', 'api/features/promotions/cart-promotions.ts'],
  ['api/services/promotions/order-discounts.ts', 'api/features/promotions/order-discounts.ts'],
  ['api/services/promotions/promotion-buyer.ts', 'api/features/promotions/promotion-buyer.ts'],
  ['api/services/promotions/promotion-uses.ts', 'api/features/promotions/promotion-uses.ts'],
  ['api/services/promotions/promotions-admin.ts', 'api/features/promotions/promotions-admin.ts'],
  ['api/routes/admin/promotions.routes.ts', 'api/features/promotions/admin.routes.ts'],
  ['api/schemas/promotions.ts', 'api/features/promotions/schemas.ts'],
  ['api/services/quotes/accept-quote.ts', 'api/features/quotes/accept-quote.ts'],
  ['api/services/quotes/edit-quote.ts', 'api/features/quotes/edit-quote.ts'],
  ['api/services/quotes/quote-events.ts', 'api/features/quotes/quote-events.ts'],
  ['api/services/quotes/quote-file.ts', 'api/features/quotes/quote-file.ts'],
  ['api/services/quotes/quote-order.ts', 'api/features/quotes/quote-order.ts'],
  ['api/services/quotes/quote-view.test.ts', 'api/features/quotes/quote-view.test.ts'],
  ['api/services/quotes/quote-view.ts', 'api/features/quotes/quote-view.ts'],
  ['api/services/quotes/request-quote.ts', 'api/features/quotes/request-quote.ts'],
  ['api/services/quotes/send-quote.ts', 'api/features/quotes/send-quote.ts'],
  ['api/routes/quotes.routes.ts', 'api/features/quotes/routes.ts'],
  ['api/routes/admin/quotes.routes.ts', 'api/features/quotes/admin.routes.ts'],
  ['api/schemas/quotes.ts', 'api/features/quotes/schemas.ts'],
  ['api/mail/quote-mails.ts', 'api/features/quotes/mails.ts'],
  ['api/documents/quote-pdf.ts', 'api/features/quotes/quote-pdf.ts'],
  ['api/services/open-account/account-payments.ts', 'api/features/open-account/account-payments.ts'],
  ['api/services/open-account/account-terms.ts', 'api/features/open-account/account-terms.ts'],
  ['api/services/open-account/account.ts', 'api/features/open-account/account.ts'],
  ['api/services/open-account/admin-account.ts', 'api/features/open-account/admin-account.ts'],
  ['api/services/open-account/ledger.test.ts', 'api/features/open-account/ledger.test.ts'],
  ['api/services/open-account/ledger.ts', 'api/features/open-account/ledger.ts'],
  ['api/services/open-account/statement-files.ts', 'api/features/open-account/statement-files.ts'],
  ['api/services/open-account/statement-holder.ts', 'api/features/open-account/statement-holder.ts'],
  ['api/services/open-account/statement-xlsx.ts', 'api/features/open-account/statement-xlsx.ts'],
  ['api/routes/account-statement.routes.ts', 'api/features/open-account/routes.ts'],
  ['api/routes/admin/open-account.routes.ts', 'api/features/open-account/admin.routes.ts'],
  ['api/schemas/open-account.ts', 'api/features/open-account/schemas.ts'],
  ['api/mail/open-account-mails.ts', 'api/features/open-account/mails.ts'],
  ['api/documents/account-statement-pdf.ts', 'api/features/open-account/statement-pdf.ts'],
  ['api/jobs/account-reminders.ts', 'api/features/open-account/overdue-reminders.ts'],
  ['api/mail/bank-transfer-mails.ts', 'api/features/bank-transfer/mails.ts'],
  ['api/jobs/bank-transfers.ts', 'api/features/bank-transfer/transfer-deadlines.ts'],
  ['api/invoices/admin-invoices.ts', 'api/features/invoices/admin-invoices.ts'],
  ['api/invoices/cancel-invoices.ts', 'api/features/invoices/cancel-invoices.ts'],
  ['api/invoices/invoice-from-order.ts', 'api/features/invoices/invoice-from-order.ts'],
  ['api/invoices/invoice-model.ts', 'api/features/invoices/invoice-model.ts'],
  ['api/invoices/invoice-outbox.ts', 'api/features/invoices/invoice-outbox.ts'],
  ['api/invoices/invoice-pdf.ts', 'api/features/invoices/invoice-pdf.ts'],
  ['api/invoices/invoice-queries.ts', 'api/features/invoices/invoice-queries.ts'],
  ['api/invoices/issue-invoices.ts', 'api/features/invoices/issue-invoices.ts'],
  ['api/invoices/local-provider.ts', 'api/features/invoices/local-provider.ts'],
  ['api/invoices/nilvera-fake.test-support.ts', 'api/features/invoices/nilvera-fake.test-support.ts'],
  ['api/invoices/nilvera-provider.ts', 'api/features/invoices/nilvera-provider.ts'],
  ['api/invoices/numbering.ts', 'api/features/invoices/numbering.ts'],
  ['api/invoices/provider-types.ts', 'api/features/invoices/provider-types.ts'],
  ['api/invoices/provider.ts', 'api/features/invoices/provider.ts'],
  ['api/invoices/refund-documents.ts', 'api/features/invoices/refund-documents.ts'],
  ['api/invoices/seller.ts', 'api/features/invoices/seller.ts'],
  ['api/invoices/ubl-invoice.test.ts', 'api/features/invoices/ubl-invoice.test.ts'],
  ['api/invoices/ubl-invoice.ts', 'api/features/invoices/ubl-invoice.ts'],
  ['api/routes/invoices.routes.ts', 'api/features/invoices/routes.ts'],
  ['api/schemas/invoice.ts', 'api/features/invoices/schemas.ts'],
  ['api/schemas/invoice-settings.ts', 'api/features/invoices/settings-schemas.ts'],
  ['api/mail/invoice-mail.ts', 'api/features/invoices/mails.ts'],
  ['api/services/shipping/cart-shipping.ts', 'api/features/shipping/cart-shipping.ts'],
  ['api/services/shipping/chargeable.ts', 'api/features/shipping/chargeable.ts'],
  ['api/services/shipping/product-dimensions.ts', 'api/features/shipping/product-dimensions.ts'],
  ['api/services/shipping/shipping-quote.test.ts', 'api/features/shipping/shipping-quote.test.ts'],
  ['api/services/shipping/shipping-quote.ts', 'api/features/shipping/shipping-quote.ts'],
  ['api/services/shipping/shipping-settings.ts', 'api/features/shipping/shipping-settings.ts'],
  ['api/routes/shipping.routes.ts', 'api/features/shipping/routes.ts'],
  ['api/routes/admin/shipping.routes.ts', 'api/features/shipping/admin.routes.ts'],
  ['api/schemas/shipping.ts', 'api/features/shipping/schemas.ts'],
  ['api/services/trade/admin-lists.ts', 'api/features/trade/admin-lists.ts'],
  ['api/services/trade/applications.ts', 'api/features/trade/applications.ts'],
  ['api/services/trade/customer-groups.ts', 'api/features/trade/customer-groups.ts'],
  ['api/services/trade/decisions.ts', 'api/features/trade/decisions.ts'],
  ['api/services/trade/price-groups.ts', 'api/features/trade/price-groups.ts'],
  ['api/services/pricing/buyer-views.ts', 'api/features/trade/buyer-views.ts'],
  ['api/routes/trade-application.routes.ts', 'api/features/trade/routes.ts'],
  ['api/routes/admin/trade.routes.ts', 'api/features/trade/admin.routes.ts'],
  ['api/routes/admin/price-groups.routes.ts', 'api/features/trade/price-groups.routes.ts'],
  ['api/schemas/trade-accounts.ts', 'api/features/trade/schemas.ts'],
  ['api/schemas/price-groups.ts', 'api/features/trade/price-group-schemas.ts'],
  ['api/mail/trade-mails.ts', 'api/features/trade/mails.ts'],
  ['api/services/stock-alerts/back-in-stock.ts', 'api/features/stock-alerts/back-in-stock.ts'],
  ['api/services/stock-alerts/stock-alerts.ts', 'api/features/stock-alerts/stock-alerts.ts'],
  ['api/routes/stock-alerts.routes.ts', 'api/features/stock-alerts/routes.ts'],
  ['api/routes/admin/stock-alerts.routes.ts', 'api/features/stock-alerts/admin.routes.ts'],
  ['api/schemas/stock-alerts.ts', 'api/features/stock-alerts/schemas.ts'],
  ['api/mail/stock-alert-mails.ts', 'api/features/stock-alerts/mails.ts'],
  ['api/services/cart/cart-reminders.ts', 'api/features/cart-reminders/cart-reminders.ts'],
  ['api/routes/cart-reminder.routes.ts', 'api/features/cart-reminders/routes.ts'],
  ['api/mail/cart-reminder-mails.ts', 'api/features/cart-reminders/mails.ts'],
  ['api/services/lists/list-items.ts', 'api/features/lists/list-items.ts'],
  ['api/services/lists/list-lines.ts', 'api/features/lists/list-lines.ts'],
  ['api/services/lists/list-to-cart.ts', 'api/features/lists/list-to-cart.ts'],
  ['api/services/lists/lists.ts', 'api/features/lists/lists.ts'],
  ['api/routes/lists.routes.ts', 'api/features/lists/routes.ts'],
  ['api/schemas/customer-lists.ts', 'api/features/lists/schemas.ts'],
  ['api/services/cart/cart-restore.ts', 'api/features/cart-reminders/cart-restore.ts'],
];

// Modules folded into another one: imports of them go to their new home (names may differ;
// the type check shows what is left to rename).
export const MERGED: [string, string][] = [
  ['api/services/admin/settings.ts', 'api/services/settings/settings.ts'],
  ['api/services/content/db.ts', 'db/connection.ts'],
  ['site/islands/admin/orders/StatusBadge.tsx', 'site/components/ui/StatusBadge.tsx'],
  // The form kit (decision 0268): the checkout's labelled field with its error joins the kit as
  // FormField (it now takes idPrefix="checkout"); the admin's fields (Field, InputField,
  // TextAreaField, CheckboxField, inputClass) moved from site/islands/admin/shared/ui.tsx to
  // site/components/ui/FormField.tsx, its btn and FormActions, and SubmitButton and primaryButton
  // from FormField.tsx, to site/components/ui/buttons.tsx.
  ['site/islands/checkout/FormField.tsx', 'site/components/ui/FormField.tsx'],
  // The details' columns and row type (productColumns, ProductRow, toProductView) sit with the
  // one read that uses them (decision 0269).
  ['api/services/catalogue/product-rows.ts', 'api/services/catalogue/listing/product-details.ts'],
  // Services take plain values (decision 0417): the request's buyer (its price group, its cart's
  // owner) is read in api/http/request-buyer.ts (buyerGroupOf, cartOwnerOf); the service keeps
  // the CartOwner type and cartOwner(userId, sessionHeader).
  ['api/services/pricing/buyer-group.ts', 'api/http/request-buyer.ts'],
  // The cart view's discounts and the checkout's totals are priced with the cart's promotions;
  // callers outside the feature take them from its index as promotions.inCart and
  // promotions.discountsFor (decision 0417).
  ['api/services/promotions/cart-discounts.ts', 'api/features/promotions/index.ts'],
  ['api/services/promotions/checkout-totals.ts', 'api/features/promotions/index.ts'],
  // Adding one line and adding many (quick order, a list, a restored cart) live together.
  ['api/services/cart/add-lines.ts', 'api/services/cart/cart-items.ts'],
];

const root = path.resolve(import.meta.dirname, '..');
// package.json's `imports`: an aliased import of a moved module keeps its alias.
const ALIASES: Record<string, string> = { '#api/': 'api', '#db/': 'db', '#site/': 'site' };
const renamed = new Map([...MOVES, ...MERGED].map(([from, to]) => [path.join(root, from), path.join(root, to)]));

function gitMoveLeftovers(): Map<string, string> {
  const movedFrom = new Map<string, string>();
  for (const [from, to] of MOVES) {
    if (!existsSync(path.join(root, from)) || existsSync(path.join(root, to))) continue;
    mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
    execFileSync('git', ['mv', from, to], { cwd: root });
    movedFrom.set(path.join(root, to), path.join(root, from));
  }
  return movedFrom;
}

function main() {
  const movedFrom = process.argv.includes('--move') ? gitMoveLeftovers() : new Map<string, string>();
  let changed = 0;
  for (const file of listSourceFiles(root)) {
    const source = readFileSync(file, 'utf8');
    const wasAt = path.dirname(movedFrom.get(file) ?? file);
    const next = rewriteSpecifiers(source, (spec) => {
      const alias = Object.entries(ALIASES).find(([prefix]) => spec.startsWith(prefix));
      if (alias) {
        const [prefix, folder] = alias;
        const moved = renamed.get(path.join(root, folder, spec.slice(prefix.length)));
        return moved && !existsSync(path.join(root, folder, spec.slice(prefix.length)))
          ? prefix + path.relative(path.join(root, folder), moved).split(path.sep).join('/')
          : spec;
      }
      if (!spec.startsWith('.')) return spec;
      const target = path.resolve(wasAt, spec);
      const ext = path.extname(spec)
        ? ''
        : (['.ts', '.tsx'].find((e) => renamed.has(target + e) || existsSync(target + e)) ?? '');
      const moved = renamed.get(target + ext);
      const newTarget = moved && !existsSync(target + ext) ? moved : target + ext;
      if (newTarget === target + ext && wasAt === path.dirname(file)) return spec;
      let rel = path.relative(path.dirname(file), newTarget).split(path.sep).join('/');
      if (ext) rel = rel.slice(0, -path.extname(rel).length);
      return rel.startsWith('.') ? rel : `./${rel}`;
    });
    if (next !== source) {
      writeFileSync(file, next);
      changed++;
    }
  }
  console.log(`${movedFrom.size} modules moved, imports rewritten in ${changed} files`);
}

if (import.meta.main) main();
