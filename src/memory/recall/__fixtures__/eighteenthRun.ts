import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { EIGHTEENTH_MEMORY_LINES } from './eighteenthMemories';
import { EIGHTEENTH_JA_LINES, EIGHTEENTH_KO_LINES, EIGHTEENTH_ZH_LINES } from './eighteenthQuestionsCjk';
import { EIGHTEENTH_EN_LINES } from './eighteenthQuestionsEn';
import { EIGHTEENTH_RU_LINES } from './eighteenthQuestionsRu';
import { EIGHTEENTH_IT_LINES, EIGHTEENTH_PT_LINES } from './eighteenthQuestionsSouth';
import { EIGHTEENTH_DE_LINES, EIGHTEENTH_ES_LINES, EIGHTEENTH_FR_LINES } from './eighteenthQuestionsWest';

// The eighteenth blind aboutness set (an eighteenth user, a Russian sailmaker from Arkhangelsk with her own sail loft
// in Tivat, Montenegro, married to a Portuguese skipper, who writes mostly Russian; about 750 questions in ten
// languages, a quarter of them Russian with its cases and diminutives; written before the recall rules were read)
// through the worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  EIGHTEENTH_RU_LINES,
  EIGHTEENTH_EN_LINES,
  EIGHTEENTH_ZH_LINES,
  EIGHTEENTH_JA_LINES,
  EIGHTEENTH_KO_LINES,
  EIGHTEENTH_DE_LINES,
  EIGHTEENTH_FR_LINES,
  EIGHTEENTH_ES_LINES,
  EIGHTEENTH_PT_LINES,
  EIGHTEENTH_IT_LINES,
];

export const eighteenthQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const eighteenthStore = () => parseMemoryLines(EIGHTEENTH_MEMORY_LINES);
export const runEighteenthAboutnessSet = (): AboutnessReport => runAboutness(eighteenthStore(), eighteenthQuestions());
