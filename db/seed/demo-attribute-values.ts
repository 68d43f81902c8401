// The demo products' technical values (issue 47): each product's own, by SKU, and each variant's
// read from its option label ('3x2,5 mm²', '16A', '4x40A 30mA', '4000K'), so a new user sees
// every filter working. Numbers as the admin would type them ('2,5'); choices by code.
import { asciiFold } from '#api/schemas/slug.ts';
import { COLOURS } from './demo-attribute-definitions.ts';

export type DemoValues = Record<string, string | number | boolean>;

const cable = (
  cores: number | null,
  conductor: string,
  voltage: number,
  halogenFree = false,
  cs?: string,
): DemoValues => ({
  ...(cores === null ? {} : { cores }),
  ...(cs ? { cross_section: cs } : {}),
  conductor,
  rated_voltage: voltage,
  halogen_free: halogenFree,
});
const mcb = (curve: string, poles: number, capacity: string, current?: number): DemoValues => ({
  curve,
  poles,
  breaking_capacity: capacity,
  ...(current ? { rated_current: current } : {}),
});
const light = (ip: string, ct?: number, power?: string, flux?: number): DemoValues => ({
  ip_rating: ip,
  ...(ct ? { colour_temperature: ct } : {}),
  ...(power ? { power } : {}),
  ...(flux ? { luminous_flux: flux } : {}),
});

export const DEMO_PRODUCT_VALUES: Record<string, DemoValues> = {
  // Kablolar
  'PRY-NYM-3X25': cable(3, 'cok_telli', 500, false, '2,5'),
  'PRY-NYM-3D': cable(3, 'tek_telli', 500),
  'HES-NYM-5D': cable(5, 'tek_telli', 500),
  'OZN-NYM-2X15': cable(2, 'tek_telli', 500, false, '1,5'),
  'PRY-NYY-4D': cable(4, 'cok_telli', 1000),
  'HES-NYY-3X35': cable(3, 'cok_telli', 1000, false, '35'),
  'NEX-NYY-5D': cable(5, 'cok_telli', 1000),
  'OZN-NYY-1D': cable(1, 'cok_telli', 1000),
  'PRY-H07VK-15': cable(1, 'ince_cok_telli', 750, false, '1,5'),
  'HES-H07VK': cable(1, 'ince_cok_telli', 750),
  'NEX-H07VK-25': cable(1, 'ince_cok_telli', 750, false, '2,5'),
  'PRY-NHXMH': cable(3, 'tek_telli', 500, true),
  'NEX-N2XH-4X16': cable(4, 'cok_telli', 1000, true, '16'),
  'OZN-H07Z1K': cable(1, 'ince_cok_telli', 750, true),
  'LEG-CAT6-UTP': cable(8, 'tek_telli', 72),
  'SCH-ACT-CAT6F': cable(8, 'tek_telli', 72),
  'PRY-RG6': cable(1, 'tek_telli', 75),
  'HES-JYSTY': cable(null, 'tek_telli', 300),
  // Şalt ve koruma
  'SCH-A9F79116': mcb('c', 1, '6', 16),
  'SCH-EZ9-1P': mcb('c', 1, '4,5'),
  'ABB-S201-C': mcb('c', 1, '6'),
  'ABB-S203-C': mcb('c', 3, '6'),
  'SIE-5SL6-1P': mcb('c', 1, '6'),
  'LEG-RX3-C': mcb('c', 1, '4,5'),
  'EAT-HL-C': mcb('c', 1, '4,5'),
  'VIK-MCB-B16': mcb('b', 1, '4,5', 16),
  'SCH-A9R11440': { poles: 4, rated_current: 40, sensitivity: 30, rcd_type: 'ac' },
  'ABB-F204-AC': { rcd_type: 'ac' },
  'LEG-RX3-RCD-2P': { poles: 2, sensitivity: 30, rcd_type: 'ac' },
  'SIE-5SV-4P': { rcd_type: 'a' },
  'VIK-RCD-2X25': { poles: 2, rated_current: 25, sensitivity: 30, rcd_type: 'ac' },
  'SCH-CVS100F': { poles: 3, breaking_capacity: 36 },
  'ABB-XT1': { poles: 3, breaking_capacity: 18 },
  'LEG-DPX3-160': { poles: 3, rated_current: 100, breaking_capacity: 25 },
  'EAT-NZMB1': { poles: 3, breaking_capacity: 25 },
  'SCH-LC1D': { poles: 3 },
  'SIE-3RT2': { poles: 3 },
  'ABB-AF': { poles: 3 },
  'SCH-IPRD40R': { poles: 4 },
  'ABB-OVR-T2': {},
  // Priz ve anahtarlar
  'VIK-KARRE-PRZ-B': { ip_rating: 'ip20', colour: 'beyaz' },
  'VIK-LIN-PRZ': { ip_rating: 'ip20' },
  'LEG-SAL-PRZ': { ip_rating: 'ip20' },
  'SCH-SED-PRZ': { ip_rating: 'ip20' },
  'MAK-MIM-PRZ': { ip_rating: 'ip20' },
  'PAN-ARK-USB': { ip_rating: 'ip20' },
  'ABB-ZEN-PRZ': { ip_rating: 'ip20' },
  'VIK-KARRE-KOM': { ip_rating: 'ip20' },
  'LEG-SAL-VAV': { ip_rating: 'ip20' },
  'SCH-ASF-ISK': { ip_rating: 'ip20' },
  'MAK-DEF-ANH': { ip_rating: 'ip20', colour: 'beyaz' },
  'VIK-LIN-DIM': { ip_rating: 'ip20', power: 600 },
  'LEG-SNS-360': { ip_rating: 'ip20', colour: 'beyaz' },
  'PAN-SNS-180': { ip_rating: 'ip44', colour: 'beyaz' },
  // Aydınlatma
  'OSR-LED-9W-E27-GI': light('ip20', 6500, '9', 806),
  'OSR-LVCA-E27': light('ip20', 2700),
  'PHI-LED-13W-E27': light('ip20', 4000, '13', 1521),
  'PHI-CP-MUM-E14': light('ip20', 2700),
  'PAN-LED-10W-E27': light('ip20', undefined, '10'),
  'OSR-STAR-GU10': light('ip20', undefined, '4,5'),
  'LDV-PNL-6060': light('ip20', undefined, '36', 3600),
  'PHI-RC132V': light('ip20', undefined, '34', 3400),
  'PLS-PNL-42W': light('ip20', 4000, '42'),
  'PAN-YUV-PNL': light('ip20', 4000),
  'LDV-FLOOD': light('ip65', 4000),
  'PHI-BVP150-100': light('ip65', 4000, '100', 10000),
  'CATA-PRJ': light('ip65', 6500),
  'PHI-WT120C': light('ip65', 4000, '36'),
  'PLS-ETJ-236': light('ip65', undefined, '72'),
  'CATA-LNR-120': light('ip20', 4000, '40'),
  'LEG-URA-ONE': { ip_rating: 'ip42', autonomy: 1 },
  'CATA-ACIL': { ip_rating: 'ip20' },
  // Endüstriyel fiş ve prizler
  'MNK-FIS-5P': { poles: 5, rated_voltage: 400, ip_rating: 'ip44' },
  'GEW-FIS-3P': { poles: 3, rated_voltage: 230, ip_rating: 'ip44' },
  'MAK-SEY-PRZ16': { poles: 5, rated_voltage: 400, rated_current: 16, ip_rating: 'ip44' },
  'SCH-PRATIKA': { poles: 5, rated_voltage: 400, ip_rating: 'ip44' },
  'LEG-HYPRA': { poles: 5, rated_voltage: 400, ip_rating: 'ip44' },
  'MNK-AMAXX': { rated_voltage: 400, ip_rating: 'ip44' },
  'GEW-QDIN-4': { rated_voltage: 400, ip_rating: 'ip65' },
  // Ölçü aletleri
  'FLK-117': { true_rms: true, rated_voltage: 600 },
  'UNT-UT33DP': { true_rms: false, rated_voltage: 600 },
  'FLK-376FC': { true_rms: true, rated_voltage: 1000, rated_current: 1000 },
  'UNT-UT204P': { true_rms: true, rated_voltage: 600, rated_current: 600 },
  'ENT-MPR53S': { true_rms: true, rated_voltage: 300 },
  'ENT-DPMP': { true_rms: false, rated_voltage: 600 },
  'MAK-SAYAC-1F': { true_rms: false, rated_voltage: 230 },
  'KYR-3005A': { true_rms: false, rated_voltage: 1000 },
  'KYR-4105A': { true_rms: false },
  // Kablo yönetimi
  'LEG-DLP': { colour: 'beyaz', halogen_free: false },
  'MUT-KNL': { colour: 'beyaz', halogen_free: false },
  'MUT-SPR-HF': { colour: 'gri', halogen_free: true },
  'LEG-SPR-AH20': { colour: 'gri', halogen_free: false },
  'KLM-KB-BYZ': { colour: 'beyaz' },
  'KLM-KB-SYH': { colour: 'siyah' },
  'MUT-BUAT-60': { ip_rating: 'ip20', halogen_free: false },
  'MUT-ETJ-BUAT': { ip_rating: 'ip65', colour: 'gri' },
  'KLM-AVK': { colour: 'gri' },
  'KLM-ASK1': { cross_section: '4', colour: 'gri' },
  'LEG-VIK3': { colour: 'gri' },
  // Panolar
  'VIK-SU-KUTU': { ip_rating: 'ip40' },
  'LEG-PRACTI': { ip_rating: 'ip40' },
  'ABB-MISTRAL41': { ip_rating: 'ip41' },
  'MUT-SA-KUTU': { ip_rating: 'ip40' },
  'SCH-RESI9-SA': { ip_rating: 'ip40' },
  'MAK-SA-8': { ip_rating: 'ip40', modules: 8 },
  'SCH-S3D': { ip_rating: 'ip66' },
  'LEG-ATLANTIC': { ip_rating: 'ip66' },
  // Topraklama ve paratoner
  'ERC-TOP-CBK': { material: 'bakir_kapli_celik' },
  'ERC-KLP': { material: 'pirinc' },
  'OZN-CIPLAK': { material: 'bakir' },
  'KLM-ESP-8': { material: 'pirinc' },
  'ERC-OLCUM': { material: 'polimer' },
  'IND-PRV3': { material: 'paslanmaz_celik' },
  'ERC-DIREK-5': { material: 'galvaniz_celik', length: 5 },
};

const COLOUR_CODES = new Map(Object.entries(COLOURS).map(([code, label]) => [asciiFold(label).toLowerCase(), code]));
const num = (text: string | undefined) => (text === undefined ? undefined : text);

/** A variant's own values from its option (the variant seed's attribute name and label). */
export function demoVariantValues(option: string, label: string): DemoValues {
  const out: DemoValues = {};
  const put = (code: string, value: string | number | undefined) => {
    if (value !== undefined) out[code] = value;
  };
  switch (option) {
    case 'Kesit': {
      const pair = /(\d+)x(\d+(?:,\d+)?)/.exec(label);
      if (pair) {
        put('cores', Number(pair[1]));
        put('cross_section', pair[2]);
      } else put('cross_section', num(/(\d+(?:,\d+)?)/.exec(label)?.[1]));
      break;
    }
    case 'Akım':
    case 'Akım (AC3)':
      put('rated_current', num(/^(\d+)/.exec(label)?.[1]));
      break;
    case 'Akım / Hassasiyet': {
      const m = /(\d+)x(\d+)A (\d+)mA/.exec(label);
      if (m) {
        put('poles', Number(m[1]));
        put('rated_current', Number(m[2]));
        put('sensitivity', Number(m[3]));
      }
      break;
    }
    case 'Güç':
      put('power', num(/(\d+(?:,\d+)?)W/.exec(label)?.[1]));
      break;
    case 'Işık Rengi':
      put('colour_temperature', num(/(\d+)K/.exec(label)?.[1]));
      break;
    case 'Renk':
      put('colour', COLOUR_CODES.get(asciiFold(label).toLowerCase()));
      break;
    case 'Otonomi':
      put('autonomy', num(/(\d+)/.exec(label)?.[1]));
      break;
    case 'Modül': {
      const rows = /(\d+)x(\d+)/.exec(label);
      put('modules', rows ? Number(rows[1]) * Number(rows[2]) : num(/(\d+)/.exec(label)?.[1]));
      break;
    }
    case 'Kutup':
      put('poles', /^(\d)P\+N$/.test(label) ? Number(label[0]) + 1 : undefined);
      break;
    case 'Boy':
      put('length', num(/^(\d+(?:,\d+)?) m$/.exec(label)?.[1]));
      break;
    case 'Çift Sayısı':
      put('cores', /^(\d+)x2x/.test(label) ? Number(/^(\d+)/.exec(label)![1]) * 2 : undefined);
      break;
  }
  return out;
}
