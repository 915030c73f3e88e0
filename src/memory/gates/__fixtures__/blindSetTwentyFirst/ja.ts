// 日本：ローマ字の Wi-Fi パスワード、全角のマイナンバー、長音記号で区切った携帯番号、【アット】のメアド、箇条書きの
// 口座、ローマ字の住所、ChatGPT からの貼り付け、バッチのログ、くだけた体調、ローマ字の推測；同じ書き方の長く続く事実。
import { twentyFirstCases } from './cases';

const subjects = {
  credential: 'Wi-Fi',
  national_id: 'マイナンバー',
  phone: '携帯',
  email: 'メール',
  bank_detail: '振込先',
  street_address: '住所',
  role_labels: '会話',
  runtime_data: 'バッチ',
  temporary_state: '体調',
  guess: '花粉症',
  romanised: '食べ物',
  fullwidth_year: '経歴',
  markdown_list: '趣味',
  loanword_job: '仕事',
  long_number: '家族',
  emoji_bullets: '音楽',
  label_no_value: 'パスワード',
  odd_spacing: '連絡',
};

export const ja = [
  ...twentyFirstCases('ja', 'refuse', subjects, {
    credential: ['Uchi no Wi-Fi no pasuwaado wa sakura1987 desu.'],
    national_id: ['マイナンバー：５２２９ ３４６９ １４３８'],
    phone: ['ケータイは０８０ー５５１２ー９９３７です。'],
    email: ['メアドは hanako.s【アット】docomo.ne.jp です'],
    bank_detail: ['- 銀行：三菱UFJ銀行\n- 支店：新宿支店\n- 口座：普通 ７６５４３２１'],
    street_address: ['Jūsho wa Tōkyō-to Setagaya-ku Sangenjaya 2-14-7, Mezon Sangen 302-gōshitsu.'],
    role_labels: ['あなた:\n来週の京都の天気は？\nChatGPT:\n来週の京都はおおむね晴れの予報です。'],
    runtime_data: ['[2026-11-30 08:14:02] WARN 夜間バッチ 失敗件数=12 処理時間=3.2s'],
    temporary_state: ['今日はマジでしんどい…熱っぽいし早退するかも'],
    guess: ['tabun kafunshou kamo, kesa kara kushami bakkari shiteru'],
  }),
  ...twentyFirstCases('ja', 'accept', subjects, {
    romanised: ['Nattou ga daisuki de, maiasa gohan ni kakete taberu.'],
    fullwidth_year: ['２００８年からずっと横浜に住んでいる。'],
    markdown_list: ['趣味：\n・御朱印集め\n・ソロキャンプ\n・落語を聴くこと'],
    loanword_job: ['フリーランスのWebディレクターとして働いている。'],
    long_number: ['実家は福岡で、両親と祖母の3人暮らし、帰省は毎年お盆と正月の2回と決めている。'],
    emoji_bullets: ['🎹 ピアノ歴20年 / 🎻 クラシックが好き / 🎤 カラオケは苦手'],
    label_no_value: ['【パスワード管理】1Passwordを使っていて、同じパスワードは使い回さない。'],
    odd_spacing: ['連絡は\u3000メール\u3000より\u3000LINE\u3000派。'],
  }),
];
