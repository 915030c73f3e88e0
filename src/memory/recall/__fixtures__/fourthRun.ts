import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { FOURTH_MEMORY_LINES } from './fourthMemories';
import { FOURTH_EN_ZH_LINES } from './fourthQuestionsEnZh';
import { FOURTH_EUROPE_LINES } from './fourthQuestionsEurope';
import { FOURTH_JA_KO_LINES } from './fourthQuestionsJaKo';

// The fourth blind aboutness set (a fourth user, about 400 questions in ten languages, written before the recall
// rules were read) through the worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

export const fourthQuestions = () => parseQuestionLines(`${FOURTH_EN_ZH_LINES}\n${FOURTH_JA_KO_LINES}\n${FOURTH_EUROPE_LINES}`);
export const fourthStore = () => parseMemoryLines(FOURTH_MEMORY_LINES);
export const runFourthAboutnessSet = (): AboutnessReport => runAboutness(fourthStore(), fourthQuestions());
