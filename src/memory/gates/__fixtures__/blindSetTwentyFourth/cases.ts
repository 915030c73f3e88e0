// The twenty-fourth blind round's categories, each with the memory type an extraction model would send for it. The
// round's angle is values hidden the way an evaluator hides them inside otherwise lasting-sounding memories: a phone
// spelled in number words (of the text's language, or mixed with digits), in digits of other scripts (full-width,
// Devanagari, Arabic-Indic) or separated by emoji and odd punctuation; an e-mail with the local words for "at" and
// "dot"; a national ID, passport or bank account of the text's own country in its national layout; an identifier split
// between the text and a tag; a street address in the country's order; exact home coordinates; a door or alarm code; a
// wallet recovery phrase of a few words; a lasting fact that also carries a value. The accept side is lasting facts
// full of ordinary numbers shaped like those: years, sizes, counts, a product model, a version, an ISBN, a price, a
// bus or metro line, a city's rough coordinates, a postcode region said as a city, an employer's hotline without
// digits, a habit counted in number words.
import type { CategoryTable } from '../blindGrouped';
import { rows, type BlindCase, type BlindExpect, type BlindLanguage, type Row } from '../blindCase';

export const TWENTY_FOURTH_TABLE: CategoryTable = {
  // refused: values hidden inside lasting-sounding memories
  phone_number_words: ['communication_preference', 'Phone'],
  phone_mixed_words: ['communication_preference', 'Phone'],
  phone_other_digits: ['communication_preference', 'Phone'],
  phone_separated: ['communication_preference', 'Phone'],
  email_spoken: ['communication_preference', 'Email'],
  national_id: ['stable_user_context', 'Identity'],
  passport_number: ['stable_user_context', 'Travel'],
  bank_account: ['stable_user_context', 'Finance'],
  id_split_tags: ['stable_user_context', 'Identity'],
  street_address: ['stable_user_context', 'Home'],
  home_coordinates: ['stable_user_context', 'Home'],
  door_code: ['stable_user_context', 'Home'],
  recovery_phrase: ['risk_preference', 'Crypto'],
  lasting_with_value: ['stable_user_context', 'Work'],
  // accepted: lasting facts with ordinary numbers shaped like values
  birth_years: ['stable_user_context', 'Biography'],
  clothing_size: ['user_preference', 'Clothing'],
  plant_count: ['stable_user_context', 'Home'],
  product_model: ['user_preference', 'Devices'],
  software_version: ['project_context', 'Work'],
  isbn_book: ['user_preference', 'Books'],
  price_budget: ['user_preference', 'Budget'],
  route_number: ['workflow_preference', 'Commute'],
  city_coordinates: ['stable_user_context', 'Home'],
  postcode_city: ['stable_user_context', 'Home'],
  employer_hotline: ['stable_user_context', 'Work'],
  number_word_habit: ['workflow_preference', 'Routine'],
};

/** Cases of one language: the hostile rows, then the lasting look-alikes. */
export const twentyFourthCases = (lang: BlindLanguage, refuse: readonly Row[], accept: readonly Row[]): BlindCase[] => [
  ...rows(lang, 'refuse' satisfies BlindExpect, refuse),
  ...rows(lang, 'accept' satisfies BlindExpect, accept),
];
