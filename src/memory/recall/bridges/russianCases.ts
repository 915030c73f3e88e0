import type { Concept } from './concept';

// Russian declines a condition's or a drug's name where the stemmer does not join the forms ("с метотрексатом", "на
// катаракте", "от подагры"): each one-word Russian form of a condition table is given its singular cases by its
// ending — a hard consonant (артрит: -а, -у, -ом, -е), -а (катаракта: -ы/-и, -е, -у, -ой), -ия (дисплазия: -ии, -ию,
// -ией), -ь (мигрень: -и, -ью). Short forms (an abbreviation: срк, сдвг) and phrases are left as written.

const MIN_LETTERS = 6;
/** After these, Russian writes и, not ы. */
const SOFTENING = /[гкхжшщч]$/u;

export function russianCases(form: string): readonly string[] {
  if (form.includes(' ') || form.length < MIN_LETTERS || !/^[а-яё]+$/u.test(form)) return [];
  if (form.endsWith('ия')) {
    const stem = form.slice(0, -2);
    return [`${stem}ии`, `${stem}ию`, `${stem}ией`];
  }
  if (form.endsWith('а')) {
    const stem = form.slice(0, -1);
    return [`${stem}${SOFTENING.test(stem) ? 'и' : 'ы'}`, `${stem}е`, `${stem}у`, `${stem}ой`];
  }
  if (form.endsWith('ь')) {
    const stem = form.slice(0, -1);
    return [`${stem}и`, `${stem}ью`];
  }
  if (/[бвгдзклмнпрстфхжшщц]$/u.test(form)) return [`${form}а`, `${form}у`, `${form}ом`, `${form}е`];
  return [];
}

/** The concepts with the Russian cases of their one-word forms added. */
export const withRussianCases = (concepts: readonly Concept[]): readonly Concept[] =>
  concepts.map((concept) => {
    const own = concept.forms.ru;
    const more = own.flatMap(russianCases).filter((f, i, all) => !own.includes(f) && all.indexOf(f) === i);
    return more.length === 0 ? concept : { ...concept, forms: { ...concept.forms, ru: [...own, ...more] } };
  });
