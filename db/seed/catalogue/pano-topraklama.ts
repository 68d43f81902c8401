import { variants, type ProductSeed } from '../demo-types.ts';

export const PANOLAR: ProductSeed[] = [
  {
    name: 'Viko Sıva Üstü Sigorta Kutusu Şeffaf Kapaklı',
    sku: 'VIK-SU-KUTU',
    category: 'sigorta-kutulari',
    unit: 'adet',
    daysAgo: 15,
    featured: true,
    short: 'Şeffaf kapaklı, IP40 sıva üstü modüler sigorta kutusu.',
    description:
      'Viko sıva üstü sigorta kutuları, şeffaf kapakları sayesinde sigortaların durumunu kapağı açmadan görmenizi sağlar. Nötr ve toprak baraları dahil, DIN ray montajlı.',
    variants: variants('VIK-SU-KUTU', 'Modül', [
      ["4'lü", '168.00', 210],
      ["8'li", '248.00', 180],
      ["12'li", '352.00', 140],
      ["24'lü (2 Sıra)", '695.00', 36],
    ]),
  },
  {
    name: 'Legrand Practibox S Sıva Üstü Pano',
    sku: 'LEG-PRACTI',
    category: 'sigorta-kutulari',
    unit: 'adet',
    daysAgo: 82,
    short: 'Dayanıklı, opak kapaklı sıva üstü dağıtım kutusu.',
    description:
      'Legrand Practibox S, konut ve küçük işyerleri için geliştirilmiş, geniş kablo alanlı sıva üstü pano serisidir. Kapak yönü değiştirilebilir, IP40.',
    variants: variants('LEG-PRACTI', 'Modül', [
      ['1x12 Modül', '920.00', 32],
      ['2x12 Modül', '1640.00', 18],
      ['3x12 Modül', '2390.00', 6],
    ]),
  },
  {
    name: 'ABB Mistral41 Sıva Üstü Pano IP41',
    sku: 'ABB-MISTRAL41',
    category: 'sigorta-kutulari',
    unit: 'adet',
    daysAgo: 160,
    short: 'Şeffaf kapaklı IP41 sıva üstü pano.',
    description:
      'ABB Mistral41, darbe dayanımı yüksek gövdesi ve yaylı kapak mekanizması ile ticari alanlar için tasarlanmış sıva üstü pano serisidir.',
    variants: variants('ABB-MISTRAL41', 'Modül', [
      ['12 Modül', '1480.00', 14],
      ['24 Modül', '2350.00', 8],
      ['36 Modül', '3290.00', 0],
    ]),
  },
  {
    name: 'Mutlusan Sıva Altı Sigorta Kutusu',
    sku: 'MUT-SA-KUTU',
    category: 'sigorta-kutulari',
    unit: 'adet',
    daysAgo: 57,
    short: 'Konut daireleri için gömme tip sigorta kutusu.',
    description:
      'Mutlusan sıva altı sigorta kutusu, daire girişlerinde duvar içine gömülerek estetik bir görünüm sağlar. Kapak ve ray dahil.',
    variants: variants('MUT-SA-KUTU', 'Modül', [
      ["6'lı", '128.00', 260],
      ["8'li", '156.00', 240],
      ["12'li", '214.00', 150],
      ["16'lı", '286.00', 70],
    ]),
  },
  {
    name: 'Schneider Resi9 Sıva Altı Sigorta Kutusu',
    sku: 'SCH-RESI9-SA',
    category: 'sigorta-kutulari',
    unit: 'adet',
    daysAgo: 128,
    short: 'Beyaz kapaklı, IP40 Resi9 gömme pano.',
    description:
      'Schneider Resi9, konut tesisatları için modern tasarımlı gömme sigorta kutusudur. Ön kapak dahil, kolay kablolama için geniş iç hacim.',
    variants: variants('SCH-RESI9-SA', 'Modül', [
      ['13 Modül', '615.00', 40],
      ['26 Modül (2 Sıra)', '1095.00', 15],
    ]),
  },
  {
    name: "Makel Sıva Altı Sigorta Kutusu 8'li",
    sku: 'MAK-SA-8',
    category: 'sigorta-kutulari',
    unit: 'adet',
    price: '142.00',
    stock: 310,
    daysAgo: 235,
    short: 'Ekonomik 8 modüllü gömme sigorta kutusu.',
    description:
      "Makel 8'li sıva altı sigorta kutusu, toplu konut projelerinde kullanılan uygun fiyatlı bir çözümdür. Nötr ve toprak klemensleri dahildir.",
  },
  {
    name: 'Schneider Spacial S3D Metal Dağıtım Panosu',
    sku: 'SCH-S3D',
    category: 'dagitim-panolari',
    unit: 'adet',
    daysAgo: 43,
    short: 'IP66 duvar tipi metal pano, montaj plakası dahil.',
    description:
      'Schneider Spacial S3D, elektrostatik toz boyalı çelik gövdesi ve IP66 koruma sınıfıyla endüstriyel tesislerde otomasyon ve dağıtım panoları için kullanılır. Galvaniz montaj plakası dahildir.',
    variants: variants('SCH-S3D', 'Ölçü (YxGxD)', [
      ['400x300x200 mm', '4380.00', 12],
      ['600x400x200 mm', '5960.00', 9],
      ['800x600x250 mm', '9240.00', 4],
    ]),
  },
  {
    name: 'Legrand Atlantic Metal Pano IP66',
    sku: 'LEG-ATLANTIC',
    category: 'dagitim-panolari',
    unit: 'adet',
    daysAgo: 198,
    short: 'Legrand Atlantic serisi duvar tipi metal pano.',
    description:
      'Legrand Atlantic metal panolar, tek kapılı, IP66/IK10 koruma sınıflı duvar tipi panolardır. Kapı yönü sağ veya sol olarak değiştirilebilir.',
    variants: variants('LEG-ATLANTIC', 'Ölçü (YxGxD)', [
      ['500x400x200 mm', '5480.00', 5],
      ['700x500x250 mm', '7650.00', 3],
    ]),
  },
];

export const TOPRAKLAMA: ProductSeed[] = [
  {
    name: 'Erico Bakır Kaplı Topraklama Çubuğu',
    sku: 'ERC-TOP-CBK',
    category: 'topraklama-cubuklari',
    unit: 'adet',
    daysAgo: 35,
    short: '250 mikron bakır kaplı, 5/8" çelik topraklama çubuğu.',
    description:
      'Erico bakır kaplı topraklama çubukları, elektrolitik bakır kaplamalı yüksek dayanımlı çelik gövdeye sahiptir. Uzatma manşonu ile birden fazla çubuk birbirine eklenerek derin topraklama yapılabilir.',
    variants: variants('ERC-TOP-CBK', 'Boy', [
      ['1,2 m', '540.00', 90],
      ['1,5 m', '665.00', 120],
      ['2,4 m', '1050.00', 35],
    ]),
  },
  {
    name: 'Erico Topraklama Çubuğu Bağlantı Kelepçesi',
    sku: 'ERC-KLP',
    category: 'topraklama-cubuklari',
    unit: 'adet',
    price: '148.00',
    stock: 340,
    daysAgo: 148,
    short: 'Çubuk ile iletken bağlantısı için pirinç kelepçe.',
    description:
      'Erico pirinç kelepçe, topraklama çubuğuna 16-70 mm² bakır iletkenin bağlanması için kullanılır. Korozyona dayanıklıdır.',
  },
  {
    name: 'Öznur Kablo Çıplak Bakır Topraklama İletkeni',
    sku: 'OZN-CIPLAK',
    category: 'topraklama-malzemeleri',
    unit: 'metre',
    daysAgo: 102,
    short: 'Topraklama tesisatı için çok telli çıplak bakır iletken.',
    description:
      'Öznur Kablo çıplak bakır iletken, topraklama ağları, temel topraklaması ve paratoner iniş iletkeni olarak kullanılır. Çok telli elektrolitik bakır.',
    variants: variants('OZN-CIPLAK', 'Kesit', [
      ['16 mm²', '118.00', 800],
      ['25 mm²', '182.00', 650],
      ['35 mm²', '254.00', 420],
      ['50 mm²', '362.00', 200],
    ]),
  },
  {
    name: 'Klemsan Eşpotansiyel Topraklama Barası 8 Çıkışlı',
    sku: 'KLM-ESP-8',
    category: 'topraklama-malzemeleri',
    unit: 'adet',
    price: '385.00',
    stock: 95,
    daysAgo: 74,
    short: 'Banyo ve tesisat eşpotansiyel bağlantıları için bara.',
    description:
      'Klemsan eşpotansiyel bara, banyo, kazan dairesi ve pano topraklama iletkenlerinin tek noktada toplanmasını sağlar. Kapaklı, 8 çıkışlı.',
  },
  {
    name: 'Erico Topraklama Ölçüm Kutusu',
    sku: 'ERC-OLCUM',
    category: 'topraklama-malzemeleri',
    unit: 'adet',
    price: '720.00',
    stock: 26,
    daysAgo: 245,
    short: 'Zemine gömme, kapaklı topraklama ölçüm ve kontrol kutusu.',
    description:
      'Erico topraklama ölçüm kutusu, periyodik topraklama ölçümlerinde bağlantı noktasına kolay erişim sağlar. Polimer beton gövde, dökme demir kapak.',
  },
  {
    name: 'Indelec Prevectron 3 Aktif Paratoner',
    sku: 'IND-PRV3',
    category: 'paratonerler',
    unit: 'adet',
    daysAgo: 21,
    featured: true,
    short: 'Erken akış uyarılı (ESE) aktif paratoner, NF C 17-102 uyumlu.',
    description:
      'Indelec Prevectron 3, binaları ve açık alanları yıldırım düşmesine karşı koruyan, NF C 17-102 standardına uygun erken akış uyarılı aktif paratonerdir. Koruma yarıçapı seçilen modele ve koruma seviyesine göre değişir. Montaj ve test hizmetimiz için iletişime geçiniz.',
    variants: variants('IND-PRV3', 'Model', [
      ['S3.40', '38500.00', 3],
      ['S6.60', '46900.00', 2],
      ['TS 10.25', '58800.00', 0],
    ]),
  },
  {
    name: 'Erico Galvaniz Paratoner Direği 5 m',
    sku: 'ERC-DIREK-5',
    category: 'paratonerler',
    unit: 'adet',
    price: '3150.00',
    stock: 0,
    daysAgo: 255,
    short: 'Paratoner montajı için sıcak daldırma galvaniz direk.',
    description:
      'Erico 5 metrelik galvaniz paratoner direği, aktif paratonerlerin çatıya montajı için kullanılır. Gergi halkaları dahildir. Tedarik süresi 2-3 haftadır.',
  },
];
