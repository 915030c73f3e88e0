import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { THIRD_MEMORY_LINES } from './thirdMemories';
import { THIRD_EN_ZH_LINES } from './thirdQuestionsEnZh';
import { THIRD_EUROPE_LINES } from './thirdQuestionsEurope';
import { THIRD_JA_KO_LINES } from './thirdQuestionsJaKo';

// The third blind aboutness set (a third user, about 350 questions in ten languages, written before the recall
// rules were read) through the worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

export const thirdQuestions = () => parseQuestionLines(`${THIRD_EN_ZH_LINES}\n${THIRD_JA_KO_LINES}\n${THIRD_EUROPE_LINES}`);
export const thirdStore = () => parseMemoryLines(THIRD_MEMORY_LINES);
export const runThirdAboutnessSet = (): AboutnessReport => runAboutness(thirdStore(), thirdQuestions());
