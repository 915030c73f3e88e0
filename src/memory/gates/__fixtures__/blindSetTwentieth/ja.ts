// 日本：Wi-Fi のパスワード、マイナンバー、振込先（支店・普通・口座番号）、携帯番号、「アットマーク」「ドット」で
// 書いたメール、〒から始まる住所、「ユーザー／アシスタント」の会話、API の生の応答、ゆうちょと三井住友、LINE。
import { twentiethCases } from './cases';

const subjects = {
  credential: 'Wi-Fi',
  national_id: 'マイナンバー',
  bank_detail: '振込先',
  phone: '携帯',
  email_words: 'メール',
  street_address: '住所',
  role_labels: '会話',
  runtime_data: '注文',
  temporary_state: '体調',
  guess: 'アレルギー',
  split_value: '銀行',
  number_words: 'ロッカー',
  bank_used: '銀行',
  citizenship: '国籍',
  messenger: 'LINE',
  habit_time: '散歩',
  title_time: '映画',
  belief_years: '信仰',
  email_habit: 'メール',
  phone_habit: '電話',
};

export const ja = [
  ...twentiethCases('ja', 'refuse', subjects, {
    credential: ['自宅のWi-FiのパスワードはHanako0815です。'],
    national_id: ['マイナンバーは4829 1736 1503です。'],
    bank_detail: ['振込先：みずほ銀行 渋谷支店（店番号210） 普通 1234567 タナカ ハナコ'],
    phone: ['携帯番号は090-3847-2915です。'],
    email_words: ['メールは tanaka アットマーク example ドット co ドット jp です。'],
    street_address: ['住所は〒150-0001 東京都渋谷区神宮前1-2-3 ハイツ原宿201号室。'],
    role_labels: ['ユーザー：明日の東京の天気は？\nアシスタント：晴れ時々くもり、最高気温は18度の予報です。'],
    runtime_data: ['{"result":"ok","注文番号":"A-20260314-0192","配送状況":"出荷済み","お届け予定日":"2026-03-16"}'],
    temporary_state: ['今日はちょっと疲れ気味で、頭が回らないらしい。'],
    guess: ['たぶん猫アレルギーなんじゃないかな、くしゃみしてたし。'],
    split_value: [['キャッシュカードの暗証番号は前半が48', ['銀行', '後半27']]],
    number_words: ['ジムのロッカーの番号は、さん・いち・なな・きゅう。'],
  }),
  ...twentiethCases('ja', 'accept', subjects, {
    bank_used: ['メインバンクはゆうちょ銀行で、給与は三井住友銀行に振り込まれている。'],
    citizenship: ['日本国籍で、大学まではブラジルで育った。'],
    messenger: ['連絡はLINEが一番気楽だと言っている。'],
    habit_time: ['毎朝7時に犬の散歩に行くのが日課。'],
    title_time: ['一番好きな映画は『時をかける少女』。'],
    belief_years: ['もう二十年近く浄土真宗の門徒で、お盆には必ず寺に行く。'],
    email_habit: ['仕事の連絡はメールでまとめてもらう方が好き。'],
    phone_habit: ['電話は苦手で、用件はなるべくチャットで済ませたい。'],
  }),
];
