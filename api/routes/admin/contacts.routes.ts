import type { H3 } from 'h3';
import { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { contactMessages } from '../../schemas/admin-contacts.ts';
import { listContacts, markContactRead } from '../../services/contact/contacts-admin.ts';
import { idParam } from '../../http/params.ts';

const readSchema = z.object({ isRead: z.boolean({ error: 'isRead true veya false olmalıdır' }).default(true) });

export function adminContactRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/contacts', () => listContacts(ctx.sql));

  app.post('/api/admin/contacts/:id/read', async (event) => {
    const id = idParam(event, contactMessages.notFound);
    const { isRead } = await readJson(event, readSchema);
    return markContactRead(ctx.sql, id, isRead);
  });
}
