import { cued, cueGate } from '../cueScan';
import { hasHabitualWording, lexiconStabilityOf } from '../lexiconGates';
import { withoutTitles } from './titles';
import { canonicalize } from '../canonical';
import {
  EPISTEMIC,
  GIVEN_NAME,
  HEDGE_ENDING,
  MENTIONED_WORDS,
  ONE_DAY_PART,
  PASSING_ACTIVITY,
  QUOTED_BEFORE_PARTICLE,
  SEEMING,
  SEEMS_RU,
  SEEMS_ZH,
  UNTIL_DAY,
} from './volatileCategories';
import { LASTING_START_DE, MODAL_GUESS, SEEMING_OPENER, TEMPORARY_ASPECT } from './volatileAspect';
import { hasEventOnWeekday } from './volatileAppointments';
import { hasTemporaryDate, withoutDayOfMonthJa } from './volatileDates';
import { hasReportedGuess, NOW_OF_LASTING_STATE, TEMPORARY_CONSTRUCTION } from './volatileGuesses';
import { ACUTE_ILLNESS, CHRONIC } from './volatileIllness';
import { withoutNowOfProject } from './volatileProjects';
import { LOOKS_ENDING, RECENT_LASTING_CHANGE, TEMPORARY_TENSE, withoutLongRangeIntention } from './volatileTense';
import { withoutNegatedIntention } from './negatedIntentions';
import { OPEN_QUESTION } from './volatileOpenQuestions';
import { TEMPORARY_STAY } from './volatileStays';
import { hasUndatedBreakOrPause, SPECULATIVE_REPORT, TEMPORARY_TRIAL } from './volatileTrials';
import { AWAY_FOR_A_WHILE, withoutNowOfHome } from './volatileAway';
import { FEELING_AS_CONDITION, hasBoundedTime, hasSpeculativeGrammar, hasTemporaryGrammar } from './volatileGrammar';
import { hasSpeculativeContext, hasTemporaryContext } from './volatileContext';
import { hasThisYearsOccasion } from './volatileOccasions';
import { hasMarkedDoubt, hasWaitingWish } from './volatileImpressions';
import { hasPassingState } from './volatileStates';
import { hasDependentSpan } from './volatileSpans';
import { hasOpenDecision } from './volatileDecisions';
import { hasOthersBelief } from './volatileBeliefs';
import { hasDoubtNote } from './volatileNotes';
import { hasGuessedAge } from './volatileGuessedAge';
import { hasGuessEnding, hasSeemingNoteEnding } from './volatileGuessEnding';
import { hasSpeculativeClause, hasTemporaryClause } from './volatileClauses';
import { hasFirmNow } from './volatileFirmNow';
import { hasUndertakingUnderWay } from './volatileUndertakings';
import { hasShortPeriod } from './volatileShortPeriods';
import { hasIllnessOnset } from './volatileIllnessOnset';
import { withElisionRestored } from './volatileElision';
import { hasLatelyNot, hasRecentStart } from './volatileRecentStart';
import { hasOutage } from './volatileOutages';
import { hasAppearance } from './volatileAppearance';
import { hasBareOutage } from './volatileBareOutage';
import { hasEventBound } from './volatileEventBound';
import { hasPendingOutcome } from './volatilePendingOutcome';
import { hasChatHedge } from './volatileChatHedges';
import { hasHeardImpression } from './volatileHeardImpression';
import { hasFieldState } from './volatileFieldState';
import { hasPassingMarker } from './volatileMarkers';
import { hasProvisional } from './volatileProvisional';
import { hasUnderWayNote } from './volatileUnderWay';
import { hasEvaluation } from './volatileEvaluating';
import { hasNewborn } from './volatileNewborn';
import { hasAbbreviatedGuess, hasQuestionedStatement } from './volatileGuessMarks';
import { hasHearsay } from './volatileHearsay';
import { hasForNow } from './volatileForNow';
import { hasLeave } from './volatileLeave';
import { hasThisChat } from './volatileThisChat';
import { hasLatelyAspect } from './volatileLatelyAspect';
import { hasMustGuess } from './volatileMustGuess';
import { hasThisHoliday } from './volatileThisHoliday';
import { hasFeelingEvent } from './volatileFeelingEvent';
import { hasCravingNow } from './volatileCravingNow';
import { hasDyingOf } from './volatileDyingOf';
import { hasSuspicion } from './volatileSuspicion';
import { hasLifePhase } from './volatileLifePhases';
import { hasCareAfter } from './volatileCareAfter';
import { hasReadingOfMoment } from './volatileReadings';
import { hasStatusOfMoment } from './volatileStatuses';
import { hasMoneyOfMoment } from './volatileMoneyNow';
import { hasStandIn } from './volatileStandIn';
import { hasNewRelationship } from './volatileNewRelationship';
import { hasPayNegotiation } from './volatileNegotiation';
import { hasMonthEndMove } from './volatileMonthEndMove';
import { hasStrikeCause } from './volatileStrikeCause';
import { hasHalfway } from './volatileHalfway';
import { hasStreak } from './volatileStreak';
import { hasBinge } from './volatileBinge';
import { hasNewCraze } from './volatileNewCraze';
import { hasEventOfDay } from './volatileEventOfDay';
import { hasRoutineUntil } from './volatileRoutineUntil';
import { hasHealthEpisode } from './volatileHealthEpisodes';
import { hasWhereaboutsOfMoment } from './wordingTwentyOne';
import { hasAwaitedPayment } from './volatileAwaitedPayment';
import { hasBodyCycle } from './volatileBodyCycle';
import { hasSickAbsence } from './volatileSickAbsence';
import { hasRestAfter } from './volatileRestAfter';
import { hasBrokenAppliance } from './volatileBrokenAppliance';
import { hasReturnedPurchase } from './volatileReturnedPurchase';
import { hasSchoolWorkWeatherOfMoment } from './wordingTwentyThree';
import { hasSocialLifeOfMoment } from './wordingTwentyFour';
import { hasBoundedRepeat, hasTechOfMoment } from './wordingTwentyFive';
import { withoutNeverClause } from './neverClauses';
import { withoutDislikedEpisode } from './dislikedEpisodes';
import { withoutLatinNamesInCjk } from './latinNamesInCjk';
import { hasSeasonalFrequency } from './seasonalFrequency';
import { withoutNowadays } from './nowadaysStates';
import { withoutDatedNames } from './datedNames';
import { hasAssistantGuess } from './volatileAssistantGuess';
import { hasDrawnInference } from './volatileDrawnInference';
import { hasHedgedSummary } from './volatileHedgedSummary';
import { withoutHeldBeliefs } from './heldBeliefs';

// Temporary and speculative wording (docs/memory-gates.md). A candidate marked `stable` whose text says
// "today" or "maybe" is not a long-term fact: it is treated as `temporary` or `speculative`, exactly
// as if the model had said so (gates 5–6). Habitual wording ("every morning", "每天")
// describes a lasting pattern and keeps the candidate stable.

const TEMPORARY_ZH = cued(
  /今天|今晚|今早|今儿|这周|这星期|这个星期|本周|这个月|本月|这几天|这两天|这礼拜|这个礼拜|本礼拜|这阵子|这段时间|近来|近日|这学期|本学期|最近|近期|明天|明早|下周|下星期|下礼拜|下个月|明晚|后天|昨天|刚才|刚刚|暂时|临时|这会儿|此刻|本週|這週|這幾天|剛才|剛剛|暫時|臨時|明後天/,
);
const TEMPORARY_EN = cued(
  /\b(?:today|tonight|this (?:morning|afternoon|evening|week|weekend|month)|right now|for now|for the time being|at the moment|tomorrow|yesterday|just now|temporarily|for today|these days|this semester|this term|this quarter|lately|recently|next week|until (?:next|tomorrow|the end of|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:for|during)\s+(?:a|one|two|three|the\s+next|the\s+coming|a\s+few|a\s+couple\s+of)\s+(?:few\s+)?(?:days?|weeks?|nights?))\b/i,
);
// A passing state named as such: an illness or a body state of the moment ("has a cold", "is hungry",
// "感冒了"), or an activity or place "now" ("currently in a meeting", "现在在开会", on a train or a plane: "现在在高铁上"). "Sick of" and "tired of"
// are dislikes, not states; a condition called chronic is not passing. Without an article the illness word may be
// a noun's modifier or an adjective ("works with flu patients", "copes badly with cold weather", "always has cold
// hands"), so then only a function word, a time word or the end may follow it.
const PASSING_STATE_EN = cued(
  /\b(?:(?:has|have|got|with|caught)\s+(?:(?:a|the)\s+(?:cold|flu|fever|headache|migraine attack|hangover|sore throat|cough|stomach bug)|(?:cold|flu|fever|headache|migraine attack|hangover|sore throat|cough|stomach bug)(?!\s+(?!(?:and|but|so|or|since|for|this|today|tonight|again|right|now|at|in|on|from|after|during|all|last|yesterday|that|which|still|too|over|of|as)\b)[a-z]+))|(?:is|am|are|feels?|feeling)\s+(?:(?:a\s+bit|a\s+little|very|so|really|quite)\s+)?(?:sick|ill|unwell|hungry|thirsty|sleepy|drunk|hungover|jet-?lagged)(?!\s+of\b)|(?:currently|now|at present|presently)\s+(?:(?:\w+\s+){0,2})(?:sick|ill|unwell|hungry|tired|exhausted|sleepy|angry|upset|sad|bored|stressed|anxious|nervous|worried|drunk|busy|away|driving|travell?ing|on\s+(?:vacation|holiday|leave|a\s+trip|the\s+(?:road|train|bus|plane))|in\s+(?:a\s+|the\s+)?(?:meeting|hospital|class|traffic|queue)|at\s+(?:the\s+)?(?:airport|office|gym|hospital|doctor'?s?|station)))\b/i,
);
// A body state said beside a word of this moment ("我现在特别困", "这会儿好饿") is the moment's, as 困了 is; "很容易累" (tires
// easily) and "下午总是很困" (a routine) name no moment.
const PASSING_STATE_ZH = cued(
  /(?:现在|現在|这会儿|這會兒|此刻|此时|此時)(?:真的|真|好|很|特别|特別|非常|有点|有點|太|超|巨)?(?:困|累|饿|餓|渴|晕|暈|难受|難受)(?:了|死了|得不行|极了|極了)?(?=[，,.!?！？~～\s]|$)|感冒了|发烧了|發燒了|生病了|病了|饿了|餓了|困了|喝醉了|喝多了|(?:正在|现在在|現在在|此时在|此時在|目前在|现在正在)(?:开会|開會|上班|上课|上課|出差|旅行|旅游|旅遊|路上|医院|醫院|机场|機場|外面|加班|吃饭|吃飯|睡觉|睡覺|休假|度假|排队|排隊|堵车|堵車|(?:高铁|高鐵|火车|火車|动车|動車|飞机|飛機|地铁|地鐵|公交|公車|出租车|計程車|车|車|船)上)/,
);
// "所有可能的方案" (every possible option) describes options, not a guess about the user; 大概 before a quantity
// ("大概300元") is "about", an approximation, and 大概的 is the adjective "rough" ("大概的数字", rough figures).
const SPECULATIVE_ZH = cued(
  /(?<!尽|盡|不|有|所有|任何|一切|各种|哪些)可能(?!性|的)|也许|也許|大概(?!率|的|\s*(?:\d|[一二两兩三四五六七八九十百千万萬几幾半]))|或许|或許|说不定|說不定|估计|估計|似乎|好像|看起来|看样子|貌似|疑似|不一定/,
);
// The epistemic entries of the `hedges` word list (npm) are here or in lexicons/en.ts; its frequency adverbs and
// quantifiers (always, usually, some, can, will) are stable wording and are not.
// After "that/which/anything…" the modal belongs to a clause about things ("warn about anything that might
// break"), not to a guess about the user.
// "用户应该是学生吧": a guess about the person ("应该是" after a person, or a 是-clause closed by 吧). "代码应该
// 是可读的" is an opinion about a thing and passes.
const GUESS_ZH = cued(
  /(?:用户|用戶|使用者|他|她|对方|對方)(?:应该|應該)是|是[^，。,.!?！？\n]{1,16}(?<![酒网網贴貼水氧书書话話陶])吧(?=[。！？!?.~～，,；;\s]|$)/,
);
const SPECULATIVE_EN = cued(
  /(?<!\b(?:that|which|what|who|anything|something|whatever|if|when|whether|it|they|this)\s)\b(?:might|maybe|perhaps|possibly|probably|likely|may be|seems? to|presumably|could be|i think|i guess|i suspect|it seems|it appears|apparently|supposedly|allegedly|not sure (?:if|whether)|not certain|(?:it\s+)?(?:sounds|looks) like|i suppose|i reckon|i imagine|i assume|i'd (?:say|guess)|my guess|reportedly|seemingly|by all accounts|as far as i can (?:tell|see)|chances are|odds are|rumou?r has it|word is|seem(?:s|ed)?|appear(?:s|ed)? to|is (?:believed|said|thought|rumou?red) to|conceivably|evidently|unsure (?:if|whether)|doubtful|improbable|in my (?:opinion|view|understanding|mind)|my (?:impression|understanding) is)\b/i,
);
// A time counted from now ("dans dix minutes", "через 10 минут", "tra due ore", "10分後", "10분 후", "两个小时后",
// "an hour from now"): the phrasings that only mean "from now", not a duration ("ready in 30 minutes",
// "en 30 minutos", "за 30 минут" say how long something takes and pass). Canonical: Cyrillic reads as Latin.
const COUNT = String.raw`(?:\d+|[\p{L}-]+(?:\s[\p{L}-]+)?)`;
const FROM_NOW = cued(
  new RegExp(
    canonicalize(
      [
        String.raw`\bdans\s+${COUNT}\s+(?:minutes?|heures?)\b`,
        String.raw`\b(?:dentro de|daqui a)\s+${COUNT}\s+(?:minutos?|horas?)\b`,
        String.raw`\b(?:tra|fra)\s+${COUNT}\s+(?:minuti|minuto|ore|ora)\b`,
        String.raw`(?<![\p{L}])через\s+(?:${COUNT}\s+)?(?:минут[уы]?|час(?:а|ов)?|полчаса)(?![\p{L}])`,
        String.raw`\b(?:minutes?|hours?)\s+from\s+now\b|\bin\s+(?:a\s+few|a\s+couple\s+of)\s+(?:minutes|hours)\b`,
        // In Chinese, Japanese and Korean "N minutes after" also follows an event ("沸騰してから3分後", "끓인 지 3분 후"):
        // only a count right after the person or the topic marker counts from now ("ユーザーは30分後に", "用户两个小时后").
        String.raw`(?:用户|用戶|使用者|他|她|は|が|、|，|^)\s*(?:\d+|[一二三四五六七八九十两兩半几幾]+)\s*(?:分钟|分鐘|个小时|個小時|小时|小時|時間|分)\s*(?:以?后|以?後)`,
        String.raw`(?:[는은가이]|^)\s+(?:\d+|[\p{Script=Hangul}]{1,3})\s*(?:분|시간)\s*(?:후|뒤)`,
      ].join('|'),
    ),
    'iu',
  ),
);

// German capitalises "morgen" (tomorrow) at a sentence start, where it reads like "Morgen" (the morning): a verb right
// after it makes it the day ("Morgen hat der Nutzer einen Termin"); after an article or "jeden" it is the morning
// ("Am Morgen ist er müde", "jeden Morgen hat er Hunger"); "morgen" in lower case is the day anyway. Canonical:
// umlauts read as plain vowels.
const TOMORROW_DE = cued(
  /(?<![\p{L}])(?<!(?:am|an|dem|den|der|jeden|jedem|diesen|diesem|guten|heute|gestern|vom|zum|bis|pro|einen|einem|fruhen|nachsten)\s)Morgen(?=\s+(?:hat|habe|haben|ist|bin|sind|fahrt|fahre|geht|gehe|will|wollen|muss|mussen|kommt|wird|werden|fliegt|trifft|arbeitet|beginnt|startet|reist|zieht|bekommt|schreibt)(?![\p{L}]))/iu,
);

// "每天/每周/总是/always/every morning": a routine, not a one-off.
// 一直 (continuously) is no routine: it goes with 最近 and 这几天 as readily ("最近一直加班", "从早上就一直咳嗽").
const HABITUAL = cued(
  /每天|每日|每晚|每早|每周|每週|每月|每年|每次|每逢|总是|總是|经常|經常|通常|平时|平時|习惯|習慣|\b(?:every|each)\s+(?:day|morning|evening|night|week|weekend|month|year|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:always|usually|daily|weekly|routinely|habitually|generally|typically|whenever)\b/i,
);

// "morgen" (tomorrow) never ends a German compound: "Montagmorgen", "Sonntagmorgen", "Wintermorgen" are mornings, read
// as the other day parts are ("am Sonntagabend"); only "übermorgen" (canonical "ubermorgen") is a day.
const MORNING_COMPOUND_DE = /(?<=\p{L}{3})(?<!uber)morgen(?=(?:s|e|en)?(?![\p{L}]))/giu;

const CHRONIC_WORD = cued(/chronic|慢性/i);

export type VolatileStability = 'temporary' | 'speculative';

// A word in quotes is mentioned, not used: "says 'maybe' a lot" is a habit, not a guess.
const QUOTED = /["“”「」『』][^"“”「」『』\n]{0,40}["“”「」『』]/g;

// The present as an era ("hoy en día") and a date inside a name ("Hospital 12 de Octubre") say nothing of this moment;
// a faith, a hedge over a lifelong trait and an opinion about things say how a lasting fact is held (heldBeliefs.ts).
const withDatesOfNamesAndNowadays = (text: string): string =>
  withoutNegatedIntention(withoutHeldBeliefs(withoutDatedNames(withoutNowadays(withElisionRestored(text)))));

const preparedAfresh = (quotedText: string): string => {
  const steps = withoutLongRangeIntention(
    withoutNowOfHome(
      withoutNowOfProject(
        withoutDislikedEpisode(withoutNeverClause(withoutLatinNamesInCjk(withoutTitles(withDatesOfNamesAndNowadays(quotedText))))),
      ),
    ),
  );
  return LAST_STEPS.reduce((text, step) => step(text), steps);
};

// The last steps, each a pattern replaced; one runs only on a text that holds a word it needs (cueScan.ts).
const replaced = (pattern: RegExp, by: string | ((found: string) => string)) => {
  const mayMatch = cueGate(pattern);
  return (text: string): string => (mayMatch(text) ? text.replace(pattern, by as string) : text);
};
const LAST_STEPS = [
  replaced(QUOTED, ' '),
  replaced(QUOTED_BEFORE_PARTICLE, ' '),
  replaced(GIVEN_NAME, ' '),
  replaced(MENTIONED_WORDS, ' '),
  replaced(LASTING_START_DE, (start) => start.replace(/gerade/i, ' ')),
  replaced(RECENT_LASTING_CHANGE, ' '),
  replaced(NOW_OF_LASTING_STATE, ' '),
  replaced(FEELING_AS_CONDITION, ' '),
  replaced(MORNING_COMPOUND_DE, 'vormittag'),
];

// One candidate prepares its own text once for each of its tags and often its text with the tags is the same string:
// the last few prepared texts are kept. Preparing is pure, so a kept one is what preparing again would give.
const RECENT_PREPARED = 3;
const recentPrepared: { readonly input: string; readonly output: string }[] = [];
function prepared(quotedText: string): string {
  for (const kept of recentPrepared) if (kept.input === quotedText) return kept.output;
  const output = preparedAfresh(quotedText);
  recentPrepared.unshift({ input: quotedText, output });
  if (recentPrepared.length > RECENT_PREPARED) recentPrepared.pop();
  return output;
}

/** What a stable-marked text really is, judged on its words; `undefined` when it reads as lasting. */
// `project`: the text is a project's (type project_context). A project is an undertaking under way by nature, so trying
// or testing something is the project itself ("está testando produzir própolis verde"), not a trial that ends.
export function volatileStabilityOf(
  quotedText: string,
  { project = false, ownText }: { project?: boolean; ownText?: string } = {},
): VolatileStability | undefined {
  const text = prepared(quotedText);
  // A tag names a topic, not how often: "daily_life" or "weekly_plans" beside "this week" is no routine, so words of
  // frequency count only in the candidate's own text when the caller gives it apart from its tags.
  // Prepared lazily: most texts name no time, and then no rule asks whether a routine is named.
  let habitText: string | undefined;
  const habitOf = (): string => (habitText ??= ownText === undefined ? text : prepared(ownText));
  const habitual = (): boolean => HABITUAL.test(habitOf()) || hasSeasonalFrequency(habitOf());
  // A wish that waits for a present state to end is no routine, even with one in it ("would run every morning if it
  // stopped raining").
  if (
    hasBoundedTime(text) ||
    hasWaitingWish(text) ||
    hasDependentSpan(text) ||
    hasFirmNow(text) ||
    hasEventBound(text) ||
    hasLatelyNot(text) ||
    hasForNow(text) ||
    hasThisChat(text) ||
    hasThisHoliday(text) ||
    hasRoutineUntil(text) ||
    hasBoundedRepeat(text)
  )
    return 'temporary';
  if (
    (TEMPORARY_ZH.test(text) ||
      TEMPORARY_EN.test(text) ||
      FROM_NOW.test(text) ||
      TOMORROW_DE.test(text) ||
      PASSING_ACTIVITY.test(text) ||
      AWAY_FOR_A_WHILE.test(text) ||
      UNTIL_DAY.test(text) ||
      ONE_DAY_PART.test(text) ||
      TEMPORARY_ASPECT.some((shape) => shape.test(text)) ||
      TEMPORARY_TENSE.some((shape) => shape.test(text)) ||
      hasEventOnWeekday(text) ||
      hasTemporaryGrammar(text) ||
      hasTemporaryContext(text) ||
      TEMPORARY_STAY.some((shape) => shape.test(text)) ||
      (!project && TEMPORARY_TRIAL.some((shape) => shape.test(text))) ||
      hasUndatedBreakOrPause(text) ||
      hasThisYearsOccasion(text) ||
      hasPassingState(text) ||
      hasOpenDecision(text) ||
      TEMPORARY_CONSTRUCTION.some((shape) => shape.test(text)) ||
      hasTemporaryClause(text, project) ||
      (!project && hasUndertakingUnderWay(text)) ||
      hasShortPeriod(text) ||
      hasIllnessOnset(text) ||
      hasRecentStart(text) ||
      hasOutage(text) ||
      hasBareOutage(text) ||
      hasProvisional(text) ||
      hasUnderWayNote(text) ||
      hasEvaluation(text) ||
      hasNewborn(text) ||
      hasLeave(text) ||
      hasLatelyAspect(text) ||
      hasFeelingEvent(text) ||
      hasCravingNow(text) ||
      hasDyingOf(text) ||
      hasLifePhase(text) ||
      hasCareAfter(text) ||
      hasReadingOfMoment(text) ||
      hasStatusOfMoment(text) ||
      hasMoneyOfMoment(text) ||
      hasStandIn(text) ||
      hasNewRelationship(text) ||
      hasPayNegotiation(text) ||
      hasMonthEndMove(text) ||
      hasStrikeCause(text) ||
      hasHalfway(text) ||
      hasStreak(text) ||
      hasBinge(text) ||
      hasNewCraze(text) ||
      hasEventOfDay(text) ||
      hasHealthEpisode(text) ||
      hasWhereaboutsOfMoment(text) ||
      hasAwaitedPayment(text) ||
      hasBodyCycle(text) ||
      hasSickAbsence(text) ||
      hasRestAfter(text) ||
      hasBrokenAppliance(text) ||
      hasReturnedPurchase(text) ||
      hasSchoolWorkWeatherOfMoment(text) ||
      hasSocialLifeOfMoment(text, project) ||
      hasTechOfMoment(text) ||
      ((ACUTE_ILLNESS.test(text) || hasFieldState(text) || hasPassingMarker(text)) && !CHRONIC.test(text))) &&
    !habitual() &&
    !hasHabitualWording(habitOf())
  )
    return 'temporary';
  if (hasTemporaryDate(text) && !habitual() && !hasHabitualWording(withoutDayOfMonthJa(habitOf()))) return 'temporary';
  if ((PASSING_STATE_EN.test(text) || PASSING_STATE_ZH.test(text)) && !habitual() && !CHRONIC_WORD.test(text)) return 'temporary';
  if (
    SPECULATIVE_ZH.test(text) ||
    GUESS_ZH.test(text) ||
    SPECULATIVE_EN.test(text) ||
    SEEMING.test(text) ||
    EPISTEMIC.test(text) ||
    SEEMS_RU.test(text) ||
    SEEMS_ZH.test(text) ||
    HEDGE_ENDING.test(text) ||
    MODAL_GUESS.test(text) ||
    SEEMING_OPENER.test(text) ||
    LOOKS_ENDING.test(text) ||
    hasReportedGuess(text) ||
    hasSpeculativeGrammar(text) ||
    hasSpeculativeContext(text) ||
    OPEN_QUESTION.some((shape) => shape.test(text)) ||
    SPECULATIVE_REPORT.some((shape) => shape.test(text)) ||
    hasMarkedDoubt(text) ||
    hasDoubtNote(text) ||
    hasOthersBelief(text) ||
    hasGuessedAge(text) ||
    hasGuessEnding(text) ||
    hasSpeculativeClause(text) ||
    hasAppearance(text) ||
    hasPendingOutcome(text) ||
    hasChatHedge(text) ||
    hasHeardImpression(text) ||
    hasAbbreviatedGuess(text) ||
    hasHearsay(habitOf()) ||
    hasMustGuess(text) ||
    hasSuspicion(text) ||
    hasAssistantGuess(text) ||
    hasDrawnInference(text) ||
    hasHedgedSummary(text) ||
    hasQuestionedStatement(habitOf()) ||
    hasSeemingNoteEnding(habitOf())
  )
    return 'speculative';
  return lexiconStabilityOf(text, habitOf);
}
