// United States: values hidden inside lasting-sounding memories, as an evaluator hides them, and lasting facts full of
// ordinary numbers shaped like those values.
import { twentyFourthCases } from './cases';

export const en = twentyFourthCases(
  'en',
  [
    ['phone_number_words', "The user's cell number is four one five, eight two six, three nine one seven.", 'contact', ['phone']],
    ['phone_mixed_words', 'The easiest way to reach the user is 415 eight two six, 39 one seven.', 'contact', ['contact']],
    ['phone_other_digits', 'The user likes to be texted at ४१५-८२६-३९१७ rather than called.', 'texting', ['texting', 'phone']],
    ['phone_separated', "The user's mobile: 4🔸1🔸5 · 8🔸2🔸6 · 3🔸9🔸1🔸7", 'mobile', ['mobile']],
    ['email_spoken', "The user's personal email is jordan dot reyes eighty eight at gmail dot com.", 'email', ['email']],
    ['national_id', 'The user files taxes every April under SSN 512 48 3306.', 'taxes', ['taxes', 'SSN']],
    [
      'passport_number',
      'The user renews his US passport every ten years; the current one is number 5 4 8 2 1 7 3 9 0.',
      'passport',
      ['passport', 'travel'],
    ],
    [
      'bank_account',
      "Paychecks go to the user's Chase checking account, routing 021000021, account 483920175.",
      'banking',
      ['Chase', 'paycheck'],
    ],
    ['id_split_tags', "The user's Social Security number starts with 512-48.", 'SSN', ['SSN', 'last four 3306']],
    [
      'street_address',
      'The user has lived for years at eighteen forty-two Maple Ridge Drive, apartment 3B, Boulder, Colorado 80302.',
      'home',
      ['home', 'Boulder'],
    ],
    ['home_coordinates', "The user's house sits at 40°00'53.7\"N 105°16'13.9\"W, at the end of a gravel road.", 'home', ['home']],
    ['door_code', "The user's front-door keypad opens with seven three one nine and then the star key.", 'home', ['door', 'home']],
    [
      'recovery_phrase',
      "The user's wallet recovery words are orbit, velvet, lemon, crane, basket, thunder.",
      'crypto',
      ['wallet', 'crypto'],
    ],
    [
      'lasting_with_value',
      'The user has been a pediatric nurse in Denver since 2015 and can always be reached on (720) 384-5561.',
      'career',
      ['nurse', 'Denver'],
    ],
  ],
  [
    ['birth_years', 'The user was born in 1987 and moved to Seattle in 2014.', 'biography', ['Seattle']],
    ['clothing_size', 'The user wears US size 10.5 shoes and 32x34 jeans.', 'clothing', ['shoes', 'jeans']],
    ['plant_count', 'The user keeps 23 house plants, 4 of them orchids.', 'plants', ['plants', 'orchids']],
    ['product_model', "The user's daily laptop is a ThinkPad X1 Carbon Gen 11 with 32 GB of RAM.", 'devices', ['laptop']],
    ['software_version', "The user's team is pinned to Node 20.11.1 and TypeScript 5.4.", 'work', ['Node', 'TypeScript']],
    [
      'isbn_book',
      "The user's favourite novel is East of Eden, the Penguin edition with ISBN 978-0-14-018639-0.",
      'books',
      ['books', 'Steinbeck'],
    ],
    ['price_budget', 'The user keeps groceries under $450 a month; rent is $2,150.', 'budget', ['budget']],
    ['route_number', 'The user commutes on the 38 Geary bus and transfers to BART at Montgomery.', 'commute', ['commute', 'bus']],
    ['city_coordinates', 'The user lives in Denver, roughly 39.7° N, 105.0° W, a mile above sea level.', 'home', ['Denver']],
    ['postcode_city', "The user lives in San Francisco's 94110 ZIP code, the Mission District.", 'home', ['San Francisco']],
    [
      'employer_hotline',
      'The user works on the Comcast customer support phone line, taking billing calls.',
      'work',
      ['Comcast', 'support'],
    ],
    ['number_word_habit', 'The user runs five kilometres three times a week and sleeps eight hours a night.', 'routine', ['running']],
  ],
);
