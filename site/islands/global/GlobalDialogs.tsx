import { lazy, Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Toaster } from '../../components/ui/Toaster';
import { $accountOpen, $cartOpen, $legalDialog } from '../../stores/dialogs';

// The dialogs' code (forms, schemas, cart lines) loads the first time one is opened:
// content pages stay within their JavaScript budget (docs/decisions/0161).
const AccountDialog = lazy(() => import('../account/AccountDialog').then((m) => ({ default: m.AccountDialog })));
const CartDialog = lazy(() => import('../cart/CartDialog').then((m) => ({ default: m.CartDialog })));
const LegalDialog = lazy(() => import('../legal/LegalDialog'));

/** True from the first time `open` is true: a dialog once loaded stays mounted. */
function useAskedFor(open: boolean): boolean {
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  return asked || open;
}

/**
 * One island for what every page shares: the toast and the dialogs any island
 * can open through the stores in `site/stores/dialogs.ts` (legal texts, account, cart).
 */
export default function GlobalDialogs() {
  const account = useAskedFor(useStore($accountOpen));
  const cart = useAskedFor(useStore($cartOpen));
  const legal = useAskedFor(useStore($legalDialog) !== null);
  return (
    <>
      <Suspense fallback={null}>
        {account && <AccountDialog />}
        {cart && <CartDialog />}
        {legal && <LegalDialog />}
      </Suspense>
      <Toaster />
    </>
  );
}
