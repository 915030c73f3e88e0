import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// A service the user uses, asked how it works or about its accounts (SERVICE_WORDS in productQuestionWords.ts).
const transfer = memoryFrom(
  rawCandidate({
    type: 'recurring_constraint',
    text: 'Every month the user sends money to her father with Wise.',
    tags: ['Wise', 'money transfer'],
    subject: 'transfer to father',
    polarity: null,
  }),
);
const picks = (q: string): number => selectRelevantMemories([transfer], q).length;

describe('a service the user uses, asked how it works or about its accounts (productQuestions.ts)', () => {
  it('Given a question not about the user asking how the service works, in the ten languages, then the user’s one stays out', () => {
    const asked = [
      'does Wise work in Canada',
      'Wie funktioniert Wise?',
      'Comment fonctionne Wise ?',
      '¿Cómo funciona Wise?',
      'Como funciona o Wise?',
      'Come funziona Wise?',
      'Как работает Wise?',
      'Wise怎么用',
      'Wiseの仕組みは？',
      'Wise 작동 방식',
    ];
    expect(asked.filter((q) => picks(q) !== 0)).toEqual([]);
  });

  it('Given a question not about the user asking about the service’s accounts, in the ten languages, then the user’s one stays out', () => {
    const asked = [
      'can a company open a Wise account',
      'Wise Konto für Firmen',
      'ouvrir un compte Wise pour une association',
      '¿se puede cerrar una cuenta de Wise?',
      'como apagar uma conta do Wise',
      'aprire un account Wise aziendale',
      'как удалить аккаунт Wise',
      'Wise账号怎么注销',
      'Wiseのアカウントを削除する方法',
      'Wise 계정 삭제 방법',
    ];
    expect(asked.filter((q) => picks(q) !== 0)).toEqual([]);
  });

  it('Given the same words about the user, an account far from the name, or the service asked with no such word, then the memory comes', () => {
    expect(picks('does my Wise transfer to my father work on Sundays?')).toBe(1);
    expect(picks('Wise: which fee applies to a payment in euros from a joint account')).toBe(1);
    expect(picks('Wise transfer limits')).toBe(1);
    expect(picks('Wise转账到账要几天，同一个账户')).toBe(1);
  });
});
