import { isCjk, normalizeForRecall, toToken } from '../../record/tokenize';
import { ROLES } from '../bridges/roles';
import { CONCEPTS as HOUSEHOLD } from '../bridges/conceptBridge.data';
import { KINSHIP_CONCEPTS } from '../bridges/kinship.data';

// A name the question writes with a title or an honorific (小林さん, 佐々木様, 林先生, 민준 씨, Mr Vogel, Frau Keller,
// M. Dubois, Sra. Gómez, signor Rossi, господин Петров) is a person addressed as someone the asker deals with: the
// accountant, the clerk, the importer. Where a memory writes that name too, the question is about that person of the
// user's life, whatever its frame ("…に確認しておくことは？" reads as a world question). A bare name (배우 김민준, Moto
// Guzzi) is not addressed; a famous bearer is asked of by full name or with a word of fame, not with さん or Mr.

/** Titles before a capitalised surname in the Latin- and Cyrillic-script languages (en, de, fr, es, pt, it, ru). */
const LATIN_TITLE =
  /(?<![\p{L}])(?:(?:Mrs?|Ms|Dr|Sr|Sra|Srta|Sig|Sig\.ra|Mme|Mlle|[Гг]-[нж]а?)\.?|M\.|Miss|Herrn?|Frau|[Mm]onsieur|[Mm]adame|[Mm]ademoiselle|[Ss]eñora?|[Ss]eñorita|[Ss]enhora?|[Ss]ignora?|[Ss]ignorina|[Гг]осподин[ау]?|[Гг]оспож[аеу])\s+([\p{Lu}][\p{Ll}\p{M}'’-]+)/gu;
const TITLE_WORD =
  /^(?:mrs?|ms|dr|sr|sra|srta|sig|mme|mlle|miss|herrn?|frau|monsieur|madame|mademoiselle|señora?|señorita|senhora?|signora?|signorina|господин[ау]?|госпож[аеу])\.?$/u;
/** A title of the Latin- and Cyrillic-script languages as a word (Herrn, Mme, Sra., господину): no given name or surname. */
export const isTitleWord = (word: string): boolean => TITLE_WORD.test(word.toLowerCase());

/** Japanese honorifics after a kanji or katakana name (the last one to four kanji before it). */
const JA_HONORIFIC = /(\p{Script=Han}{1,4}|[\p{Script=Katakana}ー]{2,8})(?:さん|様|さま|氏|先生|くん|君|ちゃん)/gu;
/** Chinese titles after a surname or a full name (林先生, 王女士, 陈小姐). */
const ZH_TITLE = /(\p{Script=Han}{1,3})(?:先生|女士|小姐)/gu;
/** A Korean title ends the word or takes a particle (민준 씨에게, 김 선생님은), not 씨앗 (a seed). */
const KO_AFTER = String.raw`(?=[^\p{Script=Hangul}]|$|에게|한테|께|가|는|은|를|을|의|도|와|과|랑|이랑)`;
/** Korean titles after a name, with or without a space (민준 씨, 김 선생님, 박 사장님). */
const KO_TITLE = new RegExp(String.raw`(\p{Script=Hangul}{1,4})\s?(?:씨|선생님|사장님)${KO_AFTER}`, 'gu');

/** A name in Latin letters before a CJK honorific (Vogelさん, Vogel 씨, Lin先生), as a question writes it or as the store's name is read. */
const LATIN_BEFORE_HONORIFIC = new RegExp(
  String.raw`(?<![\p{L}])([\p{Script=Latin}][\p{Script=Latin}\p{M}'’-]+)\s?(?:(?:씨|선생님|사장님)${KO_AFTER}|さん|様|さま|氏|先生|くん|君|ちゃん|女士|小姐)`,
  'gu',
);

/**
 * A role or a relation before an honorific addresses no one by name (お医者さん, 歯医者さん, 叔母さん, 의사 선생님): the CJK
 * words of the occupation and relation tables, as the whole run or its end.
 */
const CJK_ROLE_WORDS: ReadonlySet<string> = new Set(
  [
    ...ROLES.flatMap((r) => [...r.forms.zh, ...r.forms.ja, ...r.forms.ko]),
    ...[...HOUSEHOLD, ...KINSHIP_CONCEPTS].flatMap((c) => [...c.forms.zh, ...c.forms.ja, ...c.forms.ko]),
  ].filter((w) => w.length > 0 && isCjk(w)),
);
const isRoleWord = (run: string): boolean => [...run].some((_, i) => CJK_ROLE_WORDS.has([...run].slice(i).join('')));

/** The names a question addresses with a title: Latin and Cyrillic as tokens, CJK as written. */
export function addressedNamesOf(query: string): ReadonlySet<string> {
  const text = query.normalize('NFKC');
  const out = new Set<string>();
  for (const m of [...text.matchAll(LATIN_TITLE), ...text.matchAll(LATIN_BEFORE_HONORIFIC)]) {
    const token = toToken(normalizeForRecall(m[1] ?? ''));
    if (token !== undefined) out.add(token);
  }
  for (const re of [JA_HONORIFIC, ZH_TITLE, KO_TITLE]) for (const m of text.matchAll(re)) if (m[1] && !isRoleWord(m[1])) out.add(m[1]);
  return out;
}

/**
 * A matched unit of the question that is a name it addresses: the same token, or a CJK phrase holding the name of two
 * characters or more (小林さん holds 小林) or one of a one-character surname with its title (林先生).
 */
export function isAddressedUnit(addressed: ReadonlySet<string>, unit: string): boolean {
  if (addressed.has(unit)) return !isCjk(unit) || [...unit].length >= 2;
  if (!isCjk(unit)) return false;
  for (const name of addressed) {
    if (!isCjk(name)) continue;
    const long = [...name].length >= 2;
    if (long && unit.includes(name)) return true;
    if (
      !long &&
      /^\p{Script=Han}$/u.test(name) &&
      (unit.startsWith(`${name}先生`) || unit.startsWith(`${name}女士`) || unit.startsWith(`${name}小姐`))
    )
      return true;
  }
  return false;
}
