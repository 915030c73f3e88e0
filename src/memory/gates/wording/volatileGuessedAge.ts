import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// An age given as a guess: a range or an approximation of the person's age ("somewhere in their late 30s or early
// 40s", "大概三十多岁", "30代後半から40代前半くらい", "마흔 안팎", "um die 35", "tendrá unos cuarenta años", "ha una
// quarantina d'anni", "пользователю около сорока"). A person knows their own age, so an approximate one is someone's
// estimate: speculative. Only age is read: the same words before a height or a duration ("about 180 cm tall", "roughly
// 20 years in IT", "lleva unos veinte años", "da una ventina d'anni") are measures, and a decade alone ("in their 30s")
// is no approximation; a count of years followed by what they are of ("circa 20 anni di esperienza", "unos veinte
// años de experiencia") is a duration. Input is canonical text (canonical.ts); canonicalize turns some Chinese numerals into digits, so
// a Chinese count is read as up to three Han characters.
const GUESSED_AGE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:somewhere|about|around|roughly|approximately)\s+(?:in\s+)?(?:his|her|their)\s+(?:(?:early|mid|late)[\s-]+)?\d0['’]?s\b|\bin\s+(?:his|her|their)\s+(?:(?:early|mid|late)[\s-]+)?\d0['’]?s\s+or\s+(?:(?:early|mid|late)[\s-]+)?\d0['’]?s\b|\b(?:about|around|roughly|approximately)\s+\d{2}\s+(?:years?\s+old|yo)\b`,
  zh: String.raw`(?:大概|大约|大約|差不多|估计|估計|可能|看起来|看起來)(?:有)?(?:\d+|\p{Script=Han}{1,3})(?:多)?(?:岁|歲)|(?:\d+|\p{Script=Han}{1,3})(?:岁|歲)(?:左右|上下)`,
  ja: String.raw`\d+(?:代|歳|才)(?:前半|後半|半ば)?(?:から|〜|~|か)?(?:\d+(?:代|歳|才)(?:前半|後半|半ば)?)?(?:くらい|前後|程度)`,
  ko: String.raw`(?:\d+\s?(?:살|세)|스물|서른|마흔|쉰|예순)\s?(?:안팎|전후|쯤|언저리)`,
  de: String.raw`\b(?:ist|sei|durfte|ware)\s+(?:so\s+)?(?:um\s+die|etwa|ungefahr|circa|ca\.|rund|schatzungsweise)\s+\d{2}(?!\d)(?:\s+jahre(?:\s+alt)?|(?=\s*(?:[,.;]|$|und\b|oder\b)))`,
  fr: String.raw`\b(?:a|aurait|doit\s+avoir)\s+(?:environ|a\s+peu\s+pres|autour\s+de|dans\s+les)\s+\d{2}\s+ans\b(?!\s+d['’])|\b(?:a|aurait|doit\s+avoir)\s+(?:la|une)\s+(?:petite\s+|bonne\s+)?(?:vingtaine|trentaine|quarantaine|cinquantaine|soixantaine)\b(?!\s+d['’]?\s?(?:\p{L}))`,
  es: String.raw`\b(?:tiene|tendra|tendria|debe\s+(?:de\s+)?tener)\s+(?:unos|unas|alrededor\s+de|cerca\s+de|aproximadamente|mas\s+o\s+menos)\s+(?:\d{2}|veinte|treinta|cuarenta|cincuenta|sesenta|setenta)(?:\s+y\s+(?:pico|tantos|pocos))?\s+anos\b(?!\s+de\b)`,
  pt: String.raw`\b(?:tem|tera|teria|deve\s+ter)\s+(?:uns|umas|cerca\s+de|por\s+volta\s+de|aproximadamente|mais\s+ou\s+menos|quase)\s+(?:\d{2}|vinte|trinta|quarenta|cinquenta|sessenta)(?:\s+e\s+(?:poucos|tantos|pouco))?\s+anos\b(?!\s+de\b)`,
  it: String.raw`\b(?:ha|avra|avrebbe|dovrebbe\s+avere)\s+(?:circa\s+\d{2}\s+anni|piu\s+o\s+meno\s+\d{2}\s+anni|sui\s+\d{2}\s+anni|una\s+(?:ventina|trentina|quarantina|cinquantina|sessantina)\s+d['’]\s?anni)\b(?!\s+d[i'’])`,
  ru: String.raw`(?<![\p{L}])(?:пользователю|ему|ей)\s+(?:[\p{L},]+\s+){0,2}(?:около|примерно|где-то|под|лет)\s+(?:\d{2}(?!\d)|двадцати|тридцати|сорока|пятидесяти|шестидесяти|двадцать|тридцать|сорок|пятьдесят|шестьдесят)(?![\p{L}])`,
};

const GUESSED_AGE_OF = cued(new RegExp(union(GUESSED_AGE), 'iu'));

/** An age given as a range or an approximation: speculative. */
export const hasGuessedAge = (text: string): boolean => GUESSED_AGE_OF.test(text);
