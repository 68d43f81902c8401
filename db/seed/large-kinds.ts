// Building blocks of the generated large catalogue: brands, product kinds with
// their variant axis, series names and spec words (with İ ı Ş ğ ç ö ü on purpose,
// so search and sorting tests meet real Turkish text).
import type { Unit } from './demo-types.ts';

export interface Kind {
  name: string;
  /** Brands that make this kind of product. */
  brands: readonly string[];
  /** Demo category slugs this kind belongs in, when they exist. */
  categories: string[];
  unit: Unit;
  /** Price range of the cheapest option in TRY. */
  price: [number, number];
  specs: string[];
  axis: string;
  /** Variant labels with an optional price factor (default rises 18% per step). */
  options: (string | [string, number])[];
  short: string;
}

// Brand groups; product names start with the brand, so deriveBrand() gets its first word.
const SWITCHGEAR = ['Schneider', 'ABB', 'Siemens', 'Legrand', 'Eaton', 'Hager', 'Viko', 'Makel'];
const CABLES = ['Prysmian', 'Nexans', 'Hes Kablo', 'Öznur Kablo'];
const LIGHTING = ['Osram', 'Philips', 'Panasonic', 'Pelsan', 'Cata'];
const WIRING = ['Viko', 'Legrand', 'Schneider', 'Makel', 'Panasonic', 'ABB'];
const CABLE_MANAGEMENT = ['Mutlusan', 'Legrand', 'Klemsan', 'Schneider'];
const ENCLOSURES = ['Schneider', 'Legrand', 'ABB', 'Viko', 'Mutlusan', 'Makel', 'Hager'];
const EARTHING = ['Erico', 'Klemsan', 'Öznur Kablo'];
const INDUSTRIAL = ['Mennekes', 'Gewiss', 'Schneider', 'Legrand', 'Makel'];

export const SERIES = [
  'Güneş', 'Işıltı', 'Yıldız', 'Çınar', 'Şimşek', 'Ilgaz', 'İnci', 'Öykü', 'Doğa', 'Işık', 'Göktaş',
  'Çağ', 'Çağla', 'Özge', 'Ülkü', 'Şafak', 'Ege', 'Toros', 'Kardelen', 'Lale', 'Arya', 'Nova', 'Pro', 'Eko',
];

export const EXTRAS = [
  '', '', '', 'Ekonomik Seri', 'Profesyonel Seri', 'Yeni Nesil', 'Uzun Ömürlü', 'Güçlendirilmiş', 'Yüksek Dayanımlı',
  'Endüstriyel Tip', 'Şantiye Tipi', 'İç Mekân', 'Çevre Dostu', 'Düşük Kayıplı',
];

const AMPS = ['6A', '10A', '16A', '20A', '25A', '32A', '40A', '50A', '63A'];
const COLOURS = ['Beyaz', 'Krem', 'Antrasit', 'Siyah', 'Gümüş'];

export const KINDS: Kind[] = [
  { name: 'Otomatik Sigorta', brands: SWITCHGEAR, categories: ['otomatik-sigortalar'], unit: 'adet', price: [85, 900], specs: ['B Tipi 1 Kutup', 'C Tipi 1 Kutup', 'C Tipi 3 Kutup', 'B Tipi 2 Kutup', 'C Tipi 1P+N'], axis: 'Akım', options: AMPS, short: 'Hatları aşırı akım ve kısa devreye karşı koruyan modüler otomatik sigorta.' },
  { name: 'Kaçak Akım Rölesi', brands: SWITCHGEAR, categories: ['kacak-akim-roleleri'], unit: 'adet', price: [550, 4800], specs: ['AC Tipi', 'A Tipi', 'Hayat Koruma', 'Yangın Koruma', 'Gecikmeli'], axis: 'Akım / Hassasiyet', options: ['2x25A 30mA', '2x40A 30mA', '4x25A 30mA', '4x40A 30mA', '4x40A 300mA', '4x63A 300mA'], short: 'İnsan hayatını ve tesisatı kaçak akımlara karşı koruyan röle.' },
  { name: 'Kompakt Şalter', brands: SWITCHGEAR, categories: ['kompakt-salterler'], unit: 'adet', price: [5500, 24000], specs: ['3 Kutup 25kA', '3 Kutup 36kA', '4 Kutup 50kA', 'Ayarlı Termik'], axis: 'Akım', options: ['40A', '63A', '80A', '100A', '125A', '160A', '250A'], short: 'Dağıtım panoları için termik-manyetik korumalı kompakt şalter.' },
  { name: 'Kontaktör', brands: SWITCHGEAR, categories: ['kontaktorler'], unit: 'adet', price: [750, 5800], specs: ['220V AC Bobinli', '24V DC Bobinli', 'Yardımcı Kontaklı', 'Kompanzasyon Tipi'], axis: 'Akım (AC3)', options: ['9A', '12A', '18A', '25A', '32A', '40A', '65A'], short: 'Motor ve yük anahtarlama için üç kutuplu güç kontaktörü.' },
  { name: 'Parafudr', brands: SWITCHGEAR, categories: ['parafudrlar'], unit: 'adet', price: [1800, 7500], specs: ['Tip 2 40kA', 'Tip 1+2', 'Takılabilir Kartuşlu'], axis: 'Kutup', options: ['1P+N', '3P', '3P+N'], short: 'Aşırı gerilimlere karşı koruma sağlayan parafudr.' },
  { name: 'NYM Kablo', brands: CABLES, categories: ['nym-kablolar'], unit: 'metre', price: [19, 60], specs: ['Antigron', 'Gri Kılıflı', 'Çok Telli', 'TSE Belgeli'], axis: 'Kesit', options: ['3x1,5 mm²', '3x2,5 mm²', '3x4 mm²', '3x6 mm²', '5x1,5 mm²', '5x2,5 mm²'], short: 'Sıva altı ve sıva üstü tesisat için PVC izoleli NYM kablo.' },
  { name: 'NYY Yeraltı Kablosu', brands: CABLES, categories: ['nyy-kablolar'], unit: 'metre', price: [140, 420], specs: ['0,6/1 kV', 'Siyah Kılıflı', 'Zırhsız', 'UV Dayanımlı'], axis: 'Kesit', options: ['4x6 mm²', '4x10 mm²', '4x16 mm²', '4x25 mm²', '4x35 mm²'], short: 'Yeraltı ve dış ortam besleme hatları için enerji kablosu.' },
  { name: 'H07V-K İnce Çok Telli Kablo', brands: CABLES, categories: ['h07v-k-kablolar'], unit: 'top', price: [780, 2600], specs: ['1,5 mm² 100 m', '2,5 mm² 100 m', '4 mm² 100 m', '6 mm² 100 m'], axis: 'Renk', options: [['Kahverengi', 1], ['Mavi', 1], ['Siyah', 1], ['Gri', 1], ['Sarı-Yeşil', 1.03], ['Kırmızı', 1]], short: 'Pano içi ve boru içi tesisat için esnek tek damarlı kablo.' },
  { name: 'Halojensiz Kablo', brands: CABLES, categories: ['halojensiz-kablolar'], unit: 'metre', price: [30, 140], specs: ['Düşük Dumanlı', 'LSOH', 'Yangına Dayanıklı', 'Kamu Binası Tipi'], axis: 'Kesit', options: ['3x1,5 mm²', '3x2,5 mm²', '3x4 mm²', '5x2,5 mm²'], short: 'Yangında düşük duman yayan, halojen içermeyen kablo.' },
  { name: 'Cat6 Data Kablosu', brands: ['Legrand', 'Schneider', 'Nexans', 'Prysmian'], categories: ['data-ve-haberlesme-kablolari'], unit: 'adet', price: [12, 30], specs: ['U/UTP', 'F/UTP', 'S/FTP LSZH', '23 AWG'], axis: 'Uzunluk', options: [['Metre', 1], ['100 m Makara', 92], ['305 m Kutu', 270]], short: 'Yapısal kablolama için gigabit Ethernet ağ kablosu.' },
  { name: 'LED Ampul', brands: LIGHTING, categories: ['led-ampuller'], unit: 'adet', price: [38, 140], specs: ['E27 Gün Işığı', 'E27 Sıcak Beyaz', 'E14 Beyaz Işık', 'Buzlu Cam Gövde', 'Dim Edilebilir'], axis: 'Güç', options: ['7W', '9W', '10W', '12W', '15W', '18W'], short: 'Enerji tasarruflu, uzun ömürlü LED ampul.' },
  { name: 'LED Panel', brands: LIGHTING, categories: ['led-paneller'], unit: 'adet', price: [140, 1450], specs: ['60x60 40W Sıva Altı', '30x120 36W', 'Yuvarlak 18W Sıva Üstü', 'Kare 24W Gömme'], axis: 'Işık Rengi', options: [['3000K', 1], ['4000K', 1], ['6500K', 1]], short: 'Ofis ve konutlar için titreşimsiz LED panel.' },
  { name: 'LED Projektör', brands: LIGHTING, categories: ['projektorler'], unit: 'adet', price: [220, 1800], specs: ['IP65 Gün Işığı', 'Dış Mekân', 'Sensörlü', 'Yüksek Verimli', 'Asimetrik Optikli'], axis: 'Güç', options: [['20W', 1], ['30W', 1.3], ['50W', 1.9], ['100W', 3.4], ['150W', 4.8], ['200W', 6.1]], short: 'Cephe, otopark ve saha aydınlatması için LED projektör.' },
  { name: 'Etanj Armatür', brands: LIGHTING, categories: ['armaturler'], unit: 'adet', price: [380, 1300], specs: ['IP65 LED', 'Çift Tüplü', 'Şeffaf Difüzörlü', 'Otopark Tipi'], axis: 'Boy', options: ['60 cm', '120 cm', '150 cm'], short: 'Nemli ve tozlu ortamlar için etanj armatür.' },
  { name: 'Acil Aydınlatma Armatürü', brands: ['Legrand', 'Cata', 'Pelsan', 'Schneider'], categories: ['acil-aydinlatma'], unit: 'adet', price: [320, 1400], specs: ['Sürekli Çalışmalı', 'Yönlendirmeli', 'Sıva Altı', 'Lityum Akülü'], axis: 'Otonomi', options: ['1 Saat', '3 Saat'], short: 'Elektrik kesintisinde kaçış yollarını aydınlatan armatür.' },
  { name: 'Topraklı Priz', brands: WIRING, categories: ['prizler'], unit: 'adet', price: [38, 480], specs: ['Çocuk Korumalı', 'Kapaklı IP44', 'USB Şarjlı', 'Çerçeveli', 'Sıva Üstü'], axis: 'Renk', options: COLOURS, short: 'Sıva altı montaj için 16A topraklı priz.' },
  { name: 'Vavien Anahtar', brands: WIRING, categories: ['anahtarlar'], unit: 'adet', price: [36, 320], specs: ['Işıklı', 'Çerçeveli', 'Sıva Üstü', 'Çift Tuşlu'], axis: 'Renk', options: COLOURS, short: 'İki noktadan aydınlatma kontrolü için vavien anahtar.' },
  { name: 'Hareket Sensörü', brands: ['Legrand', 'Panasonic', 'Viko', 'Schneider', 'Cata'], categories: ['dimmer-ve-sensorler'], unit: 'adet', price: [240, 1100], specs: ['360° Tavan Tipi', '180° Duvar Tipi', 'Gömme Tip', 'IP44 Dış Mekân'], axis: 'Renk', options: ['Beyaz', 'Siyah'], short: 'Aydınlatmayı yalnızca gerektiğinde açan hareket sensörü.' },
  { name: 'Kablo Kanalı', brands: CABLE_MANAGEMENT, categories: ['kablo-kanallari'], unit: 'adet', price: [20, 120], specs: ['2 m Beyaz', 'Yapışkanlı 2 m', 'Bölmeli 2 m', 'Delikli Pano Tipi'], axis: 'Ölçü', options: ['16x16 mm', '25x25 mm', '40x25 mm', '40x40 mm', '60x40 mm', '100x60 mm'], short: 'Kabloları düzenli ve korunaklı taşıyan PVC kanal.' },
  { name: 'Spiral Boru', brands: ['Mutlusan', 'Legrand'], categories: ['spiral-borular'], unit: 'top', price: [320, 900], specs: ['Halojensiz 100 m', 'Gri PVC 100 m', 'Ağır Hizmet Tipi 50 m'], axis: 'Çap', options: ['16 mm', '20 mm', '25 mm', '32 mm'], short: 'Sıva altı ve beton içi tesisat için spiral boru.' },
  { name: 'Kablo Bağı', brands: ['Klemsan', 'Legrand', 'Mutlusan'], categories: ['kablo-baglari'], unit: 'paket', price: [18, 90], specs: ['Beyaz 100\'lü', 'Siyah UV Dayanımlı 100\'lü', 'Paslanmaz Çelik 100\'lü', 'Sökülebilir 100\'lü'], axis: 'Boy', options: ['100 mm', '150 mm', '200 mm', '300 mm', '370 mm'], short: 'Kablo demetleme için poliamid kablo bağı.' },
  { name: 'Etanj Buat', brands: ['Mutlusan', 'Legrand', 'Makel'], categories: ['buatlar'], unit: 'adet', price: [26, 120], specs: ['IP65 Gri', 'Rakorlu', 'Kapaklı', 'Halojensiz'], axis: 'Ölçü', options: ['80x80 mm', '100x100 mm', '150x110 mm'], short: 'Dış ortam kablo eklemeleri için sızdırmaz buat.' },
  { name: 'Raylı Klemens', brands: ['Klemsan', 'Legrand', 'Schneider'], categories: ['klemensler'], unit: 'adet', price: [8, 48], specs: ['Vidalı', 'Yaylı', 'Sigortalı', 'Topraklama', 'Çift Katlı'], axis: 'Kesit', options: ['2,5 mm²', '4 mm²', '6 mm²', '10 mm²', '16 mm²'], short: 'DIN raya monte bağlantı klemensi.' },
  { name: 'Sigorta Kutusu', brands: ENCLOSURES, categories: ['sigorta-kutulari'], unit: 'adet', price: [110, 1600], specs: ['Sıva Üstü Şeffaf Kapaklı', 'Sıva Altı Gömme', 'IP65 Etanj', 'Opak Kapaklı'], axis: 'Modül', options: ['4\'lü', '8\'li', '12\'li', '18\'li', '24\'lü', '36\'lı'], short: 'Modüler şalt malzemeleri için sigorta kutusu.' },
  { name: 'Metal Dağıtım Panosu', brands: ['Schneider', 'Legrand', 'ABB', 'Eaton', 'Hager'], categories: ['dagitim-panolari'], unit: 'adet', price: [2600, 9800], specs: ['IP66 Duvar Tipi', 'Montaj Plakalı', 'Çift Kapılı', 'Paslanmaz Çelik'], axis: 'Ölçü', options: ['300x300x200 mm', '400x300x200 mm', '600x400x200 mm', '800x600x250 mm'], short: 'Elektrostatik boyalı metal dağıtım panosu.' },
  { name: 'Topraklama Çubuğu', brands: EARTHING, categories: ['topraklama-cubuklari'], unit: 'adet', price: [420, 1200], specs: ['Bakır Kaplı', 'Galvaniz', 'Uzatma Manşonlu', 'Som Bakır'], axis: 'Boy', options: ['1,2 m', '1,5 m', '2 m', '2,4 m'], short: 'Topraklama tesisatı için çakma tip çubuk.' },
  { name: 'Çıplak Bakır İletken', brands: ['Öznur Kablo', 'Hes Kablo', 'Erico'], categories: ['topraklama-malzemeleri'], unit: 'metre', price: [95, 380], specs: ['Çok Telli', 'Örgülü', 'Kalaylı'], axis: 'Kesit', options: ['16 mm²', '25 mm²', '35 mm²', '50 mm²', '70 mm²'], short: 'Topraklama ağları için çıplak bakır iletken.' },
  { name: 'Endüstriyel Fiş', brands: INDUSTRIAL, categories: ['seyyar-fisler'], unit: 'adet', price: [150, 1300], specs: ['3P+N+E 400V IP44', '2P+E 230V IP67', 'Seyyar Düz Tip', 'Açılı Tip'], axis: 'Akım', options: ['16A', '32A', '63A', '125A'], short: 'IEC 60309 uyumlu endüstriyel seyyar fiş.' },
  { name: 'Endüstriyel Duvar Prizi', brands: INDUSTRIAL, categories: ['makine-ve-duvar-prizleri'], unit: 'adet', price: [260, 1500], specs: ['3P+N+E 400V IP44', '2P+E 230V IP67', 'Kapaklı Makine Tipi'], axis: 'Akım', options: ['16A', '32A', '63A'], short: 'Duvar tipi kapaklı endüstriyel priz.' },
  { name: 'Dijital Multimetre', brands: ['Fluke', 'Uni-T', 'Kyoritsu'], categories: ['multimetreler'], unit: 'adet', price: [600, 14000], specs: ['True-RMS', 'Temassız Gerilim Algılamalı', 'Oto Ölçekli', 'Kayıt Özellikli'], axis: 'Set', options: [['Standart', 1], ['Kılıflı Set', 1.15], ['Problu Set', 1.3]], short: 'Gerilim, akım ve direnç ölçümü için dijital multimetre.' },
  { name: 'Pens Ampermetre', brands: ['Fluke', 'Uni-T', 'Kyoritsu'], categories: ['pens-ampermetreler'], unit: 'adet', price: [900, 22000], specs: ['AC/DC True-RMS', 'Esnek Problu', 'Kaçak Akım Ölçümlü'], axis: 'Ölçüm Aralığı', options: ['400A', '600A', '1000A'], short: 'Devreyi açmadan akım ölçümü için pens ampermetre.' },
  { name: 'Enerji Analizörü', brands: ['Entes', 'Klemsan', 'Schneider', 'Siemens'], categories: ['enerji-analizorleri'], unit: 'adet', price: [2400, 12000], specs: ['96x96 Pano Tipi', 'Harmonik Ölçümlü', 'Ray Tipi', 'Dokunmatik Ekranlı'], axis: 'Haberleşme', options: [['Standart', 1], ['RS485 Modbus', 1.14], ['Ethernet', 1.35]], short: 'Şebeke parametrelerini izleyen pano tipi enerji analizörü.' },
  { name: 'İzolasyon Test Cihazı', brands: ['Fluke', 'Kyoritsu', 'Uni-T'], categories: ['test-cihazlari'], unit: 'adet', price: [6500, 36000], specs: ['Dijital Göstergeli', '5 kV', 'Analog Göstergeli'], axis: 'Set', options: [['Standart', 1], ['Kalibrasyon Sertifikalı', 1.12]], short: 'Kablo ve motor izolasyon direnci ölçümü için test cihazı.' },
];

/** Categories created when the database has none (large seed on an empty shop). */
export const FALLBACK_CATEGORIES = [
  { name: 'Kablolar', slug: 'kablolar', children: [['NYM Kablolar', 'nym-kablolar'], ['NYY Kablolar', 'nyy-kablolar']] },
  { name: 'Aydınlatma', slug: 'aydinlatma', children: [['LED Ampuller', 'led-ampuller'], ['Projektörler', 'projektorler']] },
  { name: 'Şalt ve Koruma', slug: 'salt-ve-koruma', children: [['Otomatik Sigortalar (MCB)', 'otomatik-sigortalar'], ['Kaçak Akım Röleleri', 'kacak-akim-roleleri']] },
  { name: 'Priz ve Anahtarlar', slug: 'priz-ve-anahtarlar', children: [['Prizler', 'prizler'], ['Anahtarlar', 'anahtarlar']] },
] as const;
