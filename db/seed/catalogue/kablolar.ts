import { variants, type ProductSeed } from '../demo-types.ts';

export const KABLOLAR: ProductSeed[] = [
  {
    name: 'Prysmian NYM Kablo 3x2,5 mm²',
    sku: 'PRY-NYM-3X25',
    category: 'nym-kablolar',
    unit: 'metre',
    price: '46.90',
    stock: 4200,
    daysAgo: 6,
    featured: true,
    images: 2,
    short: 'Priz hatları için 300/500V PVC izoleli, bakır iletkenli antigron kablo.',
    description:
      'Prysmian NYM (NVV-U) 3x2,5 mm² kablo, konutlarda priz ve çamaşır makinesi gibi yüksek akım çeken hatlarda kullanılır. Çok telli elektrolitik bakır iletken, PVC damar izolasyonu ve gri PVC dış kılıf. TS EN 50525 standardına uygundur; metre olarak kesilerek gönderilir.',
  },
  {
    name: 'Prysmian NYM Kablo 3 Damarlı',
    sku: 'PRY-NYM-3D',
    category: 'nym-kablolar',
    unit: 'metre',
    daysAgo: 48,
    short: 'Aydınlatma ve priz tesisatı için 3 damarlı NYM kablo, farklı kesitlerde.',
    description:
      'Sıva altı ve sıva üstü sabit tesisatlar için 3 damarlı NYM kablo. Damar renkleri kahverengi, mavi ve sarı-yeşil. Aydınlatma hatları için 1,5 mm², priz hatları için 2,5 mm², klima ve ocak hatları için 4-6 mm² kesit önerilir.',
    variants: variants('PRY-NYM-3D', 'Kesit', [
      ['3x1,5 mm²', '31.40', 3600],
      ['3x2,5 mm²', '46.90', 4200],
      ['3x4 mm²', '72.80', 1500],
      ['3x6 mm²', '106.50', 640],
    ]),
  },
  {
    name: 'Hes Kablo NYM Kablo 5 Damarlı',
    sku: 'HES-NYM-5D',
    category: 'nym-kablolar',
    unit: 'metre',
    daysAgo: 75,
    short: 'Üç fazlı besleme hatları için 5 damarlı NYM kablo.',
    description:
      'Hes Kablo 5 damarlı NYM kablo, üç fazlı daire ve dükkan beslemelerinde, kombi ve ısı pompası gibi cihaz hatlarında kullanılır. 300/500V, PVC izoleli ve PVC kılıflı. Metre bazında kesim yapılır.',
    variants: variants('HES-NYM-5D', 'Kesit', [
      ['5x1,5 mm²', '49.60', 1800],
      ['5x2,5 mm²', '76.30', 1250],
      ['5x4 mm²', '118.90', 520],
      ['5x6 mm²', '172.40', 0],
    ]),
  },
  {
    name: 'Öznur Kablo NYM Kablo 2x1,5 mm²',
    sku: 'OZN-NYM-2X15',
    category: 'nym-kablolar',
    unit: 'metre',
    price: '21.75',
    stock: 2600,
    daysAgo: 140,
    minOrder: 10,
    short: 'Topraksız aydınlatma hatları için ekonomik 2 damarlı NYM kablo.',
    description:
      'Öznur Kablo 2x1,5 mm² NYM kablo; anahtar dönüşleri, zil ve topraklama gerektirmeyen aydınlatma hatları için uygundur. Minimum sipariş miktarı 10 metredir.',
  },
  {
    name: 'Prysmian NYY Kablo 4 Damarlı',
    sku: 'PRY-NYY-4D',
    category: 'nyy-kablolar',
    unit: 'metre',
    daysAgo: 32,
    images: 2,
    short: 'Bina ana besleme ve yeraltı hatları için 0,6/1 kV NYY enerji kablosu.',
    description:
      'Prysmian NYY 4 damarlı kablo, yeraltına doğrudan gömülebilen, kablo kanalı ve tavalarda kullanılabilen 0,6/1 kV enerji kablosudur. Siyah PVC dış kılıfı UV ve neme dayanıklıdır. Bina ana kolon hatları ve saha aydınlatma beslemelerinde tercih edilir.',
    variants: variants('PRY-NYY-4D', 'Kesit', [
      ['4x6 mm²', '198.00', 900],
      ['4x10 mm²', '312.50', 700],
      ['4x16 mm²', '478.00', 450],
      ['4x25 mm²', '735.00', 200],
      ['4x35 mm²', '1010.00', 0, false],
    ]),
  },
  {
    name: 'Hes Kablo NYY Yeraltı Kablosu 3x35+16 mm²',
    sku: 'HES-NYY-3X35',
    category: 'nyy-kablolar',
    unit: 'metre',
    price: '1085.00',
    stock: 0,
    daysAgo: 160,
    short: 'Ana besleme hatları için azaltılmış nötr kesitli NYY yeraltı kablosu.',
    description:
      'Hes Kablo NYY 3x35+16 mm² kablo, trafo çıkışı ve ana dağıtım panosu beslemelerinde kullanılır. Bakır iletkenli, PVC izoleli ve kılıflı, 0,6/1 kV. Stok durumu için satış ekibimizle iletişime geçiniz.',
  },
  {
    name: 'Nexans NYY-J Kablo 5 Damarlı',
    sku: 'NEX-NYY-5D',
    category: 'nyy-kablolar',
    unit: 'metre',
    daysAgo: 95,
    short: 'Topraklama damarlı, 5 damarlı NYY-J enerji kablosu.',
    description:
      'Nexans NYY-J kablo, sarı-yeşil koruma iletkeni ile üç fazlı dış ortam beslemeleri için tasarlanmıştır. Sanayi tesislerinde makine beslemeleri ve bahçe aydınlatmasında güvenle kullanılabilir.',
    variants: variants('NEX-NYY-5D', 'Kesit', [
      ['5x4 mm²', '168.00', 380],
      ['5x6 mm²', '239.00', 260],
      ['5x10 mm²', '382.00', 120],
    ]),
  },
  {
    name: 'Öznur Kablo NYY Tek Damarlı Kablo',
    sku: 'OZN-NYY-1D',
    category: 'nyy-kablolar',
    unit: 'metre',
    daysAgo: 210,
    short: 'Pano bağlantıları ve yüksek akımlı hatlar için tek damarlı NYY kablo.',
    description:
      'Öznur Kablo tek damarlı NYY kablo, jeneratör ve trafo bağlantılarında, kompanzasyon panolarında kullanılan kalın kesitli enerji kablosudur.',
    variants: variants('OZN-NYY-1D', 'Kesit', [
      ['1x25 mm²', '186.00', 300],
      ['1x35 mm²', '258.00', 240],
      ['1x50 mm²', '362.00', 150],
      ['1x70 mm²', '505.00', 80],
      ['1x95 mm²', '688.00', 0],
    ]),
  },
  {
    name: 'Prysmian H07V-K Kablo 1,5 mm² 100 m Top',
    sku: 'PRY-H07VK-15',
    category: 'h07v-k-kablolar',
    unit: 'top',
    daysAgo: 20,
    short: 'Pano içi ve boru içi tesisat için ince çok telli kablo, renk seçenekli.',
    description:
      'Prysmian H07V-K 1,5 mm² kablo, esnek yapısıyla pano içi kumanda bağlantılarında ve spiral boru içinden çekilen tesisatlarda kullanılır. 450/750V, 100 metrelik top halinde. Faz, nötr ve toprak ayrımı için farklı renklerde.',
    variants: variants('PRY-H07VK-15', 'Renk', [
      ['Kahverengi', '945.00', 85],
      ['Mavi', '945.00', 70],
      ['Siyah', '945.00', 40],
      ['Sarı-Yeşil', '965.00', 55],
      ['Kırmızı', '945.00', 0],
    ]),
  },
  {
    name: 'Hes Kablo H07V-K İnce Çok Telli Kablo',
    sku: 'HES-H07VK',
    category: 'h07v-k-kablolar',
    unit: 'top',
    daysAgo: 64,
    short: '100 metrelik toplar halinde, farklı kesitlerde H07V-K kablo.',
    description:
      'Hes Kablo H07V-K, sınıf 5 ince çok telli bakır iletkenli tek damarlı kablodur. Pano imalatı ve makine kablajında rahat bükülür, klemense kolay bağlanır. Fiyatlar 100 metrelik top içindir.',
    variants: variants('HES-H07VK', 'Kesit', [
      ['1,5 mm²', '915.00', 120],
      ['2,5 mm²', '1465.00', 95],
      ['4 mm²', '2290.00', 40],
      ['6 mm²', '3380.00', 22],
      ['10 mm²', '5640.00', 8],
    ]),
  },
  {
    name: 'Nexans H07V-K Kablo 2,5 mm² 100 m Top',
    sku: 'NEX-H07VK-25',
    category: 'h07v-k-kablolar',
    unit: 'top',
    daysAgo: 118,
    short: 'Esnek tek damarlı 2,5 mm² kablo, 100 m top.',
    description:
      'Nexans H07V-K 2,5 mm² kablo, priz hatları için boru içi tesisatta ve pano kablajında kullanılır. Yeni parti geldiğinde stok güncellenecektir.',
    variants: variants('NEX-H07VK-25', 'Renk', [
      ['Kahverengi', '1490.00', 0],
      ['Mavi', '1490.00', 0],
      ['Sarı-Yeşil', '1520.00', 0],
    ]),
  },
  {
    name: 'Prysmian Afumex NHXMH Halojensiz Kablo',
    sku: 'PRY-NHXMH',
    category: 'halojensiz-kablolar',
    unit: 'metre',
    daysAgo: 27,
    short: 'Kamu binaları için düşük dumanlı, halojensiz sabit tesisat kablosu.',
    description:
      'Prysmian Afumex NHXMH, yangın anında az duman ve korozif olmayan gaz yayan halojensiz (LSOH) tesisat kablosudur. Hastane, okul, AVM ve otel projelerinde şartnamelerde istenen NYM muadilidir.',
    variants: variants('PRY-NHXMH', 'Kesit', [
      ['3x1,5 mm²', '42.60', 1400],
      ['3x2,5 mm²', '63.80', 1900],
      ['3x4 mm²', '98.40', 420],
    ]),
  },
  {
    name: 'Nexans N2XH Halojensiz Enerji Kablosu 4x16 mm²',
    sku: 'NEX-N2XH-4X16',
    category: 'halojensiz-kablolar',
    unit: 'metre',
    price: '612.00',
    stock: 180,
    daysAgo: 180,
    short: 'XLPE izoleli, halojensiz kılıflı 0,6/1 kV enerji kablosu.',
    description:
      'Nexans N2XH 4x16 mm², kapalı ve kalabalık mekanlarda ana besleme hatları için XLPE izoleli, halojensiz dış kılıflı enerji kablosudur. 90°C iletken çalışma sıcaklığı sağlar.',
  },
  {
    name: 'Öznur Kablo H07Z1-K Halojensiz Tek Damarlı Kablo',
    sku: 'OZN-H07Z1K',
    category: 'halojensiz-kablolar',
    unit: 'top',
    daysAgo: 88,
    short: 'Halojensiz, esnek tek damarlı kablo; 100 m top.',
    description:
      'Öznur Kablo H07Z1-K, H07V-K kablonun halojensiz muadilidir. Tünel, metro ve kamu binalarında pano içi ve boru içi tesisat için uygundur.',
    variants: variants('OZN-H07Z1K', 'Kesit', [
      ['1,5 mm²', '1090.00', 60],
      ['2,5 mm²', '1720.00', 45],
      ['4 mm²', '2680.00', 0],
    ]),
  },
  {
    name: 'Legrand Cat6 U/UTP Data Kablosu 305 m',
    sku: 'LEG-CAT6-UTP',
    category: 'data-ve-haberlesme-kablolari',
    unit: 'adet',
    daysAgo: 14,
    short: '250 MHz, 23 AWG Cat6 U/UTP ağ kablosu, 305 metrelik kutuda.',
    description:
      'Legrand LCS3 Cat6 U/UTP kablo, ofis ve konut yapısal kablolama projelerinde gigabit Ethernet için kullanılır. LSZH kılıf, 23 AWG bakır iletken, 305 metrelik çekme kutusu.',
    variants: variants('LEG-CAT6-UTP', 'Renk', [
      ['Gri', '4350.00', 24],
      ['Mavi', '4350.00', 12],
      ['Beyaz', '4420.00', 0],
    ]),
  },
  {
    name: 'Schneider Actassi Cat6 F/UTP Ağ Kablosu',
    sku: 'SCH-ACT-CAT6F',
    category: 'data-ve-haberlesme-kablolari',
    unit: 'metre',
    daysAgo: 150,
    short: 'Folyo ekranlı Cat6 F/UTP data kablosu, metre veya makara.',
    description:
      'Schneider Actassi Cat6 F/UTP, elektromanyetik gürültünün yüksek olduğu endüstriyel ortamlar için folyo ekranlı ağ kablosudur. Metre olarak veya 305 m makara halinde satılır.',
    variants: variants('SCH-ACT-CAT6F', 'Uzunluk', [
      ['Metre', '21.40', 2400],
      ['305 m Makara', '5980.00', 6],
    ]),
  },
  {
    name: 'Prysmian RG6 Koaksiyel Anten Kablosu',
    sku: 'PRY-RG6',
    category: 'data-ve-haberlesme-kablolari',
    unit: 'metre',
    daysAgo: 230,
    short: 'Uydu ve karasal TV sistemleri için 75 ohm RG6 koaksiyel kablo.',
    description:
      'Prysmian RG6 koaksiyel kablo, uydu alıcıları ve merkezi anten sistemlerinde düşük sinyal kaybı için bakır kaplı çelik iç iletken ve çift ekran yapısına sahiptir.',
    variants: variants('PRY-RG6', 'Renk', [
      ['Beyaz', '11.90', 3000],
      ['Siyah', '12.40', 1200],
    ]),
  },
  {
    name: 'Hes Kablo JY(St)Y Sinyal Kablosu',
    sku: 'HES-JYSTY',
    category: 'data-ve-haberlesme-kablolari',
    unit: 'metre',
    daysAgo: 200,
    short: 'Yangın alarm, diyafon ve zayıf akım sistemleri için ekranlı sinyal kablosu.',
    description:
      'Hes Kablo JY(St)Y, alüminyum folyo ekranlı, 0,8 mm çaplı bakır iletkenli telefon ve sinyal kablosudur. Yangın alarm, kartlı geçiş ve diyafon tesisatında kullanılır.',
    variants: variants('HES-JYSTY', 'Çift Sayısı', [
      ['1x2x0,8', '9.80', 2500],
      ['2x2x0,8', '15.60', 1800],
      ['4x2x0,8', '27.90', 600],
    ]),
  },
];
