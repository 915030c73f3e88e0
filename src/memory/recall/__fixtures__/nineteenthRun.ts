import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { NINETEENTH_MEMORY_LINES } from './nineteenthMemories';
import { NINETEENTH_JA_LINES, NINETEENTH_KO_LINES, NINETEENTH_ZH_LINES } from './nineteenthQuestionsCjk';
import { NINETEENTH_EN_LINES } from './nineteenthQuestionsEn';
import { NINETEENTH_FR_LINES } from './nineteenthQuestionsFr';
import { NINETEENTH_IT_LINES, NINETEENTH_PT_LINES, NINETEENTH_RU_LINES } from './nineteenthQuestionsSouth';
import { NINETEENTH_DE_LINES, NINETEENTH_ES_LINES } from './nineteenthQuestionsWest';

// The nineteenth blind aboutness set (a nineteenth user, a maple syrup producer with her own sugar bush and sugar
// shack in Beauce, Québec, married to a Korean physiotherapist from Busan, who writes mostly Québec French; about 790
// questions in ten languages, a quarter of them French with its elisions, homographs and Québec words; written before
// the recall rules were read) through the worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  NINETEENTH_FR_LINES,
  NINETEENTH_EN_LINES,
  NINETEENTH_ZH_LINES,
  NINETEENTH_JA_LINES,
  NINETEENTH_KO_LINES,
  NINETEENTH_DE_LINES,
  NINETEENTH_ES_LINES,
  NINETEENTH_PT_LINES,
  NINETEENTH_IT_LINES,
  NINETEENTH_RU_LINES,
];

export const nineteenthQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const nineteenthStore = () => parseMemoryLines(NINETEENTH_MEMORY_LINES);
export const runNineteenthAboutnessSet = (): AboutnessReport => runAboutness(nineteenthStore(), nineteenthQuestions());
