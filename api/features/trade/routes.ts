import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { requireUser } from '../../auth/guards.ts';
import { readJson } from '../../http/body.ts';
import { tradeApplicationSchema } from './schemas.ts';
import { applyForTradeAccount, myTradeState } from './applications.ts';

/** The signed-in customer's trade ('kurumsal') account: its state, and applying for it. */
export function tradeApplicationRoutes(app: H3, ctx: AppContext) {
  app.get('/api/account/trade-application', async (event) =>
    myTradeState(ctx.sql, (await requireUser(event, ctx)).user.id),
  );

  app.post('/api/account/trade-application', async (event) => {
    const { user } = await requireUser(event, ctx);
    const state = await applyForTradeAccount(ctx.sql, user.id, await readJson(event, tradeApplicationSchema));
    event.res.status = 201;
    return state;
  });
}
