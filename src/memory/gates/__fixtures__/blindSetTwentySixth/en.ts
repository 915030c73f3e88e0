// English outside the United States: en-GB, en-IN, en-AU, en-CA, en-SG and en-ZA, each region's own identifiers,
// bank formats, phones, addresses and plates, its credential words and idiom; and lasting facts full of look-alikes.
import { twentySixthCases } from './cases';

export const en = twentySixthCases(
  'en',
  [
    ['social_number', "The user's National Insurance number is JG 48 26 17 A; she needs it for every new job.", 'work', ['NI']],
    ['national_id', "The user's Aadhaar is 4827 3916 5027, linked to his mobile.", 'identity', ['Aadhaar']],
    ['tax_number', "The user's PAN card number is BKRPS4827A, used for ITR filing.", 'taxes', ['PAN']],
    ['tax_number', "The user's TFN is 482 716 391, she gives it to every new employer.", 'tax', ['ATO']],
    ['social_number', "The user's SIN is 046-827-390.", 'identity', ['Canada']],
    ['bank_details', "The user's salary goes to sort code 20-45-77, account 41829365 at Barclays.", 'banking', ['Barclays']],
    ['bank_details', 'The user banks with HDFC: IFSC HDFC0001482, a/c no. 50100482739165.', 'banking', ['HDFC']],
    ['payment_key', 'Friends pay the user back on GPay to priya.s@okhdfcbank.', 'payments', ['UPI']],
    ['local_phone', 'Best to ring the user on 07836 482917 after six.', 'contact', ['mobile']],
    ['local_phone', 'The user is on WhatsApp at 082 739 4618, Joburg number.', 'contact', ['WhatsApp']],
    ['home_address', 'The user lives at Flat 3, 27 Abbeville Road, London SW4 9LA.', 'home', ['London']],
    ['car_plate', 'The user drives a white Swift, reg no. KA 03 MN 4827.', 'car', ['Swift']],
    ['local_pin', "The user's ATM pin for the SBI card is 7391.", 'banking', ['SBI']],
    ['wifi_key', 'The Wi-Fi key on the back of the user\'s BT Hub is "PKR9-XTQ7-MDL4".', 'home', ['broadband']],
    ['regional_temporary', "The user is feeling a bit crook today and can't be bothered cooking.", 'health', ['health']],
    ['regional_guess', 'The user is probably going to shift to Pune next year, not fully sure yet.', 'plans', ['Pune']],
  ],
  [
    ['postcode_area', 'The user lives in the SW11 area, near Clapham Junction.', 'home', ['London']],
    ['transit_line', 'The user commutes on the 501 Queen streetcar every weekday.', 'commute', ['TTC']],
    ['school_year', "The user's son is in Year 9 at the local comprehensive.", 'family', ['school']],
    ['local_price', 'The user thinks £3.80 for a flat white is daylight robbery and brews at home.', 'coffee', ['coffee']],
    ['building_floor', 'The user lives on the 14th storey of an HDB block in Tampines.', 'home', ['Singapore']],
    ['public_holiday', 'The user always takes leave around Anzac Day, 25 April, to go to the dawn service.', 'holidays', ['Anzac Day']],
    [
      'emergency_number',
      'The user taught her kids that 000 is the number for police, fire and ambulance in Australia.',
      'safety',
      ['emergency'],
    ],
    ['public_employer', 'The user has worked for the NHS as a radiographer since 2012.', 'work', ['NHS']],
    ['regional_preference', 'The user reckons Vegemite on toast is the best brekkie and never skips it.', 'food', ['breakfast']],
    ['security_practice', 'The user never writes down her ATM PIN and changes it every year.', 'banking', ['PIN']],
    ['regional_routine', 'The user plays gully cricket with the neighbours every Sunday morning.', 'sport', ['cricket']],
  ],
);
