// Temporary and speculative wording (issue 10, point 6). A candidate marked `stable` whose text says
// "today" or "maybe" is not a long-term fact: it is treated as `temporary` or `speculative`, exactly
// as if the model had said so (SPEC §3.1, gates 5–6). Habitual wording ("every morning", "每天")
// describes a lasting pattern and keeps the candidate stable.

const TEMPORARY_ZH =
  /今天|今晚|今早|今儿|这周|这星期|这个星期|本周|这个月|本月|这几天|这两天|这礼拜|这个礼拜|本礼拜|这阵子|这段时间|近来|近日|这学期|本学期|最近|近期|明天|明早|下周|下星期|下礼拜|下个月|明晚|后天|昨天|刚才|刚刚|暂时|临时|这会儿|此刻|週|這週|這幾天|剛才|剛剛|暫時|臨時|明後天/;
const TEMPORARY_EN =
  /\b(?:today|tonight|this (?:morning|afternoon|evening|week|weekend|month)|right now|for now|for the time being|at the moment|tomorrow|yesterday|just now|temporarily|for today|these days|this semester|this term|this quarter|lately|recently|next week|until (?:next|tomorrow|the end of|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:for|during)\s+(?:a|one|two|three|the\s+next|the\s+coming|a\s+few|a\s+couple\s+of)\s+(?:few\s+)?(?:days?|weeks?|nights?))\b/i;
// "所有可能的方案" (every possible option) describes options, not a guess about the user.
const SPECULATIVE_ZH =
  /(?<!尽|盡|不|有|所有|任何|一切|各种|哪些)可能(?!性|的)|也许|也許|大概(?!率)|或许|或許|说不定|說不定|估计|估計|似乎|好像|看起来|看样子|貌似|疑似|不一定/;
// After "that/which/anything…" the modal belongs to a clause about things ("warn about anything that might
// break"), not to a guess about the user.
const SPECULATIVE_EN =
  /(?<!\b(?:that|which|what|who|anything|something|whatever|if|when|whether|it|they|this)\s)\b(?:might|maybe|perhaps|possibly|probably|likely|may be|seems? to|presumably|could be|i think|i guess|i suspect|it seems|it appears|apparently|supposedly|allegedly|not sure (?:if|whether))\b/i;
// "每天/每周/总是/always/every morning": a routine, not a one-off.
const HABITUAL =
  /每天|每日|每晚|每早|每周|每週|每月|每年|每次|每逢|总是|總是|一直|经常|經常|通常|平时|平時|习惯|習慣|\b(?:every|each)\s+(?:day|morning|evening|night|week|weekend|month|year|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:always|usually|daily|weekly|routinely|habitually|generally|typically|whenever)\b/i;

export type VolatileStability = 'temporary' | 'speculative';

/** What a stable-marked text really is, judged on its words; `undefined` when it reads as lasting. */
// A word in quotes is mentioned, not used: "says 'maybe' a lot" is a habit, not a guess.
const QUOTED = /["“”「」『』][^"“”「」『』\n]{0,40}["“”「」『』]/g;

export function volatileStabilityOf(quotedText: string): VolatileStability | undefined {
  const text = quotedText.replace(QUOTED, ' ');
  if (!HABITUAL.test(text) && (TEMPORARY_ZH.test(text) || TEMPORARY_EN.test(text))) return 'temporary';
  if (SPECULATIVE_ZH.test(text) || SPECULATIVE_EN.test(text)) return 'speculative';
  return undefined;
}
