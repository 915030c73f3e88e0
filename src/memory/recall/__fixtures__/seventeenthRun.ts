import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { SEVENTEENTH_MEMORY_LINES } from './seventeenthMemories';
import { SEVENTEENTH_JA_LINES, SEVENTEENTH_ZH_LINES } from './seventeenthQuestionsCjk';
import { SEVENTEENTH_IT_LINES, SEVENTEENTH_PT_LINES, SEVENTEENTH_RU_LINES } from './seventeenthQuestionsEast';
import { SEVENTEENTH_EN_LINES } from './seventeenthQuestionsEn';
import { SEVENTEENTH_KO_LINES } from './seventeenthQuestionsKo';
import { SEVENTEENTH_DE_LINES, SEVENTEENTH_ES_LINES, SEVENTEENTH_FR_LINES } from './seventeenthQuestionsWest';

// The seventeenth blind aboutness set (a seventeenth user, a Korean dental technician with his own lab in Daegu who
// writes mostly Korean, with a Mexican wife, a daughter studying in Aachen and a son with type 1 diabetes; about 700
// questions in ten languages, a quarter of them in Korean; written before the recall rules were read) through the
// worker's indexed recall; shared by its unit test and `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  SEVENTEENTH_KO_LINES,
  SEVENTEENTH_EN_LINES,
  SEVENTEENTH_ZH_LINES,
  SEVENTEENTH_JA_LINES,
  SEVENTEENTH_ES_LINES,
  SEVENTEENTH_DE_LINES,
  SEVENTEENTH_FR_LINES,
  SEVENTEENTH_PT_LINES,
  SEVENTEENTH_RU_LINES,
  SEVENTEENTH_IT_LINES,
];

export const seventeenthQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const seventeenthStore = () => parseMemoryLines(SEVENTEENTH_MEMORY_LINES);
export const runSeventeenthAboutnessSet = (): AboutnessReport => runAboutness(seventeenthStore(), seventeenthQuestions());
