import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// An acute illness just caught, or "I am sick" in the first person: "caught a cold", "came down with the flu",
// "hat sich eine Grippe eingefangen", "a attrapé la grippe", "pillé un resfriado", "peguei uma gripe", "ho preso
// l'influenza", "подхватил простуду", and "tô doente", "estoy enfermo" (the illnesses had, "tiene gripe", are read by
// volatileIllness.ts). A year makes it a dated past ("caught COVID in 2020 and lost his sense of smell"). Input is
// canonical text.

const ILL = String.raw`(?:cold|flu|bug|virus|covid|stomach\s+bug|grippe|erkaltung|magen-darm|corona|rhume|gastro|resfriado|gripe|catarro|virose|dengue|influenza|raffreddore|virus|covid|грипп\p{L}*|простуд\p{L}*|вирус\p{L}*|ковид\p{L}*)`;

const ONSET: Readonly<Partial<Record<GrammarLang, string>>> = {
  en: String.raw`\b(?:caught|catching|picked\s+up|came\s+down\s+with|coming\s+down\s+with)\s+(?:a\s+|the\s+|some\s+|a\s+nasty\s+|a\s+bad\s+)?${ILL}\b`,
  de: String.raw`\b(?:hat|hab|habe)\s+(?:mir|sich)\s+(?:eine\s+|einen\s+|ne\s+|nen\s+|die\s+|den\s+)?(?:\p{L}+\s+)?${ILL}\s+(?:eingefangen|geholt|eingefahren)\b`,
  fr: String.raw`\b(?:a|ai)\s+(?:attrape|chope|choppe)\s+(?:la\s+|le\s+|un\s+|une\s+|le\s+|l['’])?\s*${ILL}\b`,
  es: String.raw`\b(?:pille|pillo|cogi|cogio|agarre|agarro|pesque|pesco)\s+(?:la\s+|el\s+|un\s+|una\s+)?${ILL}\b|\b(?:estoy|toy)\s+(?:enferm[oa]|mal[oa]|resfriad[oa])\b`,
  pt: String.raw`\b(?:peguei|pegou|apanhei|apanhou)\s+(?:a\s+|o\s+|uma\s+|um\s+)?${ILL}\b|\b(?:estou|to|tou)\s+(?:doente|gripad[oa]|resfriad[oa])\b`,
  it: String.raw`\b(?:ho|ha)\s+(?:preso|beccato)\s+(?:la\s+|il\s+|un\s+|una\s+|l['’])?\s*${ILL}\b`,
  ru: String.raw`(?<![\p{L}])(?:подхватил|подхватила|поймал|поймала)\s+${ILL}`,
};

const ONSET_OF = cued(new RegExp(union(ONSET), 'iu'));
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/;
// Cheap prefilter: the verbs the classes need.
const HINT = cued(
  new RegExp(
    canonicalize(
      String.raw`caught|catching|picked|down\s+with|eingefangen|geholt|attrap|chop|pill|cogi|agarr|pesc|enferm|malo|mala|resfriad|pegu|apanh|doente|gripad|preso|beccato|подхват|поймал`,
    ),
    'iu',
  ),
);

/** An acute illness just caught, or being sick said in the first person: temporary. */
export const hasIllnessOnset = (text: string): boolean => HINT.test(text) && ONSET_OF.test(text) && !YEAR.test(text);
