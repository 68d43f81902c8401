import { useEffect, useState } from 'react';
import { useCan } from '../shared/useCan';
import { loadPriceGroups } from './customers-store';
import { PriceGroupsSection } from './PriceGroupsSection';
import { ApplicationsSection } from './ApplicationsSection';
import { CustomerList } from './CustomerList';

/** 'Müşteriler': trade applications, customers with their price groups, and the groups themselves. */
export function CustomersPanel() {
  // A decision or a group change moves customers between groups: the other sections reload.
  const [changes, setChanges] = useState(0);
  // The groups themselves are prices: shown to whom the role table lets change them.
  const editsGroups = useCan('POST', '/api/admin/price-groups');
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
