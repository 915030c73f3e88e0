import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import { ONE_WEEKDAY } from './volatileAppointments';

// One school event on a named weekday: "周五学校组织春游", "As provas do filho começam segunda", "ha la gita venerdì",
// "金曜日に遠足がある", "금요일에 소풍을 간다". The events are a closed class (a school trip, exams and tests, a parents'
// meeting, a sports day, a school play); the day is one day as volatileAppointments.ts reads it, or in Portuguese the
// bare weekday after a verb of starting or taking place ("começam segunda"). Weekly events ("每周五考试", "às sextas")
// name no one day. Input is canonical text.

const SCHOOL_EVENT = [
  canonicalize(
    String.raw`(?<![\p{L}])(?:school\s+trip|field\s+trip|exams?|tests?|parents['’]?\s+evening|parent-teacher\s+(?:meeting|conference)|sports\s+day|school\s+play|Schulausflug|Klassenfahrt|Wandertag|Elternabend|Elternsprechtag|Sportfest|Prufungen|Klassenarbeit|sortie\s+scolaire|voyage\s+scolaire|classe\s+verte|examens?|reunion\s+parents-profs|excursion|examenes|reunion\s+de\s+padres|passeio|excursao|provas?|reuniao\s+de\s+pais|gita(?:\s+scolastica)?|esami|verifica|interrogazione|экскурси\p{L}*|экзамен\p{L}*|контрольн\p{L}*|родительское\s+собрание)(?![\p{L}])`,
  ),
  String.raw`春游|秋游|郊游|远足|遠足|家长会|家長會|运动会|運動會|考试|考試|期中考|期末考|测验|測驗|修学旅行|保護者会|保護者面談|運動会|テスト|試験|授業参観|수학여행|소풍|현장학습|학부모\s?상담|운동회|시험|학부모\s?회의`,
].join('|');

const BARE_WEEKDAY_PT = canonicalize(
  String.raw`(?<![\p{L}])(?:comeca|comecam|e|sera|vai\s+ser|acontece|termina|terminam)\s+(?:segunda|terca|quarta|quinta|sexta)(?:-feira)?(?![\p{L}s])`,
);

const EVENT_ON_DAY = cued(
  new RegExp(
    String.raw`(?:${SCHOOL_EVENT})[^.!?;\n]{0,40}?(?:${ONE_WEEKDAY}|${BARE_WEEKDAY_PT})|(?:${ONE_WEEKDAY})[^.!?;\n]{0,40}?(?:${SCHOOL_EVENT})`,
    'iu',
  ),
);

/** One school event on a named weekday: temporary. */
export const hasSchoolEvent = (text: string): boolean => EVENT_ON_DAY.test(text);
