import { apiRequest } from '#site/lib/api-client.ts';
import { CONTACT_SUBJECT_LABELS, contactMessages as m, type AdminContact } from '#api/schemas/admin-contacts.ts';
import { useAdminList } from '../shared/useAdminList';
import { useSave } from '../shared/useSave';
import { btn } from '#site/components/ui/buttons.tsx';
import { Badge, EmptyState, LoadError, Loading, PanelHeader } from '../shared/ui';
import { formatDateTime } from '#api/shared/date-format.ts';

/** Contact messages, newest first, every field shown; stacked cards that read well on a phone. */
export function ContactsPanel() {
  const { items, error, reload, loading } = useAdminList<AdminContact>(
    '/api/admin/contacts',
    'Failed to fetch contacts',
  );
  const { run } = useSave();
  const unread = items?.filter((c) => !c.isRead).length ?? 0;
  return (
    <div>
      <PanelHeader
        title="İletişim Mesajları"
        action={items && <p className="text-sm text-slate-600">{unread} okunmamış mesaj</p>}
      />
      {error && <LoadError text="Mesajlar yüklenemedi" onRetry={reload} />}
      {loading && <Loading text="Mesajlar yükleniyor..." />}
      {items?.length === 0 && (
        <EmptyState title="Henüz mesaj bulunmuyor" text="İletişim formundan gelen mesajlar burada listelenir." />
      )}
      <ul className="space-y-3">
        {items?.map((c) => (
          <li key={c.id}>
            <article
              aria-label={`${c.name} mesajı`}
              className={`rounded-xl border bg-white p-4 ${c.isRead ? 'border-slate-200' : 'border-brand-500'}`}
            >
              <header className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h3 className="font-semibold">
                    {c.name} {!c.isRead && <Badge tone="blue">Yeni</Badge>}
                  </h3>
                  <p className="text-xs text-slate-500">
                    #{c.id} · {formatDateTime(c.createdAt)}
                  </p>
                </div>
                <Badge tone="violet">{CONTACT_SUBJECT_LABELS[c.subject] ?? c.subject}</Badge>
              </header>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                <div className="min-w-0">
                  <dt className="text-slate-500">E-posta</dt>
                  <dd className="break-all">
                    <a className="text-brand-700 underline" href={`mailto:${c.email}`}>
                      {c.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">Telefon</dt>
                  <dd>
                    {c.phone ? (
                      <a className="text-brand-700 underline" href={`tel:${c.phone}`}>
                        {c.phone}
                      </a>
                    ) : (
                      '—'
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">Firma</dt>
                  <dd>{c.company || '—'}</dd>
                </div>
              </dl>
              <p className="mt-3 text-sm break-words whitespace-pre-wrap">{c.message}</p>
              {!c.isRead && (
                <button
                  type="button"
                  className={`${btn.small} mt-3`}
                  onClick={async () => {
                    if (
                      await run(
                        () => apiRequest('POST', `/api/admin/contacts/${c.id}/read`, { isRead: true }),
                        m.markedRead,
                        m.markFailed,
                      )
                    )
                      await reload();
                  }}
                >
                  Okundu olarak işaretle
                </button>
              )}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
