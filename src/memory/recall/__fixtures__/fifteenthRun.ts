import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { FIFTEENTH_MEMORY_LINES } from './fifteenthMemories';
import { FIFTEENTH_JA_LINES, FIFTEENTH_KO_LINES, FIFTEENTH_ZH_LINES } from './fifteenthQuestionsCjk';
import { FIFTEENTH_DE_LINES } from './fifteenthQuestionsDe';
import { FIFTEENTH_EN_LINES } from './fifteenthQuestionsEn';
import {
  FIFTEENTH_ES_LINES,
  FIFTEENTH_FR_LINES,
  FIFTEENTH_IT_LINES,
  FIFTEENTH_PT_LINES,
  FIFTEENTH_RU_LINES,
} from './fifteenthQuestionsEurope';

// The fifteenth blind aboutness set (a fifteenth user, a German organ builder in Freiburg who writes mostly German,
// married to a Japanese potter, with a son in Seoul; about 700 questions in ten languages, German the most; written
// before the recall rules were read) through the worker's indexed recall; shared by its unit test and
// `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  FIFTEENTH_EN_LINES,
  FIFTEENTH_ZH_LINES,
  FIFTEENTH_JA_LINES,
  FIFTEENTH_KO_LINES,
  FIFTEENTH_DE_LINES,
  FIFTEENTH_FR_LINES,
  FIFTEENTH_ES_LINES,
  FIFTEENTH_PT_LINES,
  FIFTEENTH_RU_LINES,
  FIFTEENTH_IT_LINES,
];

export const fifteenthQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const fifteenthStore = () => parseMemoryLines(FIFTEENTH_MEMORY_LINES);
export const runFifteenthAboutnessSet = (): AboutnessReport => runAboutness(fifteenthStore(), fifteenthQuestions());
