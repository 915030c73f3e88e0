import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';
import { mediumLanguagesOf } from './mediumLanguages';

// A language named as the medium of what is asked (said, read, written in it) is not the question's topic
// (mediumLanguages.ts), in the ten languages. Every case here is invented for this file.

const card = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const recalled = (memory: ReturnType<typeof card>, q: string): number => selectRelevantMemories([memory], q).length;

describe('a language named as the medium', () => {
  it('Given a language after a preposition of the medium, then it is read as the medium', () => {
    expect(mediumLanguagesOf('how do you say throughput in Finnish?').has('finnish')).toBe(true);
    expect(mediumLanguagesOf('Wie sagt man Durchsatz auf Finnisch?').has('finnisch')).toBe(true);
    expect(mediumLanguagesOf('comment dit-on débit en finnois ?').has('finnois')).toBe(true);
    expect(mediumLanguagesOf('¿cómo se dice rendimiento en finés?').has('finés')).toBe(true);
    expect(mediumLanguagesOf('como se diz vazão em finlandês?').has('finlandês')).toBe(true);
    expect(mediumLanguagesOf('come si dice portata in finlandese?').has('finlandese')).toBe(true);
    expect(mediumLanguagesOf('как сказать пропускная способность по-фински').has('финский')).toBe(true);
    expect(mediumLanguagesOf('книги на финском языке').has('финский')).toBe(true);
    expect(mediumLanguagesOf('吞吐量用芬兰语怎么说').has('芬兰语')).toBe(true);
    expect(mediumLanguagesOf('スループットってフィンランド語で何と言う？').has('フィンランド語')).toBe(true);
    expect(mediumLanguagesOf('スループットって中国語で何と言う？').has('中国語')).toBe(true);
    expect(mediumLanguagesOf('처리량을 핀란드어로 뭐라고 해?').has('핀란드어')).toBe(true);
  });

  it('Given a language that is the topic, or a place after the preposition, then no medium is read', () => {
    expect(mediumLanguagesOf('is Finnish hard to learn?').size).toBe(0);
    expect(mediumLanguagesOf('a week in Finland in winter').size).toBe(0);
    expect(mediumLanguagesOf('vacaciones en Finlandia').size).toBe(0);
    expect(mediumLanguagesOf('芬兰语难学吗').size).toBe(0);
    expect(mediumLanguagesOf('핀란드어 문법이 어려워').size).toBe(0);
  });

  const study = card('She is learning Finnish with a tutor twice a week.', ['Finnish', 'language study'], 'Finnish study');
  const studyZh = card('她每周跟老师学两次芬兰语。', ['芬兰语', '学习'], 'Finnish study');
  const studyKo = card('그녀는 일주일에 두 번 핀란드어를 배운다.', ['핀란드어', '공부'], 'Finnish study');
  const studyRu = card('Она учит финский язык с репетитором.', ['финский', 'учёба'], 'Finnish study');

  it('Given a word asked in the language the user studies, then the study memory does not come', () => {
    expect(recalled(study, 'how do you say idempotency in Finnish?')).toBe(0);
    expect(recalled(studyZh, '幂等性用芬兰语怎么说')).toBe(0);
    expect(recalled(studyKo, '멱등성을 핀란드어로 뭐라고 해?')).toBe(0);
    expect(recalled(studyRu, 'e-reader для чтения по-фински')).toBe(0);
  });

  it('Given the user asking about their own study in that language, then the study memory comes', () => {
    expect(recalled(study, 'which Finnish grammar book should I buy next?')).toBe(1);
    expect(recalled(study, 'can I practise speaking in Finnish with you?')).toBe(1);
    expect(recalled(studyZh, '我的芬兰语学习计划')).toBe(1);
    expect(recalled(studyKo, '내 핀란드어 공부 계획 세워줘')).toBe(1);
  });
});
