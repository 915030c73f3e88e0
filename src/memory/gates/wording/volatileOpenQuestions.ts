import { type TextTest } from '../caseless';
import { cuedGuarded } from '../cueScan';
import { canonicalize } from '../canonical';

// Speculative wording of the sixth wording round (docs/memory-gates.md, "Temporary and speculative wording, a sixth
// blind round"): a question the user has not settled, told as if it were a fact ("is wondering whether to quit"), a
// conclusion drawn from one remark of theirs ("mentioned a long commute, so they must live outside the city") and an
// impression formed from how they write ("judging by their questions", "da la impresión de que"). None is a fact
// about the person. Input is canonical text (accents dropped, Cyrillic look-alikes read as Latin, voiced kana marks
// dropped), so every source goes through canonicalize.
const canon = (sources: readonly string[]): string => canonicalize(sources.join('|'));

/**
 * A verb of deliberating with "whether": "is wondering whether to quit", "can't decide if", "überlegt, ob", "se
 * demande s'il", "no sabe si", "está na dúvida se", "si chiede se", "думает, не уволиться ли", "纠结要不要", "辞めるべきか
 * 迷っている", "그만둘지 말지 고민 중이다". A question settled once ("asked whether the app is free") is no deliberation.
 */
const DELIBERATION = new RegExp(
  canon([
    String.raw`\b(?:is|are|am|'s|'re)\s+(?:still\s+|currently\s+|now\s+)?(?:wondering|debating|deciding|torn|unsure|undecided|on\s+the\s+fence|weighing\s+up|going\s+back\s+and\s+forth)\s+(?:about\s+|on\s+)?(?:whether|if)\b`,
    String.raw`\b(?:can['’]?t|cannot|can\s+not)\s+decide\s+(?:whether|if|between)\b`,
    String.raw`\b(?:uberlegt|uberlegen|uberlege|schwankt|uberlegt\s+noch|weiss\s+nicht|weiß\s+nicht|ist\s+unschlussig)\s*,?\s+ob\b`,
    String.raw`\bse\s+demande\s+(?:s['’]|si\b)|\bhesite\s+(?:a\s+\p{L}+(?:er|ir|re)|entre)\b|\bne\s+sait\s+pas\s+(?:encore\s+)?(?:s['’]|si\b)`,
    String.raw`\b(?:no\s+sabe|se\s+pregunta|duda)\s+(?:todavia\s+|aun\s+)?si\b|\besta\s+(?:indecis[oa]|dudando)\b`,
    String.raw`\b(?:esta|anda)\s+na\s+duvida\s+(?:se|entre)\b|\b(?:nao\s+sabe|se\s+pergunta)\s+(?:ainda\s+)?se\b|\besta\s+(?:indecis[oa]|pensando\s+se)\b`,
    String.raw`\bsi\s+(?:chiede|domanda)\s+se\b|\bnon\s+sa\s+(?:ancora\s+)?se\b|\b(?:e\s+)?indecis[oa]\s+(?:se|tra)\b`,
    String.raw`(?<![\p{L}])(?:думает|раздумывает|размышляет|сомневается|колеблется|не\s+знает|не\s+может\s+решить|решает)\s*,?\s+(?:\p{L}+\s+){0,3}ли(?![\p{L}])`,
    String.raw`(?:纠结|糾結|犹豫|猶豫|拿不定主意|考虑|考慮|琢磨)(?:着|著)?(?:要不要|该不该|該不該|是否|要不|是不是|去不去)`,
    String.raw`(?:か|かとうか)(?:で|を)?\s*(?:迷って|悩んで|迷い中|検討中)`,
    String.raw`지\s+(?:말지\s+)?(?:고민|망설)`,
  ]),
  'iu',
);

/**
 * A conclusion drawn from one remark: a verb of saying or asking in the past and a word of concluding (since, so, da,
 * comme, visto che, значит), then a modal of inference ("must",
 * "wohl", "doit", "debe de", "deve", "должно быть", "틀림없다", "はず"): "since they mentioned a long commute, they must
 * live outside the city", "comme il a parlé d'un long trajet, il doit habiter en banlieue", "출퇴근이 멀다고 했으니 … 틀림없다". Without the word of concluding the modal is the person's own ("said that she
 * must take insulin daily") and passes.
 */
const REMARK = String.raw`(?:mentioned|said|asked|talked\s+about|spoke\s+about|brought\s+up|complained|erwahnt|gesagt|gefragt|erzahlt|gesprochen|parle|mentionne|dit|demande|evoque|raconte|menciono|dijo|pregunto|comento|hablo|conto|mencionou|disse|perguntou|comentou|falou|contou|parlato|detto|chiesto|accennato|menzionato|raccontato|упомянул\p{L}*|сказал\p{L}*|спрашивал\p{L}*|спросил\p{L}*|говорил\p{L}*|рассказывал\p{L}*|жаловал\p{L}*)`;
// The modal of inference said of the person with a verb of being, living or having: "they must live", "wohnt … wohl",
// "il doit habiter", "debe de tener", "deve morar", "deve estar pensando", "deve abitare", "должно быть". A modal said of a thing ("so meals
// must be plant-based", "also muss er auf Zucker achten") is a rule drawn from a fact, not a guess, and passes.
const INFERRED = String.raw`(?:(?:they|he|she|user)\s+must\s+(?:be|live|have|work|own|come|know)|(?:nutzer(?:in)?|er|sie)\s+(?:\p{L}+\s+){0,2}?wohl|(?:muss|durfte)\s+(?:\p{L}+\s+){0,4}(?:sein|haben|wohnen|leben|arbeiten)|(?:utilisat\p{L}+|il|elle)\s+(?:doit|doivent)\s+(?:etre|habiter|vivre|avoir|travailler|venir)|deben?\s+de\s+\p{L}+|(?:usuari[oa]|ele|ela|entao|logo|portanto)\s+devem?\s+(?:ser|morar|viver|ter|trabalhar|estar|vir)|devem?\s+estar\s+\p{L}+ndo|(?:utente|lui|lei|quindi)\s+(?:deve|devono)\s+(?:essere|abitare|vivere|avere|lavorare|stare|venire)|должно\s+быть|наверняка)`;
const CONCLUDING = String.raw`(?:since|as|because|given\s+that|so|therefore|hence|da|weil|also|daher|deshalb|comme|puisqu\p{L}*|donc|como|ya\s+que|dado\s+que|asi\s+que|entonces|por\s+eso|ja\s+que|entao|portanto|logo|visto\s+che|dato\s+che|siccome|poiche|quindi|percio|раз|так\s+как|поскольку|значит|поэтому|так\s+что)`;
const W = (s: string): string => String.raw`(?<![\p{L}])${s}(?![\p{L}])`;
const REMARK_INFERENCE = new RegExp(
  canon([
    String.raw`${W(CONCLUDING)}[^.!?;]{0,90}${W(REMARK)}[^.!?;]{0,90}${W(INFERRED)}`,
    String.raw`${W(REMARK)}[^.!?;]{0,60}${W(CONCLUDING)}[^.!?;]{0,60}${W(INFERRED)}`,
  ]) +
    String.raw`|(?:提到|说过|說過|问了|問了|问过|問過|聊到)[^。.!?！？]{0,30}(?:估计|估計|八成|肯定是|一定是|想必)|${canonicalize('(?:言って|話して|聞いて)(?:いた|きた|た)(?:ので|から)[^.!?]{0,40}(?:はず|に違いない|に決まって)')}|(?:했으니|했으니까|물어본\s?걸\s?보면|말한\s?걸\s?보면)[^.!?]{0,40}(?:틀림없|분명|모양이)`,
  'iu',
);

/**
 * An impression formed from how the person writes: "judging by their questions", "I get the impression", "den Fragen
 * nach", "j'ai l'impression", "da la impresión de que", "tenho a impressão", "ho l'impressione", "судя по вопросам",
 * "从提问来看", "質問からして", "질문을 보니"; and German "scheint … zu" with an infinitive ("scheint in der Finanzbranche zu
 * arbeiten"). A preference about impressions ("likes to make a good impression") has no person judging.
 */
const IMPRESSION = new RegExp(
  canon([
    String.raw`\bjudging\s+(?:by|from)\b|\bi\s+(?:get|have)\s+the\s+(?:impression|feeling|sense)\b|\bfrom\s+(?:their|his|her)\s+(?:questions|messages|tone|writing)\b`,
    String.raw`\b(?:den|seinen|ihren)\s+(?:Fragen|Nachrichten|Worten|Aussagen)\s+nach\b|\bich\s+habe\s+den\s+eindruck\b|\bscheint\s+(?:\p{L}+\s+){1,8}zu\s+\p{L}+(?:en|ern|eln)\b`,
    String.raw`\b(?:j['’]ai|on\s+a)\s+l['’]impression\b|\bdonne\s+l['’]impression\b`,
    String.raw`\b(?:me\s+)?da\s+la\s+impresion\b|\btengo\s+la\s+impresion\b|\bpor\s+lo\s+que\s+(?:parece|se\s+ve)\b`,
    String.raw`\b(?:tenho|dá|da)\s+a\s+impressao\b`,
    String.raw`\bho\s+(?:come\s+)?l['’]impressione\b|\bda\s+l['’]impressione\b`,
    String.raw`(?<![\p{L}])(?:судя\s+по|создаётся\s+впечатление|создается\s+впечатление|у\s+меня\s+впечатление)(?![\p{L}])`,
    String.raw`从[^，。,.]{1,12}(?:来看|來看)|(?:質問|話|発言|文面)(?:から|の内容から)(?:して|すると|見て|判断すると)|(?:질문|말투|대화)(?:을|를)?\s?(?:보니|보면|봐서는)`,
  ]),
  'iu',
);

/** Speculative by what is unsettled or inferred: an open question, a conclusion from one remark, an impression. */
export const OPEN_QUESTION: readonly TextTest[] = [DELIBERATION, REMARK_INFERENCE, IMPRESSION].map(cuedGuarded);
