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
