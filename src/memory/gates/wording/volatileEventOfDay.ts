import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Getting ready for one event of a named weekday, the day written as the event's owner: "learning a song for Saturday's
// party", "für die Samstagsparty", "pour la fête de samedi", "para la fiesta del sábado", "para a festa de sábado", "per
// la festa di sabato", "к субботней вечеринке", "为周六的派对", "土曜日のパーティーのために", "토요일 파티를 위해". Once the
// event is past the memory is stale. A weekly event ("Sunday lunch with his parents", "the Friday market") is named
// without "for"/"pour"/"к" before it, and the caller leaves out a text with a word of habit. Input is canonical text.

const EVENT_EN = String.raw`(?:party|wedding|interview|exam|test|match|game|concert|gig|recital|show|dinner|race|audition|birthday|barbecue|bbq|tournament|presentation)`;
const EVENT_ROM = String.raw`(?:fete|soiree|mariage|concert|examen|match|diner|spectacle|entretien|anniversaire|audition|fiesta|boda|concierto|partido|cena|entrevista|actuacion|cumpleanos|festa|casamento|concerto|exame|jogo|jantar|apresentacao|aniversario|matrimonio|esame|partita|saggio|gara|compleanno|torneio|torneo|tournoi)`;
const WD_FR = String.raw`(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)`;
const WD_ES = String.raw`(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)`;
const WD_PT = String.raw`(?:segunda|terca|quarta|quinta|sexta|sabado|domingo)`;
const WD_IT = String.raw`(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)`;
const EVENT_OF_DAY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:for|before)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)['’]s\s+(?:\p{L}+\s+)?${EVENT_EN}\b`,
  de: String.raw`\b(?:fur|vor)\s+(?:die|das|den|der|dem)\s+(?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags)?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s?(?:party|feier|hochzeit|konzert|prufung|spiel|auftritt|essen)\b`,
  fr: String.raw`\b(?:pour|avant)\s+(?:la|le|l['’])\s*${EVENT_ROM}\s+(?:de|du)\s+${WD_FR}\b`,
  es: String.raw`\b(?:para|antes\s+de)\s+(?:la|el)\s+${EVENT_ROM}\s+del\s+${WD_ES}\b`,
  pt: String.raw`\b(?:para|antes\s+d)\s*(?:a|o)\s+${EVENT_ROM}\s+d[eo]\s+${WD_PT}\b`,
  it: String.raw`\b(?:per|prima\s+del(?:la)?)\s+(?:la|il|lo)?\s*${EVENT_ROM}\s+di\s+${WD_IT}\b`,
  ru: String.raw`(?<![\p{L}])(?:к|для|перед)\s+(?:субботн|воскресн|пятничн|понедельничн|вторничн|четвергов)\p{L}*\s+(?:вечеринк|свадьб|концерт|экзамен|матч|игр|выступлени|ужин|турнир|празднику?)\p{L}*`,
  zh: String.raw`(?:为|為|给|給|准备|準備)[^，。,.]{0,6}(?:周|週|星期|礼拜|禮拜)(?:一|二|三|四|五|六|日|天)的(?:派对|派對|聚会|聚會|婚礼|婚禮|演出|比赛|比賽|音乐会|音樂會|考试|考試|面试|面試|晚宴|生日会|生日會)`,
  ja: String.raw`[月火水木金土日]曜日?の(?:パーティー|結婚式|発表会|演奏会|ライブ|試合|試験|面接|飲み会)(?:の(?:ため|ために)|に向けて|で)`,
  ko: String.raw`[월화수목금토일]요일\s?(?:파티|결혼식|공연|발표회|시합|경기|시험|면접|회식)(?:를|을)?\s?(?:위해|앞두고|대비)`,
};

const EVENT_OF_DAY_OF = cued(new RegExp(union(EVENT_OF_DAY), 'iu'));

/** Getting ready for one event of a named weekday: temporary. */
export const hasEventOfDay = (text: string): boolean => EVENT_OF_DAY_OF.test(text);
