import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { SIXTEENTH_MEMORY_LINES } from './sixteenthMemories';
import { SIXTEENTH_EN_LINES, SIXTEENTH_KO_LINES, SIXTEENTH_ZH_LINES } from './sixteenthQuestionsEnZhKo';
import {
  SIXTEENTH_DE_LINES,
  SIXTEENTH_ES_LINES,
  SIXTEENTH_FR_LINES,
  SIXTEENTH_IT_LINES,
  SIXTEENTH_PT_LINES,
  SIXTEENTH_RU_LINES,
} from './sixteenthQuestionsEurope';
import { SIXTEENTH_JA_LINES } from './sixteenthQuestionsJa';

// The sixteenth blind aboutness set (a sixteenth user, Makoto, the tōji of his family's sake brewery in Nagaoka, who
// writes mostly Japanese; about 730 questions in ten languages, written before the recall rules were read) through
// the worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  SIXTEENTH_JA_LINES,
  SIXTEENTH_EN_LINES,
  SIXTEENTH_ZH_LINES,
  SIXTEENTH_KO_LINES,
  SIXTEENTH_DE_LINES,
  SIXTEENTH_FR_LINES,
  SIXTEENTH_ES_LINES,
  SIXTEENTH_PT_LINES,
  SIXTEENTH_RU_LINES,
  SIXTEENTH_IT_LINES,
];

export const sixteenthQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const sixteenthStore = () => parseMemoryLines(SIXTEENTH_MEMORY_LINES);
export const runSixteenthAboutnessSet = (): AboutnessReport => runAboutness(sixteenthStore(), sixteenthQuestions());
