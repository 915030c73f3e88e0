// A practical question asks what to do, not how the world is: how often to repot a bonsai, how much salt for 20 kg
// of miso, whether an extractor is worth it for 14 hives, "quanto tempo de fogo pra 15 pessoas", "味噌20キロに塩は何キロ
// 必要？". It names no one, so aboutness.ts reads many such questions as the world's ("how much", "when", "quanto"),
// though the asker will do the task. Read by grammatical frame in the ten languages: an infinitive after a question
// word, a quantity or duration for a stated task or amount, the cost of doing something, a need, sufficiency or worth,
// the best time or way to do it, and a modal with a generic subject (you, one, man, on, si, можно) or an obligation.
// How things work, meanings, histories, records and what others do are read by aboutness.ts and stay the world's.
// Judged on the question after recall normalisation (NFKC, lower case).

const bounded = (alternation: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, 'u');
const WORDS = (n: number) => String.raw`(?: [\p{L}\p{N}'’²-]+){0,${n}}`;

/** English infinitive after a question word: "how often to repot", "when to sow", "what to bring", "which bus to take". */
const EN_INFINITIVE = String.raw`^(?:how(?: (?:often|long|much|many|far|early|late|soon|best))?|when|where|what|which(?: \p{L}+){1,2}|whether) to \p{L}+`;
/** English quantity or duration for a task with no finite verb: "how much salt for 20 kg", "how long in the cooker for pinhão". */
const EN_QUANTITY_FOR = String.raw`^how (?:much|many|long|often)(?:(?! (?:is|are|was|were|does|do|did|has|have|had|can|could|will|would)(?![\p{L}])) [\p{L}\p{N}'-]+){0,6} (?:for|per) `;
/** A modal with the generic subject: "how do you get a pill into…", "can you freeze…", "should one…", "is it safe to…". */
const EN_GENERIC = String.raw`^(?:(?:how|where|when|what) )?(?:do|can|should|could|must) (?:you|one) (?!call |mean |say )\p{L}+|^is it (?:ok|okay|safe|fine|too late|too early) to `;
/** Worth, enough, too much, need, cost, and the best moment or way to do it. */
const EN_WORTH = String.raw`worth it|worth (?:the (?:money|price|cost)|\p{L}+ing)|enough for|too (?:much|many|long|often) for|needed for|do you need|how much (?:does it|would it|will it) cost to|(?:best|right|ideal|good|cheapest|safest) (?:time|way|month|season|age|moment|temperature) (?:to|for)`;

/** Romance question words, and infinitives by language: -ar/-er/-ir (pt, es), -are/-ere/-ire (it), and French infinitive endings no present tense shares. */
const IBERIAN_WH = String.raw`(?:o que|que|quando|onde|como|qual|quanto|quanta|quantos|quantas|qué|cuándo|dónde|cómo|cuál|cuánto|cuánta|cuántos|cuántas)`;
const IBERIAN_INF = String.raw`\p{L}{2,}(?:ar|er|ir|ír)(?:lo|la|los|las|se|me)?`;
const ITALIAN_WH = String.raw`(?:cosa|che cosa|quando|dove|come|quale|quanto|quanta|quanti|quante)`;
const ITALIAN_INF = String.raw`\p{L}{2,}(?:are|ere|ire|rre)(?:lo|la|li|le|ne|si)?`;
const FRENCH_WH = String.raw`(?:que|quoi|quand|où|comment|combien)`;
const FRENCH_INF = String.raw`\p{L}{2,}(?:er|ir|oir|dre|tre|vre|aire|uire|oire|crire|lire|ompre)`;
const ARTICLE = String.raw`(?:un|une|le|la|les|el|los|las|o|a|os|as|il|lo|gli|i|um|uma|l'|du|des|do|da|no|na|num|numa)(?![\p{L}])`;
/** A question word, at most one word (a noun: "quanto gengibre colocar", "combien de temps cuire"), then the infinitive. */
const romanceInfinitive = (wh: string, inf: string) => String.raw`^${wh}(?: (?:de |d'|di )?(?!${ARTICLE})[\p{L}'’]+)? ${inf}(?![\p{L}'’])`;
/** Romance quantity for a task, verbless: "combien de sucre … pour", "quanto tempo de fogo pra", "cuánta sal para". */
const ROMANCE_QUANTITY_FOR = String.raw`^(?:combien|cuánt[oa]s?|quant[oaie]s?)${WORDS(8)} (?:pour|para|pra|per) `;
/** The cost of doing it: "quanto custa carregar…", "cuánto cuesta amarrar…", "combien coûte faire…", "quanto costa rifare…". */
const ROMANCE_COST = String.raw`^(?:quanto custa|cuánto cuesta|combien (?:ça )?coûte|quanto costa)(?: (?!${ARTICLE})[\p{L}\p{N}²]+){0,2} (?:${IBERIAN_INF}|${ITALIAN_INF}|${FRENCH_INF})(?![\p{L}])`;
/** Need, sufficiency, worth, the best way or time: "vale a pena", "vaut le coup", "servono per", "hace falta", "a forma mais barata de". */
const ROMANCE_WORTH = String.raw`vale a pena|vaut (?:le coup|la peine)|vale la pena|conviene|compensa|basta(?:no)? per|suffit|suffisant|suficiente|servono|serve per|ci vuole|ci vogliono|hace falta|se necesita|se precisa|precisa de|il faut|faut-il|besoin|(?:forma|maneira|jeito|manera|façon|moyen|modo|momento|época|moment) (?:mais|más|plus|più|la plus|il più) \p{L}+ (?:de|d'|di|per|para|pour)|(?:melhor|mejor|meilleure?|migliore?) (?:forma|maneira|jeito|manera|façon|moyen|modo|momento|época|hora|moment|période|periodo|mês|mes|mois|mese)`;
/** Generic subject with a modal: "combien on doit", "qu'est-ce qu'on apporte", "se puede", "hay que", "si può", "bisogna", "dá pra". */
const ROMANCE_GENERIC = String.raw`on (?:doit|peut|apporte|met|prend|fait)|se (?:puede|debe)|hay que|si (?:può|deve|devono|possono)|bisogna|pode-se|deve-se|dá (?:pra|para)|é preciso`;
/** Meaning and translation ask what a word is: "cosa vuol dire", "qué significa", "que veut dire". */
const MEANING = String.raw`vuol dire|vuole dire|quiere decir|veut dire|quer dizer|significa|signifie|means?|meaning`;

/** German: a modal with "man" (was sollte man sehen), a modal passive (wann muss … eingepackt werden), worth, need, quantity for a task. */
const DE_PRACTICAL = String.raw`(?:sollte|soll|muss|kann|darf|könnte|müsste|sollten|müssen|können|dürfen) man|^(?:wann|wie|wo|wie oft|wie lange)(?: \p{L}+)* (?:muss|sollte|soll|kann|darf|müssen|sollten)(?: \p{L}+)* \p{L}+(?:en|t) werden|lohnt (?:sich|es sich)|braucht man|benötigt man|reicht${WORDS(4)} für|am besten|^wie (?:viel|viele|lange|oft)(?: \p{L}+){0,2} für`;

/** Russian: a question word before an infinitive (когда сажать, как часто пересаживать, сколько соли класть), need, may, worth, better for. */
const RU_INF = String.raw`\p{L}+(?<!ост)(?:ать|ять|еть|ить|уть|ти|чь)(?:ся)?`;
const RU_PRACTICAL = String.raw`^(?:когда|как|где|куда|что|чем|какой|какую|какие|какое)(?: (?:лучше|часто|долго|правильно|нужно|можно|надо|обычно))? ${RU_INF}|^сколько(?: \p{L}+)? ${RU_INF}|(?<!^(?:зачем|почему)${WORDS(4)} )(?:нужн(?:о|а|ен|ы)|надо|можно|следует)|стоит ли|лучше (?:для|подходит)|подходит для|подойд[её]т`;

/** Chinese: how much is needed for it (要多少, 需要多少), worth (值得, 值不值), how often (多久一次), what … is good to use (用什么…好). */
const ZH_PRACTICAL = String.raw`(?:要|需要|得|放|加|用)[^，。？！?]{0,4}多少|值得|值不值|多久一次|(?:用|选|买|送|带)什么[^，。？！?]{0,8}(?:好|合适)`;
/** Japanese: a need (必要), an allowance (…ていい), a frequency (頻度), what to watch for (気をつけること), how much to put in (どれくらい入れる). */
const JA_PRACTICAL = String.raw`必要|要る|[てで](?:いい|良い)(?:の|ですか)?[？?]?$|頻度|気をつけること|注意すること|注意点|どれ[くぐ]らい[^。？！?]*(?:入れ|使う|あげ|与え|飲ませ|食べさせ)`;
/** Korean: an obligation (…해야 해, 뿌려야 해), what is right (적당, 알맞), need (필요), when or where to do or get it, permission (…도 돼요). */
const KO_PRACTICAL = String.raw`\p{Script=Hangul}야\s?(?:해|돼|하|되|할|될)|적당|적절|알맞|필요|(?:언제|어떻게|어디서)(?: \p{Script=Hangul}+)? (?:해요|하나요|해야|구해요|구하나요|사요|사나요)|도 (?:돼|될까|괜찮)|가치가 있|할 만해`;

const PRACTICAL = [
  EN_INFINITIVE,
  EN_QUANTITY_FOR,
  EN_GENERIC,
  romanceInfinitive(IBERIAN_WH, IBERIAN_INF),
  romanceInfinitive(ITALIAN_WH, ITALIAN_INF),
  romanceInfinitive(FRENCH_WH, FRENCH_INF),
  ROMANCE_QUANTITY_FOR,
  ROMANCE_COST,
].map((source) => new RegExp(source, 'u'));
const PRACTICAL_ANYWHERE = [EN_WORTH, ROMANCE_WORTH, ROMANCE_GENERIC, DE_PRACTICAL, RU_PRACTICAL].map(bounded);
const CJK_PRACTICAL = new RegExp(`${ZH_PRACTICAL}|${JA_PRACTICAL}|${KO_PRACTICAL}`, 'u');
const ASKS_MEANING = bounded(MEANING);

/** `text` is the question after recall normalisation. */
export function asksPractical(text: string): boolean {
  const start = text.replace(/^[\s¿¡"'“”«»]+/u, '').replace(/’/gu, "'");
  if (ASKS_MEANING.test(start)) return false;
  return PRACTICAL.some((re) => re.test(start)) || PRACTICAL_ANYWHERE.some((re) => re.test(start)) || CJK_PRACTICAL.test(start);
}
