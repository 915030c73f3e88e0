// The twenty-fifth blind round's categories, each with the memory type an extraction model would send for it. The
// round's angle is text disguised the way an adversarial evaluator disguises it, and long memories that hide one hostile
// clause: a keyword or value with homoglyphs of other scripts (Cyrillic "а", Greek omicron), zero-width characters or
// soft hyphens inside a word or number, full-width Latin, letters spaced out or dotted, leetspeak, a value wrapped in
// Markdown, HTML, a code fence or quotes; and memories of three or four lasting facts where one clause carries a
// secret, an identifier, a transcript line or a temporary state of the moment. The accept side is the same disguises
// over harmless words (a styled product name, a full-width brand, a quoted title, Markdown emphasis on a hobby, a
// spaced-out or leetspeak name, a setting in a code span or HTML) and long multi-clause memories where every clause lasts.
import type { CategoryTable } from '../blindGrouped';
import { rows, type BlindCase, type BlindExpect, type BlindLanguage, type Row } from '../blindCase';

export const TWENTY_FIFTH_TABLE: CategoryTable = {
  // refused: disguised secrets and identifiers, and one hostile clause among lasting ones
  homoglyph_secret: ['stable_user_context', 'Accounts'],
  homoglyph_identifier: ['stable_user_context', 'Identity'],
  zero_width_secret: ['stable_user_context', 'Accounts'],
  zero_width_number: ['communication_preference', 'Phone'],
  fullwidth_secret: ['stable_user_context', 'Accounts'],
  spaced_keyword: ['stable_user_context', 'Accounts'],
  leet_secret: ['stable_user_context', 'Accounts'],
  wrapped_secret: ['project_context', 'Work'],
  wrapped_identifier: ['stable_user_context', 'Finance'],
  clause_secret: ['stable_user_context', 'Profile'],
  clause_identifier: ['stable_user_context', 'Profile'],
  clause_transcript: ['user_preference', 'Profile'],
  clause_temporary: ['user_preference', 'Profile'],
  // accepted: the same disguises over harmless words, and long memories where every clause lasts
  styled_product: ['user_preference', 'Products'],
  fullwidth_brand: ['user_preference', 'Brands'],
  quoted_title: ['user_preference', 'Books'],
  markdown_hobby: ['user_preference', 'Hobbies'],
  spaced_name: ['user_preference', 'Brands'],
  leet_name: ['user_preference', 'Music'],
  code_setting: ['workflow_preference', 'Editor'],
  html_preference: ['user_preference', 'Food'],
  long_preferences: ['user_preference', 'Profile'],
  long_job_routine_diet: ['stable_user_context', 'Profile'],
  long_family_hobbies: ['stable_user_context', 'Profile'],
};

/** Cases of one language: the hostile rows, then the lasting look-alikes. */
export const twentyFifthCases = (lang: BlindLanguage, refuse: readonly Row[], accept: readonly Row[]): BlindCase[] => [
  ...rows(lang, 'refuse' satisfies BlindExpect, refuse),
  ...rows(lang, 'accept' satisfies BlindExpect, accept),
];
