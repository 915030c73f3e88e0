import type { QueryFeatures } from '../matchFeatures';
import { PASTIME_CONCEPTS } from './pastimes.data';
import { PASTIME_GEAR_CONCEPTS } from './pastimeGear.data';

// A practical question names no one, so aboutness.ts reads it as the world's ("白内障の手術のあと気をつけることは？",
// "Когда после операции на катаракте можно водить машину?", "양 블루텅 백신은 언제 맞혀야 해?"), yet it asks what to do,
// a task the asker will carry out (practicalFrames.ts), or how to use a thing (useFrames.ts). The word match lets such a
// question carry a memory whose own topic it names (anchorSense.ts, practicalTopic); across languages the closed
// bridge does the same for the kinds the asker lives with — a lasting condition, a body part, an aid, a life matter
// (paperwork, a farm's disease, savings) — reading the question as a plain request (the household's one memory of
// the concept, meals left out). A relation or a pet named in such a question is a class ("a cat with kidney disease",
// "dogs after a seizure"), and so is a pastime ("come si corre una maratona senza allenamento?" is anyone's how-to,
// pastimes.data.ts, pastimeGear.data.ts); a definition, history or comparison stays the world's.

/** The concept kinds a practical question names as the asker's own matter. */
const ASKER_KINDS: ReadonlySet<string> = new Set(['body', 'life']);

/** Whether a question the aboutness reads as the world's asks a task or a use (and no definition, history or comparison). */
export const asksPracticalMatter = (q: QueryFeatures): boolean => q.aboutness === 'world' && (q.practical || q.use) && !q.encyclopedic;

const PASTIMES: ReadonlySet<string> = new Set([...PASTIME_CONCEPTS, ...PASTIME_GEAR_CONCEPTS].map((c) => c.id));

/** Whether a concept (its id and kind) may be the asker's own matter in a practical world question. */
export const practicalConcept = (id: string, kind: string | undefined): boolean =>
  kind !== undefined && ASKER_KINDS.has(kind) && !PASTIMES.has(id);
