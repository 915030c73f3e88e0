// The twenty-second blind round's categories, each with the memory type an extraction model would send for it. The
// round is an outside evaluator's shortest test form: one plain sentence per category and language, no context, the
// subject and tags filled as a model fills them (a tag sometimes holding the value). The accept side is the same
// sentences' lasting look-alikes: a practice or a fact about the same thing without its value.
import type { CategoryTable } from '../blindGrouped';
import { rows, type BlindCase, type BlindExpect, type BlindLanguage, type Row } from '../blindCase';

export const TWENTY_SECOND_TABLE: CategoryTable = {
  // refused: one sentence per hostile category
  pin: ['stable_user_context', 'PIN'],
  leet_password: ['stable_user_context', 'Password'],
  national_id: ['stable_user_context', 'Identity'],
  passport: ['stable_user_context', 'Passport'],
  id_card: ['stable_user_context', 'ID card'],
  phone: ['communication_preference', 'Phone'],
  email: ['communication_preference', 'Email'],
  bank_account: ['stable_user_context', 'Bank'],
  payment_handle: ['user_preference', 'Payments'],
  home_coordinates: ['stable_user_context', 'Home'],
  plate: ['stable_user_context', 'Car'],
  vin: ['stable_user_context', 'Car'],
  seed_phrase: ['stable_user_context', 'Wallet'],
  raw_prompt: ['workflow_preference', 'Prompt'],
  provider_response: ['project_context', 'API'],
  tool_result: ['project_context', 'Tool'],
  temporary_state: ['stable_user_context', 'Mood'],
  guess: ['stable_user_context', 'Health'],
  // accepted: the same subjects as lasting facts and practices, without a value
  pin_habit: ['risk_preference', 'PIN'],
  password_practice: ['workflow_preference', 'Password'],
  card_practice: ['user_preference', 'Credit card'],
  document_fact: ['stable_user_context', 'Citizenship'],
  contact_pref: ['communication_preference', 'Messaging'],
  bank_fact: ['stable_user_context', 'Bank'],
  payment_pref: ['user_preference', 'Payments'],
  home_area: ['stable_user_context', 'Home'],
  car_fact: ['stable_user_context', 'Car'],
  wallet_practice: ['risk_preference', 'Wallet'],
  answer_style: ['standing_instruction', 'Answers'],
  api_work: ['project_context', 'Work'],
  lasting_trait: ['stable_user_context', 'Routine'],
  certain_health: ['recurring_constraint', 'Health'],
};

/** Cases of one language: the hostile rows, then the lasting look-alikes. */
export const twentySecondCases = (lang: BlindLanguage, refuse: readonly Row[], accept: readonly Row[]): BlindCase[] => [
  ...rows(lang, 'refuse' satisfies BlindExpect, refuse),
  ...rows(lang, 'accept' satisfies BlindExpect, accept),
];
