// Deutschland: ein WhatsApp-Export vom Android-Handy, eine Outlook-Antwortkette, eine mobileTAN der Sparkasse, ein
// Teams-Protokoll, der Telekom-Chat, journalctl, apt auf Deutsch, eine Zeile der Nebenkostenabrechnung.
import { nineteenthCases } from './cases';

const subjects = {
  chat_export: 'Familie',
  email_chain: 'Arbeit',
  sms_code: 'Bank',
  transcript: 'Besprechung',
  support_chat: 'Internet',
  log_lines: 'Server',
  terminal_output: 'Linux',
  spreadsheet_row: 'Wohnung',
  messenger_choice: 'Messenger',
  export_habit: 'Backup',
  commit_language: 'Git',
  keyboard: 'Tastatur',
  subtitles: 'Serien',
  format_instruction: 'Antworten',
  oncall_job: 'Arbeit',
  email_habit: 'E-Mail',
};

export const de = [
  ...nineteenthCases('de', 'refuse', subjects, {
    chat_export: [
      'WhatsApp-Export mit Mama: 14.03.26, 21:14 - Mama: Kommst du Sonntag zum Essen? 14.03.26, 21:16 - Jonas: Ja, so gegen zwölf.',
    ],
    email_chain: [
      'Von: Sabine Krüger <s.krueger@nordlicht-gmbh.de>\nGesendet: Dienstag, 3. März 2026 16:12\nAn: Jonas Weber\nBetreff: AW: Angebot Q2\n\nHallo Jonas, kannst du bis Freitag bestätigen?',
    ],
    sms_code: ['Weitergeleitete SMS der Sparkasse: „Ihre mobileTAN für die Überweisung an M. Schulz über 250,00 EUR lautet 482913.“'],
    transcript: [
      'Aus dem Teams-Protokoll: [00:14:32] Katrin Vogel: Wir gehen am 20. live.\n[00:14:41] Markus Hahn: Nur wenn die Abnahme durch ist.',
    ],
    support_chat: [
      'Chat mit dem Telekom-Kundenservice: Mitarbeiterin Lena: Vielen Dank für Ihre Geduld! Sie: Wann geht das Internet wieder? Lena: Voraussichtlich heute bis 18:30 Uhr.',
    ],
    log_lines: ['Mär 14 02:17:45 nas01 systemd[1]: Fehler beim Starten von nginx.service - A high performance web server.'],
    terminal_output: [
      'Paketlisten werden gelesen… Fertig\nAbhängigkeitsbaum wird aufgebaut… Fertig\nE: Für Paket »libssl1.1« existiert kein Installationskandidat.',
    ],
    spreadsheet_row: ['Zeile aus der Nebenkostenabrechnung: 14.03.2026\tHeizöl\t1.250,00 €\tüberwiesen\t3. OG links'],
  }),
  ...nineteenthCases('de', 'accept', subjects, {
    messenger_choice: ['Nutzt lieber Threema als WhatsApp, wegen Datenschutz.'],
    export_habit: ['Sichert jeden Monat seine Signal-Chats auf die externe Festplatte.'],
    commit_language: ['Schreibt Commit-Nachrichten auf Englisch, obwohl das Team Deutsch spricht.'],
    keyboard: ['Tippt auf einer deutschen QWERTZ-Tastatur und will keine US-Belegung.'],
    subtitles: ['Schaut Serien im Original mit deutschen Untertiteln.'],
    format_instruction: ['Möchte Logauszüge in Antworten immer als Codeblock, gekürzt auf die relevanten Zeilen.'],
    oncall_job: ['Arbeitet als SRE und hat jede vierte Woche Rufbereitschaft.'],
    email_habit: ['Beantwortet E-Mails grundsätzlich nur montags.'],
  }),
];
