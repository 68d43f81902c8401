import type { Sql } from '#db/connection.ts';
import type { ContactMessage } from '../../schemas/contact.ts';

export async function saveContactMessage(sql: Sql, input: ContactMessage, clientIp: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO contact_messages (name, email, phone, company, subject, message, client_ip)
    VALUES (${input.name}, ${input.email}, ${input.phone}, ${input.company}, ${input.subject}, ${input.message}, ${clientIp})
    RETURNING id`;
  return row!.id;
}
