import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { asksUse } from './useFrames';
import { selectRelevantMemories } from '../selection';

// Frames of using a thing by class in the ten languages (useFrames.ts), and what they let carry a memory in a question
// that names no one (anchorSense.ts, score.ts). Every case here is invented for this file.

const use = (q: string) => asksUse(q.normalize('NFKC').toLowerCase());

describe('use frames', () => {
  it('Given a skipped or forgotten dose, then the question asks about using the thing', () => {
    expect(use('what happens if you skip metformin for a day?')).toBe(true);
    expect(use('Was passiert, wenn man Metformin einen Tag vergisst?')).toBe(true);
    expect(use('Que se passe-t-il si on oublie la metformine ?')).toBe(true);
    expect(use('¿Qué pasa si se olvida la metformina un día?')).toBe(true);
    expect(use('O que acontece se esquecer a metformina?')).toBe(true);
    expect(use('Cosa succede se si dimentica la metformina?')).toBe(true);
    expect(use('Что будет, если пропустить метформин?')).toBe(true);
    expect(use('二甲双胍漏吃一次会怎样？')).toBe(true);
    expect(use('メトホルミンを飲み忘れたらどうなる？')).toBe(true);
    expect(use('메트포르민을 깜빡하면 어떻게 돼?')).toBe(true);
  });

  it('Given taking it with something, on an empty stomach or a dose a day, then the question asks about using it', () => {
    expect(use('metformin together with grapefruit juice?')).toBe(true);
    expect(use('Metformin nüchtern einnehmen?')).toBe(true);
    expect(use('La metformine se prend-elle à jeun ?')).toBe(true);
    expect(use('¿La metformina se toma en ayunas?')).toBe(true);
    expect(use('A metformina é tomada em jejum?')).toBe(true);
    expect(use('La metformina va presa a digiuno?')).toBe(true);
    expect(use('Метформин натощак или после еды?')).toBe(true);
    expect(use('二甲双胍空腹吃吗？')).toBe(true);
    expect(use('メトホルミンとグレープフルーツの飲み合わせは？')).toBe(true);
    expect(use('메트포르민 공복에 먹어?')).toBe(true);
    expect(use('how many cups of matcha a day')).toBe(true);
    expect(use('抹茶は一日何杯まで？')).toBe(true);
  });

  it('Given what a thing is, its symptoms, causes, heredity or history, then the question is not about using it', () => {
    expect(use('what is metformin?')).toBe(false);
    expect(use('Wer hat Metformin entdeckt?')).toBe(false);
    expect(use('Quels sont les symptômes du diabète ?')).toBe(false);
    expect(use('¿El diabetes es hereditario?')).toBe(false);
    expect(use('Qual a diferença entre metformina e insulina?')).toBe(false);
    expect(use('Come è stata scoperta la metformina?')).toBe(false);
    expect(use('Как открыли метформин?')).toBe(false);
    expect(use('糖尿病会遗传吗？')).toBe(false);
    expect(use('糖尿病の症状は？')).toBe(false);
    expect(use('당뇨병의 원인')).toBe(false);
  });
});

const card = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const store = [
  card('The user has type 2 diabetes and takes metformin every morning.', ['diabetes', 'health'], 'diabetes'),
  card('The user drinks a cup of matcha every morning.', ['matcha', 'tea'], 'matcha'),
  card('The user walks the dog every morning.', ['dog', 'walks'], 'dog walks'),
];
const recalled = (q: string): string[] =>
  selectRelevantMemories(store, q).map((s) => store.find((m) => m.stableKey === s.stableKey)?.identity.subject ?? '');

describe('a question on using a thing the memory names', () => {
  it('Given a frame of use met on a rare word of the memory, even one written only in its text, then the memory comes', () => {
    expect(recalled('what happens if you skip metformin for a day?')).toContain('diabetes');
    expect(recalled('Что будет, если пропустить метформин на один день?')).toContain('diabetes');
    expect(recalled('how many cups of matcha a day is too much?')).toContain('matcha');
  });

  it('Given the same words in a question of what the thing is or who found it, then no memory comes', () => {
    expect(recalled('who discovered metformin?')).toEqual([]);
    expect(recalled('what is matcha made from?')).toEqual([]);
  });

  it('Given a frame of use met only on an everyday word, then no memory comes', () => {
    expect(recalled('what happens if you skip a morning walk?')).toEqual([]);
  });
});
