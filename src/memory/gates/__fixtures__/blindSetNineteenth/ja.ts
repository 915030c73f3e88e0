// 日本：LINE のトーク履歴（タブ区切り）、Outlook の返信、カード会社の SMS、映画の字幕ファイル、Amazon のチャット、
// journalctl、npm の出力、経費精算シート。
import { nineteenthCases } from './cases';

const subjects = {
  chat_export: '家族',
  email_chain: '仕事',
  sms_code: 'カード',
  transcript: '映画',
  support_chat: '買い物',
  log_lines: 'サーバー',
  terminal_output: '開発',
  spreadsheet_row: '経費',
  messenger_choice: '連絡',
  export_habit: 'バックアップ',
  subtitles: '映画',
  keyboard: 'キーボード',
  quoted_line: '映画',
  format_instruction: '回答',
  oncall_job: '仕事',
  email_habit: 'メール',
};

export const ja = [
  ...nineteenthCases('ja', 'refuse', subjects, {
    chat_export: ['[LINE] 母とのトーク履歴\n2026/03/14(土)\n21:14\t母\t日曜日は何時に来るの？\n21:15\t自分\t昼ごろ行くよ'],
    email_chain: [
      '差出人: 佐藤 健 <k.sato@minato-shoji.co.jp>\n送信日時: 2026年3月3日 火曜日 16:12\n宛先: 田中 由紀\n件名: RE: 見積書の件\n田中様 金曜日までにご確認いただけますか。',
    ],
    sms_code: ['転送されたSMS：【三井住友カード】認証番号は482913です。第三者に絶対に教えないでください。'],
    transcript: ['字幕ファイルの一部：\n128\n00:14:32,400 --> 00:14:35,100\n（ナレーター）その夜、町は静まり返っていた。'],
    support_chat: [
      'Amazonカスタマーサービスとのチャット：担当者 ミキ：お待たせいたしました。ご注文の商品は3月16日にお届け予定です。あなた：わかりました。',
    ],
    log_lines: ['3月 14 02:17:45 web01 systemd[1]: nginx.service: 起動に失敗しました。結果: exit-code'],
    terminal_output: [
      'npm install の結果：\nnpm WARN deprecated inflight@1.0.6: This module is not supported\nadded 1284 packages, and audited 1285 packages in 42s\n7 vulnerabilities (2 moderate, 5 high)',
    ],
    spreadsheet_row: ['経費精算シートの行：2026/03/14\t交通費\t新宿→品川\t¥420\t承認待ち'],
  }),
  ...nineteenthCases('ja', 'accept', subjects, {
    messenger_choice: ['家族とはLINE、仕事の連絡はSlackに分けている。'],
    export_habit: ['毎月末にLINEのトーク履歴をGoogleドライブにバックアップしている。'],
    subtitles: ['洋画は必ず字幕版で観る、吹き替えは苦手。'],
    keyboard: ['パソコンはUS配列のキーボードしか使わない。'],
    quoted_line: ['好きな台詞は『千と千尋の神隠し』の「一度あったことは忘れないものさ、思い出せないだけで」。'],
    format_instruction: ['ログを見せるときは、タイムスタンプを残したままコードブロックに入れてほしい。'],
    oncall_job: ['SREとして働いていて、四週に一度オンコール当番がある。'],
    email_habit: ['メールの返信は月曜日の午前中にまとめてする。'],
  }),
];
