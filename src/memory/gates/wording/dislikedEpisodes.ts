import { canonicalize } from '../canonical';
import { NOW_WORDS } from './nowWords';

// A dislike or a fear of a kind of episode is a lasting taste, not the episode: "hates being stuck in traffic", "很怕航班
// 延误", "déteste être coincé dans les bouchons". The wording rules read the text without the few words after the verb
// of dislike, in its clause and up to a word of now ("hates being stuck in traffic today" is still read). Verb-final
// Japanese and Korean put the episode before the verb and are not covered here. Input is canonical text.

const NOW = NOW_WORDS;
// A clause after the verb (fears that…, боится, что…) is a worry about one event, not a taste: not read past it.
const CLAUSE = String.raw`that|will|would|might|could|may|dass|wird|konnte|que|qu|va|pourrait|puede|pode|che|potrebbe|что|чтобы|может|могут`;
const WORD = String.raw`(?:\s+|(?<=['’]))(?!(?:${NOW}|${CLAUSE}|but|and|aber|und|mais|et|pero|y|mas|e|ma|но)(?![\p{L}]))[\p{L}'’-]+`;
const DISLIKE_LATIN = new RegExp(
  canonicalize(
    String.raw`(?<![\p{L}])(?:hates?|hated|loathes?|detests?|dreads?|can['’]?t\s+stand|cannot\s+stand|(?:is|am|are|gets?)\s+(?:(?:very|really|so)\s+)?(?:afraid|scared|terrified|frightened)\s+of|hasst(?:\s+es,)?|hasse(?:\s+es,)?|verabscheut|furchtet|(?:hat|habe)\s+(?:gro(?:ss|ß)e\s+)?angst\s+(?:davor|vor)|deteste|(?:a|ai)\s+(?:horreur|peur)\s+d(?:e|['’])|odia|odio|detesta|(?:tiene|tengo)\s+miedo\s+(?:a|de)|(?:tem|tenho)\s+medo\s+de|(?:ha|ho)\s+paura\s+(?:di|del|dei|della)|ненавидит|ненавижу|боится|боюсь|терпеть\s+не\s+могу|терпеть\s+не\s+может)(?:${WORD}){1,5}`,
  ),
  'giu',
);
// 怕 but not 恐怕, 只怕, 怕是 (I'm afraid, probably) or 哪怕 (even if).
const DISLIKE_ZH =
  /(?:(?<![恐哪只])怕(?!是|不是)|讨厌|討厭|受不了|烦透了|煩透了)(?:(?!今天|今晚|现在|現在|这周|這週|这几天|這幾天|明天|昨天|最近)[^。，、,.;；!！?？\n]){1,10}/gu;

export const withoutDislikedEpisode = (text: string): string => text.replace(DISLIKE_LATIN, ' ').replace(DISLIKE_ZH, ' ');
