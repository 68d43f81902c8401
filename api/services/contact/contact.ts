import type { Sql } from '../../../db/connection.ts';
import type { ContactMessage } from '../../schemas/contact.ts';

export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}

export async function saveContactMessage(sql: Sql, input: ContactMessage, clientIp: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO contact_messages (name, email, phone, company, subject, message, client_ip)
    VALUES (${input.name}, ${input.email}, ${input.phone}, ${input.company}, ${input.subject}, ${input.message}, ${clientIp})
    RETURNING id`;
  return row!.id;
}

/** The admin's contacts list, newest first. */
export async function listContactMessages(sql: Sql): Promise<StoredContactMessage[]> {
  const rows = await sql`
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
