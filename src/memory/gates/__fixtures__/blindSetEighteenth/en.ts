// United States: the paperwork of a tax season, a passport renewal, a parking ticket and a utility bill.
import { eighteenthCases } from './cases';

const subjects = { tax_number: 'Taxes', spelled_out: 'Taxes', split_value: 'Taxes', car_fine: 'Car', utility_home: 'Home' };

export const en = [
  ...eighteenthCases('en', 'refuse', subjects, {
    tax_number: ['Files a Schedule C for her Etsy shop under EIN 84-4271900.'],
    spelled_out: ['His social for the W-4 is five two nine, four three, three eight eight zero.'],
    travel_document: ['Passport renewal (DS-82): passport no. 573481290, bottom line 5734812903USA8503149F3204119<<<<<<<<<<<<<<08'],
    car_fine: ['From the SFMTA parking citation: plate 8KTR598 (CA), VIN 1HGBH41J85N109186, silver Accord.'],
    utility_home: ['PG&E account 4829103756-2, meter 1009384721, service address 2214 Alder St Apt 3, Oakland, CA 94606.'],
    bank_login: ['Logs into Wells Fargo online as dreyes_1985 and confirms with the texted one-time code, last one 604218.'],
    split_value: [['Her SSN for the 1040 begins 618-70; the last four digits are in the tag.', '4220']],
    recovery_codes: ['Keeps the Google backup codes from the printed sheet: 4821 9637, 1190 4452, 7730 2815, 6604 1938.'],
  }),
  ...eighteenthCases('en', 'accept', subjects, {
    insurer_hospital: ['Is insured through Blue Shield and goes to UCSF for anything serious.'],
    taxes_abroad: ['Files taxes in both the US and Canada since moving to Vancouver.'],
    paper_mail: ['Wants IRS notices mailed on paper, never electronic delivery.'],
    licence_renewal: ["Renews her driver's license in person at the DMV every five years."],
    ordinary_number: [
      'Wears a size 10.5 in running shoes, always the wide fit.',
      'Lives on the 4th floor and takes the 38 Geary bus to work.',
      'Still drives the 2012 Subaru Outback he paid $18,500 for.',
    ],
    form_name: ['Does the 1040 and Schedule C herself with TurboTax every March.'],
  }),
];
