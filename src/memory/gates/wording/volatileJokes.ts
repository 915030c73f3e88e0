import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A joke, irony or exaggeration reported as a fact: the reporting words say the user did not mean it literally
// ("jokingly said", "half seriously", "said with obvious irony", "im Scherz", "en plaisantant", "medio en broma", "meio
// brincando", "scherzando", "в шутку", "半开玩笑地说", "冗談で", "농담으로"). Liking jokes, writing jokes for a living or
// a taste for irony is a lasting trait and names no joke of the user's reported as a statement. Input is canonical
// text.

const JOKE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:jokingly|half-?jokingly|half[\s-]seriously|sarcastically|tongue[\s-]in[\s-]cheek|in\s+jest|as\s+a\s+joke(?=\s*(?:[,.;!)]|$|(?:that|and|but|when|about)\b))|only\s+joking|just\s+kidding|(?:jokes|joked|joking|kidded|quipped)\s+(?:that|about\s+being)|with\s+(?:obvious\s+|heavy\s+|clear\s+|some\s+|a\s+hint\s+of\s+)?(?:irony|sarcasm)|(?:ironically|sarcastically)\s+(?:said|says|claimed|claims|called|calls|described|describes|wrote|writes))\b`,
  de: String.raw`\b(?:im\s+scherz|scherzhaft\s+(?:gesagt|gemeint|behauptet|erzahlt)|scherzte|halb\s+im\s+(?:ernst|scherz|spass)|halb\s+ernst|augenzwinkernd|mit\s+(?:deutlicher\s+|viel\s+)?(?:ironie|sarkasmus)|ironisch\s+(?:gesagt|gemeint|behauptet))\b`,
  fr: String.raw`\b(?:en\s+plaisantant|en\s+rigolant|a\s+plaisante|plaisantait|sur\s+le\s+ton\s+de\s+la\s+(?:blague|plaisanterie)|a\s+moitie\s+serieux|mi-serieux|avec\s+(?:beaucoup\s+d['’]|une\s+pointe\s+d['’])?ironie|ironiquement\s+(?:dit|affirme|declare))\b`,
  es: String.raw`\b(?:en\s+broma|de\s+broma|bromeando|bromeo|medio\s+en\s+(?:serio|broma)|en\s+tono\s+de\s+broma|con\s+(?:mucha\s+)?ironia|ironicamente\s+(?:dijo|afirmo))\b`,
  pt: String.raw`\b(?:(?:meio|so|apenas)\s+brincando|(?:disse|falou|contou|afirmou|comentou|escreveu)\s*,?\s*(?:meio\s+)?brincando|brincando\s*,\s*que|de\s+brincadeira|em\s+tom\s+de\s+brincadeira|brincou\s+que|meio\s+a\s+serio|meio\s+serio|com\s+(?:muita\s+)?ironia|ironicamente\s+(?:disse|afirmou))\b`,
  it: String.raw`\b(?:scherzando|per\s+scherzo|ha\s+scherzato|in\s+tono\s+scherzoso|mezzo\s+(?:serio|scherzando)|tra\s+il\s+serio\s+e\s+il\s+faceto|con\s+(?:molta\s+)?ironia|ironicamente\s+(?:ha\s+detto|detto))\b`,
  ru: String.raw`(?<![\p{L}])(?:в\s+шутку|пошутил[аи]?|полушутя|полусерь[её]зно|с\s+иронией|иронично\s+(?:сказал|заметил|назвал)\p{L}*)(?![\p{L}])`,
  zh: String.raw`(?:半)?(?:开玩笑|開玩笑)(?:地|的)?(?:说|說|称|稱|讲|講)|半开玩笑|半開玩笑|调侃(?:说|說|自己)|調侃(?:说|說|自己)|(?:反讽|反諷|讽刺|諷刺)(?:地|的)?(?:说|說)|戏称|戲稱|自嘲(?:说|說)`,
  ja: String.raw`冗談(?:で|めかして|交じりに|まじりに|半分で?)|半分本気で|皮肉(?:で|を込めて|っぽく|まじりに)`,
  ko: String.raw`농담\s?(?:으로|처럼|삼아|조로)|반\s?농담|비꼬듯|반어적으로`,
};

const JOKE_OF = cued(new RegExp(union(JOKE), 'iu'));
// Cheap prefilter: the roots of joking and irony the classes need.
const HINT = cued(
  new RegExp(
    canonicalize(
      String.raw`jok|jest|kidd|quip|irony|ironic|sarcas|serious|tongue|scherz|ernst|spass|zwinker|ironi|plaisant|rigol|rire|blague|serieux|brom|broma|serio|brinc|scherz|faceto|шут|серь|ирони|玩笑|调侃|調侃|讽|諷|戏称|戲稱|自嘲|冗談|本気|皮肉|농담|비꼬|반어`,
    ),
    'iu',
  ),
);

/** A joke or irony reported as a fact: speculative. */
export const hasReportedJoke = (text: string): boolean => HINT.test(text) && JOKE_OF.test(text);
