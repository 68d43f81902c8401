import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { confirmGuestOrders } from './account-store';

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** /hesabim/siparisleri-bagla?token=…: the mailed link proves the address; guest orders join the account. */
export default function ClaimOrdersPage() {
  const [state, setState] = useState<State>({ kind: 'working' });
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    history.replaceState(null, '', '/hesabim/siparisleri-bagla');
    confirmGuestOrders(token).then(
      (message) => setState({ kind: 'done', message }),
      (error: unknown) =>
        setState({ kind: 'failed', message: errorMessage(error, 'Doğrulama yapılamadı. Lütfen tekrar deneyin.') }),
    );
  }, []);

  if (state.kind === 'working')
    return (
      <p role="status" className="text-slate-600">
        E-posta adresiniz doğrulanıyor...
      </p>
    );
  return (
    <div className="space-y-4">
      <p
        role={state.kind === 'done' ? 'status' : 'alert'}
        className={`rounded-lg p-4 ${state.kind === 'done' ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
      >
        {state.message}
      </p>
      <a
        href="/hesabim#siparislerim"
        className="bg-brand-600 hover:bg-brand-700 inline-block rounded-lg px-5 py-2.5 font-semibold text-white"
      >
        Siparişlerime Git
      </a>
    </div>
  );
}
