import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $adminSettings, loadAdminSettings } from '../admin-store.ts';
import { LoadError, Loading, PanelHeader } from '../shared/ui';
import { LogoCard } from './LogoCard';
import { CompanyCard } from './CompanyCard';
import { VatCard } from './VatCard';
import { PublishCard } from './PublishCard';
import { PaymentCard } from './PaymentCard';
import { FeedsCard } from './FeedsCard';
import { CartReminderCard } from './CartReminderCard';
import { InvoiceSettingsCard } from './InvoiceSettingsCard';
import { ShippingCard } from './ShippingCard';
import { UsersCard } from '../users/UsersCard';

/** Site settings: logo, company information, VAT rate, cart reminders, the publish state, shipping rates, payment methods, shopping feeds and the staff. */
export function SettingsPanel() {
  const settings = useStore($adminSettings);
  const [failed, setFailed] = useState(false);
  const reload = () =>
    loadAdminSettings().then(
      () => setFailed(false),
      () => setFailed(true),
    );
  useEffect(() => void reload(), []);
  return (
    <div>
      <PanelHeader title="Site Ayarları" />
      {failed && <LoadError text="Ayarlar yüklenemedi" onRetry={() => void reload()} />}
      {!failed && !settings && <Loading text="Ayarlar yükleniyor..." />}
      {settings && (
        <div className="grid gap-4 lg:grid-cols-2">
          <LogoCard current={settings.company_logo} onSaved={() => void reload()} />
          <div className="space-y-4">
            <VatCard current={settings.vat_rate} onSaved={() => void reload()} />
            <CartReminderCard
              key={settings.cart_reminder_hours}
              current={settings.cart_reminder_hours}
              onSaved={() => void reload()}
            />
            <PublishCard />
          </div>
          <div className="lg:col-span-2">
            <CompanyCard settings={settings} onSaved={() => void reload()} />
          </div>
          <div className="lg:col-span-2">
            <ShippingCard />
          </div>
          <div className="lg:col-span-2">
            <InvoiceSettingsCard settings={settings} onSaved={() => void reload()} />
          </div>
          <div className="lg:col-span-2">
            <PaymentCard settings={settings} onSaved={() => void reload()} />
            <FeedsCard
              key={`${settings.feeds_enabled}|${settings.feeds_token}`}
              settings={settings}
              onSaved={() => void reload()}
            />
          </div>
          <div className="lg:col-span-2">
            <UsersCard />
          </div>
        </div>
      )}
    </div>
  );
}
