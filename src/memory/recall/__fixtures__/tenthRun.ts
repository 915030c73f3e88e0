import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { TENTH_MEMORY_LINES } from './tenthMemories';
import { TENTH_JA_LINES, TENTH_KO_LINES, TENTH_ZH_LINES } from './tenthQuestionsCjk';
import { TENTH_EN_LINES } from './tenthQuestionsEn';
import { TENTH_IT_LINES, TENTH_PT_LINES, TENTH_RU_LINES } from './tenthQuestionsSouthEast';
import { TENTH_DE_LINES, TENTH_ES_LINES, TENTH_FR_LINES } from './tenthQuestionsWest';

// The tenth blind aboutness set (a tenth user, a retired Russian chess coach in Valencia, born in Kazan; about 700
// questions in ten languages: family names that are also words (Vera, Lev, Roza, Mila, Blanca, Santiago), a cat named
// after Mikhail Tal, whose name is also a Spanish, Portuguese and Italian function word and the German for valley, a
// dog named Canela (cinnamon, and the shin in Portuguese), products named after places or dances (Seat Ibiza, Cecotec
// Conga), her trade's jargon asked as world knowledge, and sub-words in Chinese, Japanese and Korean; written before
// the recall rules were read) through the worker's indexed recall; shared by its unit test and
// `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  TENTH_EN_LINES,
  TENTH_ZH_LINES,
  TENTH_JA_LINES,
  TENTH_KO_LINES,
  TENTH_DE_LINES,
  TENTH_FR_LINES,
  TENTH_ES_LINES,
  TENTH_PT_LINES,
  TENTH_RU_LINES,
  TENTH_IT_LINES,
];

export const tenthQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const tenthStore = () => parseMemoryLines(TENTH_MEMORY_LINES);
export const runTenthAboutnessSet = (): AboutnessReport => runAboutness(tenthStore(), tenthQuestions());
