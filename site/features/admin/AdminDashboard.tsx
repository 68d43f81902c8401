import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Toaster } from '../../components/ui/Toaster';
import { $user, loadUser, signOut } from '../account/auth-store';
import { flashToast } from '../../lib/toast';
import { $adminTab, openTabFromHash } from './admin-store';
import { AdminHeader } from './AdminHeader';
import { AdminTabs } from './AdminTabs';
import { ProductsPanel } from './products/ProductsPanel';
import { CategoriesPanel } from './categories/CategoriesPanel';
import { CatalogsPanel } from './catalogs/CatalogsPanel';
import { ReferencesPanel } from './references/ReferencesPanel';
import { ContactsPanel } from './contacts/ContactsPanel';
import { HomepageTextsPanel } from './texts/HomepageTextsPanel';
import { SettingsPanel } from './settings/SettingsPanel';
import { OrdersPanel } from './orders/OrdersPanel';
import { InvoicesPanel } from './invoices/InvoicesPanel';
import { DashboardPanel } from './dashboard/DashboardPanel';
import { CustomersPanel } from './customers/CustomersPanel';
import { QuotesPanel } from './quotes/QuotesPanel';
import { ReturnsPanel } from './returns/ReturnsPanel';
import { PromotionsPanel } from './promotions/PromotionsPanel';
import { EmptyState, Loading } from './shared/ui';
import { firstTab, mayOpenTab } from './tab-access';
import { ChannelsPanel } from './channels/ChannelsPanel';

const PANELS = {
  dashboard: DashboardPanel,
  products: ProductsPanel,
  categories: CategoriesPanel,
  catalogs: CatalogsPanel,
  references: ReferencesPanel,
  contacts: ContactsPanel,
  'homepage-texts': HomepageTextsPanel,
  settings: SettingsPanel,
  orders: OrdersPanel,
  invoices: InvoicesPanel,
  customers: CustomersPanel,
  quotes: QuotesPanel,
  returns: ReturnsPanel,
  promotions: PromotionsPanel,
  channels: ChannelsPanel,
};

/** A tab reached by its address that the member's role may not use (the API refuses it too). */
const NotYourTab = () => (
  <EmptyState title="Bu bölüm için yetkiniz yok" text="Mağaza sahibinden yetki isteyebilirsiniz." />
);

/** Sends anyone but an admin home with the spec's toast. */
function denyAccess() {
  flashToast({
    title: 'Erişim Engellendi',
    description: 'Bu sayfaya erişim yetkiniz bulunmamaktadır.',
    variant: 'destructive',
  });
  location.replace('/');
}

/** The admin dashboard (the content-and-admin spec's screens): header, the tabs of admin-store.ts, one panel at a time. */
export default function AdminDashboard() {
  const user = useStore($user);
  const tab = useStore($adminTab);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    openTabFromHash();
    window.addEventListener('hashchange', openTabFromHash);
    loadUser(true)
      .then((u) => {
        if (!u?.isAdmin) return denyAccess();
        // The spec's default tab is not every role's: such a member starts on their first one.
        if (!mayOpenTab(u.adminRole, $adminTab.get())) $adminTab.set(firstTab(u.adminRole) ?? 'dashboard');
        setChecked(true);
      })
      .catch(denyAccess);
    return () => window.removeEventListener('hashchange', openTabFromHash);
  }, []);

  const logout = async () => {
    await signOut();
    flashToast({ title: 'Çıkış Yapıldı', description: 'Başarıyla çıkış yaptınız.' });
    location.assign('/');
  };

  if (!checked || !user?.isAdmin) {
    return (
      <main className="mx-auto max-w-6xl px-4">
        <Loading text="Yetki kontrol ediliyor..." />
        <Toaster />
      </main>
    );
  }
  const Panel = mayOpenTab(user.adminRole, tab) ? PANELS[tab] : NotYourTab;
  return (
    <>
      <AdminHeader username={user.username} onLogout={logout} />
      <main className="mx-auto max-w-6xl px-4 pb-16">
        <AdminTabs />
        <section id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-6">
          <Panel />
        </section>
      </main>
      <Toaster />
    </>
  );
}
