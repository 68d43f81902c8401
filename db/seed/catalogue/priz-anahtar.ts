import { colours, variants, type ProductSeed } from '../demo-types.ts';

export const PRIZ_ANAHTAR: ProductSeed[] = [
  {
    name: 'Viko Karre Topraklı Priz Beyaz',
    sku: 'VIK-KARRE-PRZ-B',
    category: 'prizler',
    unit: 'adet',
    price: '68.90',
    stock: 1250,
    daysAgo: 2,
    featured: true,
    images: 2,
    short: 'Karre serisi sıva altı topraklı priz, çerçeve dahil.',
    description:
      'Viko Karre topraklı priz, sade kare hatları ve dayanıklı yapısıyla konut projelerinin en çok tercih edilen serilerindendir. 16A 250V, vidalı klemens bağlantısı, çerçeve dahildir.',
  },
  {
    name: 'Viko Linnera Topraklı Priz',
    sku: 'VIK-LIN-PRZ',
    category: 'prizler',
    unit: 'adet',
    daysAgo: 30,
    short: 'Linnera serisi çocuk korumalı topraklı priz, üç renk.',
    description:
      'Viko Linnera topraklı priz, ince çerçeve tasarımı ve çocuk koruma kapakları ile modern yaşam alanlarına uyum sağlar. 16A 250V, vidasız hızlı bağlantı klemensi.',
    variants: colours('VIK-LIN-PRZ', '94.50', [820, 410, 160]),
  },
  {
    name: 'Legrand Salbei Topraklı Priz',
    sku: 'LEG-SAL-PRZ',
    category: 'prizler',
    unit: 'adet',
    daysAgo: 46,
    featured: true,
    short: 'Salbei serisi sıva altı topraklı priz.',
    description:
      "Legrand Salbei serisi, yumuşak hatlı tasarımı ve geniş renk seçenekleri ile Türkiye'de uzun yıllardır tercih edilen priz-anahtar serisidir. 16A 250V, çerçeve dahil.",
    variants: colours('LEG-SAL-PRZ', '108.00', [640, 380, 120]),
  },
  {
    name: 'Schneider Sedna Design Çocuk Korumalı Topraklı Priz',
    sku: 'SCH-SED-PRZ',
    category: 'prizler',
    unit: 'adet',
    daysAgo: 62,
    short: 'Sedna Design serisi, perdeli topraklı priz.',
    description:
      'Schneider Sedna Design topraklı priz, çocuk koruma perdeleri ve vidasız bağlantı terminalleri ile güvenli ve hızlı montaj sunar. Çerçeve ayrı satılır.',
    variants: variants('SCH-SED-PRZ', 'Renk', [
      ['Beyaz', '176.00', 240],
      ['Krem', '176.00', 95],
      ['Antrasit', '198.00', 0, false],
    ]),
  },
  {
    name: 'Makel Mimoza Topraklı Priz',
    sku: 'MAK-MIM-PRZ',
    category: 'prizler',
    unit: 'adet',
    daysAgo: 98,
    short: 'Ekonomik sıva altı topraklı priz.',
    description:
      'Makel Mimoza serisi topraklı priz, uygun fiyatı ve sağlam yapısıyla toplu konut projelerinde sıkça kullanılır. 16A 250V, çerçeve dahil.',
    variants: variants('MAK-MIM-PRZ', 'Renk', [
      ['Beyaz', '44.50', 1500],
      ['Krem', '44.50', 720],
    ]),
  },
  {
    name: "Panasonic Arkedia Slim USB'li Topraklı Priz",
    sku: 'PAN-ARK-USB',
    category: 'prizler',
    unit: 'adet',
    daysAgo: 11,
    short: 'Çift USB şarj çıkışlı (A+C) topraklı priz.',
    description:
      "Panasonic Arkedia Slim USB'li priz, 2,1A çift USB (Type-A ve Type-C) şarj çıkışı ile telefon ve tabletlerin adaptörsüz şarj edilmesini sağlar. Yatak odaları ve ofisler için idealdir.",
    variants: variants('PAN-ARK-USB', 'Renk', [
      ['Beyaz', '465.00', 85],
      ['Antrasit', '515.00', 40],
    ]),
  },
  {
    name: 'ABB Zenit Topraklı Priz',
    sku: 'ABB-ZEN-PRZ',
    category: 'prizler',
    unit: 'adet',
    daysAgo: 178,
    short: 'Zenit serisi modüler topraklı priz.',
    description:
      'ABB Zenit, modüler yapısı ve zengin çerçeve seçenekleriyle otel ve ofis projelerinde tercih edilen premium seridir. Çerçeve ayrı satılır.',
    variants: variants('ABB-ZEN-PRZ', 'Renk', [
      ['Beyaz', '248.00', 60],
      ['Antrasit', '276.00', 32],
    ]),
  },
  {
    name: 'Viko Karre Komütatör Anahtar',
    sku: 'VIK-KARRE-KOM',
    category: 'anahtarlar',
    unit: 'adet',
    daysAgo: 34,
    short: 'İki ayrı lamba grubunu kontrol eden komütatör anahtar.',
    description:
      'Viko Karre komütatör anahtar, tek bir kasadan iki ayrı aydınlatma grubunu kontrol etmeyi sağlar. Salon ve avizeli odalar için uygundur. 10AX 250V.',
    variants: colours('VIK-KARRE-KOM', '82.00', [560, 300, 0]),
  },
  {
    name: 'Legrand Salbei Vavien Anahtar',
    sku: 'LEG-SAL-VAV',
    category: 'anahtarlar',
    unit: 'adet',
    daysAgo: 86,
    short: 'Merdiven ve koridorlar için vavien anahtar.',
    description:
      'Legrand Salbei vavien anahtar, bir lambanın iki farklı noktadan açılıp kapatılmasını sağlar. Merdiven, koridor ve yatak odası uygulamaları için idealdir.',
    variants: colours('LEG-SAL-VAV', '112.00', [290, 160, 45]),
  },
  {
    name: 'Schneider Asfora Işıklı Anahtar',
    sku: 'SCH-ASF-ISK',
    category: 'anahtarlar',
    unit: 'adet',
    daysAgo: 126,
    short: 'Karanlıkta yeri kolay bulunan ışıklı adi anahtar.',
    description:
      'Schneider Asfora ışıklı anahtar, LED gösterge ışığı sayesinde karanlıkta kolayca bulunur. Çerçeve dahil, vidalı bağlantı.',
    variants: variants('SCH-ASF-ISK', 'Renk', [
      ['Beyaz', '118.00', 210],
      ['Krem', '118.00', 130],
    ]),
  },
  {
    name: 'Makel Defne Adi Anahtar Beyaz',
    sku: 'MAK-DEF-ANH',
    category: 'anahtarlar',
    unit: 'adet',
    price: '39.90',
    stock: 980,
    daysAgo: 215,
    short: 'Ekonomik sıva altı adi anahtar.',
    description:
      'Makel Defne adi anahtar, tek lamba grubunun kontrolü için sade ve ekonomik bir çözümdür. 10A 250V, çerçeve dahil.',
  },
  {
    name: 'Viko Linnera Dimmer 600W',
    sku: 'VIK-LIN-DIM',
    category: 'dimmer-ve-sensorler',
    unit: 'adet',
    daysAgo: 72,
    short: 'Akkor ve halojen lambalar için döner dimmer.',
    description:
      'Viko Linnera 600W dimmer, akkor ve halojen lambalarda ışık seviyesini ayarlayarak ortam yaratmanızı sağlar. Dimlenebilir LED lambalarla da uyumludur (maks. 150W).',
    variants: variants('VIK-LIN-DIM', 'Renk', [
      ['Beyaz', '645.00', 44],
      ['Krem', '645.00', 18],
    ]),
  },
  {
    name: 'Legrand Tavan Tipi Hareket Sensörü 360°',
    sku: 'LEG-SNS-360',
    category: 'dimmer-ve-sensorler',
    unit: 'adet',
    price: '865.00',
    stock: 52,
    daysAgo: 40,
    short: 'Sıva üstü, 360° algılama açılı tavan tipi hareket sensörü.',
    description:
      'Legrand 360° tavan tipi hareket sensörü, koridor, WC ve otopark gibi alanlarda aydınlatmayı yalnızca ihtiyaç olduğunda çalıştırarak enerji tasarrufu sağlar. Ayarlanabilir süre ve lüks seviyesi.',
  },
  {
    name: 'Panasonic Sıva Üstü Hareket Sensörü 180°',
    sku: 'PAN-SNS-180',
    category: 'dimmer-ve-sensorler',
    unit: 'adet',
    price: '495.00',
    stock: 0,
    daysAgo: 265,
    short: 'Duvar tipi 180° hareket sensörü, IP44.',
    description:
      'Panasonic duvar tipi hareket sensörü, bahçe ve giriş aydınlatmaları için IP44 korumalıdır. 12 metre algılama mesafesi. Ürün şu an stokta bulunmamaktadır.',
  },
];
