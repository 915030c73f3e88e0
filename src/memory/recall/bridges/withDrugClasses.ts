import type { BridgeLanguage, Concept } from './concept';
import { DRUG_CLASSES } from './drugClasses.data';

/**
 * The condition concepts with the forms of the drug classes that treat them (drugClasses.data.ts) added to their own:
 * "降压药" then names high blood pressure, and a memory tagging "apixaban" holds atrial fibrillation.
 */
export function withDrugClasses(concepts: readonly Concept[]): readonly Concept[] {
  return concepts.map((concept) => {
    const classes = DRUG_CLASSES.filter((d) => d.treats === concept.id);
    if (classes.length === 0) return concept;
    const formsIn = (l: BridgeLanguage): readonly string[] => [...concept.forms[l], ...classes.flatMap((d) => d.forms[l])];
    const forms: Concept['forms'] = {
      en: formsIn('en'),
      zh: formsIn('zh'),
      ja: formsIn('ja'),
      ko: formsIn('ko'),
      de: formsIn('de'),
      fr: formsIn('fr'),
      es: formsIn('es'),
      pt: formsIn('pt'),
      ru: formsIn('ru'),
      it: formsIn('it'),
    };
    return { ...concept, forms };
  });
}
