import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { THIRTEENTH_MEMORY_LINES } from './thirteenthMemories';
import { THIRTEENTH_JA_LINES, THIRTEENTH_KO_LINES, THIRTEENTH_ZH_LINES } from './thirteenthQuestionsCjk';
import { THIRTEENTH_EN_LINES } from './thirteenthQuestionsEn';
import {
  THIRTEENTH_DE_LINES,
  THIRTEENTH_ES_LINES,
  THIRTEENTH_FR_LINES,
  THIRTEENTH_IT_LINES,
  THIRTEENTH_RU_LINES,
} from './thirteenthQuestionsEurope';
import { THIRTEENTH_PT_LINES } from './thirteenthQuestionsPt';

// The thirteenth blind aboutness set (a thirteenth user, a Brazilian backend developer from Recife in Lisbon whose
// memories are half in Portuguese; about 800 questions in ten languages, Portuguese the most; pets named for an
// everyday word and a famous footballer, her trade's words (Kafka, on-call, staff) asked as world knowledge,
// namesakes, idioms and code-switched questions; written before the recall rules were read) through the worker's
// indexed recall; shared by its unit test and `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  THIRTEENTH_EN_LINES,
  THIRTEENTH_PT_LINES,
  THIRTEENTH_ZH_LINES,
  THIRTEENTH_JA_LINES,
  THIRTEENTH_KO_LINES,
  THIRTEENTH_DE_LINES,
  THIRTEENTH_FR_LINES,
  THIRTEENTH_ES_LINES,
  THIRTEENTH_IT_LINES,
  THIRTEENTH_RU_LINES,
];

export const thirteenthQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const thirteenthStore = () => parseMemoryLines(THIRTEENTH_MEMORY_LINES);
export const runThirteenthAboutnessSet = (): AboutnessReport => runAboutness(thirteenthStore(), thirteenthQuestions());
