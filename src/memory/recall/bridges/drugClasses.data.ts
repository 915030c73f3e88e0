import type { BridgeLanguage } from './concept';

// The drug classes a lasting condition is treated with, as forms of that condition for the bridge: a question about
// "my blood pressure pills", 降压药 or "l'anticoagulant" is about the condition a memory names by its drug (amlodipina,
// 氯沙坦, apixaban) or by its name. Per class: its name and the most prescribed members (INN, and a brand where the
// brand is what people say), in the ten languages; Chinese in the simplified script recall reads, Korean one word
// each. Written by hand: no installed package lists drugs by class.

export interface DrugClass {
  /** The condition concept the class treats (conceptBridgeHealth, conceptBridgeConditions, conditionsBySystem). */
  readonly treats: string;
  readonly forms: Readonly<Record<BridgeLanguage, readonly string[]>>;
}

export const DRUG_CLASSES: readonly DrugClass[] = [
  {
    treats: 'high blood pressure',
    forms: {
      en: [
        'antihypertensive',
        'blood pressure pills',
        'blood pressure medication',
        'amlodipine',
        'losartan',
        'ramipril',
        'lisinopril',
        'valsartan',
      ],
      zh: ['降压药', '降血压药', '高血压药', '氨氯地平', '氯沙坦', '缬沙坦', '雷米普利'],
      ja: ['降圧薬', '降圧剤', '血圧の薬', 'アムロジピン', 'ロサルタン', 'バルサルタン'],
      ko: ['혈압약', '고혈압약', '혈압강하제', '암로디핀', '로사르탄', '발사르탄'],
      de: ['blutdrucksenker', 'blutdruckmittel', 'blutdrucktabletten', 'amlodipin', 'losartan', 'ramipril', 'valsartan'],
      fr: ['antihypertenseur', 'antihypertenseurs', 'amlodipine', 'losartan', 'ramipril', 'valsartan'],
      es: ['antihipertensivo', 'antihipertensivos', 'pastillas de la tensión', 'amlodipino', 'losartán', 'ramipril', 'valsartán'],
      pt: [
        'anti hipertensivo',
        'remédio da pressão',
        'remédio para pressão',
        'amlodipina',
        'anlodipino',
        'losartana',
        'ramipril',
        'valsartana',
      ],
      ru: ['гипотензивные', 'таблетки от давления', 'амлодипин', 'амлодипина', 'лозартан', 'лозартана', 'рамиприл', 'валсартан'],
      it: ['antipertensivo', 'antipertensivi', 'amlodipina', 'losartan', 'ramipril', 'valsartan'],
    },
  },
  {
    treats: 'high cholesterol',
    forms: {
      en: ['statin', 'statins', 'atorvastatin', 'simvastatin', 'rosuvastatin', 'lipitor'],
      zh: ['他汀', '他汀类', '阿托伐他汀', '辛伐他汀', '瑞舒伐他汀', '立普妥'],
      ja: ['スタチン', 'アトルバスタチン', 'シンバスタチン', 'ロスバスタチン', 'リピトール'],
      ko: ['스타틴', '아토르바스타틴', '심바스타틴', '로수바스타틴', '리피토'],
      de: ['statin', 'statine', 'atorvastatin', 'simvastatin', 'rosuvastatin', 'cholesterinsenker'],
      fr: ['statine', 'statines', 'atorvastatine', 'simvastatine', 'rosuvastatine'],
      es: ['estatina', 'estatinas', 'atorvastatina', 'simvastatina', 'rosuvastatina'],
      pt: ['estatina', 'estatinas', 'atorvastatina', 'sinvastatina', 'rosuvastatina'],
      ru: ['статин', 'статины', 'статинов', 'статинами', 'аторвастатин', 'аторвастатина', 'розувастатин', 'симвастатин'],
      it: ['statina', 'statine', 'atorvastatina', 'simvastatina', 'rosuvastatina'],
    },
  },
  {
    treats: 'diabetes',
    forms: {
      en: ['metformin', 'insulin', 'glucophage'],
      zh: ['二甲双胍', '胰岛素', '降糖药', '降血糖药'],
      ja: ['メトホルミン', 'インスリン', 'インシュリン', '糖尿病薬'],
      ko: ['메트포르민', '인슐린', '당뇨약'],
      de: ['metformin', 'insulin'],
      fr: ['metformine', 'insuline'],
      es: ['metformina', 'insulina'],
      pt: ['metformina', 'insulina'],
      ru: ['метформин', 'метформина', 'инсулин', 'инсулина', 'инсулином'],
      it: ['metformina', 'insulina'],
    },
  },
  {
    treats: 'thyroid',
    forms: {
      en: ['levothyroxine', 'thyroxine', 'euthyrox', 'synthroid'],
      zh: ['左甲状腺素', '优甲乐', '左旋甲状腺素'],
      ja: ['レボチロキシン', 'チラーヂン', 'チラージン'],
      ko: ['레보티록신', '씬지로이드', '신지로이드'],
      de: ['levothyroxin', 'l thyroxin', 'euthyrox'],
      fr: ['lévothyroxine', 'levothyrox'],
      es: ['levotiroxina', 'eutirox'],
      pt: ['levotiroxina', 'puran', 'euthyrox'],
      ru: ['левотироксин', 'левотироксина', 'эутирокс', 'эутирокса', 'l тироксин'],
      it: ['levotiroxina', 'eutirox', 'tirosint'],
    },
  },
  {
    treats: 'reflux',
    forms: {
      en: ['omeprazole', 'esomeprazole', 'pantoprazole', 'lansoprazole', 'nexium', 'proton pump inhibitor', 'ppi'],
      zh: ['奥美拉唑', '埃索美拉唑', '泮托拉唑', '兰索拉唑', '耐适恩', '耐信', '质子泵抑制剂'],
      ja: ['オメプラゾール', 'エソメプラゾール', 'ネキシウム', 'ランソプラゾール', 'パントプラゾール'],
      ko: ['오메프라졸', '에소메프라졸', '넥시움', '판토프라졸', '란소프라졸'],
      de: ['omeprazol', 'esomeprazol', 'pantoprazol', 'nexium', 'magenschutz', 'protonenpumpenhemmer'],
      fr: ['oméprazole', 'ésoméprazole', 'pantoprazole', 'inexium', 'ipp'],
      es: ['omeprazol', 'esomeprazol', 'pantoprazol', 'nexium'],
      pt: ['omeprazol', 'esomeprazol', 'pantoprazol', 'nexium'],
      ru: ['омепразол', 'омепразола', 'эзомепразол', 'эзомепразола', 'пантопразол', 'нексиум'],
      it: ['omeprazolo', 'esomeprazolo', 'pantoprazolo', 'lansoprazolo', 'nexium'],
    },
  },
  {
    treats: 'atrial fibrillation',
    forms: {
      en: [
        'anticoagulant',
        'anticoagulants',
        'blood thinner',
        'blood thinners',
        'apixaban',
        'rivaroxaban',
        'warfarin',
        'eliquis',
        'xarelto',
      ],
      zh: ['抗凝药', '抗凝血药', '抗凝剂', '华法林', '阿哌沙班', '利伐沙班'],
      ja: ['抗凝固薬', '抗凝固剤', 'ワルファリン', 'ワーファリン', 'アピキサバン', 'エリキュース', 'リバーロキサバン', 'イグザレルト'],
      ko: ['항응고제', '와파린', '아픽사반', '엘리퀴스', '리바록사반', '자렐토'],
      de: ['gerinnungshemmer', 'blutverdünner', 'antikoagulans', 'marcumar', 'apixaban', 'rivaroxaban', 'eliquis', 'xarelto'],
      fr: ['anticoagulant', 'anticoagulants', 'apixaban', 'rivaroxaban', 'warfarine', 'eliquis', 'xarelto'],
      es: ['anticoagulante', 'anticoagulantes', 'sintrom', 'apixabán', 'apixaban', 'rivaroxabán', 'warfarina', 'eliquis', 'xarelto'],
      pt: ['anticoagulante', 'anticoagulantes', 'apixabano', 'apixaban', 'rivaroxabana', 'varfarina', 'eliquis', 'xarelto'],
      ru: [
        'антикоагулянт',
        'антикоагулянты',
        'антикоагулянтов',
        'антикоагулянтами',
        'варфарин',
        'апиксабан',
        'эликвис',
        'эликвиса',
        'ксарелто',
      ],
      it: ['anticoagulante', 'anticoagulanti', 'apixaban', 'rivaroxaban', 'warfarin', 'coumadin', 'eliquis', 'xarelto'],
    },
  },
  {
    treats: 'gout',
    forms: {
      en: ['allopurinol', 'febuxostat', 'colchicine'],
      zh: ['别嘌醇', '非布司他', '秋水仙碱', '安乐普利诺'],
      ja: ['アロプリノール', 'フェブキソスタット', 'コルヒチン'],
      ko: ['알로푸리놀', '페북소스타트', '콜히친'],
      de: ['allopurinol', 'febuxostat', 'colchicin'],
      fr: ['allopurinol', 'fébuxostat', 'colchicine'],
      es: ['alopurinol', 'febuxostat', 'colchicina'],
      pt: ['alopurinol', 'febuxostate', 'colchicina'],
      ru: ['аллопуринол', 'аллопуринола', 'фебуксостат', 'колхицин'],
      it: ['allopurinolo', 'febuxostat', 'colchicina'],
    },
  },
];
