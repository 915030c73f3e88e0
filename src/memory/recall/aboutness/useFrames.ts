// Using a specific thing: taking it with something (with coffee, on an empty stomach, together with another drug), a
// dose or how many a day, skipping or forgetting it, how long before or after. Such a question names no one ("A
// levotiroxina deve ser tomada com o estômago vazio?", "Что будет, если пропустить левотироксин?"), yet the one who
// asks uses the thing. Symptoms, causes, heredity, history and differences are the encyclopedia's and stay out.
// Judged on the question after recall normalisation (NFKC, lower case), in the ten languages.

const WORDS = (n: number) => String.raw`(?: [\p{L}\p{N}'’-]+){0,${n}}`;
const bounded = (alternation: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})`, 'u');

/** Skipping, missing or forgetting a dose. */
const SKIP = String.raw`skip(?:ped|ping)?|miss(?:ed)? (?:a |one |my )?(?:dose|pill|tablet|day)|forg[eo]t(?:ten)? (?:to take|a dose|the pill)|verg(?:ess|iss|aß)\p{L}*|auslass\p{L}*|ausgelassen|oubli\p{L}*|olvid\p{L}*|saltar(?:me|se)?|esquec\p{L}*|pular|dimentic\p{L}*|saltare|пропуст\p{L}*|пропуск\p{L}*|забы\p{L}*`;
/** Taking it with or without something: together, with coffee or food, on an empty stomach, an interaction. */
const WITH = String.raw`together with|at the same time as|on an empty stomach|with (?:food|meals?|coffee|milk|alcohol|grapefruit)|interact\p{L}*|zusammen mit|gleichzeitig mit|nüchtern|wechselwirkung\p{L}*|en même temps que|à jeun|interaction\p{L}*|junto (?:con|com)|al mismo tiempo que|ao mesmo tempo que|en ayunas|em jejum|est[oô]mago vazio|interacci\p{L}*|intera[çc][ãa]o|insieme (?:a|al|alla|con)|a digiuno|a stomaco vuoto|interazion\p{L}*|вместе с|одновременно с|натощак|совмест\p{L}*|сочета\p{L}*|взаимодейств\p{L}*|при при[её]ме`;
/** A dose, or how much or how many of it a day. */
const DOSE = String.raw`dos(?:e|es|age|is|ierung|agem|aggio)|доз(?:а|у|ы|ировк\p{L}*)|posologie|(?:how (?:much|many)|wie viele?|combien|cuánt[oa]s?|quant[oaie]s?|сколько)${WORDS(4)} (?:a day|per day|pro tag|am tag|par jour|al día|por día|por dia|al giorno|в день)`;
/** How long before or after it. */
const TIMING = String.raw`how long (?:before|after)|wie lange (?:vor|nach)|combien de temps (?:avant|après)|cuánto tiempo (?:antes|después)|quanto tempo (?:antes|depois|prima|dopo)|через сколько|за сколько`;
const LATIN_USE = bounded([SKIP, WITH, DOSE, TIMING].join('|'));

/** Chinese, Japanese, Korean: forgetting a dose, taking it together, how many a day, an empty stomach, resuming. */
const CJK_USE =
  /漏吃|漏服|忘了吃|忘记吃|一起吃|同时吃|一起服用|同时服用|一起喝|空腹|剂量|用量|一天[几吃喝]|飲み忘れ|併用|飲み合わせ|食べ合わせ|一緒に(?:飲|食べ)|一日何|服用量|いつから再開|[をがは]?飲んでいる(?:けど|が|のに)|깜빡|빼먹|같이 (?:먹|복용)|함께 (?:먹|복용)|병용|빈속|공복|복용량|하루에 몇/u;

/** `text` is the question after recall normalisation. */
export const asksUse = (text: string): boolean => LATIN_USE.test(text) || CJK_USE.test(text);
