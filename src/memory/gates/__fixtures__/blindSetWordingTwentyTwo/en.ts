import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    home_now: ['The boiler at his place has been broken since Monday.', "I'm having the roof redone, the builders are here until Friday."],
    family_now: ['Her daughter has her final exams this week.', 'My baby is teething and barely sleeping.'],
    pet_now: ['The dog is recovering from knee surgery.'],
    money_now: ['Is saving up for a new phone this month.', "I'm overdrawn until payday.", 'Is waiting on a tax refund.'],
  }),
  ...group('en', 'accept', {
    lasting_home: ['Owns a two-bedroom flat in Leeds.', 'Heats the house with a heat pump.'],
    lasting_family: ['Has two children, a boy and a girl.', 'Her son has type 1 diabetes.'],
    lasting_pet: ['The dog is a rescue greyhound.', 'Keeps the cat indoors only.'],
    lasting_money: ['Saves 10% of every paycheck.', 'Keeps the household budget in a spreadsheet.'],
  }),
];
