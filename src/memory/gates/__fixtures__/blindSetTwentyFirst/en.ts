// Canada, typed on a phone and pasted from apps: a leetspeak label in bold, a SIN with thin spaces, a full-width
// Toronto number, a full-width at sign, a bank table row, an address inside a long sentence, chat lines with emoji
// labels, a pod table, moods with emoji and non-breaking spaces; lasting facts in the same forms.
import { twentyFirstCases } from './cases';

const subjects = { credential: 'Wi-Fi', national_id: 'SIN', bank_detail: 'RBC', romanised: 'Ramen' };

export const en = [
  ...twentyFirstCases('en', 'refuse', subjects, {
    credential: ['**Wi-Fi p@ssw0rd:** M4pleSyrup!88 (guest network uses the same one)'],
    national_id: ['SIN 526\u2009542\u2009998 — she needs it for the CRA forms every spring.'],
    phone: ['Cell: ４１６-８３９-２７４１, texts fine after 5.'],
    email: ['Work email → m.tremblay＠outlook．com'],
    bank_detail: ['| RBC chequing | transit 04212 | inst. 003 | acct 5091274 |'],
    street_address: [
      'She has always loved old brick houses, which is why she bought the one at 88 Dovercourt Rd, Toronto ON M6J 3C4, and has spent ten years restoring it.',
    ],
    role_labels: ["🧑 User: what's a good name for a grey cat?\n🤖 Assistant: How about Earl Grey or Mochi?"],
    runtime_data: ['NAME                 READY   STATUS             RESTARTS\napi-7f9c6d5b8-x2kqp   0/1     CrashLoopBackOff   14'],
    temporary_state: ['😩 totally\u00a0swamped this week, running on three hours of sleep'],
    guess: ['prob. lactose intolerant?? idk, she skipped the latte 🤷'],
  }),
  ...twentyFirstCases('en', 'accept', subjects, {
    romanised: ['Always orders her ramen "katame" with extra chashu and kotteri broth.'],
    fullwidth_year: ['Moved to Canada in ２０１４ and became a citizen in ２０１９.'],
    markdown_list: ['Hobbies:\n- 🏒 beer-league hockey\n- 🎣 ice fishing\n- 🧩 jigsaw puzzles'],
    loanword_job: ['Works as a sous-chef at a French bistro in Montréal.'],
    long_number: ['Has run the Toronto Waterfront Marathon 7 times, her best finish back in 2018, and still trains about 60 km a week.'],
    emoji_bullets: ['🎸 plays bass in a cover band · 🎶 loves 90s grunge · 🎧 can’t stand autotune'],
    label_no_value: ['**Password manager:** Bitwarden for everything — never reuses a p@ssword.'],
    odd_spacing: ['Pre\u200bfers\u00a0Signal over SMS for anything personal.'],
  }),
];
