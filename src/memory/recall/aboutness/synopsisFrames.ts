// What a work is about — its plot, its subject, its synopsis — is asked of a book, a film, a play or a song of the
// world, as "what is X about" and "worum geht es" already were (aboutness.ts): "de quoi parle Ru de Kim Thúy", "¿de qué
// trata Cien años de soledad?", "sobre o que é Anna Karenina", "di cosa parla il Gattopardo", "о чём роман «…»",
// "『スペードの女王』のあらすじ", "这本书讲什么", "「미생」 줄거리". A first person still makes it the user's ("de quoi
// parle mon livre"), since aboutness reads the user first. Russian "о чём" also asks what to talk about ("о чём
// поговорить"), so it asks a synopsis only before a kind of work or a quoted title.

/** The synopsis frames of the Latin and Cyrillic scripts, as whole words of the question (lower case). */
const LATIN_SYNOPSIS =
  /(?<![\p{L}])(?:(?:de quoi (?:parle|parlent|traite|traitent)|de quoi ça parle|de qu[ée] (?:trata|tratan|va|van)|sobre (?:o )?que (?:é|são|trata|tratam|fala|falam)|do que (?:trata|tratam|fala|falam)|di (?:cosa|che) (?:parla|parlano|tratta|trattano))(?![\p{L}])|о ч[её]м (?:(?:эт[аои]т?\s)?(?:роман|книг[аи]|фильм|пьес[аы]|песн[яи]|опер[аы]|рассказ|повест[ьи]|сериал|поэм[аы]|стихотворени[ея]|сказк[аи]|балет|мультфильм|симфони[яи])(?![\p{L}])|[«"„“]))/u;
/** The synopsis words of Chinese, Japanese and Korean: a plot summary, what a work tells. */
const CJK_SYNOPSIS =
  /あらすじ|粗筋|どんな話|ストーリーは|讲了什么|讲的是什么|讲什么|講什麼|剧情|劇情|故事梗概|主要内容|줄거리|무슨 내용|어떤 내용|무슨 이야기/u;

/** The question asks what a work is about. `text` is the question after recall normalisation (NFKC, lower case). */
export const asksSynopsis = (text: string): boolean => LATIN_SYNOPSIS.test(text) || CJK_SYNOPSIS.test(text);
