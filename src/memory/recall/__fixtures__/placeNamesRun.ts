import { parseMemoryLines, parseQuestionLines, runAboutness, type AboutnessReport } from './aboutnessRun';
import { PLACE_NAMES_FOLLOW_UP_LINES } from './placeNamesFollowUps';
import { PLACE_NAMES_MEMORY_LINES } from './placeNamesMemories';
import { PLACE_NAMES_QUESTION_LINES } from './placeNamesQuestions';

// The places-and-languages probe through the worker's indexed recall; shared by its unit test and the bench.

export const placeNamesQuestions = () => parseQuestionLines(PLACE_NAMES_QUESTION_LINES);
export const placeNamesStore = () => parseMemoryLines(PLACE_NAMES_MEMORY_LINES);
export const runPlaceNamesProbe = (): AboutnessReport => runAboutness(placeNamesStore(), placeNamesQuestions());
/** The follow-up cases written after the bridge (placeNamesFollowUps.ts), against the same store. */
export const runPlaceNamesFollowUps = (): AboutnessReport =>
  runAboutness(placeNamesStore(), parseQuestionLines(PLACE_NAMES_FOLLOW_UP_LINES));
