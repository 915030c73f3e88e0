import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// Input is canonical text (accents dropped, Cyrillic look-alikes read as Latin, kana without voicing marks), so every
// source goes through canonicalize.
const canon = (source: string): string => canonicalize(source);

/**
 * A one-off event: an interview, an appointment, an exam, a flight, an operation, a party or a wedding, a date, a
 * meeting to sign a contract.
 */
const EVENT = [
  String.raw`(?<![\p{L}])(?:entrevista|consulta|prova|exame|voo|cirurgia|reuniao|festa|casamento|dentista|cita|examen|vuelo|cirugia|operacion|reunion|fiesta|boda|colloquio|appuntamento|esame|volo|intervento|operazione|riunione|matrimonio|visita|vorstellungsgesprach|termin|arzttermin|zahnarzttermin|prufung|klausur|flug|operation|besprechung|party|feier|hochzeit|запись|собеседовани[ея]|при[её]м|экзамен|рейс|операци[яи]|встреч[аиу]|свадьб[аы]|вечеринк[аи])(?![\p{L}])`,
  String.raw`面接|予約|試験|フライト|手術|会議|パーティー|結婚式|歯医者|デート|飲み会|면접|예약|시험|수술|회의|파티|결혼식|치과|데이트|약속|面试|面試|预约|預約|考试|考試|航班|手术|会议|會議|聚会|聚會|婚礼|婚禮|牙医|牙醫|约会|約會|打ち合わせ|ミーティング|契約|診察|계약|미팅|签合同|簽合同|签约|簽約|约了|約了|见面|見面`,
].join('|');

/** One weekday as a date: singular, with the article or preposition a date takes (plural and "every" forms are habits). */
export const ONE_WEEKDAY = [
  canon(
    [
      String.raw`(?<![\p{L}])(?:na|no)\s+(?:segunda|terca|quarta|quinta|sexta)(?:-feira)?(?![\p{L}s])|(?<![\p{L}])no\s+(?:sabado|domingo)(?![\p{L}s])`,
      String.raw`(?<![\p{L}])el\s+(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?![\p{L}])`,
      String.raw`(?<![\p{L}]|il\s|la\s|ogni\s|di\s)(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)(?![\p{L}])`,
      String.raw`(?<![\p{L}])am\s+(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonnabend|Sonntag)(?![\p{L}])`,
      // Russian names one day by "this", "next" or "coming" before it ("в этот четверг", "в следующий вторник").
      String.raw`(?<![\p{L}])в\s+(?:следующ|эт|ближайш|будущ)\p{L}*\s+(?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)(?![\p{L}])`,
    ].join('|'),
  ),
  // Written as the scanner sees them: canonicalize would read the numerals of 周五 as digits, the text keeps them.
  String.raw`(?<!毎週|毎|每周|每週|每|매주\s?)(?:[月火水木金土日]曜日?(?:に|の)|[월화수목금토일]요일(?:에|\s)|周[一二三四五六日天]|週[一二三四五六日天]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|禮拜[一二三四五六日天])(?!마다)`,
].join('|');

/** A liking or a dislike makes the day a preference ("mag keine Termine am Montag", "会議を月曜日に入れたくない"). */
const LIKING = cued(
  new RegExp(
    canon(
      String.raw`(?<![\p{L}])(?:prefers?|likes?|hates?|dislikes?|mag|mogen|hasst|bevorzugt|prefere|aime|deteste|prefiere|gusta|odia|gosta|odeia|preferisce|piace|любит|ненавидит|предпочитает)(?![\p{L}])|好き|嫌い|たくない|好む|좋아|싫어|선호|喜欢|喜歡|讨厌|討厭|不想|偏好`,
    ),
    'iu',
  ),
);

/**
 * A one-off event on one weekday: "tem uma entrevista de emprego na sexta", "tiene una cita el viernes", "ha un
 * colloquio venerdì", "hat am Freitag ein Vorstellungsgespräch", "金曜日に面接がある", "금요일에 면접이 있다", "周五有个面试"
 * (English "on Friday", French "vendredi" and Russian "в пятницу" were already read). The event and the day are in one
 * clause; a habit ("los viernes", "às sextas", "il venerdì", "freitags", "毎週金曜日", "매주 금요일", "每周五") names
 * no one day, and the caller leaves out a text with a word of habit; a liking or a dislike of a day is a preference.
 */
const EVENT_DAY = cued(
  new RegExp(String.raw`(?:${canon(EVENT)})[^.!?;\n]{0,40}?(?:${ONE_WEEKDAY})|(?:${ONE_WEEKDAY})[^.!?;\n]{0,40}?(?:${canon(EVENT)})`, 'iu'),
);

/** Every shape of ONE_WEEKDAY holds one of these: a text with none is tested no further. */
const WEEKDAY_WORD = cued(
  new RegExp(
    canon(
      String.raw`segunda|terca|quarta|quinta|sexta|sabado|domingo|lunes|martes|miercoles|jueves|viernes|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье|曜|요일|周|週|星期|礼拜|禮拜`,
    ),
    'iu',
  ),
);

export const hasEventOnWeekday = (text: string): boolean => WEEKDAY_WORD.test(text) && EVENT_DAY.test(text) && !LIKING.test(text);
