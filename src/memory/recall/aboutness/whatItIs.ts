// "What is X?" asked the way people speak rather than write: French "c'est quoi X", Korean "X가 뭐야?" / "X란?",
// Japanese "Xって何？", Chinese "X指什么" / "X是啥" / "什么叫X" / "X属于什么茶". Each asks what a thing is, a
// definition of the world, as the written forms do (what is, qu'est-ce que, что такое, とは, 是什么: aboutness.ts). A
// first person keeps it the user's: aboutness.ts reads that first ("c'est quoi mon prochain rendez-vous"). Asked of a
// way, a thing or a time ("방법이 뭐야", "제일 좋은 게 뭐예요"), with a word that weighs options ("c'est quoi le
// mieux"), or of a name or a number ("c'est quoi le prénom de…", "이름이 뭐야": which one, often someone of the user's
// life), the same words ask for a choice, a method or an identification, not a definition, and are left as they are.

/** French "c'est quoi" (spoken, Québec above all), unless it weighs options (le mieux, le meilleur, le plus…) or asks a name or a number. */
const FRENCH =
  /(?<![\p{L}])c['’]est quoi(?![\p{L}])(?!\s+(?:le |la |les |l['’])?(?:mieux|meilleure?s?|plus|moins|pire)(?![\p{L}]))(?!(?:\s+[\p{L}'’]+){0,3}?\s+(?:nom|noms|prénom|prénoms|surnom|numéro|numéros)(?![\p{L}]))/u;

/**
 * Korean: a noun with its subject or topic particle, or the quoting 이란 / 란, then "what is it" at the end. The noun is
 * no way, thing, time, place, name or number (방법, 법, 것, 거, 게, 때, 곳, 데, 이름, 번호) and no option weighed (좋은,
 * 나은, 제일, 가장, 추천): those ask for a method, a choice or an identification.
 */
const KOREAN_WHAT =
  /(?:\p{Script=Hangul}|["'”’」』])\s?(?:이|가|은|는|이란|란)\s?(?:뭐야|뭐예요|뭐에요|뭔가요|뭔데|뭐지|뭘까|뭐죠|무엇이야|무엇이에요|무엇일까)\s*[?？]?\s*$/u;
const KOREAN_DEFINED = /(?:\p{Script=Hangul}|["'”’」』])\s?(?:이란|란)\s*[?？]\s*$/u;
const KOREAN_CHOICE =
  /(?:방법|방식|법|것|거|게|때|곳|데|이름|번호)\s?(?:이|가|은|는)\s?(?:뭐|무엇)|좋은|좋을|나은|괜찮은|제일|가장|최고|추천|어떤|무슨/u;

/** Japanese "Xって何？" / "Xってなに" / "Xというのは何", not "何時" nor a plan recalled ("…って何だっけ"). */
const JAPANESE = /(?:って|というのは|ってのは)\s?(?:何|なに|なん)(?:ですか|でしょうか|のこと|なの|なんですか|だろう)?\s*[?？]?\s*$/u;

/** Chinese: what a word refers to, colloquial "what is", and what kind a thing belongs to. */
const CHINESE = /指什么|指的是什么|是啥|啥是|啥叫|什么叫|何谓|属于(?:什么|哪一?[种类])/u;

/** Asks what a thing is in a spoken form the written definition frames miss. `text`: the question after recall normalisation. */
export function asksWhatItIs(text: string): boolean {
  if (FRENCH.test(text) || JAPANESE.test(text) || CHINESE.test(text)) return true;
  return (KOREAN_WHAT.test(text) || KOREAN_DEFINED.test(text)) && !KOREAN_CHOICE.test(text);
}
