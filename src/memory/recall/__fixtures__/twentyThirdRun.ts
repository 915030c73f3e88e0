import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { TWENTY_THIRD_MEMORY_LINES } from './twentyThirdMemories';
import { TWENTY_THIRD_JA_LINES, TWENTY_THIRD_KO_LINES } from './twentyThirdQuestionsCjk';
import { TWENTY_THIRD_EN_LINES } from './twentyThirdQuestionsEn';
import { TWENTY_THIRD_RU_LINES } from './twentyThirdQuestionsRu';
import { TWENTY_THIRD_ES_LINES, TWENTY_THIRD_IT_LINES, TWENTY_THIRD_PT_LINES } from './twentyThirdQuestionsSouth';
import { TWENTY_THIRD_DE_LINES, TWENTY_THIRD_FR_LINES } from './twentyThirdQuestionsWest';
import { TWENTY_THIRD_ZH_LINES } from './twentyThirdQuestionsZh';

// The twenty-third blind aboutness set (a twenty-third user, a giant panda keeper in Chengdu who writes mostly
// Chinese as typed on a phone in mainland China; about 770 questions in ten languages, a quarter of them Chinese;
// written before the recall rules were read) through the worker's indexed recall; shared by its unit test and
// `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  TWENTY_THIRD_ZH_LINES,
  TWENTY_THIRD_EN_LINES,
  TWENTY_THIRD_JA_LINES,
  TWENTY_THIRD_KO_LINES,
  TWENTY_THIRD_DE_LINES,
  TWENTY_THIRD_FR_LINES,
  TWENTY_THIRD_ES_LINES,
  TWENTY_THIRD_PT_LINES,
  TWENTY_THIRD_IT_LINES,
  TWENTY_THIRD_RU_LINES,
];

export const twentyThirdQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const twentyThirdStore = () => parseMemoryLines(TWENTY_THIRD_MEMORY_LINES);
export const runTwentyThirdAboutnessSet = (): AboutnessReport => runAboutness(twentyThirdStore(), twentyThirdQuestions());
