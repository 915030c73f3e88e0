import { stemmer } from 'stemmer';
import { eng as englishStopwords } from 'stopword';

// The baseline recall is measured against: Okapi BM25 (k1 1.2, b 0.75) over each memory's
// text and tags, English words lower-cased, stop words dropped and Porter-stemmed, Chinese as
// character bigrams. Independent of the rule recall's own tokenizer on purpose.

const STOP = new Set(englishStopwords);
const K1 = 1.2;
const B = 0.75;

export function bm25Terms(text: string): string[] {
  const out: string[] = [];
  const normal = text.normalize('NFKC').toLowerCase();
  for (const word of normal.match(/[a-z0-9]+/g) ?? []) if (!STOP.has(word)) out.push(stemmer(word));
  for (const run of normal.match(/\p{Script=Han}+/gu) ?? []) {
    const chars = Array.from(run);
    if (chars.length === 1) out.push(run);
    for (let i = 0; i + 1 < chars.length; i += 1) out.push(`${chars[i]}${chars[i + 1]}`);
  }
  return out;
}

export interface Bm25Hit {
  readonly id: string;
  readonly score: number;
}

export function buildBm25(docs: readonly { id: string; text: string }[]): (query: string, k?: number) => Bm25Hit[] {
  const termFreqs = docs.map((d) => {
    const tf = new Map<string, number>();
    for (const t of bm25Terms(d.text)) tf.set(t, (tf.get(t) ?? 0) + 1);
    return tf;
  });
  const lengths = termFreqs.map((tf) => [...tf.values()].reduce((a, b) => a + b, 0));
  const avg = lengths.reduce((a, b) => a + b, 0) / Math.max(1, docs.length);
  const df = new Map<string, number>();
  for (const tf of termFreqs) for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;
  return (query, k = 3) => {
    const terms = [...new Set(bm25Terms(query))];
    const hits: Bm25Hit[] = [];
    termFreqs.forEach((tf, i) => {
      let score = 0;
      for (const t of terms) {
        const f = tf.get(t);
        if (!f) continue;
        const d = df.get(t) ?? 0;
        const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
        score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * (lengths[i] ?? 0)) / avg));
      }
      if (score > 0) hits.push({ id: docs[i]?.id ?? '', score });
    });
    return hits.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1)).slice(0, k);
  };
}
