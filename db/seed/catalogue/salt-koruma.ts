import { variants, type ProductSeed, type VariantRow } from '../demo-types.ts';

/** MCB amperage rows: [amperage, price, stock]; 50A is listed but switched off for the Easy9 range. */
function amps(rows: [number, string, number, boolean?][]): VariantRow[] {
  return rows.map(([a, price, stock, active]) => [`${a}A`, price, stock, active]);
}

export const SALT_KORUMA: ProductSeed[] = [
  {
    name: 'Schneider Acti9 iC60N C16 Otomatik Sigorta',
    sku: 'SCH-A9F79116',
    category: 'otomatik-sigortalar',
    unit: 'adet',
    price: '685.00',
    stock: 240,
    daysAgo: 5,
    featured: true,
    images: 2,
    short: '1 kutuplu, C eğrili, 16A, 6 kA kesme kapasiteli otomatik sigorta.',
    description:
      'Schneider Acti9 iC60N (A9F79116), ticari ve endüstriyel tesislerde hat koruması için 6 kA (IEC 60898-1) / 20 kA (IEC 60947-2) kesme kapasiteli otomatik sigortadır. VisiSafe kontak durumu göstergesi ve Ready2wire çift terminal yapısı ile güvenli montaj sağlar.',
  },
  {
    name: 'Schneider Easy9 C Tipi Otomatik Sigorta 1 Kutup',
    sku: 'SCH-EZ9-1P',
    category: 'otomatik-sigortalar',
    unit: 'adet',
    daysAgo: 44,
    short: 'Konut tesisatı için ekonomik 1 kutuplu C eğrili otomatik sigorta, 4,5 kA.',
    description:
      'Schneider Easy9, daire ve küçük işletme panolarında priz ve aydınlatma hatlarını aşırı akıma ve kısa devreye karşı korur. 4,5 kA kesme kapasitesi, DIN raya hızlı montaj.',
    variants: variants(
      'SCH-EZ9-1P',
      'Akım',
      amps([
        [6, '142.00', 180],
        [10, '138.00', 320],
        [16, '138.00', 560],
        [20, '142.00', 240],
        [25, '148.00', 190],
        [32, '154.00', 120],
        [40, '186.00', 60],
        [50, '242.00', 0, false],
        [63, '268.00', 25],
      ]),
    ),
  },
  {
    name: 'ABB S201 C Tipi 1 Kutuplu Otomatik Sigorta',
    sku: 'ABB-S201-C',
    category: 'otomatik-sigortalar',
    unit: 'adet',
    daysAgo: 12,
    featured: true,
    short: 'ABB SN201/S201 serisi 6 kA, C eğrili otomatik sigorta.',
    description:
      "ABB S201 serisi otomatik sigortalar, konut ve ticari binalarda yüksek güvenilirlik sunar. 6 kA kesme kapasitesi, kontak konum göstergesi ve çift terminal. 6A'den 63A'ya kadar akım seçenekleri.",
    variants: variants(
      'ABB-S201-C',
      'Akım',
      amps([
        [6, '329.00', 90],
        [10, '318.00', 210],
        [16, '318.00', 420],
        [20, '326.00', 160],
        [25, '334.00', 120],
        [32, '352.00', 85],
        [40, '418.00', 40],
        [63, '512.00', 0],
      ]),
    ),
  },
  {
    name: 'ABB S203 C Tipi 3 Kutuplu Otomatik Sigorta',
    sku: 'ABB-S203-C',
    category: 'otomatik-sigortalar',
    unit: 'adet',
    daysAgo: 90,
    short: 'Üç fazlı hatlar için 3 kutuplu C eğrili otomatik sigorta.',
    description:
      'ABB S203, üç fazlı motor, klima ve tali pano beslemelerinde kullanılan 3 kutuplu otomatik sigortadır. 6 kA kesme kapasitesi, 3 modül genişlik.',
    variants: variants(
      'ABB-S203-C',
      'Akım',
      amps([
        [16, '1065.00', 45],
        [25, '1098.00', 36],
        [32, '1140.00', 30],
        [40, '1385.00', 12],
        [63, '1690.00', 6],
      ]),
    ),
  },
  {
    name: 'Siemens 5SL6 C Tipi Otomatik Sigorta 1 Kutup',
    sku: 'SIE-5SL6-1P',
    category: 'otomatik-sigortalar',
    unit: 'adet',
    daysAgo: 60,
    short: '6 kA kesme kapasiteli Siemens 5SL6 serisi otomatik sigorta.',
    description:
      'Siemens 5SL6 serisi, konut ve ticari uygulamalar için tasarlanmış 6 kA otomatik sigortalardır. Bara ile kolay bağlantı, etiket alanı ve kurşunlanabilir mandal.',
    variants: variants(
      'SIE-5SL6-1P',
      'Akım',
      amps([
        [10, '262.00', 150],
        [16, '258.00', 300],
        [20, '266.00', 110],
        [25, '274.00', 90],
        [32, '289.00', 70],
      ]),
    ),
  },
  {
    name: 'Legrand RX3 C Tipi Otomatik Sigorta',
    sku: 'LEG-RX3-C',
    category: 'otomatik-sigortalar',
    unit: 'adet',
    daysAgo: 135,
    short: 'Konut tipi 4,5 kA, 1 kutuplu otomatik sigorta.',
    description:
      'Legrand RX3 serisi, konut panoları için ekonomik ve güvenilir otomatik sigortalardır. 4,5 kA kesme kapasitesi, IEC 60898-1 uyumlu.',
    variants: variants(
      'LEG-RX3-C',
      'Akım',
      amps([
        [10, '118.00', 260],
        [16, '118.00', 480],
        [20, '122.00', 180],
        [25, '126.00', 150],
        [32, '134.00', 0],
      ]),
    ),
  },
  {
    name: 'Eaton HL C Tipi Otomatik Sigorta 1 Kutup',
    sku: 'EAT-HL-C',
    category: 'otomatik-sigortalar',
    unit: 'adet',
    daysAgo: 175,
    short: 'Eaton xPole Home HL serisi 4,5 kA otomatik sigorta.',
    description:
      'Eaton HL serisi otomatik sigorta, konut tesisatlarında hat koruması için 4,5 kA kesme kapasitesine sahiptir. Kontak konum göstergeli.',
    variants: variants(
      'EAT-HL-C',
      'Akım',
      amps([
        [10, '128.00', 140],
        [16, '128.00', 220],
        [25, '136.00', 80],
      ]),
    ),
  },
  {
    name: 'Viko Otomatik Sigorta B16 1 Kutup',
    sku: 'VIK-MCB-B16',
    category: 'otomatik-sigortalar',
    unit: 'adet',
    price: '92.50',
    stock: 640,
    daysAgo: 100,
    short: 'Aydınlatma hatları için B eğrili 16A otomatik sigorta.',
    description:
      'Viko by Panasonic B16 otomatik sigorta, aydınlatma ve priz hatlarında kullanılan, 4,5 kA kesme kapasiteli ekonomik bir koruma elemanıdır.',
  },
  {
    name: 'Schneider Acti9 iID 4 Kutup 40A 30mA Kaçak Akım Rölesi',
    sku: 'SCH-A9R11440',
    category: 'kacak-akim-roleleri',
    unit: 'adet',
    price: '4780.00',
    stock: 34,
    daysAgo: 16,
    short: 'Hayat koruma amaçlı, AC tipi, 4 kutuplu 40A 30mA kaçak akım rölesi.',
    description:
      'Schneider Acti9 iID (A9R11440), insanları dolaylı temasa karşı korumak için 30 mA hassasiyetinde kaçak akım rölesidir. Üç fazlı konut ve işyeri panolarında ana koruma olarak kullanılır. Test butonlu, 4 modül.',
  },
  {
    name: 'ABB F204 AC Tipi Kaçak Akım Rölesi 4 Kutup',
    sku: 'ABB-F204-AC',
    category: 'kacak-akim-roleleri',
    unit: 'adet',
    daysAgo: 52,
    short: '30 mA ve 300 mA seçenekli 4 kutuplu kaçak akım rölesi.',
    description:
      'ABB F204 serisi kaçak akım röleleri, 30 mA ile hayat koruma, 300 mA ile yangın koruma sağlar. Yüksek darbe akımı dayanımı ve şeffaf etiket kapağı.',
    variants: variants('ABB-F204-AC', 'Akım / Hassasiyet', [
      ['4x25A 30mA', '3390.00', 18],
      ['4x40A 30mA', '3520.00', 26],
      ['4x40A 300mA', '3380.00', 10],
      ['4x63A 300mA', '4150.00', 4],
    ]),
  },
  {
    name: 'Legrand RX3 Kaçak Akım Rölesi 2 Kutup 30mA',
    sku: 'LEG-RX3-RCD-2P',
    category: 'kacak-akim-roleleri',
    unit: 'adet',
    daysAgo: 84,
    short: 'Tek fazlı daire panoları için 2 kutuplu kaçak akım rölesi.',
    description:
      'Legrand RX3 2 kutuplu kaçak akım rölesi, tek fazlı konut tesisatlarında yönetmelik gereği zorunlu olan 30 mA hayat korumasını sağlar.',
    variants: variants('LEG-RX3-RCD-2P', 'Akım', [
      ['25A', '1180.00', 70],
      ['40A', '1240.00', 95],
      ['63A', '1495.00', 20],
    ]),
  },
  {
    name: 'Siemens 5SV Kaçak Akım Rölesi 4 Kutup',
    sku: 'SIE-5SV-4P',
    category: 'kacak-akim-roleleri',
    unit: 'adet',
    daysAgo: 145,
    short: 'Siemens 5SV serisi A tipi 4 kutuplu kaçak akım rölesi.',
    description:
      'Siemens 5SV kaçak akım röleleri, A tipi algılama ile darbeli DC kaçak akımları da algılar; inverterli cihazların bulunduğu tesislerde önerilir.',
    variants: variants('SIE-5SV-4P', 'Akım / Hassasiyet', [
      ['4x25A 30mA', '3150.00', 12],
      ['4x40A 30mA', '3290.00', 20],
      ['4x63A 30mA', '3960.00', 0],
    ]),
  },
  {
    name: 'Viko Kaçak Akım Rölesi 2x25A 30mA',
    sku: 'VIK-RCD-2X25',
    category: 'kacak-akim-roleleri',
    unit: 'adet',
    price: '648.00',
    stock: 0,
    daysAgo: 240,
    short: 'Ekonomik 2 kutuplu 25A 30mA kaçak akım rölesi.',
    description:
      'Viko 2x25A 30mA kaçak akım rölesi, küçük daire ve dükkan panoları için uygun fiyatlı hayat koruma çözümüdür. Yeni parti tedarik sürecindedir.',
  },
  {
    name: 'Schneider EasyPact CVS100F Kompakt Şalter 3 Kutup',
    sku: 'SCH-CVS100F',
    category: 'kompakt-salterler',
    unit: 'adet',
    daysAgo: 38,
    short: '36 kA kesme kapasiteli, termik-manyetik 3 kutuplu kompakt şalter.',
    description:
      'Schneider EasyPact CVS100F, ana ve tali dağıtım panolarında kullanılan TM-D termik-manyetik korumalı kompakt şalterdir. 36 kA kesme kapasitesi, ayarlanabilir termik koruma.',
    variants: variants('SCH-CVS100F', 'Akım', [
      ['40A', '8650.00', 8],
      ['63A', '8890.00', 10],
      ['80A', '9240.00', 6],
      ['100A', '9480.00', 11],
    ]),
  },
  {
    name: 'ABB Tmax XT1 Kompakt Şalter 3 Kutup',
    sku: 'ABB-XT1',
    category: 'kompakt-salterler',
    unit: 'adet',
    daysAgo: 110,
    short: "ABB Tmax XT1 serisi 160A'e kadar kompakt şalter.",
    description:
      'ABB Tmax XT1, kompakt boyutları ve yüksek performansıyla endüstriyel panolarda tercih edilen kompakt şalterdir. TMD termik-manyetik koruma, 25 kA.',
    variants: variants('ABB-XT1', 'Akım', [
      ['100A', '10250.00', 5],
      ['125A', '10680.00', 4],
      ['160A', '11450.00', 3],
    ]),
  },
  {
    name: 'Legrand DPX³ 160 Kompakt Şalter 3 Kutup 100A',
    sku: 'LEG-DPX3-160',
    category: 'kompakt-salterler',
    unit: 'adet',
    price: '8390.00',
    stock: 7,
    daysAgo: 170,
    short: '25 kA, 3 kutuplu 100A termik-manyetik kompakt şalter.',
    description:
      'Legrand DPX³ 160, ayarlanabilir termik koruma ve sabit manyetik koruma ile tali dağıtım panolarının girişinde kullanılır. Kutu tipi bağlantı terminalleri dahildir.',
  },
  {
    name: 'Eaton NZMB1 Kompakt Şalter 3 Kutup',
    sku: 'EAT-NZMB1',
    category: 'kompakt-salterler',
    unit: 'adet',
    daysAgo: 250,
    short: 'Eaton NZM serisi 25 kA kompakt şalter.',
    description:
      'Eaton NZMB1, sistem ve kablo koruması için termik-manyetik kompakt şalterdir. Ürün şu anda tükenmiştir, sipariş üzerine temin edilebilir.',
    variants: variants('EAT-NZMB1', 'Akım', [
      ['63A', '7950.00', 0],
      ['100A', '8620.00', 0],
      ['125A', '9140.00', 0],
    ]),
  },
  {
    name: 'Schneider TeSys Deca LC1D Kontaktör 220V AC',
    sku: 'SCH-LC1D',
    category: 'kontaktorler',
    unit: 'adet',
    daysAgo: 28,
    featured: true,
    short: '3 kutuplu, 220V AC bobinli TeSys Deca kontaktör.',
    description:
      'Schneider TeSys Deca LC1D serisi, motor kumandası ve genel güç anahtarlama için dünyanın en yaygın kontaktörlerindendir. 1NA+1NK yardımcı kontak, 220V AC bobin, DIN ray veya vidalı montaj.',
    variants: variants('SCH-LC1D', 'Akım (AC3)', [
      ['9A (LC1D09M7)', '1095.00', 64],
      ['12A (LC1D12M7)', '1240.00', 48],
      ['18A (LC1D18M7)', '1560.00', 30],
      ['25A (LC1D25M7)', '2140.00', 18],
      ['32A (LC1D32M7)', '2890.00', 9],
    ]),
  },
  {
    name: 'Siemens Sirius 3RT2 Kontaktör 230V AC',
    sku: 'SIE-3RT2',
    category: 'kontaktorler',
    unit: 'adet',
    daysAgo: 122,
    short: 'Sirius 3RT2 serisi kompakt güç kontaktörü.',
    description:
      'Siemens Sirius 3RT2 kontaktörler, kompakt S00 ve S0 boyutlarında motor kumandası için tasarlanmıştır. Vidalı bağlantı, 230V AC bobin.',
    variants: variants('SIE-3RT2', 'Akım (AC3)', [
      ['9A', '1280.00', 40],
      ['12A', '1395.00', 26],
      ['17A', '1820.00', 14],
      ['25A', '2460.00', 0],
    ]),
  },
  {
    name: 'ABB AF Serisi Kontaktör',
    sku: 'ABB-AF',
    category: 'kontaktorler',
    unit: 'adet',
    daysAgo: 205,
    short: 'Geniş bobin gerilim aralıklı ABB AF kontaktör.',
    description:
      'ABB AF serisi kontaktörler, 100-250V AC/DC geniş bobin aralığı sayesinde gerilim dalgalanmalarına karşı dayanıklıdır. Kompanzasyon ve motor devreleri için uygundur.',
    variants: variants('ABB-AF', 'Akım (AC3)', [
      ['9A (AF09)', '1010.00', 35],
      ['16A (AF16)', '1290.00', 22],
      ['26A (AF26)', '1980.00', 11],
    ]),
  },
  {
    name: 'Schneider Acti9 iPRD40r Parafudr 3P+N',
    sku: 'SCH-IPRD40R',
    category: 'parafudrlar',
    unit: 'adet',
    price: '5860.00',
    stock: 15,
    daysAgo: 76,
    short: 'Tip 2, 40 kA, uzaktan sinyal kontaklı parafudr.',
    description:
      'Schneider Acti9 iPRD40r, ana dağıtım panolarında şebeke kaynaklı aşırı gerilimlere karşı koruma sağlayan Tip 2 parafudrdur. Değiştirilebilir kartuşlar ve uzaktan ikaz kontağı.',
  },
  {
    name: 'ABB OVR T2 Parafudr 40kA',
    sku: 'ABB-OVR-T2',
    category: 'parafudrlar',
    unit: 'adet',
    daysAgo: 185,
    short: 'Tek fazlı ve üç fazlı sistemler için Tip 2 parafudr.',
    description:
      'ABB OVR T2 parafudrlar, elektronik cihazları yıldırım ve anahtarlama kaynaklı aşırı gerilimlerden korur. Takılabilir kartuşlu, durum göstergeli.',
    variants: variants('ABB-OVR-T2', 'Kutup', [
      ['1P+N', '2890.00', 20],
      ['3P+N', '5240.00', 9],
    ]),
  },
];
