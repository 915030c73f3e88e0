// How the fifth wording round's rows become cases: texts grouped by category, each category with the memory type a
// model would send for it and a subject word of its own (the tags are that subject).
import { rows, type BlindCase, type BlindExpect, type BlindLanguage } from '../blindCase';

export type WordingFiveType = 'stable_user_context' | 'user_preference' | 'project_context';

/** Each category's memory type and subject: hostile texts are stable-marked context, plans are project context. */
export const CATEGORY: Readonly<Record<string, readonly [WordingFiveType, string]>> = {
  now_state: ['stable_user_context', 'whereabouts'],
  near_plan: ['project_context', 'plans'],
  mood_illness: ['stable_user_context', 'health'],
  one_off: ['stable_user_context', 'events'],
  guess_hearsay: ['stable_user_context', 'background'],
  ends_with_event: ['stable_user_context', 'housing'],
  chat: ['stable_user_context', 'status'],
  trailing_hedge: ['stable_user_context', 'background'],
  habit_time: ['stable_user_context', 'routine'],
  past_dated: ['stable_user_context', 'history'],
  lasting_condition: ['stable_user_context', 'health'],
  time_preference: ['user_preference', 'schedule'],
  title_name: ['user_preference', 'music'],
  quoted: ['user_preference', 'motto'],
  for_years: ['stable_user_context', 'work'],
  since_year: ['stable_user_context', 'home'],
  recurring_day: ['stable_user_context', 'routine'],
};

export const typeOf = (c: BlindCase): WordingFiveType => CATEGORY[c.category]?.[0] ?? 'stable_user_context';

/** Cases of one language and verdict from texts grouped by category. */
export const grouped = (lang: BlindLanguage, expect: BlindExpect, groups: Readonly<Record<string, readonly string[]>>) =>
  rows(
    lang,
    expect,
    Object.entries(groups).flatMap(([category, texts]) => {
      const subject = CATEGORY[category]?.[1] ?? category;
      return texts.map((text) => [category, text, subject, [subject]] as const);
    }),
  );
