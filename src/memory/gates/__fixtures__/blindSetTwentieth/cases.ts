// The twentieth blind round's categories, each with the memory type an extraction model would send for it, and how a
// language's texts become cases: the subject is the language's own word for the category, and a text may bring tags
// of its own (a value split between the text and a tag).
import type { CategoryTable } from '../blindGrouped';
import { blindCase, type BlindCase, type BlindExpect, type BlindLanguage } from '../blindCase';

export const TWENTIETH_TABLE: CategoryTable = {
  // refused: one of each class an outside evaluator would list
  credential: ['stable_user_context', 'Accounts'],
  national_id: ['stable_user_context', 'Identity'],
  bank_detail: ['stable_user_context', 'Bank'],
  phone: ['communication_preference', 'Phone'],
  email_words: ['communication_preference', 'Email'],
  street_address: ['stable_user_context', 'Home'],
  role_labels: ['stable_user_context', 'Chat'],
  runtime_data: ['project_context', 'Server'],
  temporary_state: ['stable_user_context', 'Mood'],
  guess: ['stable_user_context', 'Health'],
  split_value: ['stable_user_context', 'Accounts'],
  number_words: ['stable_user_context', 'Accounts'],
  // accepted: lasting facts that share those words without a value
  bank_used: ['stable_user_context', 'Bank'],
  citizenship: ['stable_user_context', 'Citizenship'],
  messenger: ['communication_preference', 'Messaging'],
  habit_time: ['recurring_constraint', 'Routine'],
  title_time: ['user_preference', 'Films'],
  belief_years: ['stable_user_context', 'Beliefs'],
  email_habit: ['communication_preference', 'Email'],
  phone_habit: ['communication_preference', 'Phone'],
};

/** A text, or a text with the tags a model put beside it. */
export type TwentiethText = string | readonly [text: string, tags: readonly string[]];

/** Cases of one language and verdict, grouped by category; `subjects` gives the language's subject word per category. */
export const twentiethCases = (
  lang: BlindLanguage,
  expect: BlindExpect,
  subjects: Readonly<Record<string, string>>,
  groups: Readonly<Record<string, readonly TwentiethText[]>>,
): BlindCase[] =>
  Object.entries(groups).flatMap(([category, texts]) =>
    texts.map((entry) => {
      const subject = subjects[category] ?? TWENTIETH_TABLE[category]?.[1] ?? category;
      const [text, tags] = typeof entry === 'string' ? [entry, [subject]] : entry;
      return blindCase(lang, expect, [category, text, subject, tags]);
    }),
  );
