import { variants, type ProductSeed } from '../demo-types.ts';

export const ENDUSTRIYEL: ProductSeed[] = [
  {
    name: 'Mennekes Seyyar Fiş 3P+N+E 400V IP44',
    sku: 'MNK-FIS-5P',
    category: 'seyyar-fisler',
    unit: 'adet',
    daysAgo: 13,
    short: 'Kırmızı, 5 kutuplu 400V seyyar endüstriyel fiş.',
    description:
      'Mennekes seyyar fişler, IEC 60309 standardında, darbeye dayanıklı gövde ve vidasız bağlantı terminalleri ile şantiye ve atölyelerde güvenli enerji dağıtımı sağlar. IP44 koruma.',
    variants: variants('MNK-FIS-5P', 'Akım', [
      ['16A', '245.00', 150],
      ['32A', '398.00', 90],
      ['63A', '1240.00', 12],
    ]),
  },
  {
    name: 'Gewiss Seyyar Fiş 2P+E 230V IP44',
    sku: 'GEW-FIS-3P',
    category: 'seyyar-fisler',
    unit: 'adet',
    daysAgo: 96,
    short: 'Mavi, tek fazlı 230V seyyar endüstriyel fiş.',
    description:
      'Gewiss IEC 309 seyyar fiş, tek fazlı kaynak makinesi, kompresör ve karavan bağlantıları için kullanılır. Mavi renk, IP44.',
    variants: variants('GEW-FIS-3P', 'Akım', [
      ['16A', '186.00', 120],
      ['32A', '312.00', 48],
    ]),
  },
  {
    name: 'Makel Seyyar Uzatma Prizi 16A 3P+N+E',
    sku: 'MAK-SEY-PRZ16',
    category: 'seyyar-fisler',
    unit: 'adet',
    price: '214.00',
    stock: 75,
    daysAgo: 185,
    short: 'Kablo ucuna takılan 5 kutuplu seyyar priz.',
    description:
      'Makel seyyar uzatma prizi, endüstriyel uzatma kablolarının ucunda kullanılır. 16A 400V, IP44, kırmızı.',
  },
  {
    name: 'Schneider PratiKa Makine Prizi 3P+N+E',
    sku: 'SCH-PRATIKA',
    category: 'makine-ve-duvar-prizleri',
    unit: 'adet',
    daysAgo: 69,
    short: 'Eğik montajlı, kapaklı makine tipi endüstriyel priz.',
    description:
      'Schneider PratiKa makine prizi, tezgah ve makine gövdelerine montaj için eğik yapıda tasarlanmıştır. Yaylı kapak, IP44.',
    variants: variants('SCH-PRATIKA', 'Akım', [
      ['16A', '465.00', 40],
      ['32A', '690.00', 22],
    ]),
  },
  {
    name: 'Legrand Hypra Duvar Tipi Priz 3P+N+E IP44',
    sku: 'LEG-HYPRA',
    category: 'makine-ve-duvar-prizleri',
    unit: 'adet',
    daysAgo: 115,
    short: 'Sıva üstü duvar tipi endüstriyel priz.',
    description:
      'Legrand Hypra duvar tipi prizler, hızlı bağlantı terminalleri ve darbe dayanımlı gövdesiyle fabrika ve şantiyelerde tercih edilir. Kırmızı, 400V.',
    variants: variants('LEG-HYPRA', 'Akım', [
      ['16A', '385.00', 55],
      ['32A', '560.00', 30],
      ['63A', '1480.00', 0, false],
    ]),
  },
  {
    name: 'Mennekes AMAXX Kombinasyon Priz Kutusu',
    sku: 'MNK-AMAXX',
    category: 'kombinasyon-kutulari',
    unit: 'adet',
    price: '6850.00',
    stock: 6,
    daysAgo: 50,
    short: 'Sigorta ve kaçak akım rölesi dahil hazır priz kombinasyonu.',
    description:
      'Mennekes AMAXX kombinasyon kutusu; 1 adet 16A 5 kutuplu, 1 adet 32A 5 kutuplu endüstriyel priz ve 2 adet topraklı priz ile otomatik sigortalar ve 40A 30mA kaçak akım rölesi içerir. Şantiye ve atölyeler için kullanıma hazırdır.',
  },
  {
    name: 'Gewiss Q-DIN Kombinasyon Kutusu 4 Prizli',
    sku: 'GEW-QDIN-4',
    category: 'kombinasyon-kutulari',
    unit: 'adet',
    price: '5420.00',
    stock: 0,
    daysAgo: 270,
    short: 'IP65 duvar tipi endüstriyel priz kombinasyon kutusu.',
    description:
      'Gewiss Q-DIN kombinasyon kutusu, 4 adet endüstriyel priz ve modüler koruma elemanları için hazır gövde sunar. Ürün şu anda tükenmiştir.',
  },
];

export const OLCU_ALETLERI: ProductSeed[] = [
  {
    name: 'Fluke 117 True-RMS Dijital Multimetre',
    sku: 'FLK-117',
    category: 'multimetreler',
    unit: 'adet',
    price: '12450.00',
    stock: 14,
    daysAgo: 10,
    featured: true,
    images: 2,
    short: 'Temassız gerilim algılamalı, True-RMS elektrikçi multimetresi.',
    description:
      'Fluke 117, elektrik teknisyenleri için tasarlanmış True-RMS dijital multimetredir. VoltAlert temassız gerilim algılama, AutoVolt otomatik AC/DC seçimi, düşük empedans (LoZ) modu ve arka aydınlatmalı ekran. CAT III 600V güvenlik sınıfı.',
  },
  {
    name: 'Uni-T UT33D+ Dijital Multimetre',
    sku: 'UNT-UT33DP',
    category: 'multimetreler',
    unit: 'adet',
    price: '845.00',
    stock: 60,
    daysAgo: 78,
    short: 'Cep tipi ekonomik dijital multimetre.',
    description:
      'Uni-T UT33D+, günlük ölçümler için kompakt ve uygun fiyatlı bir multimetredir. AC/DC gerilim, DC akım, direnç, süreklilik ve diyot testi. Temassız gerilim algılama (NCV) özellikli.',
  },
  {
    name: 'Fluke 376 FC True-RMS Pens Ampermetre',
    sku: 'FLK-376FC',
    category: 'pens-ampermetreler',
    unit: 'adet',
    price: '26900.00',
    stock: 4,
    daysAgo: 132,
    short: 'iFlex esnek problu, 1000A AC/DC pens ampermetre.',
    description:
      "Fluke 376 FC, 1000A AC/DC akım ölçümü ve iFlex esnek prob ile 2500A AC'ye kadar ölçüm imkânı sunar. Fluke Connect uygulaması ile ölçümleri telefonunuza aktarabilirsiniz.",
  },
  {
    name: 'Uni-T UT204+ Pens Ampermetre',
    sku: 'UNT-UT204P',
    category: 'pens-ampermetreler',
    unit: 'adet',
    price: '2480.00',
    stock: 22,
    daysAgo: 64,
    short: '600A AC/DC True-RMS pens ampermetre.',
    description:
      'Uni-T UT204+, 600A AC/DC akım ölçümü, True-RMS, frekans ve kapasite ölçümü yapabilen pens ampermetredir. Pano bakımı ve arıza tespiti için idealdir.',
  },
  {
    name: 'Entes MPR-53S Enerji Analizörü',
    sku: 'ENT-MPR53S',
    category: 'enerji-analizorleri',
    unit: 'adet',
    daysAgo: 29,
    short: 'Pano tipi, harmonik ölçümlü şebeke analizörü.',
    description:
      'Entes MPR-53S, 96x96 mm pano tipi enerji analizörüdür. Gerilim, akım, aktif/reaktif güç, enerji ve 31. harmoniğe kadar ölçüm yapar. RS485 Modbus haberleşme seçeneği ile SCADA sistemlerine bağlanabilir.',
    variants: variants('ENT-MPR53S', 'Model', [
      ['MPR-53S (Standart)', '7850.00', 10],
      ['MPR-53S-21 (RS485)', '8960.00', 7],
    ]),
  },
  {
    name: 'Entes DPM-P Dijital Panel Voltmetre',
    sku: 'ENT-DPMP',
    category: 'enerji-analizorleri',
    unit: 'adet',
    price: '1180.00',
    stock: 38,
    daysAgo: 208,
    short: '72x72 mm dijital panel voltmetre.',
    description:
      'Entes DPM serisi dijital panel metre, pano kapağına montaj için 72x72 mm ölçüsündedir. Parlak LED ekran, yüksek ölçüm doğruluğu.',
  },
  {
    name: 'Makel Tek Fazlı Elektronik Elektrik Sayacı',
    sku: 'MAK-SAYAC-1F',
    category: 'enerji-analizorleri',
    unit: 'adet',
    price: '1340.00',
    stock: 45,
    daysAgo: 152,
    short: 'Çok tarifeli, tek fazlı elektronik sayaç.',
    description:
      'Makel tek fazlı elektronik sayaç, çok tarifeli ölçüm ve optik port ile okuma imkânı sağlar. Dağıtım şirketi onaylıdır.',
  },
  {
    name: 'Kyoritsu 3005A İzolasyon Test Cihazı',
    sku: 'KYR-3005A',
    category: 'test-cihazlari',
    unit: 'adet',
    price: '18400.00',
    stock: 0,
    daysAgo: 275,
    short: "1000V'a kadar analog göstergeli izolasyon test cihazı.",
    description:
      'Kyoritsu 3005A, 250V/500V/1000V test gerilimleri ile kablo ve motor sargılarının izolasyon direncini ölçer. Süreklilik testi özellikli. Ürün tedarik sürecindedir.',
  },
  {
    name: 'Kyoritsu 4105A Topraklama Test Cihazı',
    sku: 'KYR-4105A',
    category: 'test-cihazlari',
    unit: 'adet',
    price: '14650.00',
    stock: 5,
    daysAgo: 138,
    short: 'Dijital topraklama direnci ölçüm cihazı.',
    description:
      'Kyoritsu 4105A, 3 ve 2 uçlu yöntemlerle topraklama direnci ölçümü yapar. Periyodik kontrol ve topraklama raporlarının hazırlanmasında kullanılır. Ölçüm kabloları ve kazıkları dahildir.',
  },
];
