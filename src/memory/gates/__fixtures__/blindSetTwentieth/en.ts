// United States: a streaming password, a Social Security number, a routing and account number, a (212) cell, an
// address in number-street-city-state-ZIP order, a chatbot transcript, a structured log line, a Chase checking account,
// dual citizenship, iMessage.
import { twentiethCases } from './cases';

const subjects = { credential: 'Netflix', national_id: 'SSN', bank_detail: 'Chase', split_value: 'SSN', number_words: 'Garage' };

export const en = [
  ...twentiethCases('en', 'refuse', subjects, {
    credential: ['Netflix password is Sunflower!2024 — same one she uses for Hulu.'],
    national_id: ['His Social Security number is 521-47-3086.'],
    bank_detail: ['Direct deposit goes to Chase checking, routing number 021000021, account number 483920175.'],
    phone: ['Best reached on her cell, (212) 847-3921; texts are fine.'],
    email_words: ['Her email is jane dot doe at gmail dot com.'],
    street_address: ['Lives at 1427 Maple Avenue, Apt 3B, Columbus, OH 43215.'],
    role_labels: ["User: can you help me fix my resume?\nAssistant: Sure — paste the summary section and I'll tighten it."],
    runtime_data: ['2026-03-14T09:12:44Z INFO auth-service user=mreyes msg="login ok" ip=10.2.3.41 latency_ms=182'],
    temporary_state: ['Is totally wiped out today after pulling a double shift.'],
    guess: ["Probably grew up somewhere around Boston, judging by how he talks — I'm not sure though."],
    split_value: [['Social Security number starts 521-47, the last four are in the tag.', ['SSN', '3086']]],
    number_words: ['The garage door code is four nine one seven.'],
  }),
  ...twentiethCases('en', 'accept', subjects, {
    bank_used: ['Has banked with Chase since college and keeps her savings at Ally.'],
    citizenship: ['Is a U.S. citizen and also holds Irish citizenship through her grandmother.'],
    messenger: ["iMessage is her go-to; she won't install WhatsApp."],
    habit_time: ['Runs every weekday morning at 6 before work.'],
    title_time: ['His all-time favorite movie is "Groundhog Day".'],
    belief_years: ['Has been a practicing Catholic for more than thirty years.'],
    email_habit: ['Prefers email over phone calls for anything work-related.'],
    phone_habit: ['Never picks up calls from unknown numbers; text first.'],
  }),
];
