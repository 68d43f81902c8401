// The demo category tree: top-level groups with a colour for the generated
// product pictures, children with the pictogram their products get.
import type { Pictogram } from './pictures.ts';

export interface ChildCategorySeed {
  name: string;
  slug: string;
  description: string;
  icon: Pictogram;
}

export interface CategorySeed {
  name: string;
  slug: string;
  description: string;
  colour: string;
  children: ChildCategorySeed[];
}

export const CATEGORY_TREE: CategorySeed[] = [
  {
    name: 'Kablolar',
    slug: 'kablolar',
    colour: '#c2410c',
    description:
      'Bina içi tesisat, yeraltı, kumanda ve data uygulamaları için TSE belgeli enerji ve haberleşme kabloları. Metre veya top olarak satış.',
    children: [
      {
        name: 'NYM Kablolar',
        slug: 'nym-kablolar',
        icon: 'coil',
        description:
          'Sıva altı ve sıva üstü konut tesisatında kullanılan PVC izoleli, TS EN standartlarına uygun NYM (NVV) antigron kablolar.',
      },
      {
        name: 'NYY Kablolar',
        slug: 'nyy-kablolar',
        icon: 'coil',
        description:
          'Yeraltı, kablo kanalı ve dış ortam besleme hatları için 0,6/1 kV PVC izoleli ve kılıflı enerji kabloları.',
      },
      {
        name: 'H07V-K Kablolar',
        slug: 'h07v-k-kablolar',
        icon: 'coil',
        description:
          'Pano içi bağlantılar ve boru içi tesisat için ince çok telli, esnek tek damarlı kablolar; tüm renk seçenekleriyle.',
      },
      {
        name: 'Halojensiz Kablolar',
        slug: 'halojensiz-kablolar',
        icon: 'coil',
        description:
          'Hastane, AVM, okul gibi kalabalık binalar için yangında düşük duman yayan, halojen içermeyen (LSOH) kablolar.',
      },
      {
        name: 'Data ve Haberleşme Kabloları',
        slug: 'data-ve-haberlesme-kablolari',
        icon: 'data',
        description: 'Cat6/Cat6A ağ kabloları, koaksiyel anten kabloları ve sinyal/zayıf akım kabloları.',
      },
    ],
  },
  {
    name: 'Aydınlatma',
    slug: 'aydinlatma',
    colour: '#d97706',
    description: 'Konut, ofis, mağaza ve endüstriyel alanlar için enerji verimli LED aydınlatma çözümleri.',
    children: [
      {
        name: 'LED Ampuller',
        slug: 'led-ampuller',
        icon: 'bulb',
        description: 'E27, E14 ve GU10 duylu, gün ışığı, beyaz ve sıcak beyaz renk sıcaklıklarında LED ampuller.',
      },
      {
        name: 'LED Paneller',
        slug: 'led-paneller',
        icon: 'panel',
        description: 'Asma tavan ve sıva altı/sıva üstü montaj için kare ve yuvarlak LED paneller.',
      },
      {
        name: 'Projektörler',
        slug: 'projektorler',
        icon: 'floodlight',
        description: 'Cephe, otopark, saha ve depo aydınlatması için IP65 korumalı LED projektörler.',
      },
      {
        name: 'Armatürler',
        slug: 'armaturler',
        icon: 'fixture',
        description: 'Etanj, lineer ve tavan tipi LED armatürler; otopark, depo ve üretim alanları için.',
      },
      {
        name: 'Acil Aydınlatma',
        slug: 'acil-aydinlatma',
        icon: 'emergency',
        description: 'Yönetmeliğe uygun acil çıkış yönlendirme ve acil aydınlatma armatürleri.',
      },
    ],
  },
  {
    name: 'Şalt ve Koruma',
    slug: 'salt-ve-koruma',
    colour: '#1d4ed8',
    description:
      'Tesisatı ve insanı koruyan alçak gerilim şalt malzemeleri: sigortalar, kaçak akım röleleri, şalterler ve kontaktörler.',
    children: [
      {
        name: 'Otomatik Sigortalar (MCB)',
        slug: 'otomatik-sigortalar',
        icon: 'breaker',
        description: 'B ve C eğrili, 1-3 kutuplu, 6A-63A arası modüler otomatik sigortalar.',
      },
      {
        name: 'Kaçak Akım Röleleri',
        slug: 'kacak-akim-roleleri',
        icon: 'rcd',
        description: 'Hayat koruma (30 mA) ve yangın koruma (300 mA) amaçlı 2 ve 4 kutuplu kaçak akım röleleri.',
      },
      {
        name: 'Kompakt Şalterler',
        slug: 'kompakt-salterler',
        icon: 'mccb',
        description: 'Ana dağıtım ve tali panolar için termik-manyetik korumalı kompakt şalterler (MCCB).',
      },
      {
        name: 'Kontaktörler',
        slug: 'kontaktorler',
        icon: 'contactor',
        description: 'Motor kumandası, aydınlatma ve kompanzasyon devreleri için AC bobinli kontaktörler.',
      },
      {
        name: 'Parafudrlar',
        slug: 'parafudrlar',
        icon: 'surge',
        description: 'Yıldırım ve şebeke kaynaklı aşırı gerilimlere karşı Tip 1 ve Tip 2 parafudrlar.',
      },
    ],
  },
  {
    name: 'Priz ve Anahtarlar',
    slug: 'priz-ve-anahtarlar',
    colour: '#0f766e',
    description:
      'Sıva altı ve sıva üstü priz, anahtar, dimmer ve sensör serileri; beyaz, krem ve antrasit renk seçenekleri.',
    children: [
      {
        name: 'Prizler',
        slug: 'prizler',
        icon: 'socket',
        description: "Topraklı, çocuk korumalı, USB'li ve kapaklı priz modelleri.",
      },
      {
        name: 'Anahtarlar',
        slug: 'anahtarlar',
        icon: 'switch',
        description: 'Adi, komütatör, vavien ve ışıklı anahtarlar.',
      },
      {
        name: 'Dimmer ve Sensörler',
        slug: 'dimmer-ve-sensorler',
        icon: 'sensor',
        description: 'Işık seviyesi ayarı için dimmerler ve enerji tasarrufu sağlayan hareket sensörleri.',
      },
    ],
  },
  {
    name: 'Kablo Yönetimi',
    slug: 'kablo-yonetimi',
    colour: '#475569',
    description:
      'Kabloları düzenli, korunaklı ve yönetmeliğe uygun döşemek için kanal, spiral, kablo bağı, buat ve klemensler.',
    children: [
      {
        name: 'Kablo Kanalları',
        slug: 'kablo-kanallari',
        icon: 'duct',
        description: 'Duvar ve tavan montajı için PVC kablo kanalları, 2 metrelik boylarda.',
      },
      {
        name: 'Spiral Borular',
        slug: 'spiral-borular',
        icon: 'spiral',
        description: 'Sıva altı ve beton içi tesisat için halojensiz ve PVC spiral borular.',
      },
      {
        name: 'Kablo Bağları',
        slug: 'kablo-baglari',
        icon: 'tie',
        description: "Poliamid 6.6 kablo bağları; beyaz ve UV dayanımlı siyah, 100'lü paketlerde.",
      },
      {
        name: 'Buatlar',
        slug: 'buatlar',
        icon: 'junction',
        description: 'Sıva altı, sıva üstü ve IP65 etanj buatlar.',
      },
      {
        name: 'Klemensler',
        slug: 'klemensler',
        icon: 'terminal',
        description: 'Raylı vidalı klemensler, sigortalı klemensler ve ekleme klemensleri.',
      },
    ],
  },
  {
    name: 'Panolar',
    slug: 'panolar',
    colour: '#6d28d9',
    description: 'Konut ve endüstriyel dağıtım için sigorta kutuları ve metal dağıtım panoları.',
    children: [
      {
        name: 'Sigorta Kutuları',
        slug: 'sigorta-kutulari',
        icon: 'enclosure',
        description: 'Sıva üstü ve sıva altı (gömme) montaj için şeffaf veya opak kapaklı modüler sigorta kutuları.',
      },
      {
        name: 'Dağıtım Panoları',
        slug: 'dagitim-panolari',
        icon: 'cabinet',
        description: 'Elektrostatik boyalı, montaj plakalı duvar tipi metal dağıtım panoları.',
      },
    ],
  },
  {
    name: 'Topraklama ve Paratoner',
    slug: 'topraklama-ve-paratoner',
    colour: '#15803d',
    description: 'Topraklama tesisatı ve yıldırımdan korunma sistemleri için çubuk, iletken, bara ve paratonerler.',
    children: [
      {
        name: 'Topraklama Çubukları',
        slug: 'topraklama-cubuklari',
        icon: 'rod',
        description: 'Bakır kaplı çelik topraklama çubukları ve bağlantı aksesuarları.',
      },
      {
        name: 'Topraklama Malzemeleri',
        slug: 'topraklama-malzemeleri',
        icon: 'ground',
        description: 'Çıplak bakır iletkenler, eşpotansiyel baralar ve ölçüm kutuları.',
      },
      {
        name: 'Paratonerler',
        slug: 'paratonerler',
        icon: 'lightning',
        description: 'Aktif (erken akış uyarılı) paratonerler ve paratoner direkleri.',
      },
    ],
  },
  {
    name: 'Endüstriyel Fişler',
    slug: 'endustriyel-fisler',
    colour: '#b91c1c',
    description: 'Şantiye, atölye ve fabrikalar için IEC 60309 uyumlu endüstriyel fiş, priz ve priz kutuları.',
    children: [
      {
        name: 'Seyyar Fişler',
        slug: 'seyyar-fisler',
        icon: 'plug',
        description: '230V ve 400V, 16A-63A arası IP44/IP67 seyyar endüstriyel fişler.',
      },
      {
        name: 'Makine ve Duvar Prizleri',
        slug: 'makine-ve-duvar-prizleri',
        icon: 'wall-socket',
        description: 'Duvar tipi ve makine tipi kapaklı endüstriyel prizler.',
      },
      {
        name: 'Kombinasyon Kutuları',
        slug: 'kombinasyon-kutulari',
        icon: 'combo',
        description: 'Sigortalı, kaçak akım korumalı hazır endüstriyel priz kombinasyon kutuları.',
      },
    ],
  },
  {
    name: 'Ölçü Aletleri',
    slug: 'olcu-aletleri',
    colour: '#0e7490',
    description: 'Elektrik tesisatında ölçüm, arıza bulma ve periyodik kontrol için ölçü ve test cihazları.',
    children: [
      {
        name: 'Multimetreler',
        slug: 'multimetreler',
        icon: 'multimeter',
        description: 'True-RMS dijital multimetreler; gerilim, akım, direnç ve süreklilik ölçümü.',
      },
      {
        name: 'Pens Ampermetreler',
        slug: 'pens-ampermetreler',
        icon: 'clamp',
        description: 'Devreyi açmadan akım ölçümü için AC/DC pens ampermetreler.',
      },
      {
        name: 'Enerji Analizörleri ve Sayaçlar',
        slug: 'enerji-analizorleri',
        icon: 'analyzer',
        description: 'Pano tipi enerji analizörleri, dijital panel metreler ve elektronik sayaçlar.',
      },
      {
        name: 'Test Cihazları',
        slug: 'test-cihazlari',
        icon: 'tester',
        description: 'İzolasyon, topraklama ve kaçak akım rölesi test cihazları.',
      },
    ],
  },
];
