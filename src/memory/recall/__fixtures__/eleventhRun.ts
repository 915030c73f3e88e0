import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { ELEVENTH_MEMORY_LINES } from './eleventhMemories';
import { ELEVENTH_JA_LINES, ELEVENTH_KO_LINES, ELEVENTH_ZH_LINES } from './eleventhQuestionsCjk';
import { ELEVENTH_EN_LINES } from './eleventhQuestionsEn';
import { ELEVENTH_DE_LINES, ELEVENTH_ES_LINES, ELEVENTH_FR_LINES } from './eleventhQuestionsWest';
import { ELEVENTH_IT_LINES, ELEVENTH_PT_LINES, ELEVENTH_RU_LINES } from './eleventhQuestionsSouthEast';

// The eleventh blind aboutness set (an eleventh user, a Korean-born piano tuner and technician in South Tyrol whose
// household speaks Korean, German and Italian; about 700 questions in ten languages, with her trade's jargon asked
// as world knowledge, family and pet names that are everyday words in another language (Rosa, Otto, Hana, Tartufo,
// Mozart, Soledad, Mi-sook, Tae-yang), Korean and Japanese sub-words, idioms and code-mixed questions; written before
// the recall rules were read) through the worker's indexed recall; shared by its unit test and
// `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  ELEVENTH_EN_LINES,
  ELEVENTH_ZH_LINES,
  ELEVENTH_JA_LINES,
  ELEVENTH_KO_LINES,
  ELEVENTH_DE_LINES,
  ELEVENTH_FR_LINES,
  ELEVENTH_ES_LINES,
  ELEVENTH_PT_LINES,
  ELEVENTH_RU_LINES,
  ELEVENTH_IT_LINES,
];

export const eleventhQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const eleventhStore = () => parseMemoryLines(ELEVENTH_MEMORY_LINES);
export const runEleventhAboutnessSet = (): AboutnessReport => runAboutness(eleventhStore(), eleventhQuestions());
