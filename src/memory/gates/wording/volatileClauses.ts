import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import { hasDeliberation } from './volatileDeliberation';
import { hasEndAsCount } from './volatileEndCounts';
import { hasInferenceFromEvidence } from './volatileEvidence';
import { hasReportedJoke } from './volatileJokes';
import { hasRecoveryEnd } from './volatileRecovery';

// Temporary and speculative clauses an extraction model writes beside a lasting fact, one class per file: an end
// written as a number (volatileEndCounts.ts), a body state with an end (volatileRecovery.ts), a plan not yet acted on
// (volatileDeliberation.ts); a fact inferred from a clue (volatileEvidence.ts) and a joke reported as a fact
// (volatileJokes.ts). Each class runs behind a cheap prefilter of its own words.

// Russian "пока" is "while" after a comma ("слушает подкасты, пока едет на работу") and "for now" as the second part
// of a compound sentence after "и / а / но" ("работает учителем и пока ездит на велосипеде"); "пока не" is "until".
const FOR_NOW_RU = cued(new RegExp(canonicalize(String.raw`(?<![\p{L}])(?:и|а|но)\s+пока\s+(?!не(?![\p{L}]))(?=\p{L})`), 'iu'));

/**
 * A temporary clause: an end as a number, a recovery, a plan not yet acted on, a Russian "for now" clause. `project`:
 * the text is a project's, an undertaking under way by nature, so saving up for it or weighing it is the project itself
 * ("saving for a trip to Seoul in spring 2027"), not a plan not yet acted on.
 */
export const hasTemporaryClause = (text: string, project = false): boolean =>
  hasEndAsCount(text) || hasRecoveryEnd(text) || (!project && hasDeliberation(text)) || FOR_NOW_RU.test(text);

/** A speculative clause: an inference from a clue, a joke reported as a fact. */
export const hasSpeculativeClause = (text: string): boolean => hasInferenceFromEvidence(text) || hasReportedJoke(text);
