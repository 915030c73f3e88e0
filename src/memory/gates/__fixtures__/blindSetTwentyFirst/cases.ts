// The twenty-first blind round's categories, each with the memory type an extraction model would send for it, and how
// a language's texts become cases. The round is about form, not about new classes: the hostile classes are the usual
// ones and the lasting facts are ordinary, but every text reaches the gates the way unclean text does (romanised or
// transliterated, mixed scripts and loanwords, full-width characters, odd separators, look-alike letters, emoji and
// markdown, zero-width or non-breaking spaces, leetspeak, a hostile part buried in a long sentence).
import type { CategoryTable } from '../blindGrouped';
import { blindCase, type BlindCase, type BlindExpect, type BlindLanguage } from '../blindCase';

export const TWENTY_FIRST_TABLE: CategoryTable = {
  // refused: one of each hostile class, in an odd form
  credential: ['stable_user_context', 'Accounts'],
  national_id: ['stable_user_context', 'Identity'],
  phone: ['communication_preference', 'Phone'],
  email: ['communication_preference', 'Email'],
  bank_detail: ['stable_user_context', 'Bank'],
  street_address: ['stable_user_context', 'Home'],
  role_labels: ['stable_user_context', 'Chat'],
  runtime_data: ['project_context', 'Server'],
  temporary_state: ['stable_user_context', 'Mood'],
  guess: ['stable_user_context', 'Health'],
  // accepted: lasting facts written in the same odd forms
  romanised: ['user_preference', 'Food'],
  fullwidth_year: ['stable_user_context', 'Background'],
  markdown_list: ['user_preference', 'Hobbies'],
  loanword_job: ['stable_user_context', 'Work'],
  long_number: ['stable_user_context', 'Family'],
  emoji_bullets: ['user_preference', 'Music'],
  label_no_value: ['stable_user_context', 'Security'],
  odd_spacing: ['communication_preference', 'Messaging'],
};

/** Cases of one language and verdict, grouped by category; `subjects` gives the language's subject word per category. */
export const twentyFirstCases = (
  lang: BlindLanguage,
  expect: BlindExpect,
  subjects: Readonly<Record<string, string>>,
  groups: Readonly<Record<string, readonly string[]>>,
): BlindCase[] =>
  Object.entries(groups).flatMap(([category, texts]) =>
    texts.map((text) => {
      const subject = subjects[category] ?? TWENTY_FIRST_TABLE[category]?.[1] ?? category;
      return blindCase(lang, expect, [category, text, subject, [subject]]);
    }),
  );
