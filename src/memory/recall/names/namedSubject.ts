import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { STORE_PERSON_DF } from './people';
import { containsOnBoundaries, runForm, runUnits, splitRuns } from '../../record/tokenize';

// A question that names the very one a memory is about ("What did Caroline research?" of a memory whose
// subject is Caroline) asks about that one's life, as "what do I like to eat?" asks about the user's: the
// everyday words next to the name (research, car, dinner) are then the point of the question for that
// memory, not words a world question only happens to share with it.

interface Subject {
  readonly form: string;
  readonly units: readonly string[];
}

const subjectOfFeatures = new WeakMap<MemoryFeatures, Subject | null>();

function subjectOf(m: MemoryFeatures): Subject | null {
  let subject = subjectOfFeatures.get(m);
  if (subject === undefined) {
    const runs = splitRuns(m.memory.identity.subject);
    const form = runForm(runs).trim();
    const units = runUnits(runs);
    // A subject of Latin words only: a name is told by its capital (Chinese and Japanese write none).
    subject = form.length === 0 || units.length === 0 || runs.some((r) => r.cjk) ? null : { form, units };
    subjectOfFeatures.set(m, subject);
  }
  return subject;
}

/** A capitalised word the memory lacks stands right beside the name: another person ("Caroline Herschel"), not the memory's one. */
function besideAnotherName(m: MemoryFeatures, q: QueryFeatures, subject: Subject): boolean {
  const at = subject.units.flatMap((u) => q.tokenOrder.get(u) ?? []);
  for (const other of q.capitalised) {
    if (subject.units.includes(other) || m.latinTokens.has(other) || m.identityTokens.has(other)) continue;
    if ((q.tokenOrder.get(other) ?? []).some((p) => at.some((s) => Math.abs(p - s) === 1))) return true;
  }
  return false;
}

/**
 * Whether the question asks about the one the memory is about: it writes the memory's subject as a name
 * (capitalised inside the sentence), on its own, and many memories hold that name (a friend, a child, the
 * user's own name: STORE_PERSON_DF), so it is someone of the user's life rather than a word the store shares.
 */
export function asksAboutSubject(m: MemoryFeatures, q: QueryFeatures): boolean {
  if (!q.namesStorePerson) return false;
  const subject = subjectOf(m);
  if (subject === null) return false;
  if (!subject.units.every((u) => q.capitalised.has(u) && (q.corpus.df.get(u) ?? 0) >= STORE_PERSON_DF)) return false;
  return containsOnBoundaries(q.form, subject.form, q.cjkEdges) && !besideAnotherName(m, q, subject);
}
