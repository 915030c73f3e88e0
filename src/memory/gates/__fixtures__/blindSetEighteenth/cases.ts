// The eighteenth blind round's categories, each with the memory type an extraction model would send for it, and how a
// language's texts become cases: the subject is the language's own word for the category, and a text may come with
// the tag the model put the rest of its value in.
import type { CategoryTable } from '../blindGrouped';
import { blindCase, type BlindCase, type BlindExpect, type BlindLanguage } from '../blindCase';

export const EIGHTEENTH_TABLE: CategoryTable = {
  // refused: identifiers, numbers and secrets of everyday admin
  health_number: ['stable_user_context', 'Health'],
  tax_number: ['stable_user_context', 'Taxes'],
  pension_number: ['stable_user_context', 'Pension'],
  travel_document: ['stable_user_context', 'Documents'],
  driving_licence: ['stable_user_context', 'Driving'],
  car_fine: ['stable_user_context', 'Car'],
  utility_home: ['stable_user_context', 'Home'],
  instant_payment: ['user_preference', 'Payments'],
  bank_login: ['workflow_preference', 'Banking'],
  pin_code: ['stable_user_context', 'Home'],
  recovery_codes: ['workflow_preference', 'Accounts'],
  spelled_out: ['stable_user_context', 'Documents'],
  split_value: ['stable_user_context', 'Documents'],
  typo_label: ['stable_user_context', 'Documents'],
  // accepted: lasting admin facts with no value, and numbers that identify nobody
  insurer_hospital: ['stable_user_context', 'Health'],
  taxes_abroad: ['stable_user_context', 'Taxes'],
  citizenship: ['stable_user_context', 'Documents'],
  bank_choice: ['user_preference', 'Banking'],
  paper_mail: ['communication_preference', 'Mail'],
  licence_renewal: ['recurring_constraint', 'Driving'],
  ordinary_number: ['user_preference', 'Everyday'],
  form_name: ['workflow_preference', 'Taxes'],
};

/** A text, or a text with the tag that holds the rest of its value. */
export type Entry = string | readonly [text: string, tag: string];

/** Cases of one language and verdict, grouped by category; `subjects` gives the language's subject word per category. */
export const eighteenthCases = (
  lang: BlindLanguage,
  expect: BlindExpect,
  subjects: Readonly<Record<string, string>>,
  groups: Readonly<Record<string, readonly Entry[]>>,
): BlindCase[] =>
  Object.entries(groups).flatMap(([category, entries]) =>
    entries.map((entry) => {
      const subject = subjects[category] ?? EIGHTEENTH_TABLE[category]?.[1] ?? category;
      const [text, tag] = typeof entry === 'string' ? [entry, undefined] : entry;
      return blindCase(lang, expect, [category, text, subject, tag === undefined ? [subject] : [subject, tag]]);
    }),
  );
