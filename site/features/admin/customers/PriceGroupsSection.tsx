import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { priceGroupMessages } from '#api/features/trade/price-group-schemas.ts';
import { ItemsPanel, itemsPanelTexts } from '../shared/ItemsPanel';
import { $priceGroups, percentLabel } from './customers-store';
import { PriceGroupDialog } from './PriceGroupDialog';

/** 'Fiyat Grupları': each group's discount and how many customers it has; add, edit, delete. */
export function PriceGroupsSection({ onChanged }: { onChanged: () => void }) {
  const groups = useStore($priceGroups);
  const [failed, setFailed] = useState(false);
  // The panel loads the groups; a change here reloads them through it.
  const reload = async () => {
    setFailed(false);
    onChanged();
  };
  return (
    <ItemsPanel
      texts={itemsPanelTexts('Fiyat Grupları', { one: 'Fiyat Grubu', theOne: 'Fiyat Grubunu', many: 'Fiyat grupları' })}
      items={groups}
      failed={failed}
      loading={groups === null}
      reload={reload}
      path="/api/admin/price-groups"
      messages={priceGroupMessages}
      listClassName="grid gap-3 md:grid-cols-3"
      actionsClassName="mt-3 flex gap-2"
      itemLabel={(g) => `${g.name} fiyat grubunu`}
      renderItem={(g, actions) => (
        <li key={g.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="font-semibold">{g.name}</h3>
          <p className="mt-1 text-sm text-slate-600">
            {percentLabel(g.discountPercent)} indirim · {g.customerCount} müşteri
          </p>
          {actions}
        </li>
      )}
      renderDialog={(dialog) => <PriceGroupDialog {...dialog} />}
    />
  );
}
