import { classifyAboutness } from '../aboutness/aboutness';
import { namesHouseholdThing, worldOnlyBySoftFrame } from '../aboutness/ownedOverSoftFrames';
import type { RecallCorpus } from '../words/recallCorpus';
import { isCjkStorePersonWord } from './people';
import { isCjk, normalizeForRecall } from '../../record/tokenize';

// Chinese, Japanese and Korean give children and pets everyday words as names — the sky, the sea, tofu, a sweet,
// millet (하늘, 바다, 두부, 大福, 豆花, 小米) — and write no capital to tell the name from the word. A question framed as
// the world's by what it asks of a thing — why it is so, how it is made, where it comes from, what kind it is
// ("바다는 왜 짠가요?", "大福是哪里的点心") — and not merely by when, how long or how often (which a household member's
// care is asked by: "豆花のトリミング、次はいつ？"), naming nothing a household member has (a vaccine, a walk, food), uses
// such a store name as the word: no person of the store is asked about.

/**
 * What the question asks is the word itself: it is the sentence's topic or subject, or what its origin or making is
 * asked of (하늘은, 바다는, 大福は, 大福是, 豆花という, 大福の由来, 豆花的做法), not a word that only tells which thing is asked
 * about ("円安で金沢の契約はどうなる？" asks about a contract, "金沢に行く" of a trip).
 */
const ASKED_AS_TOPIC = /^(?:은|는|이|가|란|이란|의 유래|は|が|って|という|とは|の由来|の作り方|是|为什么|為什麼|怎么|的由来|的做法)/u;

/** A Korean given name ending in a consonant takes 이 before its particle when it names someone (하늘이는, 하늘이가). */
const KOREAN_NAME_SUFFIX = /^이(?:는|가|를|의|도|랑|하고|한테|에게|와|만)/u;

/** The store's CJK names the question reads as everyday words (empty unless its frame asks a world fact of a thing). */
export function cjkNamesAsWords(unclipped: string, phrases: ReadonlySet<string>, corpus: RecallCorpus): ReadonlySet<string> {
  const normalized = normalizeForRecall(unclipped);
  if (classifyAboutness(normalized) !== 'world' || worldOnlyBySoftFrame(normalized) || namesHouseholdThing(normalized)) return new Set();
  const out = new Set<string>();
  for (const phrase of phrases) {
    if (!isCjk(phrase) || ((corpus.nameDf.get(phrase) ?? 0) === 0 && !isCjkStorePersonWord(phrase, corpus))) continue;
    const at = normalized.indexOf(phrase);
    const after = at < 0 ? '' : normalized.slice(at + phrase.length);
    if (KOREAN_NAME_SUFFIX.test(after) || !ASKED_AS_TOPIC.test(after)) continue;
    out.add(phrase);
  }
  return out;
}
