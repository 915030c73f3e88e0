import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { SEVENTH_FOLLOW_UP_LINES } from './seventhFollowUps';
import { SEVENTH_MEMORY_LINES } from './seventhMemories';
import { SEVENTH_EN_ZH_LINES, SEVENTH_ZH_LINES } from './seventhQuestionsEnZh';
import { SEVENTH_ES_LINES, SEVENTH_IBERIA_LINES, SEVENTH_IT_LINES } from './seventhQuestionsIberia';
import { SEVENTH_JA_LINES, SEVENTH_KO_LINES } from './seventhQuestionsJaKo';
import { SEVENTH_DE_LINES, SEVENTH_FR_LINES, SEVENTH_RU_LINES } from './seventhQuestionsNorthEast';

// The seventh blind aboutness set (a seventh user, a former long-haul truck driver who owns a bakery in Porto; about
// 580 questions in ten languages, with a second memory sharing one ordinary word beside the right one, Japanese and
// Chinese compounds holding a memory word, names in katakana and hangul, direct questions in another language than
// the memory, and short follow-ups; written before the recall rules were read) through the worker's indexed recall;
// shared by its unit test and `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  SEVENTH_EN_ZH_LINES,
  SEVENTH_ZH_LINES,
  SEVENTH_JA_LINES,
  SEVENTH_KO_LINES,
  SEVENTH_IBERIA_LINES,
  SEVENTH_ES_LINES,
  SEVENTH_IT_LINES,
  SEVENTH_FR_LINES,
  SEVENTH_DE_LINES,
  SEVENTH_RU_LINES,
  SEVENTH_FOLLOW_UP_LINES,
];

export const seventhQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const seventhStore = () => parseMemoryLines(SEVENTH_MEMORY_LINES);
export const runSeventhAboutnessSet = (): AboutnessReport => runAboutness(seventhStore(), seventhQuestions());
