import { canonicalize } from '../canonical';
import { whenCued } from '../cueScan';

// Words of belief, doubt and opinion that say how a lasting fact is held, not that it is guessed. They are read away
// before the rules run, as nowadaysStates.ts reads away a word of now:
// - a faith in German: "Ich glaube an Gott", "glaube nicht an Horoskope" is belief in something, as "believe in",
//   "crois en", "creo en", "credo in", "верю в" always were; "ich glaube," with a comma opens a guess and stays;
// - a hedge of the speaker's own over a lifelong trait: "I guess I've always been a cat person", "我大概这辈子都是猫派",
//   "私はたぶん一生猫派だ", "나는 아마 평생 고양이파일 거다", "Seguramente soy la persona menos madrugadora que conozco":
//   with "always", "all my life", 一辈子, 一生, 평생 or a rank among the people one knows, the hedge is modesty about a
//   trait, not a guess of the moment. Only in the first person: "the user has probably always been…" is the model's
//   guess about someone else and stays;
// - an opinion marker over a judgement of things: "secondo me Lisbona è la città migliore", "I think tabs are better
//   than spaces", "je pense que Lisbonne est la meilleure ville", "думаю, табы лучше пробелов": a firm opinion the user
//   holds. Only with a comparison or a superlative, and with no person in the sentence: "secondo me l'utente è un
//   ingegnere", "I think she is the best candidate" judge a person and stay guesses.
// Case-sensitive where a capital marks a noun ("an Gott"). Input is canonical text (accents dropped, Cyrillic look-alikes read as Latin, 。 read as ".").

const canon = (source: string): string => canonicalize(source);
const SENTENCES = /[^.!?;！？；\n]+[.!?;！？；\n]*/g;

const FAITH_DE = new RegExp(
  canon(
    String.raw`(?<![\p{L}])[Gg]laub(?:e|st|t|en|te|ten)(?=\s+(?:(?:nicht|kein\p{L}*|fest|nur|wirklich|schon\s+immer|immer\s+noch|noch|mehr|nie|niemals|absolut|uberhaupt|sehr)\s+){0,3}an\s+(?:den|die|das|ein\p{L}*|\p{Lu}))`,
  ),
  'gu',
);

// English "I" only as a capital: Italian writes "i" as an article ("i tab").
const FIRST_PERSON_EN = /(?<![\p{L}])I(?:['’](?:ve|m|ll|d))?(?![\p{L}])/u;
const FIRST_PERSON = new RegExp(
  canon(
    String.raw`(?<![\p{L}])(?:ich|je|suis|yo|soy|he\s+sido|eu|sou|fui|io|sono|я)(?![\p{L}])|(?<![\p{L}])j['’]|我|私|僕|俺|自分|나는|난\s|내가|저는|제가`,
  ),
  'iu',
);
const OTHER_PERSON = new RegExp(
  canon(
    String.raw`(?<![\p{L}])(?:user|nutzer\p{L}*|benutzer\p{L}*|utilisat\p{L}*|usuari[oa]|utente|пользовател\p{L}*|he(?!\s+(?:sido|estado|tenido|vivido|hecho))|she|they|er|elle|ella|ele|ela|lui|lei|он|она|они)(?![\p{L}])|用户|用戶|ユーザー|사용자|他|她|彼|그는|그녀`,
  ),
  'iu',
);
const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;

const HEDGE = new RegExp(
  [
    canon(
      String.raw`(?<![\p{L}])(?:i\s+(?:think|guess|suppose|reckon)|i['’]d\s+say|maybe|perhaps|probably|possibly|vielleicht|wahrscheinlich|vermutlich|wohl|peut-etre(?:\s+que)?|sans\s+doute|probablement|quizas?|tal\s+vez|seguramente|probablemente|a\s+lo\s+mejor|talvez|provavelmente|se\s+calhar|acho\s+que|forse|probabilmente|наверное|наверно|возможно|пожалуй|вероятно)(?![\p{L}])`,
    ),
    canon(String.raw`大概|可能|也许|也許|或许|或許|估计|估計|たぶん|多分|おそらく|恐らく|아마도|아마|어쩌면`),
    // The Korean ending of a guess, "…일 거다", "…ㄹ 것이다", goes with 아마.
    String.raw`(?<=[\p{sc=Hangul}])\s?(?:거다|거야|것이다|것\s?같다)(?=[.\s]|$)`,
  ].join('|'),
  'giu',
);
const LIFELONG = new RegExp(
  [
    canon(
      String.raw`(?<![\p{L}])(?:always|all\s+my\s+life|my\s+whole\s+life|forever|for\s+life|ever\s+since|(?:person|one)\s+i\s+(?:know|have\s+ever\s+met|['’]ve\s+ever\s+met)|immer|mein\s+(?:ganzes\s+)?leben\s+lang|seit\s+(?:meiner\s+)?kindheit|von\s+klein\s+auf|(?:den|die|das)\s+ich\s+kenne|toujours|toute\s+ma\s+vie|a\s+vie|que\s+je\s+(?:connaisse|connais)|siempre|toda\s+(?:mi|la)\s+vida|de\s+por\s+vida|que\s+conozco|sempre|a\s+vida\s+(?:toda|inteira)|que\s+(?:eu\s+)?conheco|da\s+sempre|per\s+sempre|tutta\s+la\s+vita|a\s+vita|che\s+(?:io\s+)?(?:conosca|conosco)|всегда|всю\s+жизнь|навсегда|с\s+детства|кого\s+я\s+знаю)(?![\p{L}])`,
    ),
    canon(
      String.raw`这辈子|一辈子|這輩子|一輩子|一生|终身|終身|永远|永遠|从小|從小|向来|向來|我认识的人|我認識的人|昔から|生涯|子どもの頃から|子供の頃から|小さい頃から|知っている中で|평생|원래|어릴\s?때부터|어렸을\s?때부터|언제나|내가\s?아는\s?사람\s?중`,
    ),
  ].join('|'),
  'iu',
);

const MARKER = new RegExp(
  [
    canon(
      String.raw`(?<![\p{L}])(?:i\s+(?:(?:really|honestly|truly|genuinely|strongly|firmly|still|do)\s+)?(?:think|believe|feel|reckon|guess|suppose)(?:\s+that)?|in\s+my\s+(?:humble\s+)?(?:opinion|view)|imh?o|i['’]d\s+say|ich\s+(?:denke|glaube|finde|meine)|meiner\s+meinung\s+nach|meines\s+erachtens|je\s+(?:pense|crois|trouve)\s+qu(?:e|['’])|a\s+mon\s+avis|selon\s+moi|d['’]apres\s+moi|(?:yo\s+)?(?:creo|pienso|opino|considero)\s+que|en\s+mi\s+opinion|a\s+mi\s+(?:juicio|parecer)|me\s+parece\s+que|(?:eu\s+)?(?:acho|penso|creio|acredito|considero)\s+que|na\s+minha\s+opiniao|a\s+meu\s+ver|(?:io\s+)?(?:penso|credo|ritengo|trovo)\s+che|secondo\s+me|a\s+mio\s+(?:parere|avviso)|(?:я\s+)?(?:думаю|считаю|полагаю)|по-моему|по\s+моему\s+мнению|на\s+мой\s+взгляд|мне\s+кажется)(?![\p{L}])`,
    ),
    canon(
      String.raw`と(?:思う|思います|思っている|思ってる|考えている|考えてる)|我(?:觉得|覺得|认为|認為|感觉|感覺)|(?:라고|다고)\s?생각(?:한다|해|합니다)|내\s?생각에는?`,
    ),
  ].join('|'),
  'giu',
);
const JUDGEMENT = new RegExp(
  [
    canon(
      String.raw`(?<![\p{L}])(?:better|best|worse|worst|superior|inferior|overrated|underrated|beats?|nicer|nicest|besser|beste\p{L}*|schlechter|schlechteste\p{L}*|schonste\p{L}*|schoner|uberbewertet|meilleure?s?|mieux|pire|surcote\p{L}*|mejor(?:es)?|peor(?:es)?|sobrevalorad\p{L}*|melhor(?:es)?|pior(?:es)?|superestimad\p{L}*|migliore|migliori|meglio|peggiore|peggiori|peggio|sopravvalutat\p{L}*|лучше|лучш\p{L}+|хуже|худш\p{L}+|самы\p{L}+|переоцен\p{L}*)(?![\p{L}])|(?<![\p{L}])(?:more|less|plus|moins|mas|menos|mais|piu|mehr)\s+\p{L}+\s+(?:than|que|que\s+les?|do\s+que|di|als)(?![\p{L}])|(?<![\p{L}])(?:the\s+most|la\s+plus|le\s+plus|la\s+piu|il\s+piu|el\s+mas|la\s+mas|o\s+mais|a\s+mais)(?![\p{L}])`,
    ),
    canon(String.raw`方がいい|方が好き|一番|最高|最好|更好|最棒|더\s?낫|제일|가장|최고`),
  ].join('|'),
  'iu',
);

const eachSentence = (text: string, change: (sentence: string) => string): string => text.replace(SENTENCES, change);

/** The text with a German faith in something, a first-person hedge over a lifelong trait, and an opinion marker over a judgement of things read away. */
export const withoutHeldBeliefs = whenCued([FAITH_DE, HEDGE, MARKER], (text) =>
  eachSentence(text.replace(FAITH_DE, ' '), (sentence) => {
    const own = FIRST_PERSON_EN.test(sentence) || FIRST_PERSON.test(sentence) || (CJK.test(sentence) && !OTHER_PERSON.test(sentence));
    if (own && !OTHER_PERSON.test(sentence) && LIFELONG.test(sentence)) return sentence.replace(HEDGE, ' ');
    if (JUDGEMENT.test(sentence) && !OTHER_PERSON.test(sentence)) return sentence.replace(MARKER, ' ');
    return sentence;
  }),
);
