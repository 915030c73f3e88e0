import type { Forms } from './bodySymptoms.data';

// The body's regions: the words naming each one's parts and the ids of its lasting conditions
// (conceptBridgeConditions.data.ts, conditionsBySystem.data.ts), in the ten languages, by hand (CLDR names none). The
// form rules of bodySymptoms.data.ts hold here too: a one-character Chinese or Japanese part only standing alone, a
// Korean part the word's start before a particle, no form that is an everyday word in another sense.

/** A region of the body: the words naming its parts and the ids of its lasting conditions. */
export interface BodyRegion {
  readonly id: string;
  readonly parts: Forms;
  readonly conditions: readonly string[];
  /** The region's own symptoms, when only they are a sign of its conditions (else SYMPTOM_WORDS). */
  readonly symptoms?: Forms;
}

export const BODY_REGIONS: readonly BodyRegion[] = [
  {
    id: 'joints',
    conditions: ['arthritis', 'gout'],
    parts: {
      en: ['finger', 'fingers', 'hand', 'hands', 'joint', 'joints', 'wrist', 'wrists', 'knuckle', 'knuckles', 'toe', 'toes'],
      zh: ['手指', '手', '关节', '手腕', '指关节', '脚趾', '脚指头'],
      ja: ['指', '手', '関節', '手首', '指先', '親指', '足の指', '足指', 'つま先'],
      ko: ['손가락', '손', '관절', '손목', '손마디', '발가락', '엄지발가락'],
      de: [
        'finger',
        'fingern',
        'hand',
        'hände',
        'händen',
        'gelenk',
        'gelenke',
        'gelenken',
        'handgelenk',
        'handgelenke',
        'zeh',
        'zehe',
        'zehen',
        'großzeh',
      ],
      fr: ['doigt', 'doigts', 'main', 'mains', 'articulation', 'articulations', 'poignet', 'poignets', 'orteil', 'orteils'],
      es: ['dedo', 'dedos', 'mano', 'manos', 'articulación', 'articulaciones', 'muñeca', 'muñecas'],
      pt: ['dedo', 'dedos', 'dedão', 'mão', 'mãos', 'articulação', 'articulações', 'pulso', 'pulsos'],
      ru: ['пальцы', 'пальцев', 'пальцах', 'палец', 'руки', 'руках', 'кисти', 'суставы', 'суставах', 'суставов', 'сустав', 'запястье'],
      it: ['dito', 'dita', 'alluce', 'alluci', 'mano', 'mani', 'articolazione', 'articolazioni', 'polso', 'polsi'],
    },
  },
  {
    // Worn by repeated work at the hand: no toe and no word that names a toe as well (Spanish and Portuguese "dedo",
    // Japanese 親指 of 足の親指, Russian "пальцы" of the feet), so a swollen big toe stays with gout.
    id: 'hands and wrists',
    conditions: ['carpal tunnel', 'tendinitis'],
    parts: {
      en: ['finger', 'fingers', 'hand', 'hands', 'wrist', 'wrists', 'thumb', 'thumbs'],
      zh: ['手指', '手', '手腕', '大拇指'],
      ja: ['手', '手首', '手の指', '指先'],
      ko: ['손가락', '손', '손목'],
      de: ['finger', 'fingern', 'hand', 'hände', 'händen', 'handgelenk', 'handgelenke', 'daumen'],
      fr: ['doigt', 'doigts', 'main', 'mains', 'poignet', 'poignets', 'pouce'],
      es: ['mano', 'manos', 'muñeca', 'muñecas'],
      pt: ['mão', 'mãos', 'pulso', 'pulsos'],
      ru: ['кисть', 'кисти', 'запястье', 'запястья'],
      it: ['mano', 'mani', 'polso', 'polsi', 'pollice'],
    },
  },
  {
    id: 'ears',
    conditions: ['tinnitus', 'hearing loss'],
    parts: {
      en: ['ear', 'ears'],
      zh: ['耳朵', '耳'],
      ja: ['耳'],
      ko: ['귀'],
      de: ['ohr', 'ohren'],
      fr: ['oreille', 'oreilles'],
      es: ['oído', 'oídos', 'oreja', 'orejas'],
      pt: ['ouvido', 'ouvidos', 'orelha', 'orelhas'],
      ru: ['ухо', 'уши', 'ушах', 'ухе'],
      it: ['orecchio', 'orecchie', 'orecchi'],
    },
  },
  {
    id: 'eyes',
    conditions: ['cataract', 'glaucoma', 'myopia'],
    parts: {
      en: ['eye', 'eyes', 'vision', 'eyesight'],
      zh: ['眼睛', '视力', '视线'],
      ja: ['目', '視界', '視力'],
      ko: ['시력', '시야', '눈앞'],
      de: ['auge', 'augen', 'sicht'],
      fr: ['œil', 'yeux', 'vue', 'vision'],
      es: ['ojo', 'ojos', 'vista', 'visión'],
      pt: ['olho', 'olhos', 'vista', 'visão'],
      ru: ['глаз', 'глаза', 'глазах', 'зрение'],
      it: ['occhio', 'occhi', 'vista'],
    },
  },
  {
    id: 'skin',
    conditions: ['eczema', 'psoriasis'],
    parts: {
      en: ['skin'],
      zh: ['皮肤'],
      ja: ['肌', '皮膚'],
      ko: ['피부'],
      de: ['haut'],
      fr: ['peau'],
      es: ['piel'],
      pt: ['pele'],
      ru: ['кожа', 'кожу', 'коже'],
      it: ['pelle'],
    },
  },
  {
    id: 'back',
    conditions: ['herniated disc', 'sciatica', 'scoliosis'],
    parts: {
      en: ['back', 'spine', 'lower back'],
      zh: ['腰', '后背', '背部', '腰椎'],
      ja: ['腰', '背中'],
      ko: ['허리'],
      de: ['rücken', 'kreuz'],
      fr: ['dos'],
      es: ['espalda'],
      pt: ['costas', 'coluna'],
      ru: ['спина', 'спину', 'спине', 'поясница', 'поясницу'],
      it: ['schiena'],
    },
  },
  {
    id: 'stomach',
    conditions: ['reflux', 'gastritis', 'irritable bowel'],
    parts: {
      en: ['stomach', 'belly', 'tummy'],
      zh: ['胃', '肚子'],
      ja: ['胃', 'お腹', 'おなか'],
      ko: ['속이', '배가'],
      de: ['magen', 'bauch'],
      fr: ['estomac', 'ventre'],
      es: ['estómago', 'barriga', 'tripa'],
      pt: ['estômago', 'barriga'],
      ru: ['желудок', 'живот'],
      it: ['stomaco', 'pancia'],
    },
  },
  {
    id: 'itching eyes and nose',
    conditions: ['hay fever', 'allergic rhinitis'],
    symptoms: {
      en: ['itch', 'itches', 'itching', 'itchy', 'watery', 'watering', 'runny', 'streaming'],
      zh: ['痒', '流泪', '流鼻涕', '鼻塞'],
      ja: ['かゆ', '痒', 'むずむず', 'ムズムズ', '鼻水', '鼻づまり', '涙が'],
      ko: ['가렵', '가려', '간지러', '간지럽', '콧물', '코막힘'],
      de: ['juckt', 'jucken', 'juckende', 'juckreiz', 'tränen', 'tränende', 'läuft'],
      fr: ['démange', 'démangent', 'démangeaisons', 'grattent', 'pleurent', 'coule', 'larmoient'],
      es: ['pica', 'pican', 'picor', 'picazón', 'lloran', 'llorosos', 'moquea'],
      pt: ['coça', 'coçam', 'coceira', 'lacrimejando', 'lacrimejam', 'escorrendo'],
      ru: ['чешется', 'чешутся', 'зуд', 'слезятся', 'течёт', 'течет'],
      it: ['prude', 'prudono', 'prurito', 'lacrimano', 'cola', 'gocciola'],
    },
    parts: {
      en: ['eye', 'eyes', 'nose'],
      zh: ['眼睛', '眼', '鼻子'],
      ja: ['目', '鼻'],
      ko: ['눈', '눈이', '코'],
      de: ['auge', 'augen', 'nase'],
      fr: ['œil', 'yeux', 'nez'],
      es: ['ojo', 'ojos', 'nariz'],
      pt: ['olho', 'olhos', 'nariz'],
      ru: ['глаз', 'глаза', 'нос', 'носу'],
      it: ['occhio', 'occhi', 'naso'],
    },
  },
  {
    id: 'trembling hands',
    conditions: ['parkinsons'],
    symptoms: {
      en: ['tremble', 'trembles', 'trembling', 'tremor', 'tremors', 'shake', 'shakes', 'shaking', 'shaky'],
      zh: ['发抖', '颤抖', '手抖', '震颤'],
      ja: ['震え', '震る', 'ふるえ', 'ふるえる', 'ぷるぷる'],
      ko: ['떨려', '떨리', '떨림'],
      de: ['zittern', 'zittert', 'zitternde', 'tremor'],
      fr: ['tremblent', 'tremble', 'tremblement', 'tremblements'],
      es: ['tiemblan', 'tiembla', 'temblor', 'temblores'],
      pt: ['tremem', 'treme', 'tremor', 'tremores'],
      ru: ['дрожат', 'дрожит', 'дрожь', 'трясутся', 'тремор'],
      it: ['tremano', 'trema', 'tremore', 'tremori'],
    },
    parts: {
      en: ['hand', 'hands', 'finger', 'fingers'],
      // 手抖: the symptom written onto its part
      zh: ['手', '手指', '手抖'],
      ja: ['手', '指'],
      ko: ['손', '손가락'],
      de: ['hand', 'hände', 'händen', 'finger'],
      fr: ['main', 'mains', 'doigts'],
      es: ['mano', 'manos', 'dedos'],
      pt: ['mão', 'mãos', 'dedos'],
      ru: ['руки', 'рука', 'руках', 'пальцы'],
      it: ['mano', 'mani', 'dita'],
    },
  },
];
