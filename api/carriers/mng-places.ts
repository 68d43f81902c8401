import { CarrierError } from './carrier-types.ts';
import { type createMngHttp } from './mng-http.ts';

// MNG wants the recipient's province and district as its own codes (CBS Info API:
// getcities, getdistricts/{cityCode}); the lists hardly ever change, so each is read once per
// process. MNG spells names in capitals and sometimes with the plate number ('ADANA  01'), so
// names are compared folded, without trailing digits.

type Http = ReturnType<typeof createMngHttp>;
type Place = { code: string | number; name: string };

const ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

/** 'İSTANBUL  34', 'Istanbul' and 'istanbul' alike: Turkish lower case, letters folded, no plate number. */
export const placeKey = (name: string) =>
  name
    .replace(/\s+\d+\s*$/, '')
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]/g, (c) => ASCII[c]!)
    .replace(/i̇/g, 'i')
    .replace(/[^a-z0-9]/g, '');

export function createMngPlaces(http: Http) {
  let cities: Map<string, string> | null = null;
  const districts = new Map<string, Map<string, string>>();

  async function list(path: string): Promise<Map<string, string>> {
    const reply = await http.send('GET', `/cbsinfoapi${path}`);
    if (reply.status !== 200 || !Array.isArray(reply.body))
      throw new CarrierError(
        'unavailable',
        `MNG Kargo il/ilçe listesini vermedi (HTTP ${reply.status}); tekrar deneyin.`,
      );
    return new Map((reply.body as Place[]).map((p) => [placeKey(p.name), String(p.code)]));
  }

  return {
    async codes(city: string, district: string | null) {
      cities ??= await list('/getcities');
      const cityCode = cities.get(placeKey(city));
      if (!cityCode) throw new CarrierError('address', `MNG Kargo teslimat adresindeki ili tanımıyor: ${city}`);
      if (!district)
        throw new CarrierError('address', 'Teslimat adresinde ilçe yok; MNG Kargo ilçe olmadan gönderi açmaz');
      let inCity = districts.get(cityCode);
      if (!inCity) districts.set(cityCode, (inCity = await list(`/getdistricts/${encodeURIComponent(cityCode)}`)));
      const districtCode = inCity.get(placeKey(district));
      if (!districtCode) throw new CarrierError('address', `MNG Kargo ${city} ilinde bu ilçeyi tanımıyor: ${district}`);
      return { cityCode: Number(cityCode), districtCode: Number(districtCode) };
    },
  };
}
