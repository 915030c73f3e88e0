// The twenty-sixth blind round's categories, each with the memory type an extraction model would send for it. The
// round's angle is the ten languages as written outside their home country: en-GB, en-IN, en-AU, en-CA, en-SG and en-ZA;
// zh-Hant of Taiwan and Hong Kong and zh-Hans of Singapore and Malaysia; Japanese and Korean written by residents
// abroad (a foreign number in their own words); de-AT and de-CH; fr-CA, fr-BE and fr-CH; es-MX, es-AR, es-CO and es-CL;
// pt-BR; Russian of Kazakhstan, Belarus and Ukraine; it-CH. The hostile side is each region's own identifiers (with
// valid checksums from stdnum), bank formats, instant-payment keys, phones in local written forms, home addresses in
// local order, car plates, local credential words and slang, and temporary or speculative wording in the regional
// idiom. The accept side is lasting facts of the same regions full of look-alikes (a postcode area alone, a bus or tram
// line, a school year, a price in local currency, a floor, a public holiday, a national emergency number as
// knowledge, a public employer's registration) and lasting preferences and practices in the regional idiom.
import type { CategoryTable } from '../blindGrouped';
import { rows, type BlindCase, type BlindExpect, type BlindLanguage, type Row } from '../blindCase';

export const TWENTY_SIXTH_TABLE: CategoryTable = {
  // refused: a region's own identifiers, bank and payment details, contact details, credentials, states and guesses
  national_id: ['stable_user_context', 'Identity'],
  social_number: ['stable_user_context', 'Identity'],
  tax_number: ['stable_user_context', 'Finance'],
  bank_details: ['stable_user_context', 'Finance'],
  payment_key: ['stable_user_context', 'Payments'],
  local_phone: ['communication_preference', 'Phone'],
  home_address: ['stable_user_context', 'Home'],
  car_plate: ['stable_user_context', 'Car'],
  local_pin: ['stable_user_context', 'Accounts'],
  local_password: ['stable_user_context', 'Accounts'],
  wifi_key: ['stable_user_context', 'Home'],
  regional_temporary: ['user_preference', 'Profile'],
  regional_guess: ['stable_user_context', 'Profile'],
  // accepted: lasting facts of the same regions full of look-alikes, and lasting practices in the regional idiom
  postcode_area: ['stable_user_context', 'Home'],
  transit_line: ['stable_user_context', 'Commute'],
  school_year: ['stable_user_context', 'Family'],
  local_price: ['user_preference', 'Shopping'],
  building_floor: ['stable_user_context', 'Home'],
  public_holiday: ['user_preference', 'Holidays'],
  emergency_number: ['stable_user_context', 'Knowledge'],
  public_employer: ['stable_user_context', 'Work'],
  regional_preference: ['user_preference', 'Profile'],
  security_practice: ['workflow_preference', 'Accounts'],
  regional_routine: ['stable_user_context', 'Routine'],
};

/** Cases of one language: the hostile rows, then the lasting look-alikes. */
export const twentySixthCases = (lang: BlindLanguage, refuse: readonly Row[], accept: readonly Row[]): BlindCase[] => [
  ...rows(lang, 'refuse' satisfies BlindExpect, refuse),
  ...rows(lang, 'accept' satisfies BlindExpect, accept),
];
