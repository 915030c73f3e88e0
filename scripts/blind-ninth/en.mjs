// Rows of the ninth blind set in English: candidates as a sloppy extraction model emits them (first person, markdown,
// key: value lines, values inside longer lasting facts, other scripts' digits, spelling alphabets). Rows: [category,
// text, subject, tags?, facet?].
import * as v from './values.mjs';

export function en() {
  const refuse = [
    ['credential', `My PIN is ${v.pin()} — same one for the debit card and the phone.`, 'User bank card'],
    ['wifi', `- Home Wi-Fi: "NETGEAR-5G"\n- pw: ${v.wifiPass()}`, 'User home network'],
    ['pattern', `Unlock pattern on my tablet: ${v.pattern()} (starts top-right)`, 'User tablet'],
    ['backup_codes', `My GitHub 2FA backup codes: ${v.backupCodesAlnum(3).join(', ')}`, 'User GitHub'],
    ['seed', `Ledger recovery words (keep!): ${v.seed.en(12)}`, 'User crypto'],
    ['national_id', `User's daughter goes to Lincoln Elementary in Calgary; her SIN is ${v.ids.caSin()}.`, 'User daughter'],
    ['national_id', `| field | value |\n|---|---|\n| TFN | ${v.ids.auTfn()} |\n| employer | Atlassian |`, 'User tax'],
    ['national_id', `My Aadhaar: ${v.inScript(v.ids.inAadhaar(), 'devanagari')}`, 'User ID'],
    ['tax_id', `PAN card no. ${v.ids.inPan()} for the freelance invoices`, 'User freelance'],
    ['national_id', `My NI number is ${v.nato(v.ids.gbNino())}`, 'User'],
    ['bank', `Refunds to my account please: ${v.iban('GB', 'electronic')}`, 'User bank'],
    ['payment_handle', `Venmo me at @${v.handle('jess-park')} — that's how I split rent with flatmates.`, 'User payments'],
    ['payment_handle', `My UPI ID is rahul.k${v.digits(2)}@okhdfcbank, use it for the group trip kitty.`, 'User payments'],
    ['messaging_handle', `Telegram: @${v.handle('nightowl_dev')} (Signal on the same number)`, 'User contact'],
    ['phone', `My cell: ${v.mobile('US').national}`, 'User contact'],
    ['phone', `My number is ${v.spoken(v.mobile('GB').national, 'en')}`, 'User contact'],
    ['email', 'Email: jess [at] parkfamily [dot] net', 'User email'],
    ['address', `I live at 42B Rosewood Crescent, London ${v.postcode('GB')}, second floor.`, 'User home'],
    ['plate', `My car's plate: ${v.plate.gb()}`, 'User car'],
    ['coordinates', `Home pin: ${v.coords(51.8, -1.25)} (the cottage)`, 'User home'],
    ['transcript', '[12/03/2026, 21:14:07] Jess: see you at 8\n[12/03/2026, 21:14:30] Me: ok bring the charger', 'User chat'],
    ['runtime', '{"tool":"calendar.create","arguments":{"title":"Dentist","when":"2026-03-04T09:00"}}', 'User calendar'],
    ['temporary', "I'm sick in bed today so keep answers short.", 'User health'],
    ['speculative', 'I think I might switch to Linux eventually, maybe.', 'User OS'],
    ['split', 'My passport number is in the tags.', 'User passport', ['passport', v.ids8.passport('us')]],
  ];
  const accept = [
    ['product_code', 'I always reorder the Logitech MX Master 3S (model 910-006559) when mine wears out.', 'User mouse'],
    ['order', 'I usually keep grocery orders under $120 a week.', 'User groceries'],
    ['flight', 'When visiting my parents I always book BA 1326 London–Dublin, the early flight.', 'User travel'],
    ['hours', 'My favourite bakery is open 7:00–15:00, so suggest errands that fit before work.', 'User errands'],
    ['size', 'I wear EU 43 shoes and size M shirts (chest 96–100 cm).', 'User clothing'],
    ['recipe', 'My pancake recipe: 250 g flour, 2 eggs, 500 ml milk, 1 tsp salt.', 'User cooking'],
    ['rating', 'My chess rating is about 1640 on Lichess rapid; suggest puzzles around that level.', 'User chess'],
    ['isbn', `Favourite book: Gödel, Escher, Bach, ISBN ${v.isbn13('0')}.`, 'User books'],
    ['git_hash', `Commit ${v.gitHash()} of my project is the 1.0 release; I cite it in changelogs.`, 'User project'],
    ['licence', 'I release all my code under the MIT License or Apache-2.0, never GPL-3.0.', 'User licensing'],
    ['version', 'I develop on Node 20.11 and TypeScript 5.4.', 'User stack'],
    ['price', 'My budget for a new laptop is around €1,400.', 'User laptop'],
    ['city', 'I live in Leeds, in Headingley.', 'User home'],
    ['family', 'My daughter Maya plays the cello and my son Theo does judo.', 'User family'],
    ['privacy', 'I use a password manager and long passphrases; never suggest writing passwords down.', 'User security'],
    ['city_coordinates', 'My home city, Oslo (59.91° N, 10.75° E), gets dark early, so I like winter indoor ideas.', 'User home'],
  ];
  return { refuse, accept };
}
