import { isCjk, normalizeForRecall, toToken } from '../../record/tokenize';

// One particular thing both sides point at. A memory that writes a phrase as someone's ("Tom's robotics team",
// "her book club", "seine Laufgruppe") names one thing of the user's life; a question that writes the same phrase
// with a definite article or a demonstrative ("When did the robotics team win…?", "cette équipe de robotique")
// points back at that one thing, not at a kind of the encyclopedia ("how do border collies…", "why is snow
// white"). Read from the words themselves: a closed class of possessives, articles and demonstratives per
// language, and the two words after each.

/** Possessive determiners of a third party or of the user, by language ("'s" is read from the word itself). */
const POSSESSIVES: ReadonlySet<string> = new Set([
  // en
  'his',
  'her',
  'their',
  'its',
  'our',
  'my',
  // de
  'sein',
  'seine',
  'seinen',
  'seinem',
  'seiner',
  'ihr',
  'ihre',
  'ihren',
  'ihrem',
  'ihrer',
  'unser',
  'unsere',
  'unseren',
  'mein',
  'meine',
  'meinen',
  // fr
  'son',
  'sa',
  'ses',
  'leur',
  'leurs',
  'notre',
  'nos',
  'mon',
  'ma',
  'mes',
  // es / pt / it
  'su',
  'sus',
  'nuestro',
  'nuestra',
  'seu',
  'sua',
  'seus',
  'suas',
  'nosso',
  'nossa',
  'suo',
  'suoi',
  'sue',
  'loro',
  'nostro',
  'nostra',
  // ru
  'его',
  'её',
  'ее',
  'их',
  'свой',
  'своя',
  'своё',
  'свою',
  'свои',
  'наш',
  'наша',
  'нашу',
]);

/** Definite articles and demonstratives, by language: the thing meant is one already known. */
const DEFINITES: ReadonlySet<string> = new Set([
  // en
  'the',
  'this',
  'that',
  'these',
  'those',
  // de
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'dieser',
  'diese',
  'dieses',
  'diesen',
  // fr
  'le',
  'la',
  'les',
  'ce',
  'cet',
  'cette',
  'ces',
  // es / pt / it
  'el',
  'los',
  'las',
  'este',
  'esta',
  'ese',
  'esa',
  'o',
  'os',
  'as',
  'esse',
  'essa',
  'il',
  'lo',
  'gli',
  'questo',
  'questa',
  'quel',
  'quella',
  // ru
  'этот',
  'эта',
  'это',
  'эту',
  'тот',
  'та',
]);

/** Words with an elided article or a possessive ending kept on them ("l'équipe", "tom's"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)?['’]?/gu;
const ELIDED_ARTICLE = /^(?:l|dell|all|nell|dall|sull)['’]/u;
const POSSESSIVE_ENDING = /(?:['’]s|s['’])$/u;

/** How many words after the marker the phrase may start (an adjective may stand first: "her new robotics team"). */
const PHRASE_REACH = 2;

/** The tokens of the words that follow a marker (within reach), the marker told by `marks`. */
function tokensAfter(text: string, marks: (word: string) => boolean): ReadonlySet<string> {
  const out = new Set<string>();
  const words = normalizeForRecall(text).match(WORD) ?? [];
  let reach = 0;
  for (const raw of words) {
    if (isCjk(raw)) {
      reach = 0;
      continue;
    }
    const elided = ELIDED_ARTICLE.test(raw);
    const word = raw.replace(ELIDED_ARTICLE, '').replace(POSSESSIVE_ENDING, '').replace(/['’]$/u, '');
    if (reach > 0) {
      const token = toToken(word);
      if (token) out.add(token);
      reach -= 1;
    }
    if (marks(raw)) reach = PHRASE_REACH;
    else if (elided && marks('la')) {
      const token = toToken(word);
      if (token) out.add(token);
      reach = PHRASE_REACH - 1;
    }
  }
  return out;
}

/** Tokens of the phrases a memory writes as someone's ("Tom's robotics team", "her book club"). */
export const ownedPhraseTokens = (text: string): ReadonlySet<string> =>
  tokensAfter(text, (w) => POSSESSIVE_ENDING.test(w) || POSSESSIVES.has(w));

/** Tokens of the phrases a question writes definite ("the robotics team", "cette équipe"). */
export const definitePhraseTokens = (text: string): ReadonlySet<string> => tokensAfter(text, (w) => DEFINITES.has(w));
