import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Binge-watching one series of the moment: "binge-watching a K-drama", "schaut gerade eine Serie am Stück", "enchaîne
// les épisodes d'un drama", "está viendo una serie de un tirón", "está maratonando um dorama", "si sta guardando una
// serie tutta d'un fiato", "запоем смотрит дораму", "在追一部韩剧", "韓国ドラマを一気見している", "드라마를 몰아서 보고 있다".
// The series ends; a taste for binging ("binges whole seasons on weekends", "запоем читает книги", plural and
// habitual) names no one series, and the caller leaves out a text with a word of habit. Input is canonical text.

const SERIES_EN = String.raw`(?:series|show|drama|k-?drama|season|anime|sitcom|telenovela|box\s+set)`;
const SERIES_ROM = String.raw`(?:serie|series|staffel|saison|temporada|stagione|drama|dorama|k-?drama|anime|telenovela|novela|sitcom)`;
const BINGE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:binge-?watching|bingeing|binging)\s+(?:a|an|the|this|that|his|her|my|their)\s+(?:\S+\s+){0,2}?${SERIES_EN}\b`,
  de: String.raw`\b(?:schaut|guckt|sieht|suchtet|bingt)\s+(?:\p{L}+\s+){0,2}?(?:eine|die|diese)\s+(?:\p{L}+\s+){0,2}?\p{L}*${SERIES_ROM}\s+(?:am\s+stuck|in\s+einem\s+rutsch|durch)\b`,
  fr: String.raw`\benchaine\s+les\s+episodes\s+d(?:e|u|['’])|\b(?:binge-?watche|devore)\s+(?:une|la|cette)\s+(?:\p{L}+\s+){0,2}?${SERIES_ROM}\b`,
  es: String.raw`\b(?:esta|estoy)\s+(?:viendo|devorando|maratoneando)\s+(?:un|una|la|el|esta|este)\s+(?:\p{L}+\s+){0,2}?${SERIES_ROM}\s+(?:\p{L}+\s+){0,2}?de\s+un\s+tiron\b|\b(?:esta|estoy)\s+maratoneando\b`,
  pt: String.raw`\b(?:esta|estou|anda|ando)\s+maratonando\b|\b(?:esta|estou)\s+fazendo\s+(?:uma\s+)?maratona\s+d[aeo]\b`,
  it: String.raw`\b(?:sta|sto)\s+(?:guardando|divorando|sparando)\s+(?:un|una|la|il|questa|questo)\s+(?:\p{L}+\s+){0,2}?${SERIES_ROM}\s+(?:\p{L}+\s+){0,2}?(?:tutt[oa]\s+d['’]un\s+fiato|di\s+fila)\b|\bsi\s+sta\s+(?:guardando|sparando|divorando)\s+(?:un|una|la|il|questa|questo)\s+(?:\p{L}+\s+){0,2}?${SERIES_ROM}\b`,
  ru: String.raw`(?<![\p{L}])запоем\s+(?:смотрит|смотрю|смотрим|пересматривает|досматривает)\s+(?:\p{L}+\s+){0,2}?(?:сериал|дораму|аниме|сезон|шоу)(?![\p{L}])`,
  zh: String.raw`(?:在|正在)(?:追|刷)(?:一部|这部|這部|部)?[^，。,.]{0,8}(?:剧|劇|番)|一口气(?:看|刷)(?:完)?(?:了)?(?:一部|这部|這部)`,
  ja: String.raw`(?:一気見|イッキ見|一気に見|一気読み|イッキ読み)(?:している|してる|中|ている)`,
  ko: String.raw`몰아서?\s?(?:보고\s?있|보는\s?중)|몰아\s?보기\s?중|정주행\s?(?:중|하고\s?있)`,
};

const BINGE_OF = cued(new RegExp(union(BINGE), 'iu'));

/** Binge-watching one series of the moment: temporary. */
export const hasBinge = (text: string): boolean => BINGE_OF.test(text);
