import { Toaster } from '../../components/ui/Toaster';
import LegalDialog from '../legal/LegalDialog';
import { AccountDialog } from '../account/AccountDialog';
import { CartDialog } from '../cart/CartDialog';

/**
 * One island for what every page shares: the toast and the dialogs any island
 * can open through the stores in `site/stores/dialogs.ts` (legal texts, account, cart).
 */
export default function GlobalDialogs() {
  return (
    <>
      <AccountDialog />
      <CartDialog />
      <LegalDialog />
      <Toaster />
    </>
  );
}
