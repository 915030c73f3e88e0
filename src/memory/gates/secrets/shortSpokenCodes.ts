import { canonicalize } from '../canonical';
import { KANA_DIGIT_READING } from '../contacts/numberWords';

// A short code said digit by digit in the words of a script without spaces (gate 9): a locker's, a PIN's or a door's
// code of three to eight digits read out in kana ("ロッカーの番号は、さん・いち・なな・きゅう", "暗証番号はいち、に、さん、よん"),
// in Sino-Korean syllables ("현관 번호는 칠·삼·일·구") or in Chinese numerals ("柜子的号码是三一七九"). The number-word
// rules read seven digits or more (a phone's length) and the credential words of the lexicons read a value written
// solid; a code is shorter and its digits are often set apart with a middle dot, a comma or a space. So a code or number
// word, then a particle, a colon or a copula, then three readings or more that end the clause. "番号は覚えていない" or
// "背番号は七" holds no such run. Input is canonical (voiced marks dropped: ゼロ reads セロ, コード reads コート; a middle dot and 。 read
// as a full stop).

const SEP = String.raw`[・･·、,，.\s-]*`;
// What the code is named by: a code, a number or a PIN word of each script.
const KANA_CODE_WORD = String.raw`(?:暗証番号|番号|コード|ハスコード|ハスワード|暗号|PIN|ヒン)`;
const KO_CODE_WORD = String.raw`(?:비밀번호|번호|비번|코드|암호|핀)`;
const ZH_CODE_WORD = String.raw`(?:密码|密碼|口令|号码|號碼|编号|編號|取件码|门禁码|門禁碼)`;
// The run ends the clause: a stop, a comma, the copula or the end of the field.
const KANA_END = String.raw`(?=\s*(?:[。.!！?？、,]|です|てす|た(?![\p{Script=Hiragana}])|$))`;
const KO_END = String.raw`(?=\s*(?:[.!?,]|이야|이에요|예요|에요|입니다|이다|야|요|$))`;
const ZH_END = String.raw`(?=\s*(?:[。.!！?？，,；;]|$))`;
const KO_DIGIT = '[영공일이삼사오육칠팔구]';
// The canonical text writes Chinese numerals set apart by spaces as digits ("四 八 二 一" reads "4 8 2 1").
const ZH_DIGIT = String.raw`[零〇一二三四五六七八九幺两兩\d]`;

const SHORT_CODE = new RegExp(
  [
    String.raw`${canonicalize(KANA_CODE_WORD)}\s*(?:は|:|：|=|、)+\s*(?:${KANA_DIGIT_READING})(?:${SEP}(?:${KANA_DIGIT_READING})){2,7}${KANA_END}`,
    String.raw`${KO_CODE_WORD}\s*(?:는|은|:|：|=)\s*${KO_DIGIT}(?:${SEP}${KO_DIGIT}){2,7}${KO_END}`,
    String.raw`${ZH_CODE_WORD}\s*(?:是|为|為|:|：|=)\s*${ZH_DIGIT}(?:${SEP}${ZH_DIGIT}){2,7}${ZH_END}`,
  ].join('|'),
  'iu',
);

// A cheap look first: a character of a script without spaces.
const CJK = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Han}]/u;

/** Gate 9: a short code read out digit by digit in kana, Sino-Korean syllables or Chinese numerals. Canonical text. */
export const hasShortSpokenCode = (text: string): boolean => CJK.test(text) && SHORT_CODE.test(text);
