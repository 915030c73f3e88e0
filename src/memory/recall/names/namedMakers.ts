import type { RecallCorpus } from '../words/recallCorpus';
import { toToken } from '../../record/tokenize';

// A name asked as a maker of works by its trade ("is there a writer called Fumiko", "樋口文子という作家", "문자라는 작가",
// "un compositeur nommé Bach") is a bearer in the world: the user's people are named by relation, not by such a trade.

/** Makers of works in the ten languages (a closed class, hand-written). */
const LATIN_MAKERS =
  'writer|author|novelist|poet|composer|painter|singer|songwriter|band|artist|' +
  'schriftsteller(?:in)?|autor(?:in)?|dichter(?:in)?|komponist(?:in)?|maler(?:in)?|sänger(?:in)?|band|künstler(?:in)?|' +
  'écrivain|écrivaine|auteur|autrice|poète|poétesse|compositeur|compositrice|peintre|chanteur|chanteuse|groupe|artiste|' +
  'escritor(?:a)?|autor(?:a)?|poeta|poetisa|compositor(?:a)?|pintor(?:a)?|cantante|cantor(?:a)?|banda|artista|' +
  'scrittore|scrittrice|autore|autrice|compositore|compositrice|pittore|pittrice|' +
  'писател\\p{L}*|автор\\p{L}*|поэт\\p{L}*|композитор\\p{L}*|художни\\p{L}*|певиц\\p{L}*|певец\\p{L}*|групп\\p{L}*';
const CALLED =
  'called|named|namens|mit dem namen|nommée?|appelée?|du nom de|llamad[oa]|de nombre|chamad[oa]|de nome|chiamat[oa]|di nome|по имени|по фамилии';
/** The named one: one to three words after the trade and "called". */
const OWNER = '(\\p{L}[\\p{L}\\p{M}-]*(?:\\s+\\p{L}[\\p{L}\\p{M}-]*){0,2})';

/** The trade, then "called" and the name. */
const LATIN_NAMED_MAKER = new RegExp(`(?<![\\p{L}])(?:${LATIN_MAKERS})\\s+(?:${CALLED})\\s+${OWNER}`, 'giu');
/** Chinese 叫…的作家, Japanese …という作家, Korean …(이)라는 작가. */
const CJK_NAMED_MAKER = new RegExp(
  '(?:叫|名叫)(\\p{L}+?)的(?:作家|作者|诗人|詩人|作曲家|画家|歌手|乐队)|(\\p{L}+?)(?:という|って)(?:作家|作者|小説家|詩人|作曲家|画家|歌手|バンド)|(\\p{L}+?)(?:이라는|라는) ?(?:작가|저자|소설가|시인|작곡가|화가|가수|밴드)',
  'gu',
);

/** The store's names the question asks as a writer's, a composer's, a painter's or a singer's name. */
export function namedMakersOf(query: string, corpus: RecallCorpus): ReadonlySet<string> {
  const out = new Set<string>();
  const text = query.normalize('NFKC');
  const name = (raw: string): void => {
    const token = toToken(raw.toLowerCase());
    if (token !== undefined && (corpus.nameDf.get(token) ?? 0) > 0) out.add(token);
  };
  // Capitalised words name the one called so ("the Jonas Brothers"); a writer of lower case gives the first word.
  const capitals = /\p{Lu}/u.test(text);
  for (const m of text.matchAll(LATIN_NAMED_MAKER)) {
    const words = (m[1] ?? '').split(/\s+/u);
    for (const w of capitals ? words.filter((x) => /^\p{Lu}/u.test(x)) : words.slice(0, 1)) name(w);
  }
  // A CJK name is written with its surname before it (樋口文子): the store's word that ends the run is the name.
  for (const m of text.matchAll(CJK_NAMED_MAKER)) {
    const run = m[1] ?? m[2] ?? m[3] ?? '';
    if (!/\p{Script=Han}/u.test(run)) name(run);
    else
      for (let i = 0; i < run.length - 1; i += 1) {
        const token = toToken(run.slice(i));
        if (token !== undefined && (corpus.df.get(token) ?? 0) > 0) out.add(token);
      }
  }
  return out;
}
