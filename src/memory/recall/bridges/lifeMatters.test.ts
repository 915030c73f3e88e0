import { describe, expect, it } from 'vitest';
import {
  bridgeFiller,
  bridgeMemory,
  expectDisjointForms,
  expectRecalled,
  itBridgesCases,
  type BridgeCase,
} from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';
import { LIFE_EVENT_CONCEPTS } from './lifeEvents.data';
import { WORK_MATTER_CONCEPTS } from './workMatters.data';
import { PASTIME_CONCEPTS } from './pastimes.data';
import { LIFE_EVENT_IDS, isLifeEvent, learnsPastime, qualifiesRole } from './lifeMatters';

// The life matters of the bridge (lifeEvents, workMatters, pastimes .data.ts): a question about the user naming a
// wedding, an on-call week or a half marathon in one language reaches the memory tagging it in another; a world
// question, a role's shift, a pastime to learn, a relative's pastime and a plain request about anyone's event do not.
// Every case here is invented for this file.

const CASES: readonly BridgeCase[] = [
  {
    tags: ['wedding', 'Verona'],
    text: 'User and her partner get married in Verona next June.',
    personal: ['список дел для нашей свадьбы', 'eine Checkliste für unsere Hochzeit in Verona', '我们的婚礼要提前多久准备'],
    world: ['Come organizzare un matrimonio economico?', '安く結婚式を挙げるには？', 'Wer hat den Hochzeitskuchen erfunden?'],
  },
  {
    tags: ['citizenship', 'application'],
    text: 'User applied for citizenship in 2026 after five years of residence.',
    personal: ['combien de temps prend ma demande de nationalité', '我的国籍申请一般要等多久', 'wie lange dauert meine Einbürgerung noch'],
    world: ['Quanto tempo demora a naturalização em Portugal?'],
  },
  {
    tags: ['on-call', 'week'],
    text: 'User is on call one week in six and plans nothing in the evenings then.',
    personal: [
      'ich habe nächste Woche Rufbereitschaft, kann ich trotzdem ins Kino',
      '下周轮到我值班，周三晚上还能去听音乐会吗',
      'sono reperibile la settimana prossima, posso andare a un concerto?',
    ],
    world: ['qué hace un médico de guardia en urgencias', '医院值班医生一晚能睡几个小时'],
  },
  {
    tags: ['half marathon', 'training'],
    text: 'User trains for a half marathon in October, three runs a week.',
    personal: [
      'ein Trainingsplan für meinen Halbmarathon im Oktober',
      '十月的半程马拉松，帮我排十二周训练',
      'план на двенадцать недель к моему полумарафону',
    ],
    world: ['Wer hat den Marathon erfunden?'],
  },
  {
    tags: ['swimming', 'lake'],
    text: 'User swims in the lake every summer morning.',
    personal: ['posso fare nuoto con il raffreddore?', 'puis-je faire de la natation avec un rhume ?'],
    world: ['我想学游泳但是怕水', 'quiero aprender natación pero me da miedo el agua'],
  },
  {
    tags: ['vegetable garden', 'slugs'],
    text: 'User grows tomatoes and lettuce in a vegetable garden behind the house.',
    personal: ['Schnecken im Gemüsegarten ohne Gift bekämpfen', '텃밭 민달팽이를 약 없이 없애는 법'],
    world: ['Qual é a origem da jardinagem?'],
  },
  {
    tags: ['mortgage', 'flat'],
    text: 'User pays a variable-rate mortgage on the flat.',
    personal: ['Mutuo a tasso variabile o fisso, adesso?', '现在我的房贷选浮动利率划算吗'],
    world: ['Wer hat die Hypothek erfunden?'],
  },
  {
    tags: ['postmortem', 'incident'],
    text: 'User is writing the postmortem of the January payment incident.',
    personal: ["plan du post-mortem de l'incident des paiements en double", '1월 결제 포스트모템 목차'],
    world: ['什么是宕机？'],
  },
];

describe('life matters in the bridge', () => {
  it('Given the tables, then every matter has forms in the ten languages and no form names two of them', () => {
    expectDisjointForms([...LIFE_EVENT_CONCEPTS, ...WORK_MATTER_CONCEPTS, ...PASTIME_CONCEPTS]);
  });

  itBridgesCases(CASES);

  it('Given a dog and a running memory, when the question is whether the dog may run, then the running memory stays out', () => {
    const store = [
      bridgeMemory('stable_user_context', 'User has a dog called Mate.', ['dog', 'Mate'], 'dog Mate'),
      bridgeMemory('user_preference', 'User runs half marathons.', ['half marathon'], 'half marathon'),
      ...bridgeFiller(),
    ];
    const picked = selectRelevantMemories(store, '我家狗髋关节不好，还能带它跑步吗').map((m) => m.stableKey);
    expect(picked).not.toContain(store[1]?.stableKey);
    expectRecalled(store, '十月的半程马拉松，帮我排十二周训练', store[1]?.stableKey);
  });

  it('Given a son and his wedding, when a plain request asks how to organise any wedding, then it stays out', () => {
    const store = [
      bridgeMemory('stable_user_context', 'Their son Ayrton is a physiotherapist.', ['son', 'Ayrton'], 'son Ayrton'),
      bridgeMemory('project_context', 'Ayrton marries in Londrina in May.', ['Ayrton', 'wedding'], 'Ayrton wedding'),
      ...bridgeFiller(),
    ];
    expect(selectRelevantMemories(store, 'Come organizzare un matrimonio economico?')).toHaveLength(0);
  });

  it('Given a gym and a running memory, when the question names both, then neither is bridged', () => {
    const store = [
      bridgeMemory('recurring_constraint', 'User has a gym membership on Mondays.', ['gym'], 'gym'),
      bridgeMemory('user_preference', 'User runs half marathons.', ['half marathon'], 'half marathon'),
      ...bridgeFiller(),
    ];
    expect(selectRelevantMemories(store, '健身房新开了桑拿，跑步后可以去吗')).toHaveLength(0);
    expectRecalled(store, '我的健身房新开了桑拿，可以去吗', store[0]?.stableKey);
  });

  it('Given a memory about bouldering tagging its climbing gym, when the user asks about their gym, then it is no gym memory', () => {
    const store = [
      bridgeMemory('user_preference', 'User goes bouldering twice a week.', ['bouldering', 'climbing gym'], 'bouldering'),
      ...bridgeFiller(),
    ];
    expect(selectRelevantMemories(store, 'Hilf mir, eine Kündigung für mein Fitnessstudio-Abo zu schreiben')).toHaveLength(0);
    expectRecalled(store, 'Как тренировать хват для моего боулдеринга?', store[0]?.stableKey);
  });

  it.each([
    ['qué hace un médico de guardia', 'de guardia'],
    ["un médecin d'astreinte ce week-end", 'astreinte'],
    ['дежурный врач в больнице', 'дежурный'],
    ['医院值班医生', '值班'],
  ])('Given "%s", then the matter qualifies a role', (question, form) => {
    expect(qualifiesRole(question, form)).toBe(true);
  });
  it.each([
    ['estoy de guardia la semana que viene', 'de guardia'],
    ["je suis d'astreinte demain", 'astreinte'],
    ['я дежурю на следующей неделе', 'дежурю'],
    ['下周轮到我值班', '值班'],
  ])('Given "%s", then the matter is the asker\'s', (question, form) => {
    expect(qualifiesRole(question, form)).toBe(false);
  });
  it.each([
    ['i want to learn chess', 'chess'],
    ['Schach lernen mit 40?', 'schach'],
    ['我想学游泳', '游泳'],
    ['ヨガを習いたい', 'ヨガ'],
    ['수영을 배우고 싶어', '수영'],
  ])('Given "%s", then the pastime is one to learn', (question, form) => {
    const id = PASTIME_CONCEPTS.find((c) => Object.values(c.forms).some((fs) => fs.includes(form)))?.id ?? '';
    expect(learnsPastime(question, id, form)).toBe(true);
  });
  it.each([
    ['my chess rating is stuck at 1500', 'chess'],
    ['我的游泳课改到周五了', '游泳'],
    ['수영 끝나고 뭐 먹지', '수영'],
  ])('Given "%s", then the pastime is one the asker has', (question, form) => {
    const id = PASTIME_CONCEPTS.find((c) => Object.values(c.forms).some((fs) => fs.includes(form)))?.id ?? '';
    expect(learnsPastime(question, id, form)).toBe(false);
  });
});

describe('the one-off life events', () => {
  it('name rows of the life-event table, and no paperwork row is one', () => {
    const ids = new Set(LIFE_EVENT_CONCEPTS.map((c) => c.id));
    for (const id of LIFE_EVENT_IDS) expect(ids.has(id), id).toBe(true);
    for (const id of ['citizenship', 'residence permit', 'visa', 'passport']) expect(isLifeEvent(id), id).toBe(false);
    expect(isLifeEvent('wedding')).toBe(true);
  });
});
