import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { roleMayCall } from '#api/shared/admin-roles.ts';
import { $user } from '../../account/auth-store';
import { loadPriceGroups } from './customers-store';
import { PriceGroupsSection } from './PriceGroupsSection';
import { ApplicationsSection } from './ApplicationsSection';
import { CustomerList } from './CustomerList';

/** 'Müşteriler': trade applications, customers with their price groups, and the groups themselves. */
export function CustomersPanel() {
  // A decision or a group change moves customers between groups: the other sections reload.
  const [changes, setChanges] = useState(0);
  // The groups themselves are prices: shown to whom the role table lets change them.
  const editsGroups = roleMayCall(useStore($user)?.adminRole ?? null, 'POST', '/api/admin/price-groups');
  const changed = () => {
    setChanges((n) => n + 1);
    void loadPriceGroups().catch(() => undefined);
  };
  useEffect(() => {
    void loadPriceGroups().catch(() => undefined);
  }, []);
  return (
    <div className="space-y-10">
      <ApplicationsSection changes={changes} onChanged={changed} />
      <CustomerList changes={changes} onChanged={changed} />
      {editsGroups && <PriceGroupsSection onChanged={changed} />}
    </div>
  );
}
