import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { AddressView } from '#api/schemas/account.ts';
import { errorMessage } from '../../lib/api-client';
import { $addresses, loadAddresses, removeAddress } from './account-store';
import { toastError, toastSuccess } from '../../lib/toast';
import { AddressForm } from './AddressForm';

/** 'Adreslerim': saved addresses, each with its default marks; add, edit, delete. */
export function AddressesPanel() {
  const addresses = useStore($addresses);
  const [editing, setEditing] = useState<AddressView | 'new' | null>(null);
  useEffect(() => {
    void loadAddresses().catch(() => toastError('Adresleriniz yüklenemedi'));
  }, []);

  const remove = async (a: AddressView) => {
    if (!window.confirm(`"${a.title}" adresi silinsin mi?`)) return;
    try {
      await removeAddress(a.id);
      toastSuccess('Adres silindi');
    } catch (error) {
      toastError(errorMessage(error, 'Adres silinemedi'));
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Adreslerim</h2>
        {editing === null && (
          <button
            type="button"
            onClick={() => setEditing('new')}
            className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white"
          >
            Yeni Adres Ekle
          </button>
        )}
      </div>
      {editing !== null && (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {addresses === null ? (
        <p role="status" className="text-slate-600">
          Adresler yükleniyor...
        </p>
      ) : addresses.length === 0 ? (
        <p className="text-slate-600">Kayıtlı adresiniz yok.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.map((a) => (
            <li key={a.id} className="rounded-xl border border-slate-200 p-4 text-sm">
              <p className="font-semibold">{a.title}</p>
              <p>
                {a.fullName} · {a.phone}
              </p>
              <p>{a.address}</p>
              <p>
                {a.postalCode} {a.district} / {a.city}
              </p>
              <p className="mt-2 flex flex-wrap gap-2">
                {a.isDefaultBilling && (
                  <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900">
                    Varsayılan fatura
                  </span>
                )}
                {a.isDefaultShipping && (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                    Varsayılan teslimat
                  </span>
                )}
              </p>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(a)}
                  className="rounded border border-slate-300 px-3 py-1 font-medium hover:bg-slate-50"
                  aria-label={`${a.title} adresini düzenle`}
                >
                  Düzenle
                </button>
                <button
                  type="button"
                  onClick={() => void remove(a)}
                  className="rounded border border-red-300 px-3 py-1 font-medium text-red-700 hover:bg-red-50"
                  aria-label={`${a.title} adresini sil`}
                >
                  Sil
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
