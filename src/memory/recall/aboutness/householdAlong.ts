// Chinese, Japanese and Korean drop the possessive before family not only where a clause opens ("女儿想…", "息子が…",
// aboutness.ts KIN_OPENING) but after the words that take someone along, give to someone or do a thing with them:
// "带老婆去…", "给妈妈…", "陪奶奶…", "娘と…", "家族を連れて…", "가족이랑…", "엄마한테…". Whom the asker takes along or
// gives to is their own household, so the question is the user's, whatever world frame ("去哪里", "どこ") it asks in.
// The family as a whole counts there too ("带家人去…", "가족이랑…").
// Judged on the question after recall normalisation (NFKC, lower case).

/** Kinship words of Chinese, Japanese and Korean (Japanese siblings and grandchildren too: 兄, 弟, 姉, 妹, 孫). */
export const ZH_KIN = '女儿|儿子|老婆|老公|妻子|丈夫|太太|爸爸|妈妈|母亲|父亲|老爸|老妈|外婆|外公|奶奶|爷爷|姥姥|姥爷|哥哥|姐姐|弟弟|妹妹';
export const JA_KIN = '息子|娘|夫|妻|母|父|母親|父親|祖母|祖父|兄|弟|姉|妹|孫';
export const KO_KIN = '아들|딸|아내|남편|엄마|아빠|어머니|아버지|어머님|아버님|할머니|할아버지';

/**
 * The kinship words and the family as a whole ("带家人", "家族と", "가족이랑"). Children in general are left out: "with
 * children" names a kind of outing as often as the asker's own ("子どもと遊べる施設", "带孩子去哪玩"), and a word of
 * children counts where the openings count it.
 */
const ZH_HOUSEHOLD = `${ZH_KIN}|家人|全家|一家人`;
const JA_HOUSEHOLD = `${JA_KIN}|家族`;
const KO_HOUSEHOLD = `${KO_KIN}|가족`;

/** A count before Chinese kin ("两个女儿", "俩儿子") or after Japanese ("娘二人"): still the asker's own. */
const ZH_COUNT = '(?:[一二两三四五六七八九十几]个|俩)?';
const JA_COUNT = '(?:[一二三四五六七八九十]人)?';

/**
 * Chinese: take along (带), give to (给), keep company (陪), with (跟) before the household word (not "和", which also
 * joins two kinds in general: "父母和孩子的关系"); Japanese: with (と), taking along (を連れて) after it, as a word of its
 * own (酵母と, 大丈夫と, 稲妻と end other words); Korean: with (랑, 이랑, 하고, 와, 과) and to (한테, 에게, 께) after it.
 */
const ALONG = new RegExp(
  `(?:带|给|陪|跟)${ZH_COUNT}(?:${ZH_HOUSEHOLD})|` +
    `(?<!\\p{Script=Han})(?:${JA_HOUSEHOLD})${JA_COUNT}(?:と|を連れて)|` +
    `(?:${KO_HOUSEHOLD})(?:이랑|랑|하고|와|과|한테|에게|께)(?![\\p{Script=Hangul}])`,
  'u',
);

/** The question takes along, gives to or does a thing with someone of the asker's household. */
export const withHousehold = (text: string): boolean => ALONG.test(text);
