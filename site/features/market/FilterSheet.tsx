import { useStore } from '@nanostores/react';
import { Dialog } from '../../components/ui/Dialog';
import { $listing } from './market-store';
import { FilterSidebar } from './FilterSidebar';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The filters below the lg breakpoint, as a sheet from the bottom of the screen. Filters apply
 * as they change; the button at the bottom names how many products the shopper will see.
 */
export function FilterSheet({ open, onClose }: Props) {
  const count = useStore($listing).data?.pagination.totalCount;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Filtreler"
      placement="sheet"
      className="lg:hidden"
      footer={
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 w-full rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {count === undefined ? 'Ürünleri göster' : `${count.toLocaleString('tr-TR')} ürünü göster`}
        </button>
      }
    >
      <FilterSidebar />
    </Dialog>
  );
}
