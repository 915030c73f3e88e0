import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { FOURTEENTH_MEMORY_LINES } from './fourteenthMemories';
import { FOURTEENTH_JA_LINES, FOURTEENTH_KO_LINES, FOURTEENTH_ZH_LINES } from './fourteenthQuestionsCjk';
import { FOURTEENTH_EN_LINES } from './fourteenthQuestionsEn';
import {
  FOURTEENTH_DE_LINES,
  FOURTEENTH_ES_LINES,
  FOURTEENTH_FR_LINES,
  FOURTEENTH_PT_LINES,
  FOURTEENTH_RU_LINES,
} from './fourteenthQuestionsEurope';
import { FOURTEENTH_IT_LINES } from './fourteenthQuestionsIt';

// The fourteenth blind aboutness set (a fourteenth user, a Sardinian cheesemaker near Nuoro who writes mostly Italian,
// with a German husband; about 700 questions in ten languages, half of the memories in Italian; written before the
// recall rules were read) through the worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  FOURTEENTH_EN_LINES,
  FOURTEENTH_ZH_LINES,
  FOURTEENTH_JA_LINES,
  FOURTEENTH_KO_LINES,
  FOURTEENTH_DE_LINES,
  FOURTEENTH_FR_LINES,
  FOURTEENTH_ES_LINES,
  FOURTEENTH_PT_LINES,
  FOURTEENTH_RU_LINES,
  FOURTEENTH_IT_LINES,
];

export const fourteenthQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const fourteenthStore = () => parseMemoryLines(FOURTEENTH_MEMORY_LINES);
export const runFourteenthAboutnessSet = (): AboutnessReport => runAboutness(fourteenthStore(), fourteenthQuestions());
