import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { TWENTIETH_MEMORY_LINES } from './twentiethMemories';
import { TWENTIETH_JA_LINES, TWENTIETH_KO_LINES, TWENTIETH_ZH_LINES } from './twentiethQuestionsCjk';
import { TWENTIETH_EN_LINES } from './twentiethQuestionsEn';
import { TWENTIETH_PT_DIRECT_LINES } from './twentiethQuestionsPt';
import { TWENTIETH_PT_MORE_LINES } from './twentiethQuestionsPtMore';
import { TWENTIETH_RU_LINES } from './twentiethQuestionsRu';
import { TWENTIETH_ES_LINES, TWENTIETH_IT_LINES } from './twentiethQuestionsSouth';
import { TWENTIETH_DE_LINES, TWENTIETH_FR_LINES } from './twentiethQuestionsWest';

// The twentieth blind aboutness set (a twentieth user, a craft brewer from Belo Horizonte with his own microbrewery,
// married to a Lebanese French teacher, who writes mostly Brazilian Portuguese; about 750 questions in ten languages,
// more than a quarter of them Brazilian Portuguese as it is typed; written before the recall rules were read) through
// the worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  TWENTIETH_PT_DIRECT_LINES,
  TWENTIETH_PT_MORE_LINES,
  TWENTIETH_EN_LINES,
  TWENTIETH_ZH_LINES,
  TWENTIETH_JA_LINES,
  TWENTIETH_KO_LINES,
  TWENTIETH_DE_LINES,
  TWENTIETH_FR_LINES,
  TWENTIETH_ES_LINES,
  TWENTIETH_IT_LINES,
  TWENTIETH_RU_LINES,
];

export const twentiethQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const twentiethStore = () => parseMemoryLines(TWENTIETH_MEMORY_LINES);
export const runTwentiethAboutnessSet = (): AboutnessReport => runAboutness(twentiethStore(), twentiethQuestions());
