import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { confirmGuestOrders } from './account-store';
import { $user } from './auth-store';
import { openAccount } from '../../lib/dialogs';

type State =
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'sign-in'; message: string }
  | { kind: 'failed'; message: string };

/**
 * /hesabim/siparisleri-bagla?token=…: the mailed link proves the address, the session the
 * account that asked; guest orders join only with both. Opened signed out, the page asks
 * for the sign-in and tries again with the same link once it is done.
 */
export default function ClaimOrdersPage() {
  const [state, setState] = useState<State>({ kind: 'working' });
  const user = useStore($user);
  // Read once and taken out of the address bar; kept here for the try after a sign-in.
  const token = useRef<string | null>(null);
  // A used link fails a second time: a later refresh of the user must not undo the answer.
  const done = useRef(false);

  // The header's island loads the user; a sign-in through the dialog changes it and tries again.
  useEffect(() => {
    if (token.current === null) {
      token.current = new URLSearchParams(window.location.search).get('token') ?? '';
      history.replaceState(null, '', '/hesabim/siparisleri-bagla');
    }
    if (user === undefined || done.current) return;
    confirmGuestOrders(token.current).then(
      (message) => {
        done.current = true;
        setState({ kind: 'done', message });
      },
      (error: unknown) => {
        const message = errorMessage(error, 'Doğrulama yapılamadı. Lütfen tekrar deneyin.');
        setState({ kind: error instanceof ApiError && error.status === 401 ? 'sign-in' : 'failed', message });
      },
    );
  }, [user]);

  if (state.kind === 'working')
    return (
      <p role="status" className="text-slate-600">
        E-posta adresiniz doğrulanıyor...
      </p>
    );
  const button = 'bg-brand-600 hover:bg-brand-700 inline-block rounded-lg px-5 py-2.5 font-semibold text-white';
  return (
    <div className="space-y-4">
      <p
        role={state.kind === 'done' ? 'status' : 'alert'}
        className={`rounded-lg p-4 ${state.kind === 'done' ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
      >
        {state.message}
      </p>
      {state.kind === 'sign-in' ? (
        <button type="button" onClick={openAccount} className={button}>
          Giriş Yap
        </button>
      ) : (
        <a href="/hesabim#siparislerim" className={button}>
          Siparişlerime Git
        </a>
      )}
    </div>
  );
}
