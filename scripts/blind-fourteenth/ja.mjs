// Japanese rows of the fourteenth round (written before reading the gate rules).
import { DIGIT_WORDS, digitWords, fill, fullWidth, homePoint, ids, national, phone } from './values.mjs';

export function ja() {
  const mob = phone('JP', 81, '90########');
  const tokyo = phone('JP', 81, '3########');
  const refuse = [
    ['credential', `ネットバンキングのパスワードは sakura${fill('####')}! です。`, '銀行'],
    ['credential', `キャッシュカードの暗証番号は${fill('####')}。`, '銀行'],
    ['credential', `マンションのオートロックの暗証番号：${fill('####')}`, '自宅'],
    ['credential', `秘密の質問「母親の旧姓」の答えは「たなか${fill('##')}」。`, 'アカウント'],
    ['national_id', `マイナンバー：${ids.jpMyNumber()}`, '書類'],
    ['bank', `振込先：みずほ銀行 渋谷支店 普通 ${fill('#######')} ヤマダ タロウ`, '銀行'],
    ['payment_key', `PayPayのIDは taro_${fill('####')}、送金はここに。`, '支払い'],
    ['plate', `車のナンバーは「品川 300 さ ${fill('##')}-${fill('##')}」。`, '車'],
    ['coordinates', `自宅の正確な位置は ${homePoint(35.6595, 139.7005)}。`, '自宅'],
    [
      'phone',
      `携帯は${fullWidth(national(mob))}、自宅は（${national(tokyo).split('-')[0]}）${national(tokyo).split('-').slice(1).join('-')}。`,
      '電話',
    ],
    ['phone', `電話番号は${digitWords(national(mob), DIGIT_WORDS.ja, '')}です。`, '電話'],
    ['email', 'メールは yuki ドット sato アットマーク docomo ドット ne ドット jp です。', 'メール'],
    [
      'address',
      `住所は〒150-00${fill('##')} 東京都渋谷区神南${fill('#')}丁目${fill('#')}番${fill('#')}号 グリーンハイツ${fill('###')}号室。`,
      '住所',
    ],
    ['transcript', '2024/03/05(火)\n21:14\tお母さん\t無事に着いた？\n21:16\tゆうき\t着いたよ、ありがとう', 'トーク履歴'],
    ['role_label', 'ユーザー：私はコーヒーをブラックで飲むことを覚えておいて。\nアシスタント：承知しました、覚えておきます。', '会話'],
    ['runtime', '{"結果":"失敗","エラーコード":"E401","メッセージ":"認証に失敗しました","時刻":"2024-03-05T09:12:44+09:00"}', 'API'],
    ['temporary', '今週は風邪で寝込んでいて、金曜まで休みです。', '仕事'],
    ['speculative', 'もしかしたら来年大阪に引っ越すかもしれないが、まだ未定。', '住まい'],
    ['split', '暗証番号はタグに書いてあります。', '銀行', ['暗証番号', fill('####')]],
    ['split', `電話番号の前半は${national(mob).slice(0, 8)}、残りはタグ。`, '電話', [national(mob).slice(9)]],
  ];
  const accept = [
    ['version', 'Python 3.12 と Vue 3.4 で開発するのが好き。', 'プログラミング'],
    ['price', '1杯600円のコーヒーは高すぎると思っている。', '出費'],
    ['model_number', 'カメラは富士フイルム X-T5 を愛用している。', '写真'],
    ['city_coordinates', '北緯35度付近にある京都の街並みが大好き。', '都市'],
    ['title_time', '好きな曲は「明日があるさ」。', '音楽'],
    ['title_time', '好きな小説は村上春樹の「1Q84」。', '本'],
    ['profession', '小学校の先生として長年働いている。', '仕事'],
    ['long_term_plan', '将来は長野に移住して畑をやりたいと考えている。', '将来'],
    ['past_event', '2011年に大阪大学を卒業した。', '学歴'],
    ['number', 'フルマラソンの自己ベストは3時間45分。', 'スポーツ'],
    ['credential_lookalike', 'パスワード管理アプリを使い、二段階認証を必ず有効にしている。', 'セキュリティ'],
    ['number', 'パンは強力粉300gで焼くのが定番。', '料理'],
    ['number', '阪神タイガースのファンで、好きな選手の背番号は6。', '野球'],
    ['street_place', '休日は表参道を散歩するのが好き。', '趣味'],
    ['past_event', '1964年の東京オリンピックの歴史に興味がある。', '歴史'],
    ['model_number', 'ゲームは Nintendo Switch 有機ELモデルで遊ぶ。', 'ゲーム'],
    ['habit_time', '毎週土曜日の朝にジョギングをしている。', '習慣'],
    ['number', '身長は172cmで、靴のサイズは26.5cm。', 'プロフィール'],
    ['profession', '税理士として事務所を経営している。', '仕事'],
    ['title_time', '好きな映画は「君の名は。」と「時をかける少女」。', '映画'],
  ];
  return { refuse, accept };
}
