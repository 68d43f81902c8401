import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from './auth-store';
import { useMounted } from '../../lib/use-mounted';
import { openAccount } from '../../lib/dialogs';
import { OrdersPanel } from './OrdersPanel';
import { AddressesPanel } from './AddressesPanel';
import { ProfilePanel } from './ProfilePanel';
import { PasswordPanel } from './PasswordPanel';
import { PrivacyPanel } from './PrivacyPanel';
import { TradeAccountPanel } from './TradeAccountPanel';
import { ListsPanel } from '../lists/ListsPanel';
import { QuotesPanel } from '../quotes/QuotesPanel';

const TABS = [
  { id: 'siparislerim', label: 'Siparişlerim' },
  { id: 'adreslerim', label: 'Adreslerim' },
  { id: 'listelerim', label: 'Listelerim' },
  { id: 'teklifler', label: 'Teklifler' },
  { id: 'hesap-bilgileri', label: 'Hesap Bilgileri' },
  { id: 'sifre-degistir', label: 'Şifre Değiştir' },
  { id: 'kisisel-verilerim', label: 'Kişisel Verilerim' },
  { id: 'kurumsal-hesap', label: 'Kurumsal Hesap' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const tabOfHash = (): TabId => TABS.find((t) => `#${t.id}` === window.location.hash)?.id ?? 'siparislerim';

/** /hesabim: the customer's orders, addresses, lists, quotes, details, password, personal data and trade account; signed-out visitors get the account dialog. */
export default function AccountPage() {
  const mounted = useMounted();
  // The header's island loads the user; this page only follows the store.
  const stored = useStore($user);
  const user = mounted ? stored : undefined;
  const [tab, setTab] = useState<TabId>('siparislerim');
  // The address names the tab, on load and when a link on the page (the header menu's, a mail's) changes it.
  useEffect(() => {
    const follow = () => setTab(tabOfHash());
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => {
    if (user === null) openAccount();
  }, [user]);

  if (user === undefined)
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Yükleniyor...
      </p>
    );
  if (user === null) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <p className="text-slate-700">Hesabınızı görmek için giriş yapın.</p>
        <button
          type="button"
          onClick={openAccount}
          className="bg-brand-600 hover:bg-brand-700 mt-4 rounded-lg px-6 py-3 font-semibold text-white"
        >
          Giriş / Kayıt
        </button>
      </div>
    );
  }

  const choose = (id: TabId) => {
    setTab(id);
    history.replaceState(null, '', `#${id}`);
  };
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <div
        role="tablist"
        aria-label="Hesabım"
        aria-orientation="vertical"
        className="flex gap-1 overflow-x-auto md:flex-col"
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`hesap-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`hesap-panel-${t.id}`}
            onClick={() => choose(t.id)}
            className={`rounded-lg px-4 py-2.5 text-left text-sm font-semibold whitespace-nowrap ${tab === t.id ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`hesap-panel-${tab}`} aria-labelledby={`hesap-tab-${tab}`} className="min-w-0">
        {tab === 'siparislerim' && <OrdersPanel />}
        {tab === 'adreslerim' && <AddressesPanel />}
        {tab === 'listelerim' && <ListsPanel />}
        {tab === 'teklifler' && <QuotesPanel />}
        {tab === 'hesap-bilgileri' && <ProfilePanel />}
        {tab === 'sifre-degistir' && <PasswordPanel />}
        {tab === 'kisisel-verilerim' && <PrivacyPanel />}
        {tab === 'kurumsal-hesap' && <TradeAccountPanel />}
      </section>
    </div>
  );
}
