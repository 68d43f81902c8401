import { variants, type ProductSeed } from '../demo-types.ts';

export const AYDINLATMA: ProductSeed[] = [
  {
    name: 'Osram LED Ampul 9W E27 Gün Işığı', sku: 'OSR-LED-9W-E27-GI', category: 'led-ampuller', unit: 'adet',
    price: '74.90', stock: 860, daysAgo: 3, featured: true, images: 3,
    short: '60W akkor ampul yerine 9W, 806 lm, 6500K gün ışığı LED ampul.',
    description: 'Osram LED Value Classic A60 9W ampul, 60W klasik ampulün yerini yaklaşık %85 daha az enerji harcayarak alır. 806 lümen ışık akısı, 6500K gün ışığı renk sıcaklığı, E27 duy ve 15.000 saat ömür. Anında tam parlaklık verir, cıva içermez.',
  },
  {
    name: 'Osram LED Value Classic A E27 Ampul', sku: 'OSR-LVCA-E27', category: 'led-ampuller', unit: 'adet', daysAgo: 41,
    short: 'Farklı güç seçenekleriyle E27 duylu klasik form LED ampul.',
    description: 'Osram LED Value Classic serisi, konut ve ofislerde genel aydınlatma için ekonomik LED ampullerdir. Buzlu cam görünümlü gövde, geniş ışık dağılımı ve E27 duy. Tüm güçlerde 4000K beyaz ışık.',
    variants: variants('OSR-LVCA-E27', 'Güç', [['8,5W', '69.90', 640], ['10W', '84.90', 520], ['13W', '109.00', 410], ['14W', '119.00', 0]]),
  },
  {
    name: 'Philips LED Ampul 13W E27 Beyaz Işık', sku: 'PHI-LED-13W-E27', category: 'led-ampuller', unit: 'adet',
    price: '112.50', stock: 540, daysAgo: 22,
    short: '100W eşdeğeri, 1521 lm, 4000K beyaz ışık LED ampul.',
    description: 'Philips LED 13W ampul, göz yormayan titreşimsiz ışığı ile okuma, çalışma ve mutfak alanları için idealdir. 1521 lümen ışık akısı, 4000K nötr beyaz, E27 duy ve 15.000 saat ömür.',
  },
  {
    name: 'Philips CorePro LED Mum Ampul E14', sku: 'PHI-CP-MUM-E14', category: 'led-ampuller', unit: 'adet', daysAgo: 120,
    short: 'Avize ve aplikler için E14 duylu mum tipi LED ampul.',
    description: 'Philips CorePro LED mum ampul, avize, aplik ve dekoratif armatürlerde klasik mum ampullerin yerine kullanılır. 2700K sıcak beyaz ışık ile samimi bir ortam sağlar.',
    variants: variants('PHI-CP-MUM-E14', 'Güç', [['4W', '64.00', 300], ['5,5W', '72.00', 260], ['7W', '86.00', 120]]),
  },
  {
    name: 'Panasonic LED Ampul 10W E27', sku: 'PAN-LED-10W-E27', category: 'led-ampuller', unit: 'adet', daysAgo: 70,
    short: 'Üç renk sıcaklığı seçeneğiyle 10W E27 LED ampul.',
    description: 'Panasonic 10W LED ampul, 1055 lümen ışık akısı ve 25.000 saate varan ömrüyle uzun süreli kullanım için tasarlanmıştır. Gün ışığı, beyaz ve sıcak beyaz seçenekleri mevcuttur.',
    variants: variants('PAN-LED-10W-E27', 'Işık Rengi', [['Gün Işığı 6500K', '68.50', 480], ['Beyaz 4000K', '68.50', 350], ['Sıcak Beyaz 2700K', '68.50', 210]]),
  },
  {
    name: 'Osram LED Star GU10 Spot Ampul 4,5W', sku: 'OSR-STAR-GU10', category: 'led-ampuller', unit: 'adet', daysAgo: 155,
    short: 'Gömme spotlar için 36° ışık açılı GU10 LED spot ampul.',
    description: 'Osram LED Star PAR16 GU10 4,5W spot ampul, 50W halojen spot yerine kullanılabilir. 36° ışık açısı, 350 lümen; mağaza vitrinleri ve ev içi gömme spotlar için uygundur.',
    variants: variants('OSR-STAR-GU10', 'Işık Rengi', [['Gün Işığı 6500K', '58.00', 420], ['Sıcak Beyaz 2700K', '58.00', 380], ['Beyaz 4000K', '58.00', 0, false]]),
  },
  {
    name: 'Osram Ledvance LED Panel 60x60 36W', sku: 'LDV-PNL-6060', category: 'led-paneller', unit: 'adet', daysAgo: 18, images: 2,
    short: 'Asma tavan için 60x60 cm, 36W, UGR<19 LED panel.',
    description: 'Osram Ledvance Panel Value 600 serisi, ofis ve eğitim alanlarında klasik 4x18W floresan armatürlerin yerini alır. 3600 lümen, UGR<19 kamaşma değeri ve titreşimsiz sürücü. Sürücü pakete dahildir.',
    variants: variants('LDV-PNL-6060', 'Işık Rengi', [['3000K', '845.00', 60], ['4000K', '845.00', 140], ['6500K', '845.00', 90]]),
  },
  {
    name: 'Philips CoreLine RC132V LED Panel 60x60', sku: 'PHI-RC132V', category: 'led-paneller', unit: 'adet', daysAgo: 36, featured: true,
    short: 'Yüksek verimli, 3400 lm ofis tipi LED panel.',
    description: 'Philips CoreLine RC132V, sıva altı montaj için yüksek verimli LED panel armatürdür. 3400 lümen, 29W, 5 yıl üretici garantisi. Modüler asma tavanlara doğrudan yerleşir.',
    variants: variants('PHI-RC132V', 'Işık Rengi', [['3000K', '1420.00', 24], ['4000K', '1420.00', 66]]),
  },
  {
    name: 'Pelsan Sıva Altı LED Panel 60x60 42W', sku: 'PLS-PNL-42W', category: 'led-paneller', unit: 'adet',
    price: '648.00', stock: 110, daysAgo: 105,
    short: 'Ekonomik sıva altı 60x60 LED panel, 4000K.',
    description: 'Pelsan 42W LED panel, yerli üretim ve ekonomik fiyatıyla büyük ofis projelerinde tercih edilir. 4000K beyaz ışık, 3780 lümen, alüminyum kasa.',
  },
  {
    name: 'Panasonic Yuvarlak Sıva Altı LED Panel', sku: 'PAN-YUV-PNL', category: 'led-paneller', unit: 'adet', daysAgo: 58,
    short: 'Koridor ve banyolar için ince yuvarlak gömme LED panel.',
    description: 'Panasonic yuvarlak LED panel, alçı tavanlarda koridor, banyo ve mutfak aydınlatması için ince gövdeli gömme armatürdür. Harici sürücülü, 4000K.',
    variants: variants('PAN-YUV-PNL', 'Güç', [['6W', '142.00', 240], ['12W', '196.00', 310], ['18W', '248.00', 180], ['24W', '315.00', 75]]),
  },
  {
    name: 'Osram Ledvance Floodlight LED Projektör', sku: 'LDV-FLOOD', category: 'projektorler', unit: 'adet', daysAgo: 9, featured: true, images: 2,
    short: 'Cephe ve saha aydınlatması için IP65 LED projektör.',
    description: 'Osram Ledvance Floodlight serisi, bina cepheleri, otoparklar ve depo sahaları için IP65 korumalı, döküm alüminyum gövdeli LED projektördür. 6500K gün ışığı, 100 lm/W verim, ayarlanabilir montaj braketi.',
    variants: variants('LDV-FLOOD', 'Güç', [['20W', '465.00', 150], ['50W', '895.00', 120], ['100W', '1690.00', 48], ['150W', '2480.00', 0]]),
  },
  {
    name: 'Philips BVP150 LED Projektör 100W', sku: 'PHI-BVP150-100', category: 'projektorler', unit: 'adet',
    price: '2350.00', stock: 32, daysAgo: 80,
    short: 'Simetrik optikli, 10.000 lm profesyonel LED projektör.',
    description: 'Philips CoreLine Tempo BVP150, spor sahaları ve endüstriyel alanlar için 10.000 lümen ışık akısına sahip profesyonel LED projektördür. IP65, IK07, 4000K.',
  },
  {
    name: 'Cata LED Projektör Gün Işığı', sku: 'CATA-PRJ', category: 'projektorler', unit: 'adet', daysAgo: 130,
    short: 'Ekonomik, ince kasalı IP65 LED projektör.',
    description: 'Cata ince kasa LED projektör, bahçe, cephe ve tabela aydınlatması için uygun fiyatlı bir çözümdür. 6500K gün ışığı, IP65 koruma sınıfı.',
    variants: variants('CATA-PRJ', 'Güç', [['30W', '285.00', 200], ['50W', '395.00', 170], ['100W', '745.00', 60], ['200W', '1390.00', 14]]),
  },
  {
    name: 'Philips WT120C LED Etanj Armatür 120 cm', sku: 'PHI-WT120C', category: 'armaturler', unit: 'adet',
    price: '1085.00', stock: 46, daysAgo: 66,
    short: 'Otopark ve depolar için IP65 LED etanj armatür.',
    description: 'Philips CoreLine WT120C, nemli ve tozlu ortamlar için entegre LED\'li etanj armatürdür. 4000 lümen, 4000K, IP65. Klasik 2x36W floresan etanjların yerine kullanılır.',
  },
  {
    name: 'Pelsan Etanj Armatür 2x36W T8', sku: 'PLS-ETJ-236', category: 'armaturler', unit: 'adet',
    price: '585.00', stock: 0, daysAgo: 260,
    short: 'LED tüp takılabilir 2x36W T8 etanj armatür gövdesi.',
    description: 'Pelsan etanj armatür, 2 adet 120 cm T8 LED tüp ile kullanılmak üzere tasarlanmıştır. Polikarbonat difüzör, paslanmaz klipsler, IP65. Ürün geçici olarak tedarik edilememektedir.',
  },
  {
    name: 'Cata Lineer LED Armatür 120 cm', sku: 'CATA-LNR-120', category: 'armaturler', unit: 'adet', daysAgo: 24,
    short: 'Ofis ve mağazalar için sarkıt veya sıva üstü lineer LED armatür.',
    description: 'Cata lineer LED armatür, alüminyum gövdesi ve opal difüzörüyle ofis, mağaza ve ortak alanlarda kesintisiz ışık çizgisi oluşturur. 40W, 4000K, sarkıt askı seti dahildir.',
    variants: variants('CATA-LNR-120', 'Renk', [['Beyaz', '735.00', 55], ['Siyah', '765.00', 38], ['Gümüş', '765.00', 0, false]]),
  },
  {
    name: 'Legrand URA One Acil Aydınlatma Armatürü', sku: 'LEG-URA-ONE', category: 'acil-aydinlatma', unit: 'adet',
    price: '1240.00', stock: 28, daysAgo: 112,
    short: '1 saat otonomili, sürekli/kesintili çalışan LED acil aydınlatma.',
    description: 'Legrand URA One, kaçış yollarının aydınlatılması için yönetmeliğe uygun LED acil aydınlatma armatürüdür. Ni-Cd akü, 1 saat otonomi, sürekli ve kesintili çalışma modu, yön etiketleri dahil.',
  },
  {
    name: 'Cata Acil Yönlendirme Armatürü', sku: 'CATA-ACIL', category: 'acil-aydinlatma', unit: 'adet', daysAgo: 190,
    short: 'Etiketli acil çıkış yönlendirme armatürü.',
    description: 'Cata acil yönlendirme armatürü, elektrik kesintisinde kaçış yönünü gösteren etiketli LED armatürdür. Çıkış, sağ ok ve sol ok etiketleri pakete dahildir.',
    variants: variants('CATA-ACIL', 'Otonomi', [['1 Saat', '385.00', 90], ['3 Saat', '520.00', 40]]),
  },
];
