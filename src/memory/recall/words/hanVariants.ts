import type { RecallCorpus } from './recallCorpus';
import { HAN_VARIANTS } from './hanVariants.data';
import { TRADITIONAL_TO_SIMPLIFIED } from '../../record/hanFolding';
import { cjkRank } from './rarity';

// Chinese and Japanese write one Han word in variant characters: simplified 桥本病, traditional and Japanese 橋本病;
// Japanese new forms (沢, 氷) beside the traditional ones (澤) and the simplified (泽). A question run of Han characters
// that the store writes only in other variants (each character folded to its simplified form by OpenCC's tables,
// record/hanFolding.data.ts and hanVariants.data.ts, generated) is written as the store writes it, longest piece
// first, so every rule that reads the store's words reads it. A piece the store holds as written stays; one the store writes in two ways tells neither; a
// piece of two characters, or a ranked word of either language, is left as written: an everyday word (周日 / 週日,
// 发音 / 発音) is no anchor to bring over.

const MAX_PIECE = 6;
/** Pieces of two characters are everyday words as often as not (周日 / 週日, 发音 / 発音). */
const MIN_TERM = 3;

let fold: ReadonlyMap<string, string> | undefined;
/** The traditional characters (recall's shared table, record/hanFolding.data.ts) and the Japanese new forms. */
function foldTable(): ReadonlyMap<string, string> {
  if (fold !== undefined) return fold;
  const table = new Map(TRADITIONAL_TO_SIMPLIFIED);
  for (const pair of HAN_VARIANTS.split(' ')) {
    const [from, to] = Array.from(pair);
    if (from !== undefined && to !== undefined) table.set(from, to);
  }
  fold = table;
  return table;
}

/** Each character in its simplified form. */
export const foldHan = (text: string): string => [...text].map((ch) => foldTable().get(ch) ?? ch).join('');

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}{2,}/gu;

const indexes = new WeakMap<ReadonlyMap<string, number>, ReadonlyMap<string, readonly string[]>>();

/** The store's Han words and phrases by their folded form (built once per store). */
function storeForms(corpus: RecallCorpus): ReadonlyMap<string, readonly string[]> {
  const cached = indexes.get(corpus.df);
  if (cached !== undefined) return cached;
  const index = new Map<string, string[]>();
  for (const unit of corpus.df.keys()) {
    const length = [...unit].length;
    if (length < 2 || length > MAX_PIECE || ![...unit].every((ch) => HAN.test(ch))) continue;
    const key = foldHan(unit);
    index.set(key, [...(index.get(key) ?? []), unit]);
  }
  indexes.set(corpus.df, index);
  return index;
}

/** The question with the Han pieces the store writes in other variant characters written as the store does. */
export function withHanVariantsWritten(query: string, corpus: RecallCorpus): string {
  if (!HAN.test(query)) return query;
  const index = storeForms(corpus);
  if (index.size === 0) return query;
  return query.replace(HAN_RUN, (run) => {
    const chars = [...run];
    let out = '';
    let at = 0;
    while (at < chars.length) {
      let step = 1;
      let written = chars[at] ?? '';
      for (let length = Math.min(MAX_PIECE, chars.length - at); length >= 2; length -= 1) {
        const piece = chars.slice(at, at + length).join('');
        if (corpus.df.has(piece)) {
          [step, written] = [length, piece];
          break;
        }
        const forms = index.get(foldHan(piece)) ?? [];
        const [form = piece] = forms;
        if (
          forms.length === 1 &&
          (length >= MIN_TERM || corpus.nameDf.has(form)) &&
          cjkRank(piece) === undefined &&
          cjkRank(form) === undefined
        ) {
          [step, written] = [length, form];
          break;
        }
      }
      out += written;
      at += step;
    }
    return out;
  });
}
