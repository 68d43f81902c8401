import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { startNginx, type RunningNginx } from '../helpers/nginx.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn } from '../helpers/databases.ts';

/** A GET through nginx from a given local address: 127.0.0.1 is the monitoring, 127.0.0.2 a visitor. */
function getFrom(localAddress: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { localAddress, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
  });
}

// deploy/nginx/shop.conf keeps readiness (which says what is down) to the machine itself.
describe.each(runsOn('pglite'))('the reference nginx in front of the shop (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let nginx: RunningNginx;
  beforeAll(async () => {
    nginx = await startNginx([new URL(shop.server.url).host]);
  }, 60_000);
  afterAll(() => nginx?.stop());

  it.each(['/api/health/ready', '/api/health/ready/', '/api/health/ready//', '/API/Health/Ready/'])(
    'refuses %s to a visitor and passes it on from the machine itself',
    async (path) => {
      expect(await getFrom('127.0.0.2', nginx.url + path)).toBe(403);
      expect(await getFrom('127.0.0.1', nginx.url + path)).not.toBe(403);
    },
  );

  it('passes the other spellings on from the machine, where the shop answers them with 404', async () => {
    expect(await getFrom('127.0.0.1', nginx.url + '/api/health/ready/')).toBe(404);
    expect(await getFrom('127.0.0.1', `${shop.server.url}/api/health/ready/`)).toBe(404);
    expect(await getFrom('127.0.0.2', nginx.url + '/api/health')).toBe(200);
  });
});
