// A wish stated with the desiderative verb ending is the speaker's own. Japanese and Korean mark "want to" on the verb
// and say it of oneself only: of someone else a Japanese speaker says 〜たがる or 〜たいそうだ, a Korean speaker 〜고
// 싶어 하다 or reports it (〜고 싶대). So a clause that ends in the bare desiderative ("イワナを釣りたい", "中継を見逃し
// たくない", "찜닭 해 먹고 싶은데") speaks for the asker, with no pronoun written, as "I want to…" does: a world
// question word beside it (いつ, どこ, 만드는 법) then asks when, where or how for the asker's own plan, and the question
// is about the user (aboutness.ts). A question with no world frame is left a plain request: the wish adds nothing there.
//
// Only the ending that closes a clause counts: before a noun it describes someone else ("住みたい人", "가고 싶은
// 사람"). Japanese adjectives that merely end in the same kana (冷たい, 重たい, 眠たい, めでたい, くすぐったい) are no
// wish. Text is the question after recall normalisation (NFKC, lower case).

/** Adjectives written with a kanji or an e-row kana before たい: cold, heavy, sleepy, flat, smoky, auspicious, guilty. */
const TA_ADJECTIVE_STEMS = '冷|重|眠|平|煙|めで|ろめ';

/**
 * Japanese -たい / -たくない / -たかった after a verb's stem (a kanji, or a kana of the i or e row: 見たい, 行きたい,
 * 食べたい; ありがたい and かたい have none), closing the clause: the end, a punctuation mark, or a
 * connective or copula that goes on speaking of the same wish (けど, ので, から, です, んだ, のですが, な).
 */
const JAPANESE_WISH = new RegExp(
  String.raw`(?<!${TA_ADJECTIVE_STEMS})(?<=[\p{Script=Han}いきしちにひみりぎじびぴえけせてねへめれげぜでべぺ])(?:たい|たくない|たかった)` +
    String.raw`(?=$|[\s、。,.!?！？…]|けど|けれど|ので|から|です|んだ|んです|のです|のだ|な(?:$|[\s、。,.!?！？]|あ))`,
  'u',
);

/**
 * Korean -고 싶다 in a closing or connecting form (싶어, 싶어요, 싶다, 싶은데, 싶습니다, 싶었어, 싶네), not the third
 * person's 싶어 하다 / 싶어해 nor a report (싶대, 싶다고), and not before a noun (가고 싶은 곳).
 */
const KOREAN_WISH = /고\s?싶(?:어요|어|다|은데요|은데|는데|습니다|었어요|었어|었는데|네요|네)(?![\p{Script=Hangul}])(?!\s?해|\s?하)/u;

/** Whether the question states the asker's own wish with a desiderative ending (see above). */
export const statesOwnWish = (text: string): boolean => JAPANESE_WISH.test(text) || KOREAN_WISH.test(text);

/**
 * Korean asks its own next step with an obligation or a sufficiency ending and no subject: "뭘 공부해야 해?" (what must
 * I study), "어디서 구하면 돼?" (where do I get it), "뭐 먹으면 안 돼?". With nothing named as the one who acts, the
 * asker is: a question of what anyone must do names its topic or its doer with a particle ("아이들은 몇 시간 자야 해?",
 * "존댓말은 언제 써야 해?", "통풍이 잘 되게 하려면…"), and a question of why ("왜 해야 해?") asks a reason, not a step.
 * Like a wish, the step makes a world question word beside it (어디서, 몇, 언제) the asker's; alone it leaves a plain
 * request as it is (read as first person there it let a memory in on an everyday word: 부산 … 뭘 먹어야 해요).
 */
const KOREAN_OWN_STEP =
  /(?:야\s?(?:해|돼|하나|되나|하지|되지|하죠|되죠|합니까|됩니까)|면\s?(?:안\s?)?(?:돼|되나|되지|되죠|될까|됩니까))(?:요)?(?=$|[\s,.!?？…~])/u;
/** A word closing on a topic or subject particle: someone or something is named as the one the step is about. */
const KOREAN_TOPIC_OR_SUBJECT = /\p{Script=Hangul}(?:은|는|이|가)(?=[\s,])/u;

/** Whether a Korean question asks the asker's own next step (see above). */
export const asksOwnStep = (text: string): boolean =>
  KOREAN_OWN_STEP.test(text) && !KOREAN_TOPIC_OR_SUBJECT.test(text) && !text.includes('왜');

/** A verb ending that speaks for the asker beside a world question word: their wish, or their own next step. */
export const speaksForAsker = (text: string): boolean => statesOwnWish(text) || asksOwnStep(text);
