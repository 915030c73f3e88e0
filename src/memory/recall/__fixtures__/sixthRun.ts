import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { SIXTH_FOLLOW_UP_LINES } from './sixthFollowUps';
import { SIXTH_MEMORY_LINES } from './sixthMemories';
import { SIXTH_EN_ZH_LINES } from './sixthQuestionsEnZh';
import { SIXTH_EUROPE_LINES } from './sixthQuestionsEurope';
import { SIXTH_JA_KO_LINES } from './sixthQuestionsJaKo';

// The sixth blind aboutness set (a sixth user, a nurse and amateur astronomer in Lyon; about 530 questions in ten
// languages, with personal questions that carry no first-person word, world questions touching the user's life,
// public figures sharing a name with the user's people, short follow-ups and quotations; written before the recall
// rules were read) through the worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

export const sixthQuestions = () =>
  parseQuestionLines(`${SIXTH_EN_ZH_LINES}\n${SIXTH_JA_KO_LINES}\n${SIXTH_EUROPE_LINES}\n${SIXTH_FOLLOW_UP_LINES}`);
export const sixthStore = () => parseMemoryLines(SIXTH_MEMORY_LINES);
export const runSixthAboutnessSet = (): AboutnessReport => runAboutness(sixthStore(), sixthQuestions());
