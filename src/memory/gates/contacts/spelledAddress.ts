import { caseless } from '../caseless';
import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import { hasLocalStreetAddress } from './localAddress';
import { hasStreetAddress } from './streetAddress';

// A house or flat number written in words (gate 8): "appartement dix-sept", "Hausnummer siebenundzwanzig", "квартира
// сорок пять", "人民路一百二十八号", "本町五丁目十二番三号", "삼성로 일백이십삼". Canonical text reads digits spelled one by
// one (canonical.ts, numberWords.ts) but not cardinals, whose words depend on their place; here they are read where an
// address would stand. Input is canonical.

// Chinese, Japanese and Korean numerals with their place words (十 百 千, 십 백 천): "一百零六" is 106, "十二" 12.
const HAN_DIGITS: Readonly<Record<string, number>> = {
  〇: 0,
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const KO_DIGITS: Readonly<Record<string, number>> = { 영: 0, 공: 0, 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9 };
const PLACES: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000, 십: 10, 백: 100, 천: 1000 };

function readCardinal(run: string): string {
  const chars = [...run];
  if (!chars.some((ch) => ch in PLACES)) return chars.map((ch) => HAN_DIGITS[ch] ?? KO_DIGITS[ch] ?? ch).join('');
  let total = 0;
  let current = 0;
  for (const ch of chars) {
    const place = PLACES[ch];
    if (place === undefined) current = HAN_DIGITS[ch] ?? KO_DIGITS[ch] ?? 0;
    else {
      total += (current || 1) * place;
      current = 0;
    }
  }
  return String(total + current);
}

// Only a run right before the word of a door, a lot or a block is read: "二段" stays as the road's section is written.
const HAN_RUN = /[〇零一二两兩三四五六七八九十百千]+(?=[号號番丁栋棟樓楼室巷弄])/gu;
// Korean syllables are also ordinary words ("이" is a particle): only a run right after a road's name or right before
// a flat or lot word is read ("삼성로 일백이십삼", "칠백일호"); after the road, with a place word (십 백 천), as a phone number
// read out digit by digit never has.
const KO_RUN =
  /(?<=(?:로|길)\s?)[영공일이삼사오육칠팔구]*[십백천][영공일이삼사오육칠팔구십백천]*(?=[\s,.]|$)|[영공일이삼사오육칠팔구십백천]{2,}(?=호|동\s|번지)/gmu;
const CJK_HINT =
  /[〇零一二两兩三四五六七八九十百千][号號番丁栋棟樓楼室巷弄]|[영공일이삼사오육칠팔구십백천](?:호|동\s|번지|,)|(?:로|길)\s?[영공일이삼사오육칠팔구십백천]/u;

// Japanese says the numbers of a block, a lot and a house in kana as well ("さんちょうめ、じゅうにばん、よんごう"); canonical
// text drops the voiced marks (ばん reads はん, ごう こう, じゅう しゅう). A run of kana numerals right before the word of a block,
// a lot, a house or a room is written as the kanji numerals and words the reading above knows.
const KANA_NUMERALS: Readonly<Record<string, string>> = {
  いち: '一',
  に: '二',
  さん: '三',
  よん: '四',
  し: '四',
  こ: '五',
  ご: '五',
  ろく: '六',
  なな: '七',
  しち: '七',
  はち: '八',
  きゅう: '九',
  く: '九',
  しゅう: '十',
  じゅう: '十',
  ひゃく: '百',
  びゃく: '百',
  ぴゃく: '百',
  せん: '千',
  ぜん: '千',
};
const KANA_PLACES: Readonly<Record<string, string>> = {
  ちょうめ: '丁目',
  ばんち: '番地',
  はんち: '番地',
  ばん: '番',
  はん: '番',
  ごうしつ: '号室',
  こうしつ: '号室',
  ごう: '号',
  こう: '号',
};
const kanaAlternation = (words: Readonly<Record<string, string>>) =>
  Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join('|');
const KANA_ADDRESS = new RegExp(`((?:${kanaAlternation(KANA_NUMERALS)})+)(${kanaAlternation(KANA_PLACES)})`, 'gu');
// Only a text with a block, lot or room word in kana is read: a house number alone (ごう) is no address.
const KANA_PLACE_HINT = /ちょうめ|[はば]んち|[こご]うしつ/u;
const readKanaAddress = (text: string): string =>
  KANA_PLACE_HINT.test(text)
    ? text.replace(
        KANA_ADDRESS,
        (_, run: string, place: string) =>
          run.replace(new RegExp(kanaAlternation(KANA_NUMERALS), 'gu'), (k) => KANA_NUMERALS[k] ?? k) + (KANA_PLACES[place] ?? place),
      )
    : text;

// European cardinals, joined as they are written ("quarante-deux", "cuarenta y dos", "trentadue", "siebenundzwanzig").
const CARDINALS = [
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred',
  'eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|sechzehn|siebzehn|zwanzig|dreißig|dreissig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig|hundert|ein',
  'deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingts?|trente|quarante|cinquante|soixante|cents?|une?',
  'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\\p{L}+|veinti\\p{L}*|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|\\p{L}+cientos|quinientos|uno|una',
  'dois|duas|três|quatro|cinco|sete|oito|nove|dez|doze|treze|catorze|quatorze|quinze|dezesseis|dezessete|dezoito|dezenove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|cento|duzentos|trezentos|quatrocentos|quinhentos|um|uma',
  'due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove|venti|ventuno|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta|cento|duecento|trecento|uno',
  'один|одна|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|одиннадцать|двенадцать|тринадцать|четырнадцать|пятнадцать|шестнадцать|семнадцать|восемнадцать|девятнадцать|двадцать|тридцать|сорок|пятьдесят|шестьдесят|семьдесят|восемьдесят|девяносто|сто|двести|триста',
].join('|');
const CARDINAL = `(?:${CARDINALS})`;
const CARDINAL_RUN = String.raw`${CARDINAL}(?:(?:[\s-]|\s(?:y|e|et|und)\s|und)?${CARDINAL})*(?![\p{L}])`;
// Words that name a flat or the house's own number; with a cardinal after them they are a door.
const FLAT_WORD = String.raw`flat|apartment|apt\.?|house number|hausnummer|wohnung(?:snummer)?|appartement|appt\.?|apartamento|apto\.?|interno|civico|квартира|кв\.|дом|д\.`;
// "número", "numero", "Nummer", "number" name a house only in a line that also names a street.
const NUMBER_WORD = String.raw`n[uú]mero|nummer|number|nr\.?`;
const STREET_WORD = String.raw`street|road|lane|avenue|straße|strasse|gasse|weg|allee|rue|boulevard|avenue|calle|avenida|rua|travessa|via|viale|corso|piazza|улиц\p{L}*|проспект\p{L}*|переул\p{L}*`;
const FLAT_CARDINAL = new RegExp(canonicalize(String.raw`(?<![\p{L}])(?:${FLAT_WORD})\s*(?:[:#]\s*)?(${CARDINAL_RUN})`), 'iu');
const NUMBER_CARDINAL = new RegExp(canonicalize(String.raw`(?<![\p{L}])(?:${NUMBER_WORD})\s*(?:[:#]\s*)?(${CARDINAL_RUN})`), 'iu');
const STREET_PATTERN = new RegExp(
  canonicalize(String.raw`(?<![\p{L}])(?:${STREET_WORD})(?![\p{L}])|\p{L}(?:straße|strasse|gasse|weg|allee)(?![\p{L}])`),
  'iu',
);
export const STREET = caseless(STREET_PATTERN);
/** STREET over a whole text: searched only where the text holds a street word (cueScan.ts). */
const STREET_IN_TEXT = cued(STREET_PATTERN);
// "One" alone is no number of a door ("the flat one floor up"): a run of a single short word is passed over.
const SHORT = caseless(new RegExp(canonicalize(String.raw`^(?:one|ein|eins|un|une|uno|una|um|uma|дом|один|одна)$`), 'iu'));
const CARDINAL_HINT = cued(
  new RegExp(canonicalize(String.raw`(?<![\p{L}])(?:${FLAT_WORD}|${NUMBER_WORD}|civico|номер дома|numéro de rue)`), 'iu'),
);

// The words that name the house's own number are a door with digits too ("al civico 17 di vicolo del Pozzo").
const HOUSE_NUMBER_DIGITS = caseless(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:civico|hausnummer|house number|номер дома|n[uú]mero de (?:casa|porta|portal)|numéro de rue)\s*(?:[:#]\s*|n\.?\s*)?\d{1,4}(?![\d.,]\d)`,
    ),
    'iu',
  ),
);

// A cardinal where the house number stands beside a street, without a word for it: before a street type that leads
// its name ("trente-deux rue Victor-Hugo", "veintiocho calle Mayor"), after a German street ("Lindenstraße
// vierundzwanzig") or after a capitalised name that a street type leads ("Via Dante quarantadue", "Rua Augusta cento e
// doze"). A count after it is a distance or a number of times ("Hauptstraße zwei Minuten", "via Roma tre volte").
const TYPE_BEFORE_NAME = String.raw`rue|avenue|boulevard|chemin|allée|impasse|quai|calle|avenida|paseo|rua|travessa|alameda`;
const TYPE_BEFORE_NUMBER = String.raw`[Vv]ia|[Vv]iale|Corso|[Pp]iazza|[Cc]alle|[Aa]venida|[Rr]ua|[Tt]ravessa|[Уу]лиц[аеы]`;
const COUNT_AFTER = String.raw`\s*(?:[Mm]inut|[Ss]tunde|[Mm]eter|[Mm]etr|km|[Kk]ilom|[Mm]al(?![\p{L}])|[Bb]l[oö]ck|fois|heure|ore(?![\p{L}])|volte|veces|vezes|horas|giorni|[Tt]age|jours|d[ií]as|минут|час|раз)`;
const STREET_CARDINALS: readonly RegExp[] = [
  new RegExp(canonicalize(String.raw`(?<![\p{L}])(${CARDINAL_RUN}),?\s+(?:${TYPE_BEFORE_NAME})\s+\p{L}`), 'giu'),
  new RegExp(
    canonicalize(
      String.raw`(?:\p{L}(?:straße|strasse|gasse|weg|allee)|(?<![\p{L}])(?:${TYPE_BEFORE_NUMBER})\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}),?\s+(${CARDINAL_RUN})(?!${COUNT_AFTER})`,
    ),
    'gu',
  ),
];
const hasStreetCardinal = (line: string): boolean =>
  STREET_CARDINALS.some((re) => [...line.matchAll(re)].some((m) => !SHORT.test(m[1] ?? '')));

function hasWrittenOutHouseNumber(line: string): boolean {
  if (HOUSE_NUMBER_DIGITS.test(line) || hasStreetCardinal(line)) return true;
  const flat = FLAT_CARDINAL.exec(line);
  if (flat && !SHORT.test(flat[1] ?? '')) return true;
  const number = NUMBER_CARDINAL.exec(line);
  return number !== null && !SHORT.test(number[1] ?? '') && STREET.test(line);
}

/** Gate 8: a house or flat number written in words where an address stands. */
export function hasSpelledAddress(text: string): boolean {
  const kana = readKanaAddress(text);
  if (CJK_HINT.test(kana)) {
    const read = kana.replace(HAN_RUN, readCardinal).replace(KO_RUN, readCardinal);
    if (read !== text && (hasStreetAddress(read) || hasLocalStreetAddress(read))) return true;
  }
  return (CARDINAL_HINT.test(text) || STREET_IN_TEXT.test(text)) && text.split('\n').some(hasWrittenOutHouseNumber);
}
