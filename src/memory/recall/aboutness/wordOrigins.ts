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

/** Asks about a word itself: its etymology or its meaning. `text` is the question after recall normalisation. */
export const asksAboutAWord = (text: string): boolean => LATIN_WORD_QUESTION.test(text) || CJK_WORD_QUESTION.test(text);
