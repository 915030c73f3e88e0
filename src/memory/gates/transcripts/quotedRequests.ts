import { canonicalize } from '../canonical';
import { cued } from '../cueScan';

// Gate 10, a chat line quoted inside a memory: among lasting facts, what the person wrote or said to the assistant, in
// quotation marks after a verb of saying in the past ("and wrote: "redo that last answer"", "und schrieb: „mach das
// nochmal"", "и написал: «переделай, прошлый ответ…»", "「さっきの答え、もう一回やり直して」と言った", ""방금 답 다시
// 써 줘"라고 말했다") is a turn of the conversation, not a fact about the person. The quoted line is a turn when it
// speaks of an answer or asks for one again (answer, reply, redo, again, in every language); a saying a person is
// known for ("always says "measure twice"") is in the present and speaks of neither. Input is canonical text.

const SAID_BEFORE = [
  String.raw`(?:wrote|said|typed|asked|replied|told\s+(?:me|you|the\s+assistant))`,
  String.raw`(?:schrieb|sagte|meinte|tippte|fragte|hat\s+geschrieben|hat\s+gesagt|hat\s+gefragt)`,
  String.raw`(?:a\s+ecrit|a\s+dit|a\s+tape|a\s+demande|ecrivit)`,
  String.raw`(?:escribio|dijo|pregunto|ha\s+escrito|ha\s+dicho)`,
  String.raw`(?:escreveu|disse|perguntou|digitou)`,
  String.raw`(?:написал|написала|сказал|сказала|спросил|спросила)`,
  String.raw`(?:ha\s+scritto|ha\s+detto|ha\s+chiesto|scrisse|disse)`,
].join('|');
// Chinese glues the verb to its subject ("他说：“…”").
const SAID_BEFORE_ZH = String.raw`(?:说|說|写道|寫道|问|問)`;
const OPEN = `"“„«‹「『`;
const CLOSE = `"”“»›」』`;
const TURN_WORDS = [
  String.raw`answer|reply|response|redo|again`,
  String.raw`antwort|nochmal|noch\s+mal|nochmals`,
  String.raw`reponse|refais|refaire|encore\s+une\s+fois`,
  String.raw`respuesta|otra\s+vez|de\s+nuevo|vuelve\s+a`,
  String.raw`resposta|de\s+novo|outra\s+vez|refaz`,
  String.raw`ответ|переделай|ещё\s+раз|еще\s+раз|снова`,
  String.raw`risposta|rifallo|rifai|di\s+nuovo`,
  String.raw`答え|回答|やり直|もう一回|もう一度|答案|重新|再写|再寫|답|다시`,
].join('|');
const QUOTE = String.raw`[${OPEN}][^${CLOSE}\n]{0,160}?(?:${TURN_WORDS})[^${CLOSE}\n]{0,160}[${CLOSE}]`;
const QUOTED_REQUEST = cued(
  new RegExp(
    canonicalize(
      [
        String.raw`(?:(?<![\p{L}])(?:${SAID_BEFORE})|${SAID_BEFORE_ZH})\s*[:：,]?\s*${QUOTE}`,
        // Japanese and Korean put the verb after the quotation: 「…」と言った, "…"라고 말했다.
        String.raw`${QUOTE}\s*(?:と|って)\s*(?:言った|言いました|書いた|書きました|頼んだ|言ってきた)`,
        String.raw`${QUOTE}\s*(?:이?라고|하고)\s*(?:말했|썼|했|물었|요청했)`,
      ].join('|'),
    ),
    'iu',
  ),
);

/** Whether a canonical text quotes a line of the chat: what the person said to the assistant about its answer. */
export const hasQuotedChatRequest = (canonical: string): boolean => QUOTED_REQUEST.test(canonical);
