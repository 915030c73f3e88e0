import { describe, expect, it } from 'vitest';
import { expectDisjointForms, itBridgesCases, type BridgeCase } from '../__fixtures__/bridgeCases';
import { CONDITION_CONCEPTS } from './conceptBridgeConditions.data';
import { HEALTH_CONCEPTS } from './conceptBridgeHealth.data';
import { SYSTEM_CONDITION_CONCEPTS } from './conditionsBySystem.data';
import { DRUG_CLASSES } from './drugClasses.data';
import { withDrugClasses } from './withDrugClasses';

// Conditions by body system (conditionsBySystem.data.ts) and the drug classes that treat them (drugClasses.data.ts):
// a question about the user naming the condition or its drug in one language reaches the memory tagging either in
// another; a question about the condition in general does not.

const CASES: readonly BridgeCase[] = [
  {
    tags: ['胃食道逆流', '耐适恩'],
    text: '用户有胃食道逆流，每天早上吃耐适恩。',
    personal: [
      'cupping every Tuesday makes my heartburn worse, any tips',
      'Con il reflusso posso bere il caffè?',
      'Me dieron omeprazol en vez de mi esomeprazol',
    ],
    world: ['Who discovered omeprazole?', '胃食道逆流是谁发现的？'],
  },
  {
    tags: ['腰椎', '椎间盘'],
    text: '用户有腰椎椎间盘突出，每周去做一次复健。',
    personal: ['Des étirements pour ma hernie discale', 'Esercizi per la mia ernia del disco', 'mein Bandscheibenvorfall tut wieder weh'],
    world: ['Who first described the herniated disc?'],
  },
  {
    tags: ['cat', 'kidneys'],
    text: 'The cat Tal has chronic kidney disease and eats renal food.',
    personal: [
      '塔尔一天喝好多水，是肾病加重了吗？',
      'Фрида не ест почечный корм, что делать?',
      'Meine Katze hat Niereninsuffizienz, wie viel Infusion braucht sie?',
    ],
    world: ['¿Quién descubrió la insuficiencia renal?'],
  },
  {
    tags: ['heart', 'apixaban'],
    text: 'The user has a heart rhythm problem and takes apixaban twice a day.',
    personal: [
      '我在吃抗凝药，牙疼可以吃布洛芬吗？',
      "J'ai mal à la tête, que puis-je prendre avec mon anticoagulant ?",
      '항응고제를 먹고 있는데 두통약은 뭘 먹어야 해?',
    ],
    world: ['Who invented warfarin?'],
  },
  {
    tags: ['penicillin', 'allergy'],
    text: 'She is allergic to penicillin; amoxicillin gave her hives.',
    personal: [
      '醫生要開盤尼西林類的抗生素給我，要提醒什麼',
      '歯医者で抗生物質を出されるとき、何を伝えればいい？',
      'Mi hanno prescritto un antibiotico, cosa dico?',
    ],
    world: ['Who discovered penicillin?', '青霉素是谁发明的？'],
  },
  {
    tags: ['hypertension'],
    text: 'The user has high blood pressure and takes one pill every morning.',
    personal: ['降压药漏吃一次怎么办？', 'is it ok for me to take amlodipine at 4 am instead of 8?'],
    world: ['Who invented amlodipine?'],
  },
  {
    tags: ['glaucoma', 'drops'],
    text: 'Roza has glaucoma and uses eye drops every evening.',
    personal: ['緑内障の目薬、旅行中はどう保管すればいい？'],
    world: ['녹내장은 어떤 병이야?', 'what kind of disease is glaucoma?'],
  },
  {
    tags: ['Wechseljahre', 'Hitzewallungen'],
    text: 'Die Nutzerin ist in den Wechseljahren und hat nachts Hitzewallungen.',
    personal: [
      '更年期で眠れない、私に合う対策は？',
      'ho la menopausa, che tisane posso bere la sera?',
      'у меня климакс, можно ли мне кофе вечером?',
    ],
    world: ['Who first described menopause?', '更年期是什么意思？'],
  },
  {
    tags: ['carpal tunnel', 'splint'],
    text: 'The user has carpal tunnel syndrome in the right wrist and wears a splint at night.',
    personal: [
      '我的腕管综合征晚上更疼，怎么办？',
      'Mon canal carpien me réveille la nuit, que faire ?',
      '내 손목터널증후군에 좋은 스트레칭 알려 줘',
    ],
    world: ['¿Quién describió el síndrome del túnel carpiano?'],
  },
  {
    tags: ['Sehnenscheidenentzündung', 'Handgelenk'],
    text: 'Er hat eine Sehnenscheidenentzündung im Handgelenk vom vielen Tippen.',
    personal: ['my tendinitis flares up after a long day of typing, what helps?', '腱鞘炎でも私はギターを弾いていい？'],
    world: ['Who first described tendinitis?'],
  },
  {
    tags: ['tennis elbow'],
    text: 'The user has tennis elbow from years of carpentry.',
    personal: ['Mi codo de tenista no mejora, ¿qué ejercicios hago?', '我的网球肘还能打羽毛球吗？'],
    world: ["Qui a décrit l'épicondylite pour la première fois ?"],
  },
  {
    tags: ['endometriose', 'dor'],
    text: 'Ela tem endometriose e dores fortes no primeiro dia do ciclo.',
    personal: ['我的子宫内膜异位症可以做瑜伽吗？', 'Welcher Sport ist gut bei meiner Endometriose?'],
    world: ['Who discovered endometriosis?'],
  },
];

describe('conditions by body system and their drug classes', () => {
  it('Given the tables, then every condition has forms in the ten languages and no form names two conditions', () => {
    expectDisjointForms(withDrugClasses([...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS, ...SYSTEM_CONDITION_CONCEPTS]));
  });

  it('Given the drug classes, then each treats a condition of the bridge and names it in the ten languages', () => {
    const ids = new Set([...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS, ...SYSTEM_CONDITION_CONCEPTS].map((c) => c.id));
    for (const d of DRUG_CLASSES) {
      expect(ids.has(d.treats), d.treats).toBe(true);
      expect(Object.keys(d.forms), d.treats).toHaveLength(10);
    }
  });

  itBridgesCases(CASES);
});
