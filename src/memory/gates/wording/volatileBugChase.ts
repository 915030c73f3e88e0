import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// One bug or error chased right now, or one error a piece of work is stuck on: "is currently debugging a memory leak in
// the checkout service", "has been stuck on a CORS error all day", "sucht gerade einen Race-Condition-Bug", "est en train
// de traquer un bug", "lleva toda la tarde intentando arreglar un bug", "estou travado num segmentation fault", "sta
// cercando di risolvere un bug", "сейчас отлаживает утечку памяти", "正在排查一个内存泄漏", "今、バグを追いかけている",
// "버그를 잡고 있다". Once the bug is fixed the memory is stale, even in a project's text, whose project goes on. The
// progressive or a word of now, and one bug named with a determiner, are what make it the moment's: a skill or a job
// with bugs in the plural stays lasting ("is good at tracking down race conditions", "fixes bugs in the Linux kernel
// for a living", "擅长排查内存泄漏", "バグを追いかけるのが好き"). Input is canonical text.

const BUG_EN = String.raw`(?:bug|leak|crash|error|exception|segfault|segmentation\s+fault|regression|race\s+condition|deadlock|glitch)`;
const BUG_ROM = String.raw`(?:bug|erreur|error|erro|errore|fallo|falha|fuite\s+(?:de\s+)?memoire|fuga\s+de\s+memoria|vazamento\s+de\s+memoria|memory\s+leak|plantage|crash|exception|excepcion|excecao|eccezione|segfault|segmentation\s+fault|race\s+condition|deadlock)`;
const DET_ROM = String.raw`(?:un|une|una|um|uma|uno|le|la|el|o|a|il|lo|ce|cet|cette|este|esta|ese|esa|esse|essa|questo|questa|quel|quella|num|numa|no|na|en\s+un|en\s+una|su\s+un|su\s+una|sur\s+un|sur\s+une|con\s+un|con\s+una|com\s+um|com\s+uma|em\s+um|em\s+uma)`;

const BUG_CHASED: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:is|am|are|['’]m|['’]s|['’]re|currently|still|been|now)\s+(?:[\p{L}'’]+\s+){0,3}?(?:debugging|chasing(?:\s+down)?|hunting(?:\s+down)?|tracking\s+down|fixing|trying\s+to\s+(?:fix|find|track\s+down|reproduce|debug|figure\s+out)|troubleshooting|investigating|stuck\s+(?:on|with)|fighting|wrestling\s+with|battling)\s+(?:(?:down|up)\s+)?(?:a|an|the|this|that|one|some|his|her|their|my|our)\s+(?:[\p{L}-]+\s+){0,3}?${BUG_EN}\b`,
  de: String.raw`\b(?:sucht|suche|jagt|jage|debuggt|debugge|behebt|fixt|kampft|kampfe|hangt|hange|sitzt|sitze|verfolgt)\s+(?:\p{L}+\s+){0,2}?(?:gerade|noch|seit\s+\p{L}+(?:\s+\p{L}+)?)\s+(?:\p{L}+\s+){0,2}?(?:(?:an|mit|nach)\s+)?(?:einen|einem|einer|den|dem|der|diesen|diesem|dieser)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*(?:bug|fehler|speicherleck|absturz|crash|exception)\b`,
  fr: String.raw`\b(?:en\s+train\s+d['’]?e?\s*|bloque[e]?\s+(?:depuis\s+\p{L}+\s+)?(?:sur|par)\s+)(?:traquer\s+|debugger\s+|deboguer\s+|chasser\s+|corriger\s+|reparer\s+|resoudre\s+|chercher\s+)?${DET_ROM}\s+(?:[\p{L}-]+\s+){0,2}?${BUG_ROM}\b`,
  es: String.raw`\b(?:esta|estoy|estamos|estan|lleva|llevo|llevamos|sigue|sigo)\s+(?:\p{L}+\s+){0,4}?(?:depurando|debugueando|debuggeando|persiguiendo|arreglando|resolviendo|intentando\s+(?:arreglar|encontrar|resolver|reproducir|cazar)|peleando(?:me|se)?\s+con|luchando\s+con|atascad[oa]s?(?:\s+con|\s+en)?)\s+${DET_ROM}\s+(?:[\p{L}-]+\s+){0,2}?${BUG_ROM}\b`,
  pt: String.raw`\b(?:esta|estou|estamos|estao|continua|continuo|segue|sigo)\s+(?:\p{L}+\s+){0,3}?(?:depurando|debugando|cacando|corrigindo|consertando|resolvendo|tentando\s+(?:corrigir|resolver|achar|encontrar|consertar|reproduzir)|travad[oa]s?|pres[oa]s?|empacad[oa]s?)\s+${DET_ROM}\s+(?:[\p{L}-]+\s+){0,2}?${BUG_ROM}\b`,
  it: String.raw`\b(?:sta|sto|stanno|stiamo)\s+(?:cercando\s+di\s+)?(?:risolvere|sistemare|debuggare|correggere|inseguendo|debuggando|risolvendo|correggendo|sistemando|dando\s+la\s+caccia\s+a)\s+${DET_ROM}\s+(?:[\p{L}-]+\s+){0,2}?${BUG_ROM}\b|\b(?:e|sono)\s+(?:ancora\s+)?bloccat[oaie]\s+(?:da\s+\p{L}+\s+)?su\s+${DET_ROM}\s+(?:[\p{L}-]+\s+){0,2}?${BUG_ROM}\b`,
  ru: String.raw`(?<![\p{L}])(?:сейчас|вс[её]\s+ещ[её]|до\s+сих\s+пор|весь\s+день|с\s+утра|второй\s+день|третий\s+день)\s+(?:\p{L}+\s+){0,2}?(?:отлаживает|отлаживаю|ищет|ищу|чинит|чиню|ловит|ловлю|фиксит|фикшу|дебажит|дебажу|разбирается\s+с|разбираюсь\s+с|бь[её]тся\s+над|бьюсь\s+над|воюет\s+с|застрял[аи]?\s+на)\s+(?:\p{L}+\s+){0,3}?(?:баг\p{L}*|ошибк\p{L}*|утечк\p{L}*|краш\p{L}*|исключени\p{L}*|сегфолт\p{L}*)(?![\p{L}])`,
  zh: String.raw`(?:正在|还在|還在|一直在|这会儿在|目前在|现在在|現在在)(?:排查|调试|調試|debug|定位|追查|修复|修復|修|找)[^。！？!?]{0,24}(?:bug|内存泄漏|內存洩漏|报错|報錯|崩溃|崩潰|错误|錯誤|异常|異常)|卡在(?:一个|一個|这个|這個)[^。！？!?]{0,16}(?:bug|报错|報錯|错误|錯誤|异常|異常)上`,
  ja: String.raw`(?:バグ|不具合|エラー|メモリリーク|クラッシュ|例外)[^。！？!?]{0,4}(?:を)?(?:追(?:いかけ|っ)て(?:いる|る|います)|調査中|デバッグ中|修正中|潰して(?:いる|る)|直して(?:いる|る)|(?:ハマ|はま)って(?:いる|る))|(?:バグ|エラー)(?:で|に)(?:ハマ|はま)って`,
  ko: String.raw`(?:버그|오류|에러|메모리\s?누수|크래시|예외)(?:를|을|에)?\s?(?:잡고\s?있|잡는\s?중|찾고\s?있|찾는\s?중|고치고\s?있|고치는\s?중|디버깅\s?(?:하고\s?있|중)|막혀\s?있)`,
};

const BUG_CHASED_OF = cued(new RegExp(union(BUG_CHASED), 'iu'));

/** One bug or error chased right now, or one error a work is stuck on: temporary. */
export const hasBugChased = (text: string): boolean => BUG_CHASED_OF.test(text);
