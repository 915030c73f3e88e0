// A question about a word itself, its origin or what it means, is the world's: the word is the topic, not the user's
// thing it names («ペコリーノ」の語源は？ is no question about the user's pecorino). Etymology in the ten languages,
// "where does the word … come from", and the frames that ask a word's meaning (〜の意味は, 뜻이 뭐야, 是什么意思,
// was bedeutet, que signifie). A first person keeps it the user's: aboutness.ts reads that first ("what does my
// doctor's word X mean for me").

/** Etymology and a word's origin or meaning asked in Latin or Cyrillic letters (after recall normalisation). */
const LATIN_WORD_QUESTION =
  /(?<![\p{L}])(?:etymolog\p{L}*|étymolog\p{L}*|etimolog\p{L}*|этимолог\p{L}*|where does the word|(?:what|which) word|was bedeutet|woher kommt das wort|d'où vient le mot|de dónde viene la palabra|de onde vem a palavra|da dove viene la parola|откуда (?:произошло|пошло|взялось) слово|что (?:означает|значит) слово|que veut dire|qué quiere decir|o que quer dizer|cosa vuol dire)(?![\p{L}])/u;

/** The same in Chinese, Japanese and Korean: 語源, 词源, 字源, 어원, the meaning of a word asked (の意味は, 뜻이 뭐, 什么意思). */
const CJK_WORD_QUESTION =
  /語源|语源|詞源|词源|字源|어원|言葉の由来|単語の由来|の意味は|ってどういう意味|って何の意味|뜻이 뭐|뜻은 뭐|무슨 뜻|의미가 뭐|무슨 의미|什么意思|什麼意思|的意思是|的含义|的含義/u;

/**
 * How a word is said in a language or pronounced (session r52): the word is the topic as its meaning is. The
 * Romance "cómo se dice", "como se diz", "come si dice", "comment dit-on", "wie sagt man" and "how do you say" were
 * already world frames (aboutness.ts); these are the forms they missed: "how to pronounce", French "comment on dit"
 * and "comment se prononce", German "wie spricht man … aus", Russian "как сказать / как будет … по-…", "как перевести
 * слово", Chinese "…语怎么说", "怎么念", "怎么发音", Japanese "…語で何て言う", Korean "…어로 (치즈는) 뭐라고 해".
 * Not a pronunciation named as a noun ("パッチムの発音が苦手" is the learner's own trouble). A person after the frame's verb is no word ("跟老板怎么说" tells the boss, not a word), so Chinese and
 * Japanese need a language named before it, Korean a language ending in 어 or 말.
 */
const LATIN_SAYING =
  /(?<![\p{L}])(?:how to pronounce|how (?:do|would) you pronounce|comment (?:on )?(?:dit|prononce)|comment se prononce|comment prononcer|cómo pronunciar|como pronunciar|come pronunciare|wie spricht man|aussprache von|как (?:сказать|будет|произносится|произнести|пишется)(?:\s+\S+){0,4}\s+(?:по-\p{L}+ски|на \p{L}+ом)|как перевести(?:\s+\S+){0,2}\s+слово)(?![\p{L}])/u;
const CJK_SAYING =
  /[语語文](?:怎么说|怎麼說)|怎么念|怎麼念|怎么读|怎麼讀|怎么发音|怎麼發音|語で(?:何|なん)[てと]言|語で(?:何|なん)と言|[어말]로(?:는)? (?:\S+ ){0,2}뭐라고/u;

/** Asks about a word itself: its etymology, its meaning, how it is said or pronounced. `text` is the question after recall normalisation. */
export const asksAboutAWord = (text: string): boolean =>
  LATIN_WORD_QUESTION.test(text) || CJK_WORD_QUESTION.test(text) || LATIN_SAYING.test(text) || CJK_SAYING.test(text);
