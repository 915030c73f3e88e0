import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { NINTH_MEMORY_LINES } from './ninthMemories';
import { NINTH_JA_LINES, NINTH_KO_LINES, NINTH_ZH_LINES } from './ninthQuestionsCjk';
import { NINTH_EN_LINES } from './ninthQuestionsEn';
import { NINTH_DE_LINES, NINTH_ES_LINES, NINTH_FR_LINES, NINTH_IT_LINES, NINTH_PT_LINES, NINTH_RU_LINES } from './ninthQuestionsEurope';

// The ninth blind aboutness set (a ninth user, a Nigerian-French architect with her own practice in Lyon, born in
// Enugu; about 600 questions in ten languages, with idioms and fixed phrases holding a memory word, her work's own
// field asked as world knowledge, acronyms of her trade, namesakes inside famous full names, tasks (draft, write,
// plan) about her things, Nigerian Pidgin, and words of her life written in another script; written before the
// recall rules were read) through the worker's indexed recall; shared by its unit test and
// `npm run bench -- aboutness`.

const QUESTION_BLOCKS = [
  NINTH_EN_LINES,
  NINTH_ZH_LINES,
  NINTH_JA_LINES,
  NINTH_KO_LINES,
  NINTH_DE_LINES,
  NINTH_FR_LINES,
  NINTH_ES_LINES,
  NINTH_PT_LINES,
  NINTH_RU_LINES,
  NINTH_IT_LINES,
];

export const ninthQuestions = () => parseQuestionLines(QUESTION_BLOCKS.join('\n'));
export const ninthStore = () => parseMemoryLines(NINTH_MEMORY_LINES);
export const runNinthAboutnessSet = (): AboutnessReport => runAboutness(ninthStore(), ninthQuestions());
