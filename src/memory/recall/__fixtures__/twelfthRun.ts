import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { TWELFTH_MEMORY_LINES } from './twelfthMemories';
import { TWELFTH_EN_LINES } from './twelfthQuestionsEn';
import { TWELFTH_JA_LINES, TWELFTH_KO_LINES } from './twelfthQuestionsJaKo';
import { TWELFTH_IT_LINES, TWELFTH_PT_LINES, TWELFTH_RU_LINES } from './twelfthQuestionsSouthEast';
import { TWELFTH_DE_LINES, TWELFTH_ES_LINES, TWELFTH_FR_LINES } from './twelfthQuestionsWest';
import { TWELFTH_ZH_LINES } from './twelfthQuestionsZh';

// The twelfth blind aboutness set (a twelfth user, a Taiwanese specialty-coffee roaster in Taichung who writes mostly
// in traditional Chinese; about half of her memories and the most questions in that language; written before the
// recall rules were read) through the worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  TWELFTH_EN_LINES,
  TWELFTH_ZH_LINES,
  TWELFTH_JA_LINES,
  TWELFTH_KO_LINES,
  TWELFTH_DE_LINES,
  TWELFTH_FR_LINES,
  TWELFTH_ES_LINES,
  TWELFTH_PT_LINES,
  TWELFTH_RU_LINES,
  TWELFTH_IT_LINES,
];

export const twelfthQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const twelfthStore = () => parseMemoryLines(TWELFTH_MEMORY_LINES);
export const runTwelfthAboutnessSet = (): AboutnessReport => runAboutness(twelfthStore(), twelfthQuestions());
