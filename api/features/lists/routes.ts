import { getRouterParam, type H3, type H3Event } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { requireUser } from '../../auth/guards.ts';
import { notFound } from '../../core/errors.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import {
  addListItemSchema,
  createListSchema,
  LIST_MESSAGES as m,
  removeListItemSchema,
  updateListSchema,
} from './schemas.ts';
import { addListItem, removeListItem } from './list-items.ts';
import { addListToCart } from './list-to-cart.ts';
import { createList, deleteList, listsOf, readList, readSharedList, SHARE_TOKEN_PATTERN, updateList } from './lists.ts';

/** Saved lists: the signed-in customer's own (another's is 404), and a shared list by its read-only link. */
export function listsRoutes(app: H3, ctx: AppContext) {
  const userOf = async (event: H3Event) => (await requireUser(event, ctx)).user.id;
  const listId = (event: H3Event) => idParam(event, m.listNotFound);

  app.get('/api/account/lists', async (event) => listsOf(ctx.sql, await userOf(event)));
  app.post('/api/account/lists', async (event) => {
    const userId = await userOf(event);
    const { name } = await readJson(event, createListSchema);
    event.res.status = 201;
    return createList(ctx.sql, userId, name);
  });

  app.get('/api/account/lists/:id', async (event) => readList(ctx.sql, await userOf(event), listId(event)));
  app.put('/api/account/lists/:id', async (event) => {
    const userId = await userOf(event);
    return updateList(ctx.sql, userId, listId(event), await readJson(event, updateListSchema));
  });
  app.delete('/api/account/lists/:id', async (event) => {
    await deleteList(ctx.sql, await userOf(event), listId(event));
    return { success: true };
  });

  app.post('/api/account/lists/:id/items', async (event) => {
    const userId = await userOf(event);
    return addListItem(ctx.sql, userId, listId(event), await readJson(event, addListItemSchema));
  });
  app.delete('/api/account/lists/:id/items', async (event) => {
    const userId = await userOf(event);
    return removeListItem(ctx.sql, userId, listId(event), await readJson(event, removeListItemSchema));
  });
  app.post('/api/account/lists/:id/add-to-cart', async (event) =>
    addListToCart(ctx.sql, await userOf(event), listId(event)),
  );

  // The read-only link: no sign-in, no owner, public prices only.
  app.get('/api/lists/shared/:token', async (event) => {
    const token = getRouterParam(event, 'token') ?? '';
    if (!SHARE_TOKEN_PATTERN.test(token)) throw notFound(m.listNotFound);
    return readSharedList(ctx.sql, token);
  });
}
