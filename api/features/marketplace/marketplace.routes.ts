import { getRouterParam, type H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import { productChannels, setProductChannels } from './listings.ts';
import { channelStatus, setChannelSettings } from './channel-status.ts';
import {
  CHANNELS,
  channelMessages as m,
  channelSettingsInput,
  productChannelsInput,
  type ChannelName,
} from '../../schemas/marketplace.ts';

/** The marketplace channels' admin routes (under /api/admin, so the admin guard covers them). */
export function adminMarketplaceRoutes(app: H3, ctx: AppContext) {
  const enabled = () => ctx.config.trendyol !== null;
  const channelParam = (raw: string | undefined): ChannelName => {
    const name = CHANNELS.find((c) => c === raw);
    if (!name) throw notFound(m.unknownChannel);
    return name;
  };
  app.get('/api/admin/products/:id/channels', (event) =>
    productChannels(ctx.sql, idParam(event, m.productNotFound), enabled()),
  );
  app.put('/api/admin/products/:id/channels', async (event) => {
    const id = idParam(event, m.productNotFound);
    return setProductChannels(ctx.sql, id, await readJson(event, productChannelsInput), enabled());
  });
  app.get('/api/admin/channels/:channel', (event) =>
    channelStatus(ctx.sql, channelParam(getRouterParam(event, 'channel')), enabled()),
  );
  app.put('/api/admin/channels/:channel/settings', async (event) => {
    const channel = channelParam(getRouterParam(event, 'channel'));
    await setChannelSettings(ctx.sql, channel, await readJson(event, channelSettingsInput));
    return channelStatus(ctx.sql, channel, enabled());
  });
}
