// Whether a question is about the user or about the world. A memory describes the user; a question
// about the world ("who invented the guitar?", "成都为什么叫天府之国？") only shares a word with it, and
// injecting the memory there is the error users notice first. Decided by category of words, in ten
// languages: first-person words and possessives, and requests for the user's own advice, plan or
// recommendation make a question personal; definitions, history, origins, how something works and
// facts about third parties make it a world question; anything else is a plain request.
// Judged on the question after recall normalisation (NFKC, lower case).

import { detectStemLanguage, isFunctionWordOf } from '../words/languageStems';
import { splitRuns } from '../../record/tokenize';
import { asksWhatOthersDo } from './othersDo';
import { asksWorldRecord } from './worldRecords';
import { asksSynopsis } from './synopsisFrames';
import { describesRatherThanOwns } from '../names/describingModifiers';
import { afterPoliteAsk } from './politeAsks';
import { withoutRelationHolidays } from '../bridges/relationHolidays';
import { CONDITION_FACTS_CJK, CONDITION_FACTS_LATIN } from './conditionFacts';
import { asksHowThingIsMade } from './makingFrames';
import { asksAboutAWord } from './wordOrigins';
import { asksWhatItIs } from './whatItIs';
import { asksWhichOfTwo } from './comparisonAsks';
import { speaksForAsker } from './askerEndings';
import { RUSSIAN_ADVICE_INFINITIVE } from './russianInfinitives';
import { asksHouseholdPlan, dropsFirstPersonPronoun, isInvertedFrenchI, RUSSIAN_FIRST_PERSON } from './firstPersonForms';
import { JA_KIN, KO_KIN, withHousehold, ZH_KIN } from './householdAlong';

export type Aboutness = 'user' | 'world' | 'request';

/** First-person singular words and possessives, and "our" (generic "we" is humanity: "why do we dream?"). */
const LATIN_FIRST_PERSON = new Set([
  // en
  'i',
  'me',
  'my',
  'mine',
  'myself',
  'our',
  'ours',
  "i'm",
  "i've",
  "i'd",
  "i'll",
  // de
  'ich',
  'mich',
  'mir',
  'mein',
  'meine',
  'meinen',
  'meinem',
  'meiner',
  'meines',
  'unser',
  'unsere',
  'unseren',
  'unserem',
  'unserer',
  'unseres',
  // fr
  'je',
  "j'",
  'moi',
  'mon',
  'ma',
  'mes',
  'notre',
  // es / pt / it
  'yo',
  'mi',
  'mis',
  'mío',
  'mía',
  'míos',
  'mías',
  'eu',
  'mim',
  'comigo',
  'meu',
  'meus',
  'minha',
  'minhas',
  'io',
  // "our" as English and German count it ("nos" is also Spanish and Portuguese "us", so it stays out)
  ...['o', 'a', 'os', 'as'].flatMap((ending) => [`nuestr${ending}`, `noss${ending}`]),
  ...['o', 'a', 'i', 'e'].map((ending) => `nostr${ending}`),
  // es / pt / it verbs in the first person: these languages drop the pronoun ("¿qué puedo pedir…?")
  'puedo',
  'debo',
  'quiero',
  'necesito',
  'posso',
  'devo',
  'quero',
  'preciso',
  'voglio',
  'vorrei',
  'potrei',
  'dovrei',
  // …and the commonest verbs in the first person singular: do, have, go ("como faço…?", "tengo pulgón")
  'faço',
  'tenho',
  'vou',
  'hago',
  'tengo',
  'voy',
  'faccio',
  'vado',
  'mio',
  'mia',
  'miei',
  'mie',
  // ru: the pronoun, "my" and "our" in every case, and modal verbs (firstPersonForms.ts)
  ...RUSSIAN_FIRST_PERSON,
]);

const ZH_AFTER = '(?=\\p{Script=Han}|[，、,])(?!节|節)';
const JA_AFTER = '(?=[がはのにとも])';
const KO_AFTER = '(?=이|가|은|는|을|를|한테|에게|께서|께|의|도|랑|와|과|하고|\\s)';

/**
 * Chinese, Japanese and Korean drop the possessive before family: a kinship word opening the question or a
 * clause ("女儿想…", "外婆八十多岁了", "息子が…", "弟は…", "아들이…") is the user's own relative.
 */
export const KIN_OPENING = new RegExp(
  `(?:^|[，。、！？,.!?\\s])(?:(${ZH_KIN})${ZH_AFTER}|(${JA_KIN})${JA_AFTER}|(${KO_KIN})${KO_AFTER})`,
  'gu',
);

/**
 * A kinship word after a place or a condition and a possessive ("東京の弟は…", "上海的姐姐…", "서울의 언니…"): the place
 * says which of the user's relatives it is (describingModifiers.ts), so the relative is the user's as at an opening.
 */
const DESCRIBED_KIN = new RegExp(
  `(\\p{Script=Han}{1,6})(?:の(?:${JA_KIN})${JA_AFTER}|的(?:${ZH_KIN})${ZH_AFTER})|(\\p{Script=Hangul}{1,6})의 (?:${KO_KIN}|언니|오빠|누나|동생)${KO_AFTER}`,
  'gu',
);
/** Any end of the run before the possessive may be the place ("住在上海的姐姐" → 上海). */
const namesDescribedKin = (text: string): boolean =>
  [...text.matchAll(DESCRIBED_KIN)].some((m) => {
    const run = m[1] ?? m[2] ?? '';
    return [...run].some((_, k) => describesRatherThanOwns(run.slice(k)));
  });

const KIN_OPENS = new RegExp(KIN_OPENING.source, 'u');

/** A word alternation with letter boundaries (`\\b` knows only ASCII letters: "ayúdame", "помоги"). */
const bounded = (alternation: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, 'u');

/** Requests addressed to the assistant for the user: advice, a plan, a recommendation, a task. */
const LATIN_FOR_ME = bounded(
  'help me|give me|tell me|show me|make me|plan me|find me|recommend(?:ed)?|suggest(?:ion)?s?|what should (?:i|we)|should i|' +
    // "when should Donna come out…": a modal of advice after a question word asks what to do, not what is
    '(?:when|where|how (?:long|often|much|many)) should|' +
    // "we" with a modal of advice is the user's household, not humanity ("Worauf sollten wir achten?")
    'should we|sollten wir|sollen wir|müssen wir|devons-nous|devrions-nous|debemos|deberíamos|devemos|deveríamos|dobbiamo|dovremmo|' +
    'can i|how (?:do|can|should) i|' +
    // German asks what to do with a question word, a verb and "ich" ("Was schenke ich…?", "Wohin fahre ich…?")
    '(?:was|wie|wo|wohin|womit|welche\\p{L}*)\\s+\\p{L}+\\s+ich(?=\\s|[?？]|$)|' +
    'hilf mir|empfiehl|empfehl\\p{L}*|soll ich|aide-moi|conseill\\p{L}*|recommand\\p{L}*|ayúdame|ayudame|recomiénda\\p{L}*|recomienda\\p{L}*|me ajude|me ajuda|recomende|aiutami|consiglia\\p{L}*|consigli\\p{L}*|помоги\\p{L}*|посоветуй\\p{L}*|порекомендуй\\p{L}*|' +
    `${RUSSIAN_ADVICE_INFINITIVE}|` +
    // Asking for tips or ideas is asking for advice ("any training tips?", "project ideas?", "des conseils ?")
    '(?:\\p{L}+ )?(?:tips|ideas|advice)(?= *[?？]|$)|any (?:\\p{L}+ )?(?:tips|ideas|advice)|des conseils|des idées|ideas para|idee per|dicas|ideias para|tipps|советы|идеи',
);

/**
 * Russian drops the possessive before family too: a bare kinship noun in any case ("у мужа подагра", "мама
 * забывает…", "торт на день рождения жены") is the user's own relative. Read after the world frames, so "кто была
 * жена Пушкина" stays the world's.
 */
const RUSSIAN_KIN =
  /(?<![\p{L}\p{N}])(?:мам[аыеуо]й?|пап[аыеуо]й?|муж(?:а|у|ем)?|жен(?:а|ы|е|у|ой)|доч(?:ь|ери|ерью|к[аиеу]|кой)|сын(?:а|у|ом)?|бабушк(?:а|и|е|у|ой)|дедушк(?:а|и|е|у|ой)|сестр(?:а|ы|е|у|ой)|брат(?:а|у|ом)?)(?![\p{L}\p{N}])/u;

/**
 * A Korean request addressed to the assistant ("알려 주세요", "계획 세워줘", "해 줄래?") asks for the user, as "tell me"
 * and "give me" do (LATIN_FOR_ME); read after the world frames, so "김치의 역사를 알려 주세요" stays the world's. Japanese
 * "…について教えて" (tell me about) asks about a thing, so Japanese requests are left to the other rules.
 */
const KOREAN_REQUEST = /주세요|\p{Script=Hangul}\s?줘(?:요)?(?=$|[\s.?!？])|줄래/u;

/**
 * A question asking permission ("may I…?": Japanese "…てもいい？", "…ても大丈夫？", Korean "…도 돼요?", "…도 될까요?",
 * "…도 괜찮아요?", Chinese "能…吗", "可以…吗") asks whether the asker may do it, to someone of their household or a part of their body ("犬に鶏肉を
 * あげてもいい？"). Only the concept bridge reads it (conceptBridge.ts): as aboutness it let single words of other
 * memories in. "何でもいい" (anything will do) is no permission.
 */
export const asksPermission = (text: string): boolean => PERMISSION.test(text);
const PERMISSION =
  /(?<!何)[てで]も(?:いい|良い|大丈夫|かまわない|構わない)|\p{Script=Hangul}[도](?:\s)?(?:돼|되나|될까|괜찮)|(?:能|可以)[^，。？！,.?!]{1,12}吗/u;

/** Chinese, Japanese and Korean first person and requests for oneself (CJK has no word spaces: substrings). */
const CJK_FOR_ME = new RegExp(
  String.raw`我|咱|帮我|给我|推荐|建议|我该|私|僕|俺|わたし|自分|うちの|おすすめ|オススメ|勧め|いいと思う|いいですか|いいかな|いいでしょうか|べき|나는|나에게|나한테|내가|내 |저는|제가|저에게|우리|추천|좋을까|할까|어떨까` +
    // Korean's humble "my" (제 망원경, 저의 차), not the end of a word (문제, 숙제) nor an ordinal (제 1장)
    String.raw`|(?<!\p{Script=Hangul})(?:제|저의) (?=\p{Script=Hangul})` +
    // "what should I do": 怎么办, どうしたら(いい), どうすれば, 어떻게 해야, 도와주죠
    String.raw`|怎么办|どうしたら|どうすれば|어떻게 해야|도와주` +
    // "why would that be" after a situation the user describes: 왜 그럴까요, 怎么回事, なんでだろう
    String.raw`|그럴까|그런 걸까|怎么回事|なんでだろう|どうしてだろう`,
  'u',
);

/** Encyclopedic frames: definitions, history, origins, how things work (or a substance acts), facts about others. */
const LATIN_WORLD =
  /^(?:what (?:is|are|was|were|does|do|did|gives|makes|causes|caused|happened|happens|year|century|kind of)|what \p{L}+ (?:did|was|were) |what's|who|whom|whose|when|where (?:is|are|was|were|did|does)|why|how (?:does|do|did|is|are|was|were|many|much|long|big|tall|far|old|fast|large|high|deep|often)|which .* (?:did|was|were)|is an? |is the |are the |are there|which (?:company|companies|country|countries|brand|firm|city)|(?:what|which) \p{L}+ (?:is|are|was|were) \p{L}+(?:ed|en) |in what year|was |were |was ist|was sind|was war|wer |wann |warum|wieso|weshalb|wie viele|wie viel|wie funktioniert|wie wirk(?:t|en)|wie entsteht|wie heißt|wie (?:groß|alt|lange|hoch|weit|schnell|wird|werden|wurde|kommt)|wie \p{L}+(?:en|t) (?:der|die|das|ein|eine|kinder|menschen|leute|man)(?![\p{L}])|worum|wo |woher|welche rolle|was kann man|qu'est-ce|qu’est-ce|qui |quand |pourquoi|combien|comment (?:fonctionne|fabrique|marche|se forme|agit|agissent)|comment \p{L}+(?:-t)?-on(?![\p{L}])|quel(?:le)?s? (?:est|sont)|comment s(?:e |')\p{L}+(?<!er|ir|re|oir)(?![\p{L}])|que (?:\p{L}+ent|sont|est|signifie|font) |où |d'où|qué (?:es|son|pasó|significa|simboliza|hay)|que es|qu[ée] se puede|quién|quien|cuándo|cuando|por qué|cuál|cuánt[oa]s?|cómo funciona|cómo act[úu]an?|cómo se|dónde|de dónde|o que |quem |quando |por que|quant[oa]s?|qual (?:é|foi)|quais (?:são|eram|foram)|como (?:é|são|se|funciona|foi|surgiu|age|agem|atua|atuam)|onde|de onde|che cos|cos'è|cosa |chi |quando |perché|quant[oiae]|qual è|quali (?:sono|erano|furono)|come (?:si|è|funziona|nasce|agisce|agiscono)|dove|da dove|что такое|что |кто |когда |почему|зачем|сколько|где |как работает|как действу(?:ет|ют)|как устроен\p{L}*|из чего|как[оиа][яйеевм]? |каков|откуда|отчего|от чего)/u;

/** A thing's history, origin, invention or founding, in the ten languages. */
const ORIGIN_WORDS =
  'history of|origin of|invent(?:ed|or)|founded|discovered|built|meaning of|symbol(?:ism)? of|geschichte|erfunden|gegründet|histoire|inventé|fondée?|historia|origen|inventó|fundó|história|origem|inventou|storia|origine|inventat[oa]|fondat[oa]|история|изобр[её]л|основан[аоы]?';
/** World-question words anywhere in the question (history, origin, invention, meaning). */
const LATIN_WORLD_ANYWHERE = bounded(
  `${ORIGIN_WORDS}|${CONDITION_FACTS_LATIN}|` +
    // past tense telling what happened: history, whoever asks it
    // since when, and what something is for
    'in what year|in welchem jahr|en quelle année|en qué año|em que ano|in che anno|в каком году|since when|seit wann|wozu dient|depuis quand|à quoi sert|desde cuándo|para qué sirve|desde quando|para que serve|da quando|a cosa serve|с каких пор|для чего нужн\\p{L}*|' +
    // a comparison of two things of the world ("framework vs library, what's the difference")
    "(?:what'?s|what is) the difference|difference between|unterschied zwischen|différence (?:y a-t-il )?entre|diferencia (?:hay )?entre|diferença (?:há |tem )?entre|differenza (?:c'è )?(?:tra|fra)|разница между|" +
    // a share of a population: a statistic of the world ("¿qué porcentaje de familias tiene perro?")
    'what percentage|what proportion|what share of|how many percent|wie viel prozent|wieviel prozent|welcher anteil|quel pourcentage|quelle proportion|qué porcentaje|qué proporción|que percentagem|que porcentagem|que proporção|che percentuale|quale percentuale|che proporzione|какой процент|какая доля|сколько процентов|' +
    // the age of a building or a work: its period or century ("de quelle époque date-t-elle ?", "какого века")
    'what century|which century|what period|aus welche[mr] (?:zeit|epoche|jahrhundert)|de quelle époque|de quel siècle|de quand date|date-t-(?:il|elle)|de qué (?:época|siglo)|de que (?:época|século)|di (?:che|quale) (?:epoca|secolo)|какого века|какой эпохи|к какому веку|' +
    // what causes a thing, where the question word alone does not say it
    'qué (?:causa|provoca)|was verursacht|' +
    // what a thing is made of
    'made (?:of|from)|woraus|en quoi est|de quoi est fait|de qu[ée] (?:est[áa]n?|es|son|é|são) (?:hech|feit)|di (?:cosa|che) (?:è|sono) fatt|из чего|' +
    '\\p{L}+ vs\\.? \\p{L}+|' +
    'start(?:ed)? (?:making|selling|producing|building)|(?:been|were|was) sold|owns|why did|how did|' +
    // what other people usually do
    '(?:do|did) people|people in|' +
    // what something became
    'became|devenu[es]?|se convirtió|virou|tornou-se|divenne|diventat[oa]|' +
    'wurden?|spielte|entstand|a été|fut|fue|fueron|pasó|construyó|surgió|foi|foram|construíd[oa]|surgiu|fu|furono|è stat[oa]|costruit[oa]|был[аио]?|построил|основал|придумал|вошл[аи]|вош[её]л|' +
    // what happened, in the French that asks it ("que s'est-il passé à Brest…", "qu'est-ce qui s'est passé")
    "s'est-il passé|s'est passé|se passe-t-il|" +
    // European Portuguese asks why with "porque é que" ("porque é que o fado…")
    'porque é que|por que é que|' +
    // a question word and a verb in the third person plural with its subject after it asks what others do: "¿qué comen las
    // familias…?", "o que comem os portugueses", "как в России празднуют…" (the user's own household says "we" or "my")
    '(?:qué|que|cómo|como)\\s+\\p{L}{3,}(?:an|en|am|em)\\s+(?:los|las|os|as)|как(?:\\s+\\p{L}+){0,3}\\s+\\p{L}{3,}(?:ют|ят)',
);

const CJK_WORLD = new RegExp(
  `${CONDITION_FACTS_CJK}|` +
    String.raw`何でできて|何で作られ|뭘로 만들|무엇으로 만들|어떤 사람이|어떤 인물|どんな人物|什么样的人物|百分之多少|多大比例|何パーセント|何割|몇 ?퍼센트|몇 ?프로|이유|원인|의 차이|理由|原因|の違い|違いは|차이가|차이는|차이점|是谁|谁(?:发明|创办|创立|写|建|画|是|的)|做什么用的|[用由]什么(?:材料|做)|传说|典故|創業|創立|発明|哪一年|哪年|什么时候|历史|起源|由来|原理|作用机[制理]|起作用|作用機序|どう効く|どのように作用|작용 기전|작용 원리|어떻게 작용|是什么|什么是|为什么|有多(?:长|高|大|远|少)|多少|什么意思|寓意|区别|怎么(?:形成|工作|做的|制作|来的)|是怎么|哪个朝代|哪里|哪儿|哪位|在哪|哪个(?:国家|城市|地方)|讲了什么|讲的是什么|后来|その後|どうなった|どういう意味|무슨 뜻|原产|怎么区分|[高低大小多少长短贵]吗|とは|なぜ|いつ|誰|歴史|由来|起源|何ですか|どこ|どうやって|どうな[るり]|いくつ|何人|どのくらい|どんな(?:話|意味|影響|仕事)|何(?:種類|年|個|回|歳|[台人本枚匹杯度倍位番円点]|\p{Script=Katakana})|どれ[くぐ]らい|仕組み|有哪些|哪些|哪家|最初の|무엇|누구|누가|언제|왜|역사|유래|원리|발명|설립|창립|만들었|생겼|생기나요|개항|몇 |有几[个种位座条家所次天年]|사람들|보통 |어디에서|어디서|인가요|되나요|되었나요|됐나요|개발한|开发的|研发的|哪个年代|什么年代|哪个世纪|何世紀|いつの時代|どの時代|몇 세기|어느 시대`,
  'u',
);

const WORD = /[\p{L}\p{M}'’-]+/gu;

/** Asks for something for the user: advice, a plan, a recommendation ("what should I…", "推荐", "おすすめ"). */
const CJK_ADVICE = new RegExp(
  String.raw`推荐|建议|我该|帮我|给我|该怎么|怎么办|好呢|おすすめ|オススメ|추천` +
    // "what would be good to…", "what should I…" as Japanese and Korean endings: …たらいい, …ればいい, …べき;
    // …면 좋을까, …해야 할까, …하면 될까, 어떻게 하면
    String.raw`|たらいい|ればいい|ばいいか|といいかな|べきか|べき？|면 좋을까|면 좋을지|해야 할까|하면 될까|어떻게 하면`,
  'u',
);
export const asksForAdvice = (text: string): boolean => LATIN_FOR_ME.test(text) || CJK_ADVICE.test(text);

/** Asks what something is, or who made it and when: a definition, an invention, a history. */
const DEFINITION = bounded(
  'what is an?|what are|who (?:was|is|were|designed|created|made|wrote|invented|founded|built)|introduc\\p{L}*|launch(?:ed)?|designed|' +
    'was ist (?:ein|eine|der|die|das)|wer (?:war|ist|waren)|qui (?:était|est|a été)|quién (?:era|es|fue)|quem (?:era|é|foi)|chi (?:era|è|fu)|кто (?:был|была|такой|такая)|' +
    // how a thing of nature forms
    'wie entsteh\\p{L}*|how (?:is|are) \\p{L}+ formed|comment se forme|cómo se forma|como se forma|come si forma|как образу\\p{L}+|' +
    // "qu'est-ce qu'on apporte" asks what one brings, not what a thing is
    "qu'est-ce qu(?!'on )|cos'è|che cos'è|qué es|o que é|что такое|とは|是什么|什么是|누가|무엇인가|" +
    // a comparison or a thing's fame is a definition too ("the difference between…", "what is … famous for?")
    "difference between|unterschied zwischen|différence (?:y a-t-il )?entre|diferencia (?:hay )?entre|diferença (?:há |tem )?entre|differenza (?:c'è )?(?:tra|fra)|разница между|" +
    'compared? (?:to|with)|comparée?s? (?:à|avec)|comparad[oa]s? (?:con|com|a)|confrontat[oa] con|im vergleich (?:zu|mit)|verglichen mit|по сравнению с|' +
    'famous|known for|berühmt|célèbre|famos[oa]|знамени\\p{L}+|' +
    // …and so is where a thing comes from
    "woher|d'où|de dónde|de onde|da dove|откуда|comes? from",
);
/** Asks how many or how big: a count of the world (sales, population, market size), not the user's own thing. */
const QUANTITY =
  /(?<![\p{L}])(?:how many|how much|wie viele|wie viel|combien|cuánt[oa]s?|quant[oaie]s?|сколько)(?![\p{L}])|多少|有多[大少]|何台|何人|몇 /u;
/** Past tense, a comparison, what a thing is made of, what others do, a record of the world: a world frame anywhere in the question. */
export const asksWorldAnywhere = (text: string): boolean =>
  LATIN_WORLD_ANYWHERE.test(text) || asksWhatOthersDo(text.replace(/^[\s¿¡"'“”«»]+/u, '')) || asksWorldRecord(text);
export const isEncyclopedic = (text: string): boolean => LATIN_WORLD_ANYWHERE.test(text) || QUANTITY.test(text) || asksDefinition(text);
const ORIGIN = bounded(`${ORIGIN_WORDS}|основал\\p{L}*|придумал\\p{L}*`);
/** What a thing is, where it comes from, who founded or invented it, how it compares: not what someone did or how much. */
export const asksDefinition = (text: string): boolean =>
  ORIGIN.test(text) ||
  DEFINITION.test(text) ||
  asksWhatItIs(text) ||
  asksWhichOfTwo(text) ||
  /発明|創業|創立|発売|发明|创办|创立|开发的|研发的|起源|历史|歴史|역사|발명|생겼|처음|최초|最初|창업|区别|違い|차이|有名|유명|得名|名前の由来|이름의 유래/u.test(
    text,
  );

/** Inverted punctuation and accented letters English does not write: the question is in another language. */
const OTHER_LANGUAGE_MARKS = /[¿¡áéíóúñàèìòùçãõâêôäöüßœ]/u;

/** A possessive written capitalised inside a sentence is part of a title ("The Fault in Our Stars", "Mon Oncle"). */
const TITLE_POSSESSIVE =
  /(?<=[\p{L}\p{N},;:'"«“] +)(?:My|Our|Mein|Meine|Unser|Unsere|Mon|Ma|Mes|Mi|Mis|Meu|Minha|Mio|Mia|Мой|Моя|Наш|Наша)(?=\s+\p{Lu})/gu;

/** The raw question with title possessives taken out, so that a title names no one's own thing. */
export const withoutTitleWords = (raw: string): string => raw.replace(TITLE_POSSESSIVE, 'the');

/** English auxiliaries and modals (a closed class): after one, "i" is the English subject. */
const ENGLISH_AUXILIARIES = new Set([
  'am',
  'can',
  'could',
  'should',
  'would',
  'will',
  'shall',
  'may',
  'might',
  'must',
  'do',
  'did',
  'have',
  'had',
  'was',
  'need',
  'want',
]);

/** `text` is the question after recall normalisation (NFKC, lower case). */
export function classifyAboutness(text: string): Aboutness {
  // "Can you tell me …", "你能告诉我…": the world question after the frame is the world's (politeAsks.ts).
  const rest = afterPoliteAsk(text);
  if (rest !== undefined && classifyAboutness(rest) === 'world') return 'world';
  const reading = readAboutness(text);
  return reading === 'request to the assistant' ? 'user' : reading;
}

/**
 * The question is the user's only as a Korean request to the assistant ("…알려 줘"): it asks on the user's behalf,
 * but no first-person word or relative says that what it names is the user's own ("밀라 쿠니스가 나온 영화 알려 줘").
 */
export const onlyRequestsOfAssistant = (text: string): boolean => readAboutness(text) === 'request to the assistant';

/** The verb of a Korean request to the assistant ("알려" of "알려 줘", "찾아" of "찾아주세요"): the asking, no topic. */
export const koreanRequestVerbs = (text: string): string[] =>
  [...text.matchAll(KOREAN_REQUEST_VERB)].map((m) => m[1] ?? '').filter((v) => v.length > 0);
const KOREAN_REQUEST_VERB = /(?<!\p{Script=Hangul})(\p{Script=Hangul}+?)\s?(?:주세요|줘(?:요)?(?=$|[\s.?!？])|줄래)/gu;

function readAboutness(text: string): Aboutness | 'request to the assistant' {
  const words = (text.match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));
  // Lower-case "i" is the English pronoun only in English: Italian's article (i biscotti), a regnal number (Luís I);
  // before an English auxiliary it is the pronoun whatever else the sentence holds ("…at the dragão i can take rui to").
  // Portuguese "eu" is the pronoun only outside English, where EU is the European Union ("how is the EU budget decided").
  const english = () => !OTHER_LANGUAGE_MARKS.test(text) && detectStemLanguage(splitRuns(text)) === undefined;
  const englishOnly = () => english() && words.some((x) => isFunctionWordOf(x, 'en') && !isFunctionWordOf(x, 'pt'));
  const otherLanguage = (w: string, next: string | undefined) =>
    (w === 'i' && !ENGLISH_AUXILIARIES.has(next ?? '') && !english()) || (w === 'eu' && englishOnly());
  const firstPerson = words.some(
    (w, i) => (LATIN_FIRST_PERSON.has(w) && !otherLanguage(w, words[i + 1])) || LATIN_FIRST_PERSON.has(w.split("'")[0] + "'"),
  );
  const start = text.replace(/^[\s¿¡"'“”«»]+/u, '');
  if (
    firstPerson ||
    LATIN_FOR_ME.test(text) ||
    CJK_FOR_ME.test(text) ||
    dropsFirstPersonPronoun(start) ||
    asksHouseholdPlan(start) ||
    KIN_OPENS.test(withoutRelationHolidays(text)) ||
    withHousehold(withoutRelationHolidays(text)) ||
    namesDescribedKin(text)
  )
    return 'user';
  if (
    LATIN_WORLD.test(start) ||
    LATIN_WORLD_ANYWHERE.test(text) ||
    CJK_WORLD.test(text) ||
    asksHowThingIsMade(text) ||
    asksAboutAWord(text) ||
    asksWhatItIs(text) ||
    asksWhichOfTwo(text) ||
    asksWhatOthersDo(start) ||
    asksWorldRecord(text) ||
    asksSynopsis(text)
  )
    // …unless the asker states their own wish or step beside it ("イワナを釣りたい。解禁はいつから？": askerEndings.ts), or
    // asks it with "je" after the verb ("Quand dois-je tailler…?": firstPersonForms.ts).
    return speaksForAsker(text) || words.some(isInvertedFrenchI) ? 'user' : 'world';
  if (RUSSIAN_KIN.test(text)) return 'user';
  return KOREAN_REQUEST.test(text) ? 'request to the assistant' : 'request';
}
