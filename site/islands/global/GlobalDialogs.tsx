import { lazy, Suspense } from 'react';
import { useHydratedStore } from '../../lib/use-hydrated-store';
import { useAskedFor } from '../../lib/use-asked-for';
import { Toaster } from '../../components/ui/Toaster';
import { CompareBar } from '../../features/compare/CompareBar';
import { $accountOpen, $cartOpen, $legalDialog } from '../../lib/dialogs';

// The dialogs' code (forms, schemas, cart lines) loads the first time one is opened:
// content pages stay within their JavaScript budget (docs/decisions/0161).
const AccountDialog = lazy(() =>
  import('../../features/account/AccountDialog').then((m) => ({ default: m.AccountDialog })),
);
const CartDialog = lazy(() => import('../../features/cart/CartDialog').then((m) => ({ default: m.CartDialog })));
const LegalDialog = lazy(() => import('../legal/LegalDialog'));

/**
 * One island for what every page shares: the toast and the dialogs any island
 * can open through the stores in `site/lib/dialogs.ts` (legal texts, account, cart), and the
 * comparison bar while products are chosen to compare.
 */
export default function GlobalDialogs() {
  // A tap queued before hydration may open a dialog before this island hydrates: render the
  // server's closed state first, so the HTML matches, then open.
  const account = useAskedFor(useHydratedStore($accountOpen, false));
  const cart = useAskedFor(useHydratedStore($cartOpen, false));
  const legal = useAskedFor(useHydratedStore($legalDialog, null) !== null);
  return (
    <>
      <Suspense fallback={null}>
        {account && <AccountDialog />}
        {cart && <CartDialog />}
        {legal && <LegalDialog />}
      </Suspense>
      <CompareBar />
      <Toaster />
    </>
  );
}
