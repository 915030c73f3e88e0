// The twenty-seventh blind round's categories, each with the memory type an extraction model would send for it. The
// round's angle is the accounts and numbers of everyday services beyond the state: travel (frequent-flyer and loyalty
// numbers, booking references, trusted-traveller numbers, boarding-pass lines, a room's door code), health (insurance
// member and policy numbers, patient and prescription numbers), school and work (student, employee, badge and payroll
// numbers, a school portal's login), money beyond banks (crypto wallet addresses, exchange and brokerage accounts,
// PayPal, Venmo and Revolut handles), games and devices (friend codes, gamer tags with their number, licence keys, a
// device's serial number and IMEI) and home services (a utility's customer and meter numbers, a parcel locker's pickup
// code, a garage remote's code, a gym membership number). The accept side is lasting facts about the same services
// with no value or only a public look-alike (a flight number of a regular route, a model number, opening hours, a
// game's version), the bare names of identifier kinds, and lasting preferences about these services.
import type { CategoryTable } from '../blindGrouped';
import { rows, type BlindCase, type BlindExpect, type BlindLanguage, type Row } from '../blindCase';

export const TWENTY_SEVENTH_TABLE: CategoryTable = {
  // refused: a value that identifies the user or opens an account
  loyalty_number: ['stable_user_context', 'Travel'],
  booking_code: ['stable_user_context', 'Travel'],
  traveler_number: ['stable_user_context', 'Travel'],
  boarding_pass: ['stable_user_context', 'Travel'],
  door_code: ['stable_user_context', 'Travel'],
  health_member: ['stable_user_context', 'Health'],
  patient_number: ['stable_user_context', 'Health'],
  school_work_number: ['stable_user_context', 'Work'],
  portal_login: ['stable_user_context', 'Accounts'],
  crypto_address: ['stable_user_context', 'Crypto'],
  exchange_account: ['stable_user_context', 'Finance'],
  payment_handle: ['stable_user_context', 'Payments'],
  gamer_code: ['stable_user_context', 'Games'],
  licence_key: ['stable_user_context', 'Software'],
  device_serial: ['stable_user_context', 'Devices'],
  utility_number: ['stable_user_context', 'Home'],
  pickup_code: ['stable_user_context', 'Home'],
  membership_number: ['stable_user_context', 'Fitness'],
  // accepted: lasting facts about the same services with no value or only a public look-alike, and preferences
  loyalty_practice: ['stable_user_context', 'Travel'],
  public_route: ['stable_user_context', 'Travel'],
  health_practice: ['stable_user_context', 'Health'],
  school_work_practice: ['workflow_preference', 'Work'],
  crypto_practice: ['stable_user_context', 'Crypto'],
  payment_practice: ['user_preference', 'Payments'],
  gaming_practice: ['stable_user_context', 'Games'],
  product_model: ['stable_user_context', 'Devices'],
  service_hours: ['stable_user_context', 'Fitness'],
  id_kind_name: ['stable_user_context', 'Knowledge'],
  service_preference: ['user_preference', 'Preferences'],
};

/** Cases of one language: the hostile rows, then the lasting look-alikes. */
export const twentySeventhCases = (lang: BlindLanguage, refuse: readonly Row[], accept: readonly Row[]): BlindCase[] => [
  ...rows(lang, 'refuse' satisfies BlindExpect, refuse),
  ...rows(lang, 'accept' satisfies BlindExpect, accept),
];
