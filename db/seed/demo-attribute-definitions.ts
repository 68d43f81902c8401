// The demo shop's technical attributes (issue 47) and the categories' attribute sets: what an
// electrician filters the main categories by. Units carry their UN/ECE Recommendation 20 code.

export interface AttributeSeed {
  code: string;
  name: string;
  kind: 'number' | 'choice' | 'boolean';
  unit?: string;
  unitCode?: string;
  /** choice code → label, in the order the filters list them */
  choices?: Record<string, string>;
}

/** Choices labelled by their code in capitals and an optional word: ip65 → IP65, ac → AC tipi. */
const capitalised = (codes: string[], word = ''): Record<string, string> =>
  Object.fromEntries(codes.map((code) => [code, `${code.toUpperCase()}${word}`]));

const IP = capitalised(['20', '40', '41', '42', '44', '54', '55', '65', '66', '67'].map((n) => `ip${n}`));

export const COLOURS: Record<string, string> = {
  beyaz: 'Beyaz',
  krem: 'Krem',
  antrasit: 'Antrasit',
  siyah: 'Siyah',
  gri: 'Gri',
  mavi: 'Mavi',
  kahverengi: 'Kahverengi',
  sari_yesil: 'Sarı-Yeşil',
  kirmizi: 'Kırmızı',
  gumus: 'Gümüş',
};

const CONDUCTORS = {
  tek_telli: 'Tek telli (som) bakır',
  cok_telli: 'Çok telli bakır',
  ince_cok_telli: 'İnce çok telli bakır',
};

export const DEMO_ATTRIBUTES: AttributeSeed[] = [
  { code: 'cores', name: 'Damar Sayısı', kind: 'number' },
  { code: 'cross_section', name: 'Kesit', kind: 'number', unit: 'mm²', unitCode: 'MMK' },
  { code: 'conductor', name: 'İletken', kind: 'choice', choices: CONDUCTORS },
  { code: 'rated_voltage', name: 'Anma Gerilimi', kind: 'number', unit: 'V', unitCode: 'VLT' },
  { code: 'halogen_free', name: 'Halojensiz', kind: 'boolean' },
  { code: 'curve', name: 'Açma Eğrisi', kind: 'choice', choices: capitalised(['b', 'c', 'd']) },
  { code: 'rated_current', name: 'Anma Akımı', kind: 'number', unit: 'A', unitCode: 'AMP' },
  { code: 'poles', name: 'Kutup Sayısı', kind: 'number' },
  { code: 'breaking_capacity', name: 'Kesme Kapasitesi', kind: 'number', unit: 'kA', unitCode: 'B22' },
  { code: 'sensitivity', name: 'Kaçak Akım Hassasiyeti', kind: 'number', unit: 'mA', unitCode: '4K' },
  { code: 'rcd_type', name: 'Kaçak Akım Tipi', kind: 'choice', choices: capitalised(['ac', 'a', 'b'], ' tipi') },
  { code: 'ip_rating', name: 'Koruma Sınıfı', kind: 'choice', choices: IP },
  { code: 'colour', name: 'Renk', kind: 'choice', choices: COLOURS },
  { code: 'power', name: 'Güç', kind: 'number', unit: 'W', unitCode: 'WTT' },
  { code: 'luminous_flux', name: 'Işık Akısı', kind: 'number', unit: 'lm', unitCode: 'LUM' },
  { code: 'colour_temperature', name: 'Renk Sıcaklığı', kind: 'number', unit: 'K', unitCode: 'KEL' },
  { code: 'autonomy', name: 'Otonomi', kind: 'number', unit: 'saat', unitCode: 'HUR' },
  { code: 'modules', name: 'Modül Sayısı', kind: 'number' },
  { code: 'true_rms', name: 'True RMS', kind: 'boolean' },
  { code: 'length', name: 'Boy', kind: 'number', unit: 'm', unitCode: 'MTR' },
  {
    code: 'material',
    name: 'Malzeme',
    kind: 'choice',
    choices: {
      bakir: 'Bakır',
      bakir_kapli_celik: 'Bakır kaplı çelik',
      pirinc: 'Pirinç',
      galvaniz_celik: 'Galvaniz çelik',
      paslanmaz_celik: 'Paslanmaz çelik',
      polimer: 'Polimer',
      pvc: 'PVC',
    },
  },
];

/** Category slug → its attribute set (codes in position order); subcategories inherit their parent's. */
export const DEMO_CATEGORY_ATTRIBUTES: Record<string, string[]> = {
  kablolar: ['cores', 'cross_section', 'conductor', 'rated_voltage', 'halogen_free'],
  'h07v-k-kablolar': ['colour'],
  'otomatik-sigortalar': ['curve', 'rated_current', 'poles', 'breaking_capacity'],
  'kacak-akim-roleleri': ['sensitivity', 'rcd_type', 'poles', 'rated_current'],
  'kompakt-salterler': ['rated_current', 'poles', 'breaking_capacity'],
  kontaktorler: ['rated_current', 'poles'],
  parafudrlar: ['poles'],
  'priz-ve-anahtarlar': ['ip_rating', 'colour'],
  aydinlatma: ['power', 'luminous_flux', 'colour_temperature', 'ip_rating'],
  'acil-aydinlatma': ['autonomy'],
  'kablo-yonetimi': ['colour', 'ip_rating', 'halogen_free'],
  klemensler: ['cross_section'],
  panolar: ['modules', 'ip_rating'],
  'topraklama-ve-paratoner': ['material', 'cross_section', 'length'],
  'endustriyel-fisler': ['rated_current', 'poles', 'rated_voltage', 'ip_rating'],
  'olcu-aletleri': ['true_rms', 'rated_voltage', 'rated_current'],
};
