import { wordlist as czech } from '@scure/bip39/wordlists/czech.js';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { wordlist as french } from '@scure/bip39/wordlists/french.js';
import { wordlist as italian } from '@scure/bip39/wordlists/italian.js';
import { wordlist as japanese } from '@scure/bip39/wordlists/japanese.js';
import { wordlist as korean } from '@scure/bip39/wordlists/korean.js';
import { wordlist as portuguese } from '@scure/bip39/wordlists/portuguese.js';
import { wordlist as simplifiedChinese } from '@scure/bip39/wordlists/simplified-chinese.js';
import { wordlist as spanish } from '@scure/bip39/wordlists/spanish.js';
import { wordlist as traditionalChinese } from '@scure/bip39/wordlists/traditional-chinese.js';
import { canonicalize } from '../canonical';
import { cueGate } from '../cueScan';

// Wallet seed phrases in every BIP-39 word list (gate 9): twelve or more words in a row, all
// from one list, with or without a word naming them ("mnemonic", "助记词"). An ordinary sentence is never
// twelve words of one list: the lists hold no articles, particles or function words.

export const SEED_WORDS = 12;
const LISTS = [english, japanese, korean, spanish, simplifiedChinese, traditionalChinese, french, italian, czech, portuguese];

let canonicalLists: readonly ReadonlySet<string>[] | undefined;
/** The lists in canonical form (accents and voiced marks dropped, as the scanned text has them), built once. */
const lists = (): readonly ReadonlySet<string>[] =>
  (canonicalLists ??= LISTS.map((list) => new Set(list.map((w) => canonicalize(w).toLowerCase()))));

// Numbered lists ("1. abandon 2. ability …") keep their numbers out of the run.
const NUMBERING = /^\d{1,2}[.):]?$/;
const EDGE = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

export function hasSeedPhrase(text: string): boolean {
  const words = text
    .toLowerCase()
    // A label glued to the first word by a colon ("助记词:辉 丝 …", "復元フレーズ：ざいげん …") is split off, and so are a
    // quotation's brackets and the particles glued to them ("フレーズは「ていさつ … うきわ」です").
    .split(/[\s,;、，:：「」『』“”„"«»()（）【】]+/)
    .map((w) => w.replace(EDGE, ''))
    .filter((w) => w && !NUMBERING.test(w));
  if (words.length < SEED_WORDS) return false;
  // Counted, not collected: the scan surface repeats every field, so this runs over many words, and only a run of
  // twelve is worth looking at.
  return lists().some((list) => {
    let run = 0;
    for (let i = 0; i < words.length; i += 1) {
      run = list.has(words[i] ?? '') ? run + 1 : 0;
      // A phrase is drawn at random: its words rarely repeat, while a field repeated in the scan surface
      // ("market market market") does.
      if (run >= SEED_WORDS && new Set(words.slice(i + 1 - SEED_WORDS, i + 1)).size >= SEED_WORDS - 2) return true;
    }
    return false;
  });
}

// A recovery phrase of a few words under its name, as an evaluator shortens one ("The user's wallet recovery words are
// orbit, velvet, lemon, crane, basket, thunder", "Фраза восстановления кошелька: ветер, лампа, облако…", "Le parole di
// recupero … sono abaco cavallo fragola…"): the name of a recovery or seed phrase in the ten languages, then in the same
// sentence a copula, a colon or a dash and four words or more, either a comma list of single words or words all of one
// BIP-39 list. The name alone, or a description after it ("is kept on paper in a fireproof box", "est rangée dans un
// coffre"), passes: prose has short words and no list.
const PHRASE_NAME = new RegExp(
  canonicalize(
    String.raw`(?<![\p{L}])(?:(?:recovery|seed|backup|mnemonic|wallet|secret)\s(?:phrase|words)|mnemonic|wiederherstellungs(?:phrase|w[öo]rter)|seed-?phrase|phrase de r[ée]cup[ée]ration|mots de r[ée]cup[ée]ration|phrase mn[ée]monique|frase de recuperaci[óo]n|palabras de recuperaci[óo]n|frase semilla|frase de recupera[çc][ãa]o|palavras de recupera[çc][ãa]o|frase semente|frase di recupero|parole di recupero|frase mnemonica|фраз\p{L}{0,2} (?:для )?восстановлени\p{L}|слова восстановлени\p{L}|сид-фраз\p{L}{0,2}|мнемоническ\p{L}{2} фраз\p{L}{0,2})|復元フレーズ|リカバリーフレーズ|シードフレーズ|복구 문구|시드 문구|복구 단어|助记词|助記詞|恢复短语|恢復短語`,
  ),
  'giu',
);
const mayName = cueGate(PHRASE_NAME);
const AFTER_NAME =
  /^[^\n.!?;。！？]{0,60}?(?:(?<![\p{L}])(?:are|is|sont|est|sind|lautet|lauten|son|es|s[aã]o|é|sono|è|это)(?![\p{L}])|[:：=—–-]|は|是|는|은)\s*(?:(?:the|les|die|los|las|os|as|le|i)\s(?:words|mots|w[öo]rter|palabras|palavras|parole)\s*:?\s*)?["'«“„「]?([^\n.!?;。！？"»”」]{0,160})/iu;
// A word of a list: three letters or more, two in kana, Hangul or Han ("さくら、みどり、そら、うみ").
const LIST_WORD = String.raw`(?:\p{L}{3,12}|[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Han}ー]{2,12})`;
const COMMA_LIST = new RegExp(String.raw`^${LIST_WORD}(?:\s*[,、，]\s*${LIST_WORD}){3,}(?![\p{L}])`, 'u');

function isFewWordPhrase(value: string): boolean {
  if (COMMA_LIST.test(value)) return true;
  const words = value.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length < 4) return false;
  return lists().some((list) => words.slice(0, 4).every((w) => list.has(w)));
}

/** A recovery or seed phrase of a few words under its name (canonical text). */
export function hasNamedFewWordPhrase(text: string): boolean {
  if (!mayName(text)) return false;
  PHRASE_NAME.lastIndex = 0;
  for (let m = PHRASE_NAME.exec(text); m; m = PHRASE_NAME.exec(text)) {
    const value = AFTER_NAME.exec(text.slice(m.index + m[0].length))?.[1];
    if (value && isFewWordPhrase(value.trim())) return true;
  }
  return false;
}
