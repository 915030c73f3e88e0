import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { BLIND_MEMORY_LINES } from './blindMemories';
import { BLIND_EN_ZH_LINES } from './blindQuestionsEnZh';
import { BLIND_EUROPE_LINES } from './blindQuestionsEurope';
import { BLIND_JA_KO_LINES } from './blindQuestionsJaKo';

// The blind aboutness set (a second user, 400 questions in ten languages, written before the recall rules
// were read) through the worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

export const blindQuestions = () => parseQuestionLines(`${BLIND_EN_ZH_LINES}\n${BLIND_JA_KO_LINES}\n${BLIND_EUROPE_LINES}`);
export const blindStore = () => parseMemoryLines(BLIND_MEMORY_LINES);
export const runBlindAboutnessSet = (): AboutnessReport => runAboutness(blindStore(), blindQuestions());
