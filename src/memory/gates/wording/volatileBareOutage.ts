import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A household service missing now, said with a bare negation and no word of a cut: "no hot water at the user's place",
// "has no wifi at home", "Kein WLAN in der Wohnung", "gibt es kein warmes Wasser", "Pas d'eau chaude chez…", "n'a pas de
// chauffage", "Sin luz en casa", "no tiene agua caliente", "Sem internet em casa", "está sem luz", "Niente acqua calda",
// "Senza wifi in casa", "нет горячей воды", "没网", "没热水". The negation opens the clause or follows a verb of having or
// being, so "drinks no water" or "agua sin gas" are not read; gas (often no connection at all), phones and Chinese
// heating (none in the south) are left out. Living without a service by choice, or never, is lasting. Input is
// canonical text.

const SERVICE_EN = String.raw`(?:internet|wi-?fi|power|electricity|hot\s+water|running\s+water|water|heating|heat|broadband|signal)`;
const SERVICE_DE = String.raw`(?:internet|wlan|wifi|strom|warmwasser|warmes\s+wasser|wasser|heizung)`;
const SERVICE_FR = String.raw`(?:internet|wi-?fi|electricite|courant|eau\s+chaude|eau|chauffage|reseau)`;
const SERVICE_ES = String.raw`(?:internet|wi-?fi|luz|electricidad|agua\s+caliente|agua|calefaccion|senal)`;
const SERVICE_PT = String.raw`(?:internet|wi-?fi|luz|energia|agua\s+quente|agua|aquecimento|sinal)`;
const SERVICE_IT = String.raw`(?:internet|wi-?fi|luce|corrente|elettricita|acqua\s+calda|acqua|riscaldamento|campo)`;
const SERVICE_RU = String.raw`(?:горяч\p{L}*\s+вод\p{L}*|воды|интернета|света|электричества|отопления|вай-?фая|wi-?fi)`;
const OPEN = String.raw`(?:^|[.;:,!?]\s*)`;

const BARE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`(?:${OPEN}|\b(?:has|have|got|there\s+is|there['’]s|theres|still|with)\s+)(?:no|zero)\s+(?:more\s+)?${SERVICE_EN}\b(?!\s+(?:to|over|of|for)\b)`,
  de: String.raw`(?:${OPEN}|\b(?:gibt\s+es|gibts|hat|haben|habe|hab)\s+(?:(?:gerade|immer\s+noch|noch|momentan|schon\s+wieder|wieder|zurzeit)\s+)?)(?:kein|keine|keinen)\s+${SERVICE_DE}\b|\b(?:ist|sind|sitzt|sitzen)\s+(?:\p{L}+\s+){0,2}ohne\s+${SERVICE_DE}\b`,
  fr: String.raw`(?:${OPEN}|\bn['’]?\s*(?:a|ont|ai|avons|y\s+a)\s+)(?:pas|plus|toujours\s+pas)\s+(?:d['’]\s*|de\s+)${SERVICE_FR}\b|\b(?:est|sont|reste|se\s+retrouve)\s+sans\s+${SERVICE_FR}\b`,
  es: String.raw`(?:${OPEN}|\b(?:esta|estan|estoy|sigue|siguen|quedo|se\s+quedo|se\s+quedaron|anda|andan)\s+)sin\s+${SERVICE_ES}\b|\bno\s+(?:tiene|tienen|tengo|tenemos|hay|llega|le\s+llega)\s+${SERVICE_ES}\b`,
  pt: String.raw`(?:${OPEN}|\b(?:esta|estao|estou|ta|tao|to|fica|ficou|ficaram|continua|segue)\s+)sem\s+${SERVICE_PT}\b|\bnao\s+(?:tem|ha|temos|chega)\s+${SERVICE_PT}\b`,
  it: String.raw`(?:${OPEN}|\b(?:e|sono|resta|rimane|rimast[oaie]|siamo|sta)\s+)(?:senza|niente)\s+${SERVICE_IT}\b|\bnon\s+(?:ha|c['’]\s*e|abbiamo|arriva)\s+(?:(?:piu|ancora)\s+)?${SERVICE_IT}\b`,
  ru: String.raw`(?<![\p{L}])(?:нет|без)\s+${SERVICE_RU}(?![\p{L}])`,
  zh: String.raw`(?:没|沒)有?(?:网络|網絡|热水|熱水|网|網|电|電|水|信号|信號|wifi|wi-fi)(?![球站店购購红紅友瘾癮址脑腦话話视視梯影车車子池器费費果平准準平])`,
  ja: String.raw`(?<![\p{Script=Han}])(?:お湯|水|電気|ガス|ネット|Wi-?Fi|wifi)(?:が|も)(?:出ない|出なくて|来ない|使えない|止まって)`,
  ko: String.raw`(?<![\p{Script=Hangul}])(?:온수|물|전기|인터넷|와이파이)(?:가|이|도)?\s?(?:안\s?(?:나온다|나와|나옴|들어온다|들어옴|됨|돼|된다)|끊겼|끊겨|없다|없음|없어)`,
};

// By choice or never: lasting ("lives off-grid with no electricity", "vive sin internet por elección", "从来没网").
const CHOSEN: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:off-?grid|by\s+choice|on\s+purpose|deliberately|never|growing\s+up|as\s+a\s+(?:kid|child)|prefers?|likes?|wants?)\b`,
  de: String.raw`\b(?:bewusst|absichtlich|nie|niemals|aus\s+prinzip|autark|als\s+kind|will|mag|bevorzugt)\b`,
  fr: String.raw`\b(?:par\s+choix|volontairement|expres|jamais|autonome|enfant|prefere|veut|aime)\b`,
  es: String.raw`\b(?:por\s+(?:eleccion|gusto|decision)|a\s+proposito|adrede|nunca|jamas|de\s+nino|prefiere|quiere|le\s+gusta)\b`,
  pt: String.raw`\b(?:por\s+(?:opcao|escolha)|de\s+proposito|nunca|jamais|quando\s+crianca|prefere|quer|gosta)\b`,
  it: String.raw`\b(?:per\s+scelta|apposta|di\s+proposito|mai|da\s+bambin[oa]|preferisce|vuole|ama)\b`,
  ru: String.raw`(?<![\p{L}])(?:принципиально|специально|никогда|в\s+детстве|предпочитает|хочет|любит)(?![\p{L}])`,
  zh: String.raw`从来|從來|从小|從小|故意|特意|喜欢|喜歡|宁愿|寧願|不想`,
  ja: String.raw`わざと|あえて|一度も|昔から|好き`,
  ko: String.raw`일부러|원래|한\s?번도|좋아`,
};

const BARE_OF = cued(new RegExp(union(BARE), 'iu'));
const CHOSEN_OF = new RegExp(union(CHOSEN), 'iu');
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

/** A household service missing now, said with a bare negation: temporary. */
export const hasBareOutage = (text: string): boolean => BARE_OF.test(text) && !CHOSEN_OF.test(text) && !YEAR.test(text);
