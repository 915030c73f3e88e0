import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { TWENTY_SECOND_MEMORY_LINES } from './twentySecondMemories';
import { TWENTY_SECOND_JA_LINES, TWENTY_SECOND_KO_LINES, TWENTY_SECOND_ZH_LINES } from './twentySecondQuestionsCjk';
import { TWENTY_SECOND_EN_LINES } from './twentySecondQuestionsEn';
import { TWENTY_SECOND_ES_DIRECT_LINES } from './twentySecondQuestionsEs';
import { TWENTY_SECOND_ES_MORE_LINES } from './twentySecondQuestionsEsMore';
import { TWENTY_SECOND_RU_LINES } from './twentySecondQuestionsRu';
import { TWENTY_SECOND_IT_LINES, TWENTY_SECOND_PT_LINES } from './twentySecondQuestionsSouth';
import { TWENTY_SECOND_DE_LINES, TWENTY_SECOND_FR_LINES } from './twentySecondQuestionsWest';

// The twenty-second blind aboutness set (a twenty-second user, a baker from Puebla with his own bakery, married to an
// Italian teacher from Turin, who writes mostly Mexican Spanish; about 770 questions in ten languages, a quarter of
// them Spanish as typed in Mexico; written before the recall rules were read) through the worker's indexed recall;
// shared by its unit test and `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  TWENTY_SECOND_ES_DIRECT_LINES,
  TWENTY_SECOND_ES_MORE_LINES,
  TWENTY_SECOND_EN_LINES,
  TWENTY_SECOND_JA_LINES,
  TWENTY_SECOND_KO_LINES,
  TWENTY_SECOND_ZH_LINES,
  TWENTY_SECOND_DE_LINES,
  TWENTY_SECOND_FR_LINES,
  TWENTY_SECOND_IT_LINES,
  TWENTY_SECOND_PT_LINES,
  TWENTY_SECOND_RU_LINES,
];

export const twentySecondQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const twentySecondStore = () => parseMemoryLines(TWENTY_SECOND_MEMORY_LINES);
export const runTwentySecondAboutnessSet = (): AboutnessReport => runAboutness(twentySecondStore(), twentySecondQuestions());
