// Company content of the demo shop: settings, pages, catalogues and references.
// Invented company; the facts (2009, İvedik OSB, 25+ staff, ISO 9001:2015,
// 50+ provinces, 10.000+ products) are the same everywhere.

export const DEMO_SETTINGS: Record<string, string> = {
  company_name: 'Ankara Elektrik Malzemeleri San. ve Tic. Ltd. Şti.',
  company_email: 'info@ankaraelektrikmalzemeleri.com.tr',
  company_phone: '0312 394 27 50',
  company_address: 'İvedik OSB Mah. 1468. Cadde No: 27, 06378 Yenimahalle/Ankara',
  company_website: 'https://www.ankaraelektrikmalzemeleri.com.tr',
  company_description:
    "2009 yılından bu yana Ankara İvedik Organize Sanayi Bölgesi'ndeki merkezimizden müteahhitlere, elektrik ustalarına, pano imalatçılarına ve sanayi kuruluşlarına kablo, aydınlatma, şalt ve tesisat malzemesi tedarik ediyoruz.",
  vat_rate: '20',

  hero_badge_text: "2009'dan beri Ankara'nın elektrik malzemesi tedarikçisi",
  hero_main_title: 'Elektrik malzemesinde doğru ürün, doğru fiyat, hızlı teslimat',
  hero_subtitle:
    "Kablodan şalt malzemesine, LED aydınlatmadan ölçü aletlerine 10.000'i aşkın ürün. Schneider, ABB, Legrand, Siemens, Prysmian ve daha birçok markanın orijinal ürünleri stoktan, aynı gün kargoda.",
  hero_cta_text: 'Ürünleri İncele',

  about_title: 'Hakkımızda',
  about_subtitle:
    "İvedik OSB'deki depo ve showroomumuzdan 25'i aşkın uzman çalışanımızla 50'den fazla ile elektrik malzemesi sevk ediyoruz.",

  market_title: 'Online Elektrik Market',
  market_subtitle:
    'Kurumsal ve bireysel müşterilerimiz için stok durumu ve fiyatları anlık görebileceğiniz, 7/24 sipariş verebileceğiniz mağaza.',
  market_feature1_title: 'Geniş Stok',
  market_feature1_desc: "Kablo, şalt, aydınlatma ve tesisat ürünlerinde 10.000'i aşkın ürün kalemi depomuzda hazır.",
  market_feature2_title: 'Hızlı Teslimat',
  market_feature2_desc:
    "Saat 15:00'e kadar verilen siparişler aynı gün kargoda; Ankara içi şantiyelere kendi aracımızla teslimat.",
  market_feature3_title: 'Teknik Destek',
  market_feature3_desc:
    'Ürün seçimi, kablo kesiti hesabı ve pano projelendirmesinde mühendislerimizden ücretsiz destek alın.',

  catalogs_title: 'Ürün Kataloglarımız',
  catalogs_subtitle: 'Güncel ürün ve fiyat kataloglarımızı PDF olarak inceleyip indirebilirsiniz.',

  references_badge_text: 'Referanslarımız',
  references_title: 'Bize Güvenen Firmalar',
  references_subtitle:
    'Konut projelerinden organize sanayi tesislerine, hastanelerden alışveriş merkezlerine kadar yüzlerce projede malzeme tedarikçisi olmaktan gurur duyuyoruz.',

  contact_title: 'İletişim',
  contact_subtitle:
    'Fiyat teklifi, teknik bilgi veya sipariş takibi için bize telefonla, e-postayla ya da aşağıdaki formla ulaşabilirsiniz.',
  contact_form_title: 'Bize Yazın',
};

export const DEMO_PAGES: { slug: string; title: string; content: string }[] = [
  {
    slug: 'misyon',
    title: 'Misyonumuz',
    content: `<p>Misyonumuz; elektrik tesisatı yapan ustalara, müteahhitlere, pano imalatçılarına ve sanayi kuruluşlarına ihtiyaç duydukları malzemeyi doğru zamanda, doğru fiyatla ve orijinal olarak ulaştırmaktır.</p>
<p>2009 yılında Ankara İvedik Organize Sanayi Bölgesi'nde kurulduğumuz günden bu yana müşterilerimizin işini kolaylaştırmayı önceliğimiz olarak görüyoruz. Bunun için:</p>
<ul>
<li>10.000'i aşkın ürünü stokta tutarak şantiyelerin beklemesini önlüyoruz,</li>
<li>yalnızca yetkili distribütör kanalından gelen, garantili ürünler satıyoruz,</li>
<li>ürün seçimi ve projelendirmede ücretsiz teknik destek veriyoruz,</li>
<li>ISO 9001:2015 kalite yönetim sistemimizle her siparişi izlenebilir kılıyoruz.</li>
</ul>
<p>Güvenli bir elektrik tesisatının kaliteli malzemeyle başladığına inanıyor, 25'i aşkın çalışanımızla bu sorumluluğu her gün yeniden üstleniyoruz.</p>`,
  },
  {
    slug: 'vizyon',
    title: 'Vizyonumuz',
    content: `<p>Vizyonumuz; İç Anadolu'nun en güvenilir elektrik malzemesi tedarikçisi olmak ve Türkiye genelinde dijital satış kanallarıyla her ölçekte projeye hizmet veren bir çözüm ortağına dönüşmektir.</p>
<p>Bugün 50'den fazla ile düzenli sevkiyat yapıyoruz. Önümüzdeki dönemde hedeflerimiz:</p>
<ul>
<li>online mağazamızı tüm ürün gamımızı kapsayacak şekilde büyütmek,</li>
<li>enerji verimli aydınlatma ve yenilenebilir enerji ürünlerinde uzmanlığımızı derinleştirmek,</li>
<li>depo kapasitemizi artırarak aynı gün sevkiyat oranımızı yükseltmek,</li>
<li>sektörde çalışan ustalara yönelik eğitim ve bilgilendirme programlarını yaygınlaştırmaktır.</li>
</ul>
<p>Büyürken de ilk günkü samimiyetimizden, dürüst fiyat politikamızdan ve müşteri odaklı anlayışımızdan ödün vermeyeceğiz.</p>`,
  },
  {
    slug: 'sirket',
    title: 'Şirket Tanıtımı',
    content: `<p>Ankara Elektrik Malzemeleri, 2009 yılında Ankara İvedik Organize Sanayi Bölgesi'nde küçük bir satış mağazası olarak kuruldu. Bugün depo, showroom ve ofislerden oluşan merkezimizde 25'i aşkın çalışanımızla hizmet veriyoruz.</p>
<p>Ürün yelpazemizde enerji ve data kabloları, LED aydınlatma, otomatik sigorta ve kaçak akım röleleri, kompakt şalterler, kontaktörler, priz-anahtar serileri, kablo yönetim ürünleri, panolar, topraklama ve paratoner malzemeleri, endüstriyel fişler ve ölçü aletleri olmak üzere 10.000'i aşkın ürün bulunuyor.</p>
<p>Çalıştığımız başlıca markalar:</p>
<ul>
<li>Şalt ve koruma: Schneider Electric, ABB, Siemens, Legrand, Eaton</li>
<li>Kablo: Prysmian, Nexans, Hes Kablo, Öznur Kablo</li>
<li>Aydınlatma: Osram, Philips, Panasonic, Pelsan, Cata</li>
<li>Tesisat ve priz-anahtar: Viko, Makel, Mutlusan, Klemsan</li>
</ul>
<p>ISO 9001:2015 belgeli kalite yönetim sistemimiz, geniş stoğumuz ve kendi sevkiyat araçlarımızla Ankara'daki şantiyelere aynı gün, 50'den fazla ile ise anlaşmalı kargo firmalarımız aracılığıyla hızlı teslimat yapıyoruz.</p>`,
  },
];

export interface CatalogueSeed {
  title: string;
  description: string;
  isActive: boolean;
  /** Stored as files/<file>.pdf */
  file: string;
  /** Top-level category slug whose colour the generated cover uses; null: no cover. */
  cover: string | null;
  lines: string[];
  daysAgo: number;
}

export const DEMO_CATALOGUES: CatalogueSeed[] = [
  {
    title: '2026 Genel Ürün Kataloğu',
    file: 'genel-urun-katalogu-2026',
    cover: 'salt-ve-koruma',
    isActive: true,
    daysAgo: 20,
    description:
      'Kablo, şalt, aydınlatma, tesisat ve ölçü aletleri ürün gruplarımızın tamamını kapsayan güncel genel katalog.',
    lines: [
      'Kablolar, Aydınlatma, Salt ve Koruma',
      'Priz ve Anahtarlar, Kablo Yonetimi, Panolar',
      'Topraklama, Endustriyel Fisler, Olcu Aletleri',
      'Fiyat teklifi icin: 0312 394 27 50',
    ],
  },
  {
    title: 'LED Aydınlatma Kataloğu',
    file: 'led-aydinlatma-katalogu',
    cover: 'aydinlatma',
    isActive: true,
    daysAgo: 45,
    description:
      'LED ampul, panel, projektör, armatür ve acil aydınlatma ürünlerinin teknik özellikleri ve fotometrik verileri.',
    lines: ['LED ampuller ve spotlar', 'LED paneller ve lineer armaturler', 'Projektorler ve acil aydinlatma'],
  },
  {
    title: 'Şalt ve Koruma Ürünleri Kataloğu',
    file: 'salt-ve-koruma-katalogu',
    cover: null,
    isActive: true,
    daysAgo: 90,
    description:
      'Otomatik sigortalar, kaçak akım röleleri, kompakt şalterler, kontaktörler ve parafudrlar için seçim tabloları.',
    lines: ['Otomatik sigortalar (MCB) secim tablosu', 'Kacak akim roleleri', 'Kompakt salterler ve kontaktorler'],
  },
  {
    title: '2025 Kablo ve Kablo Yönetimi Kataloğu',
    file: 'kablo-katalogu-2025',
    cover: 'kablolar',
    isActive: false,
    daysAgo: 300,
    description:
      'Enerji, data ve halojensiz kablolar ile kanal, spiral ve buat ürünleri. 2026 kataloğu yayımlandığı için arşivdedir.',
    lines: ['NYM, NYY, H07V-K kablolar', 'Halojensiz kablolar', 'Kanal, spiral boru, buat ve klemensler'],
  },
];

export interface ReferenceSeed {
  companyName: string;
  description: string;
  testimonial?: string;
  contactPerson?: string;
  isActive: boolean;
  /** Colour of a generated logo; absent: no logo. */
  logoColour?: string;
}

export const DEMO_REFERENCES: ReferenceSeed[] = [
  {
    companyName: 'Başkent Yapı İnşaat A.Ş.',
    isActive: true,
    logoColour: '#1e40af',
    description:
      "Etimesgut'taki 420 konutluk toplu konut projesinin tüm kablo, sigorta kutusu ve priz-anahtar malzemesi.",
    testimonial:
      'Üç etaplı projemizde malzemeler her seferinde söz verilen günde şantiyedeydi. Teknik ekiplerinin kablo kesiti hesaplarındaki desteği de çok değerliydi.',
    contactPerson: 'Murat Yıldırım, Proje Müdürü',
  },
  {
    companyName: 'Anadolu Makine Sanayi Ltd. Şti.',
    isActive: true,
    logoColour: '#b91c1c',
    description: "Sincan OSB'deki üretim tesisi için kontaktör, kompakt şalter ve endüstriyel priz tedariki.",
    testimonial: 'Arıza durumunda ihtiyaç duyduğumuz şalt malzemesini aynı gün bulabildiğimiz tek tedarikçimiz.',
    contactPerson: 'Elif Kaya, Bakım Şefi',
  },
  {
    companyName: 'Kızılırmak Enerji Mühendislik',
    isActive: true,
    logoColour: '#15803d',
    description: 'Güneş enerjisi santralleri için UV dayanımlı kablo bağı, solar kablo ve topraklama malzemeleri.',
    testimonial: 'Topraklama ve paratoner malzemelerinde hem fiyat hem stok konusunda çok memnunuz.',
    contactPerson: 'Emre Şahin, Saha Mühendisi',
  },
  {
    companyName: 'Çankaya Tıp Merkezi',
    isActive: true,
    logoColour: '#0e7490',
    description: 'Hastane ek binası için halojensiz kablo, LED panel ve acil aydınlatma armatürleri.',
    testimonial: 'Şartnameye uygun halojensiz ürünlerin belgelerini eksiksiz ve hızlıca teslim ettiler.',
    contactPerson: 'Dr. Ayşe Demir, İdari Müdür',
  },
  {
    companyName: 'Gökçe Pano ve Otomasyon',
    isActive: true,
    description: 'Yıllık çerçeve anlaşmasıyla pano imalatı için klemens, H07V-K kablo ve kontaktör tedariki.',
  },
  {
    companyName: 'Yenimahalle Belediyesi Fen İşleri',
    isActive: true,
    description: 'Park ve bahçe aydınlatma yenileme projesi için LED projektör ve NYY kablo.',
  },
  {
    companyName: 'Ostim Çelik Konstrüksiyon',
    isActive: true,
    description: 'Fabrika binası elektrik tesisatı: dağıtım panoları, kablo kanalları ve etanj armatürler.',
    testimonial: 'Geniş ürün yelpazesi sayesinde tek bir firmadan tüm malzemeyi temin ettik.',
    contactPerson: 'Hakan Öztürk, Satın Alma Sorumlusu',
  },
  {
    companyName: 'Eryaman AVM Yönetimi',
    isActive: false,
    description: "Ortak alan aydınlatmasının LED'e dönüşümü (2019-2021).",
  },
];
