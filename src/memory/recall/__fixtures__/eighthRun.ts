import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { EIGHTH_MEMORY_LINES } from './eighthMemories';
import { EIGHTH_JA_LINES, EIGHTH_KO_LINES, EIGHTH_ZH_LINES } from './eighthQuestionsCjk';
import { EIGHTH_EN_LINES } from './eighthQuestionsEn';
import {
  EIGHTH_DE_LINES,
  EIGHTH_ES_LINES,
  EIGHTH_FR_LINES,
  EIGHTH_IT_LINES,
  EIGHTH_PT_LINES,
  EIGHTH_RU_LINES,
} from './eighthQuestionsEurope';

// The eighth blind aboutness set (an eighth user, a Japanese-Brazilian former marine engineer who keeps bees in
// Curitiba; about 600 questions in ten languages, with the user's people and pets sharing names with public figures,
// foods and products, Chinese, Japanese and Korean compounds holding a memory word, direct questions in another
// language than the memory, personal questions with no first-person word, and world questions set in his city;
// written before the recall rules were read) through the worker's indexed recall; shared by its unit test and
// `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  EIGHTH_EN_LINES,
  EIGHTH_ZH_LINES,
  EIGHTH_JA_LINES,
  EIGHTH_KO_LINES,
  EIGHTH_PT_LINES,
  EIGHTH_ES_LINES,
  EIGHTH_IT_LINES,
  EIGHTH_FR_LINES,
  EIGHTH_DE_LINES,
  EIGHTH_RU_LINES,
];

export const eighthQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const eighthStore = () => parseMemoryLines(EIGHTH_MEMORY_LINES);
export const runEighthAboutnessSet = (): AboutnessReport => runAboutness(eighthStore(), eighthQuestions());
