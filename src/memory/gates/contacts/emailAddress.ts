import { escapeRegExp } from '../alternation';
import { leetCredentialWord } from '../secrets/misspelledCredentials';
// E-mail addresses, including the ways people spell them out to dodge a filter (gate 8):
// "bob at example dot com", "bob[at]example[dot]com", "bob(at)example.com", "bob 艾特 qq 点 com",
// "bob%40example.com", "mailto:bob@…", "bob @ example . com", "sam underscore lee at fastmail d0t com". Input is the canonical form, so full-width
// "＠" and "．" and the ideographic full stop already read "@" and ".".

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// Mailboxes that belong to no person: an SSH remote (git@github.com) or a no-reply sender.
const IMPERSONAL = /^(?:git|noreply|no-reply|donotreply|do-not-reply)@/i;

const OPEN = String.raw`[\[({<«【〔「（]`;
const CLOSE = String.raw`[\])}>»】〕」）]`;
const BRACKETED_AT = new RegExp(String.raw`\s*${OPEN}\s*(?:at|@|艾特)\s*${CLOSE}\s*`, 'gi');
const BRACKETED_DOT = new RegExp(String.raw`\s*${OPEN}\s*(?:dot|\.|点|點)\s*${CLOSE}\s*`, 'gi');
const DOT_WORD = /,?\s+(?:d[o0]t|点|點),?\s+|\s*(?:点|點)\s*(?=[a-z]{2,}\b)|(?<=[a-z0-9])\s*(?:点|點)\s*(?=[a-z0-9])/gi;
// A dictated address has its pauses written as commas beside "at" and "dot" ("R-E-Y-E-S, at gmail dot com").
// The domain is a lookahead, so "the user at j.doe at example.com" tries "j.doe" as a mailbox too.
const AT_WORD = /(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}._%+-]+),?\s+(at|艾特),?\s+(?=([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}))/giu;
const MAIL_HOSTS =
  /^(?:g(?:oogle)?mail|outlook|hotmail|live|yahoo|qq|163|126|yeah|icloud|me|proton(?:mail)?|pm|foxmail|sina|sohu|aliyun|yandex|gmx|mail|web|t-online|naver|139)\./i;

// The last label of a domain a mailbox lives at: a country code, or a generic top-level domain mail is sent to.
const MAIL_TLD =
  /\.(?:[a-z]{2}|com|net|org|edu|gov|mil|int|info|biz|name|pro|io|dev|app|ai|xyz|online|site|tech|email|mail|cloud|me|page|blog|shop|store|studio|design|agency|company|business|group|team|work|life|live|world|space|digital|media|news|systems|solutions|services|consulting|academy|center|network)$/i;

// "a @ b . com": spaces on both sides of "@" and around the dots of a common top-level domain.
const SPACED = /([\p{L}\p{N}._%+-]+)\s+@\s+([\p{L}\p{N}-]+(?:\s*\.\s*[\p{L}\p{N}-]+)*)/gu;

// Cheap pre-check: without "@" the mailbox pattern would rescan every long run of letters (quadratic).
// "@" typed for the letter a in a credential word ("never reuses a p@ssword.") is that word, not a mailbox, even when
// the scan surface runs the sentence's end into the next field ("p@ssword.Security").
const isLeetWord = (mailbox: string): boolean => {
  const around = /[\p{L}\p{N}]*@[\p{L}\p{N}]*/u.exec(mailbox)?.[0] ?? '';
  return leetCredentialWord(around) !== undefined;
};
const hasMailbox = (s: string): boolean =>
  s.includes('@') && [...s.matchAll(EMAIL)].some((m) => !IMPERSONAL.test(m[0]) && !isLeetWord(m[0]));

// An address with a sign where "@" goes and a note saying so, as people post one to keep it from robots
// ("zhang.wei88#qq.com（#换成@）", "hanako★docomo.ne.jp ★を@に変えて", "jan#web.de (# durch @ ersetzen)", "remplacez #
// par @", "cambia # por @", "troque # por @", "sostituisci # con @", "замените # на @", "#을 @로", "replace # with @"):
// the address is read with the sign put back.
const SUBSTITUTE =
  /([#★☆*%&$!~^+=●◆■▲§])\s*(?:换成|换为|替换为|替换成|改成|改为|換成|改為|を|→|->|=>|=|durch|par|por|con|com|на|with|to|by|을|를)?\s*(?:@|アットマーク|アット)/u;
function hasSubstitutedAt(text: string): boolean {
  const sign = SUBSTITUTE.exec(text)?.[1];
  if (sign === undefined) return false;
  return hasMailbox(text.replace(new RegExp(`(?<=[\\p{L}\\p{N}])${escapeRegExp(sign)}(?=[\\p{L}\\p{N}])`, 'gu'), '@'));
}

export function hasEmailAddress(text: string): boolean {
  if (hasMailbox(text)) return true;
  if ((text.includes('@') || text.includes('アット')) && hasSubstitutedAt(text)) return true;
  if (!/@|%40|\bat\b|艾特/i.test(text)) return false;
  const hadDotWord = /\b(?:d[o0]t)\b|点|點/i.test(text);
  let s = text
    .replace(/%40/gi, '@')
    .replace(/mailto:\s*/gi, ' ')
    // "sam underscore lee": the underscore of a mailbox name spelled out.
    .replace(/(?<=[\p{L}\p{N}])\s+underscore\s+(?=[\p{L}\p{N}])/giu, '_')
    .replace(/\s*艾特\s*/g, ' 艾特 ')
    .replace(BRACKETED_AT, '@')
    .replace(BRACKETED_DOT, '.')
    .replace(DOT_WORD, '.')
    .replace(SPACED, (_m, local: string, domain: string) => `${local}@${domain.replace(/\s+/g, '')}`);
  // A plain "at" is a preposition ("works at example.com") unless the rest says e-mail: the domain was
  // spelled with "dot", the local part is a name with the dots, digits or underscores of a mailbox, or the
  // host is a mail provider. A number before "at" is no mailbox ("TypeScript 5.9 at work." beside the tag
  // "context" reads "work.context").
  // A name with a dot, a digit or a plus is also a product's ("uses Vue.js at work.", "a ThinkPad X1 at home."), and
  // the scan surface joins the sentence's last word to the next field ("work." + "frontend"): a mailbox name then
  // needs a domain that ends as mail domains do, a country code or a common top-level domain.
  s = s.replace(AT_WORD, (whole, local: string, at: string, domain: string) =>
    hadDotWord || (/[._\d+]/.test(local) && /\p{L}/u.test(local) && MAIL_TLD.test(domain)) || MAIL_HOSTS.test(domain) || at === '艾特'
      ? `${local}@`
      : whole,
  );
  return hasMailbox(s);
}
