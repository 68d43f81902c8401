import { useEffect, useState } from 'react';
import type { Statement } from '#api/features/open-account/schemas.ts';
import { ApiError, getJson } from '../../lib/api-client';
import { StatementView } from '../open-account/StatementView';

/** 'Cari Hesap': the customer's open-account statement, or why there is none. */
export function OpenAccountPanel() {
  const [state, setState] = useState<Statement | 'none' | 'failed' | null>(null);
  useEffect(() => {
    getJson<Statement>('/api/account/statement').then(setState, (error: unknown) =>
      setState(error instanceof ApiError && error.status === 404 ? 'none' : 'failed'),
    );
  }, []);
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">Cari Hesap</h2>
      {state === null && (
        <p role="status" className="text-slate-600">
          Yükleniyor...
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-red-700">
          Cari hesap ekstreniz yüklenemedi. Lütfen sayfayı yenileyin.
        </p>
      )}
      {state === 'none' && (
        <p className="text-sm text-slate-600">
          Cari hesabınız bulunmuyor. Onaylı kurumsal müşterilerimiz için kredi limiti ve vade tanımlandığında
          siparişlerinizi cari hesaba işletebilir, ekstrenizi buradan izleyebilirsiniz.
        </p>
      )}
      {state !== null && typeof state === 'object' && (
        <StatementView statement={state} filesPath="/api/account/statement" />
      )}
    </div>
  );
}
