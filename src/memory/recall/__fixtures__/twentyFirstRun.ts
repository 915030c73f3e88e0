import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { TWENTY_FIRST_MEMORY_LINES } from './twentyFirstMemories';
import { TWENTY_FIRST_JA_LINES, TWENTY_FIRST_KO_LINES } from './twentyFirstQuestionsCjk';
import { TWENTY_FIRST_EN_LINES } from './twentyFirstQuestionsEn';
import { TWENTY_FIRST_RU_LINES } from './twentyFirstQuestionsRu';
import { TWENTY_FIRST_ES_LINES, TWENTY_FIRST_IT_LINES, TWENTY_FIRST_PT_LINES } from './twentyFirstQuestionsSouth';
import { TWENTY_FIRST_DE_LINES, TWENTY_FIRST_FR_LINES } from './twentyFirstQuestionsWest';
import { TWENTY_FIRST_ZH_DIRECT_LINES } from './twentyFirstQuestionsZh';
import { TWENTY_FIRST_ZH_MORE_LINES } from './twentyFirstQuestionsZhMore';

// The twenty-first blind aboutness set (a twenty-first user, a carpenter from Tainan with his own fit-out workshop,
// married to a Japanese teacher from Sakai, who writes mostly Traditional Chinese as typed in Taiwan; about 750
// questions in ten languages, more than a quarter of them Traditional Chinese; written before the recall rules were
// read) through the worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  TWENTY_FIRST_ZH_DIRECT_LINES,
  TWENTY_FIRST_ZH_MORE_LINES,
  TWENTY_FIRST_EN_LINES,
  TWENTY_FIRST_JA_LINES,
  TWENTY_FIRST_KO_LINES,
  TWENTY_FIRST_DE_LINES,
  TWENTY_FIRST_FR_LINES,
  TWENTY_FIRST_ES_LINES,
  TWENTY_FIRST_IT_LINES,
  TWENTY_FIRST_PT_LINES,
  TWENTY_FIRST_RU_LINES,
];

export const twentyFirstQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const twentyFirstStore = () => parseMemoryLines(TWENTY_FIRST_MEMORY_LINES);
export const runTwentyFirstAboutnessSet = (): AboutnessReport => runAboutness(twentyFirstStore(), twentyFirstQuestions());
