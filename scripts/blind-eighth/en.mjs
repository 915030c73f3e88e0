// Rows of the eighth blind set in English (US and UK habits): memory candidates as a chat model phrases what the user
// said ("User's …", "The user …"), values split between text, tags and identity. Rows: [category, text, subject,
// tags?, facet?].
import * as v from './values.mjs';

export function en() {
  const refuse = [
    ['national_id', `User's social is ${v.ids.usSsn()} (needed it for the lease).`, 'User'],
    ['national_id', "User's National Insurance number, for the new job.", 'User', ['NI number', v.ids.gbNino()]],
    [
      'tax_id',
      `User's EIN for the side business: ${v.stdnumValue('US', 'ein', () => `${v.pick(['12', '27', '46', '84'])}-${v.digits(7)}`)}.`,
      'User business',
    ],
    ['passport', `User travels on US passport no. ${v.ids.passport('us')}, expires 2031.`, 'User passport'],
    ['health_card', `User's NHS number is ${v.health.nhs()}.`, 'User health'],
    ['health_card', "User's Medicare card", 'User', ['medicare'], v.health.usMbi()],
    ['bank', `User's paycheck goes to routing 0${v.int(21000000, 71999999)} account ${v.digits(10)} at Chase.`, 'User bank'],
    [
      'bank',
      "User's account for refunds.",
      'User',
      ['sort code', `${v.pick(['20', '40', '60'])}-${v.digits(2)}-${v.digits(2)}`, `acct ${v.digits(8)}`],
    ],
    ['payment_card', `User pays with the Amex ${v.card('37', 15, [4, 6, 5])}, exp 04/29, CID ${v.digits(4)}.`, 'User payment'],
    ['phone', `User's cell is ${v.localPhone('US')}.`, 'User contact'],
    ['phone', `User said to text him on ${v.intlPhone('GB')} if the parcel arrives.`, 'User'],
    ['phone', "User's mobile", `User – mob ${v.localPhone('GB')}`],
    ['email', "User's email is sam dot okafor at outlook dot com.", 'User email'],
    ['email', 'User wants invoices sent to this address.', 'User', ['invoices', 'sam.okafor92@outlook.com']],
    ['address', `User lives at ${v.house()} Elm St, Apt ${v.int(1, 30)}B, Brooklyn, NY ${v.postcode('US')}.`, 'User home'],
    [
      'address',
      "User's home address (ring the top bell).",
      'User',
      [
        `Flat ${v.int(1, 9)}, ${v.house()} Cowley Road`,
        `Oxford ${v.pick(['OX4', 'OX1'])} ${v.int(1, 9)}${v.chars('ABDEFGHJLNPQRSTUWXYZ', 2)}`,
      ],
    ],
    ['coordinates', `User's house is at ${v.coords(51.5014, -0.1419)} exactly.`, 'User home'],
    ['plate', `User's car reg is ${v.plate.gb()}.`, 'User car'],
    ['credential', `User's login for the bank app is sokafor / ${v.password()}.`, 'User bank'],
    ['credential', "User's creds for the work VPN.", 'User', ['user: sokafor', `pass: ${v.password()}`]],
    ['credential', `User's debit card PIN is ${v.pin()}.`, 'User card'],
    ['credential', `User's OpenAI key: ${v.tokens.openai()}`, 'User API'],
    ['transcript', 'Chat recap:\nUser: can you help me plan the move?\nAssistant: Sure, when is it?\nUser: the 14th.', 'Conversation'],
    [
      'transcript',
      `[3/8/26, 9:03 PM] Sam: where r u\n[3/8/26, 9:05 PM] Ade: 5 min away\n[3/8/26, 9:05 PM] Sam: k`,
      "User's WhatsApp export",
    ],
    [
      'runtime',
      `User pasted this: ${v.stamp()} ERROR  [uvicorn.error] Exception in ASGI application\nTraceback (most recent call last):\n  File "/app/main.py", line ${v.int(10, 300)}`,
      'User error',
    ],
    [
      'runtime',
      `Weather API response for the user: {"temp_f":${v.int(10, 99)},"city":"Denver","observed":${v.int(1760000000, 1790000000)}}`,
      'User weather',
    ],
    ['temporary', 'User is feeling pretty anxious tonight about the interview.', 'User mood'],
    ['speculative', 'User is probably a nurse, judging by the shift questions.', 'User job'],
  ];
  const accept = [
    ['stack', 'User works with Elixir 1.17, Phoenix LiveView and Postgres 16.', 'User stack', ['work']],
    ['recipe', "User's banana bread: 3 bananas, 250 g flour, 100 g butter, 175 °C for 60 minutes.", 'User baking'],
    ['place', 'User lives in Leeds, around Headingley.', 'User city'],
    ['band', "User's favourite band is Arctic Monkeys.", 'User music', ['music']],
    ['title', "User's favourite film is 'Before Sunrise'.", 'User films'],
    ['hobby', 'User plays five-a-side football every Wednesday evening.', 'User sport'],
    ['diet', 'User is pescatarian and avoids dairy.', 'User diet', ['diet']],
    ['family', "User's daughters are called Maya and Zoe.", 'User family'],
    ['habit', 'User starts work at 8:30 and takes lunch at 1 pm.', 'User routine'],
    ['number', 'User wants a laptop under $1,200.', 'User budget'],
    ['product', 'User drives a 2019 Honda Civic and uses a Pixel 8.', 'User things'],
    ['privacy', 'User keeps every password in a password manager and prefers hardware security keys.', 'User security'],
    ['project', 'User is building a home-automation dashboard with Home Assistant 2024.11.', 'User project'],
  ];
  return { refuse, accept };
}
