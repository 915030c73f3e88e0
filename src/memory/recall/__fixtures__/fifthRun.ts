import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { FIFTH_MEMORY_LINES } from './fifthMemories';
import { FIFTH_EN_ZH_LINES } from './fifthQuestionsEnZh';
import { FIFTH_EUROPE_LINES } from './fifthQuestionsEurope';
import { FIFTH_JA_KO_LINES } from './fifthQuestionsJaKo';

// The fifth blind aboutness set (a fifth user, about 440 questions in ten languages typed the way people type:
// short, lower case, typos, code-switching, follow-ups without context; written before the recall rules were
// read) through the worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

export const fifthQuestions = () => parseQuestionLines(`${FIFTH_EN_ZH_LINES}\n${FIFTH_JA_KO_LINES}\n${FIFTH_EUROPE_LINES}`);
export const fifthStore = () => parseMemoryLines(FIFTH_MEMORY_LINES);
export const runFifthAboutnessSet = (): AboutnessReport => runAboutness(fifthStore(), fifthQuestions());
