import type { Sql } from '#db/connection.ts';
import { contactMessages, type AdminContact } from '../../schemas/admin-contacts.ts';
import { notFound } from '../../core/errors.ts';
import type { Row } from '#db/tables.ts';

export async function listContacts(sql: Sql): Promise<AdminContact[]> {
  const rows = await sql<
    Row<
      'contact_messages',
      'id' | 'name' | 'email' | 'phone' | 'company' | 'subject' | 'message' | 'is_read' | 'created_at'
    >[]
  >`
    SELECT id, name, email, phone, company, subject, message, is_read, created_at
    FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT 500`;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    subject: r.subject,
    message: r.message,
    isRead: r.is_read,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function markContactRead(sql: Sql, id: number, isRead: boolean): Promise<{ id: number; isRead: boolean }> {
  const [row] = await sql<
    Row<'contact_messages', 'id' | 'is_read'>[]
  >`UPDATE contact_messages SET is_read = ${isRead} WHERE id = ${id} RETURNING id, is_read`;
  if (!row) throw notFound(contactMessages.notFound);
  return { id: row.id, isRead: row.is_read };
}
