import { variants, type ProductSeed } from '../demo-types.ts';

export const KABLO_YONETIMI: ProductSeed[] = [
  {
    name: 'Legrand DLP Beyaz Kablo Kanalı 2 m',
    sku: 'LEG-DLP',
    category: 'kablo-kanallari',
    unit: 'adet',
    daysAgo: 26,
    short: 'Kapaklı PVC kablo kanalı, 2 metrelik boy.',
    description:
      'Legrand DLP kablo kanalı, darbeye dayanıklı PVC gövdesi ve kolay açılan kapağıyla ofis ve konutlarda sıva üstü kablo döşemesi için kullanılır. Fiyatlar 2 metrelik boy içindir.',
    variants: variants('LEG-DLP', 'Ölçü', [
      ['16x16 mm', '58.00', 400],
      ['25x25 mm', '86.00', 320],
      ['40x40 mm', '142.00', 150],
      ['60x40 mm', '189.00', 90],
    ]),
  },
  {
    name: 'Mutlusan Kablo Kanalı 2 m',
    sku: 'MUT-KNL',
    category: 'kablo-kanallari',
    unit: 'adet',
    daysAgo: 92,
    short: 'Ekonomik yapışkanlı ve yapışkansız PVC kablo kanalı.',
    description:
      'Mutlusan kablo kanalları, yerli üretim PVC hammaddesi ve uygun fiyatıyla tadilat ve şantiye işlerinde yaygın olarak kullanılır. 2 metrelik boy.',
    variants: variants('MUT-KNL', 'Ölçü', [
      ['16x16 mm', '24.50', 900],
      ['25x25 mm', '38.00', 650],
      ['40x25 mm', '52.00', 300],
      ['60x40 mm', '84.00', 0],
    ]),
  },
  {
    name: 'Mutlusan Halojensiz Spiral Boru',
    sku: 'MUT-SPR-HF',
    category: 'spiral-borular',
    unit: 'top',
    daysAgo: 54,
    short: 'Sıva altı tesisat için halojensiz spiral boru, top halinde.',
    description:
      'Mutlusan halojensiz spiral boru, yangın anında zehirli gaz yaymaz; hastane, okul ve konut projelerinde sıva altı ve beton içi tesisat için uygundur. 16-20 mm çaplar 100 m, 25-32 mm çaplar 50 m top halindedir.',
    variants: variants('MUT-SPR-HF', 'Çap', [
      ['16 mm (100 m)', '520.00', 140],
      ['20 mm (100 m)', '640.00', 110],
      ['25 mm (50 m)', '455.00', 60],
      ['32 mm (50 m)', '610.00', 0],
    ]),
  },
  {
    name: 'Legrand Ağır Hizmet Tipi Spiral Boru 20 mm',
    sku: 'LEG-SPR-AH20',
    category: 'spiral-borular',
    unit: 'top',
    price: '1180.00',
    stock: 34,
    daysAgo: 165,
    short: 'Beton içi uygulamalar için 750N ezilme dayanımlı spiral boru, 50 m.',
    description:
      'Legrand ağır hizmet tipi spiral boru, beton döküm ve şap altı uygulamalarında yüksek ezilme dayanımı sağlar. 20 mm çap, 50 metrelik top.',
  },
  {
    name: "Klemsan Kablo Bağı Beyaz 100'lü Paket",
    sku: 'KLM-KB-BYZ',
    category: 'kablo-baglari',
    unit: 'paket',
    daysAgo: 8,
    short: 'Poliamid 6.6 beyaz kablo bağı, 100 adetlik paket.',
    description:
      'Klemsan kablo bağları, UL94 V2 poliamid 6.6 malzemeden üretilir. Pano içi kablo demetleme ve kanal içi düzenleme için idealdir. Her pakette 100 adet bulunur.',
    variants: variants('KLM-KB-BYZ', 'Boy', [
      ['100x2,5 mm', '24.00', 900],
      ['150x3,6 mm', '42.00', 760],
      ['200x4,8 mm', '78.00', 520],
      ['300x4,8 mm', '112.00', 240],
    ]),
  },
  {
    name: "Klemsan Kablo Bağı Siyah UV Dayanımlı 100'lü Paket",
    sku: 'KLM-KB-SYH',
    category: 'kablo-baglari',
    unit: 'paket',
    daysAgo: 108,
    short: 'Dış ortam için UV dayanımlı siyah kablo bağı.',
    description:
      "Klemsan siyah kablo bağları, karbon katkılı yapısı ile güneş ışığına dayanıklıdır; güneş enerjisi santralleri ve dış cephe uygulamalarında kullanılır. 100'lü paket.",
    variants: variants('KLM-KB-SYH', 'Boy', [
      ['200x4,8 mm', '88.00', 380],
      ['300x4,8 mm', '126.00', 200],
      ['370x7,6 mm', '245.00', 0],
    ]),
  },
  {
    name: 'Mutlusan Sıva Altı Buat 60 mm',
    sku: 'MUT-BUAT-60',
    category: 'buatlar',
    unit: 'adet',
    price: '7.90',
    stock: 5200,
    daysAgo: 220,
    minOrder: 10,
    short: 'Priz ve anahtar kasası olarak kullanılan sıva altı buat.',
    description:
      'Mutlusan 60 mm sıva altı buat, tuğla ve beton duvarlarda priz ve anahtar montajı için kullanılır. Geçmeli ekleme yapısı sayesinde yan yana montaj yapılabilir. Minimum sipariş 10 adettir.',
  },
  {
    name: 'Mutlusan Etanj Buat IP65',
    sku: 'MUT-ETJ-BUAT',
    category: 'buatlar',
    unit: 'adet',
    daysAgo: 67,
    short: 'Dış ortam ve nemli mekanlar için contalı, IP65 sıva üstü buat.',
    description:
      'Mutlusan etanj buat, conta ve rakor girişleriyle toz ve suya karşı IP65 koruma sağlar. Otopark, bahçe ve endüstriyel alanlarda kablo eklemeleri için kullanılır.',
    variants: variants('MUT-ETJ-BUAT', 'Ölçü', [
      ['80x80 mm', '38.50', 480],
      ['100x100 mm', '52.00', 360],
      ['150x110 mm', '86.00', 120],
    ]),
  },
  {
    name: 'Klemsan AVK RD Raylı Vidalı Klemens',
    sku: 'KLM-AVK',
    category: 'klemensler',
    unit: 'adet',
    daysAgo: 19,
    short: 'DIN raya monte vidalı ara klemens, farklı kesitlerde.',
    description:
      'Klemsan AVK RD serisi vidalı klemensler, pano içinde kablo bağlantılarını düzenli ve güvenli yapmak için kullanılır. Bej renk, 35 mm DIN ray montajlı, köprüleme ve etiketleme uyumlu.',
    variants: variants('KLM-AVK', 'Kesit', [
      ['AVK 2,5 RD', '11.40', 3000],
      ['AVK 4 RD', '14.20', 2200],
      ['AVK 6 RD', '19.80', 1400],
      ['AVK 10 RD', '31.50', 600],
      ['AVK 16 RD', '54.00', 0, false],
    ]),
  },
  {
    name: 'Klemsan ASK 1 Sigortalı Raylı Klemens',
    sku: 'KLM-ASK1',
    category: 'klemensler',
    unit: 'adet',
    price: '46.80',
    stock: 420,
    daysAgo: 142,
    short: '5x20 mm cam sigorta takılabilen raylı klemens.',
    description:
      'Klemsan ASK 1 sigortalı klemens, kumanda devrelerinin 5x20 mm cam sigorta ile korunmasını sağlar. Sigorta kapağı açılarak kolayca değişim yapılır.',
  },
  {
    name: 'Legrand Viking 3 Raylı Klemens',
    sku: 'LEG-VIK3',
    category: 'klemensler',
    unit: 'adet',
    daysAgo: 195,
    short: 'Viking 3 serisi vidalı raylı klemens.',
    description:
      'Legrand Viking 3 klemensler, kompakt boyutları ve yüksek bağlantı güvenliğiyle pano imalatçılarının tercihidir. Gri renk, DIN ray montajlı.',
    variants: variants('LEG-VIK3', 'Kesit', [
      ['2,5 mm²', '17.80', 1200],
      ['4 mm²', '21.60', 800],
      ['6 mm²', '28.40', 350],
    ]),
  },
];
