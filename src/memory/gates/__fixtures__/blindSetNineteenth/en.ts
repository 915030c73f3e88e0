// United States: an iPhone WhatsApp export, an Outlook reply chain, a bank text, a Zoom transcript, nginx and kubectl,
// a Stripe response, a budget sheet.
import { nineteenthCases } from './cases';

const subjects = { chat_export: 'Family', spreadsheet_row: 'Budget', api_json: 'Payments' };

export const en = [
  ...nineteenthCases('en', 'refuse', subjects, {
    chat_export: [
      'Chat with Dana: [3/14/26, 9:41:07 PM] Dana: are we still on for Sunday? [3/14/26, 9:42:15 PM] Mike: yes, bring the cooler',
    ],
    email_chain: [
      'From: Karen Liu <kliu@brightpath.io>\nSent: Tuesday, March 3, 2026 4:12 PM\nTo: Mike Reyes\nSubject: RE: Q2 vendor renewal\n\nMike, can you confirm the PO by Friday?',
    ],
    sms_code: ['Forwarded text from Chase: "Chase: Your one-time code is 482913. Don\'t share it. We\'ll never call to ask for it."'],
    transcript: ['Zoom transcript, 00:14:32 Priya Nair: I think we ship the beta on the 20th. 00:14:41 Tom Becker: Only if QA signs off.'],
    log_lines: [
      'Mar 14 02:17:45 web-01 nginx[1123]: 2026/03/14 02:17:45 [error] 1123#0: *88 upstream timed out (110: Connection timed out) while reading response header from upstream',
    ],
    terminal_output: [
      'kubectl get pods:\nNAME                  READY   STATUS             RESTARTS   AGE\napi-7d9f8b6c5-x2kqp   0/1     CrashLoopBackOff   14         52m',
    ],
    api_json: [
      '{"id":"ch_3P1xYz2eZvKYlo2C0","object":"charge","amount":4999,"currency":"usd","status":"failed","failure_code":"card_declined"}',
    ],
    spreadsheet_row: ['Row from the budget sheet: 03/14/2026\tCostco\tGroceries\t$214.37\tReconciled'],
  }),
  ...nineteenthCases('en', 'accept', subjects, {
    messenger_choice: ['Prefers Signal over WhatsApp for anything personal.'],
    export_habit: ['Exports the family WhatsApp group at the end of every month as a backup.'],
    commit_language: ['Writes commit messages in English, imperative mood, under 72 characters.'],
    log_tooling: ['Reads logs with less +F rather than tail -f.'],
    format_instruction: ['When showing JSON in answers, always pretty-print it with two-space indentation.'],
    oncall_job: ['Works as an SRE and is on call one week in four.'],
    quoted_line: ['Her favorite movie line is "I\'ll have what she\'s having."'],
    email_habit: ['Answers non-urgent e-mails on Monday mornings only.'],
  }),
];
