import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A guess with "must be" about the person a note is about, said without a subject at the note's start or after the
// person: "Must be a nurse", "Doit être une infirmière", "Debe ser una enfermera", "Deve ser gerente de uma equipe",
// "Dev'essere un'infermiera", "Deve essere medico di base". An instruction with "must be" names a manner or a
// participle, not a role ("Must be concise", "Deve ser escrita em português", "Doit être bref"): only an article, or a
// noun with its complement, counts. Input is canonical text.

const AT_PERSON = String.raw`(?:^|[.;:\n]\s*|\b(?:usuari[oa]|utilizador[a]?|utente|utilisat(?:eur|rice)|ele|ela|el|ella|lui|lei|il|elle)\s+)`;
const NOT_PARTICIPLE = String.raw`(?!\p{L}+(?:ad[oa]s?|id[oa]s?|it[oa]s?|at[oaie]|ut[oaie]|st[oa]s?)\s)`;

const MUST_GUESS: Readonly<Partial<Record<GrammarLang, string>>> = {
  en: String.raw`(?:^|[.;:\n]\s*)must\s+be\s+(?:a|an)\s+\p{L}`,
  fr: String.raw`${AT_PERSON}doit\s+etre\s+(?:un|une)\s+\p{L}`,
  es: String.raw`${AT_PERSON}debe\s+ser\s+(?:(?:un|una)\s+\p{L}|${NOT_PARTICIPLE}\p{L}+\s+(?:de|del|en)\s)`,
  pt: String.raw`${AT_PERSON}deve\s+ser\s+(?:(?:um|uma)\s+\p{L}|${NOT_PARTICIPLE}\p{L}+\s+(?:de|da|do|em|na|no)\s)`,
  it: String.raw`${AT_PERSON}(?:deve\s+essere|dev['’]\s*essere)\s+(?:(?:un|una|uno|un['’])\s*\p{L}|${NOT_PARTICIPLE}\p{L}+\s+(?:di|del|della|in|al|alla)\s)`,
};

// "Must have" after the person, of kin or pets, a number or a past ("O usuário deve ter filhos", "L'utente deve avere
// dei figli", "El usuario debe tener dos hijos", "Doit avoir des enfants", "User must have kids", "Ele deve ter morado em
// Lisboa"). "Must have" before an account or access is a requirement and is none of these.
const KIN = String.raw`(?:(?:des|dei|degli|delle|unos|unas|uns|umas|some)\s+)?(?:\d+|kids|children|grandchildren|pets|cats|dogs|deux|trois|enfants|petits-enfants|dos|tres|hijos|hijas|nietos|mascotas|gatos|perros|dois|duas|filhos|filhas|netos|cachorros|caes|due|tre|figli|nipoti|gatti|cani)\b`;
const MUST_HAVE: Readonly<Partial<Record<GrammarLang, string>>> = {
  en: String.raw`\b(?:user|he|she)\s+must\s+have\s+(?:${KIN}|(?!been\s+(?:told|asked|given))\p{L}+ed\b)`,
  fr: String.raw`${AT_PERSON}doit\s+avoir\s+${KIN}`,
  es: String.raw`\b(?:usuari[oa]|el|ella)\s+debe\s+tener\s+${KIN}`,
  pt: String.raw`\b(?:usuari[oa]|utilizador[a]?|ele|ela)\s+deve\s+ter\s+(?:${KIN}|\p{L}+(?:ado|ido)\b)`,
  it: String.raw`\b(?:utente|lui|lei)\s+deve\s+avere\s+(?:${KIN}|\p{L}+(?:at|ut|it)[oaie]\b)`,
};

const MUST_GUESS_OF = cued(new RegExp(`${union(MUST_GUESS)}|${union(MUST_HAVE)}`, 'imu'));

/** A guess with "must be" or "must have" about the person: speculative. */
export const hasMustGuess = (text: string): boolean => MUST_GUESS_OF.test(text);
