import { describe, expect, it } from 'vitest';
import { H3 } from 'h3';
import { conflict, notFound, tooMany } from '../core/errors.ts';
import { errorResponse } from './errors.ts';
import { silentLogger } from '../core/logger.ts';

describe('domain errors become the API error shape', () => {
  const app = new H3({ onError: (error) => errorResponse(error, 'test', silentLogger) });
  app.get('/missing', () => {
    throw notFound('Ürün bulunamadı');
  });
  app.get('/taken', async () => {
    await Promise.resolve();
    throw conflict('Bu kullanıcı adı alınmış');
  });
  app.get('/busy', () => {
    throw tooMany();
  });

  it.each([
    ['/missing', 404, 'Ürün bulunamadı'],
    ['/taken', 409, 'Bu kullanıcı adı alınmış'],
    ['/busy', 429, 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.'],
  ])('%s answers %i with its Turkish message', async (path, status, message) => {
    const response = await app.fetch(new Request(`http://shop.test${path}`));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
  });
});
