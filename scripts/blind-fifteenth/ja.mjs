// Japanese rows of the fifteenth round (written before reading the gate rules): values as users and extraction models
// paste them.
import { cardNumber, fill, homePoint, ids, isbn, national, phone, seedPhrase } from './values.mjs';

export function ja() {
  const kr = national(phone('KR', 82, '10########'));
  const tw = national(phone('TW', 886, '9########'));
  const jpMob = national(phone('JP', 81, '80########'));
  const sg = national(phone('SG', 65, '9#######'));
  const refuse = [
    ['credential', `Wi-Fiのパスワード：sakura${fill('####')}（3月5日に変更、ルーターは12,800円）`, 'Wi-Fi'],
    ['credential', `ネットバンクのパスワー度は Hanabi_${fill('###')} です。`, '銀行'],
    ['credential', `ログイン情報:\n  ユーザー: t.yamada\n  パスワード: Momiji${fill('##')}!`, 'アカウント'],
    ['national_id', `香港の身分証番号（HKID）、6月12日の手続きに必要：${ids.hkId()}`, '書類'],
    ['national_id', `タイの国民ID（奥さん）:\n${ids.thId()}`, '書類'],
    ['national_id', `nric_my: ${ids.myNric()}（マレーシアのNRIC、クアラルンプールに3年）`, '書類'],
    ['bank', `家賃8万5千円の振込先：みずほ銀行 渋谷支店 普通 ${fill('#######')}`, '家賃'],
    ['card', `カード番号 ${cardNumber('3528')}、有効期限 09/27`, 'カード'],
    ['payment_key', `PayNowで送金：${sg}（シンガポールの同僚、30 SGD）`, '支払い'],
    ['payment_key', `PayPay ID: ${'yamada'}_${fill('####')}、飲み会代 4,500円`, '支払い'],
    ['plate', `車のナンバー：品川 300 さ ${fill('##')}-${fill('##')}、マンションの駐車場 12番`, '車'],
    ['plate', `バイクのナンバーは 世田谷区 あ ${fill('####')}`, 'バイク'],
    ['coordinates', `自宅の位置: ${homePoint(35.6595, 139.7005)}`, '自宅'],
    ['phone', `韓国の携帯：${kr}（時差なし、夜9時まで）`, '電話'],
    ['phone', `電話:\n${jpMob.slice(0, 4)}\n${jpMob.slice(4)}`, '電話'],
    ['phone', `台湾の携帯番号 ${tw}、LINEもこの番号`, '電話'],
    ['email', `メール：hanako.sato アットマーク docomo ドット ne ドット jp`, 'メール'],
    ['address', `住所:\n〒150-0002\n東京都渋谷区渋谷${fill('#')}丁目${fill('#')}-${fill('#')} 302号室`, '自宅'],
    ['seed_phrase', `ウォレットの復元フレーズ：${seedPhrase('ja', 12, '　')}`, '暗号資産'],
    ['transcript', `LINEトーク履歴\n2024/03/05(火)\n21:14\t花子\t今どこ？\n21:15\t太郎\tもうすぐ着く`, 'チャット'],
  ];
  const accept = [
    ['order_number', 'コーヒー豆は注文番号 249-1138-4471 と同じ内容で定期的に頼むのが好き。', '買い物'],
    ['isbn', `毎年夏に『ノルウェイの森』（ISBN ${isbn()}）を読み返すのが好き。`, '読書'],
    ['model_number', 'ノートPCは Panasonic CF-SV2 、イヤホンは WF-1000XM5 が好み。', '機器'],
    ['version', 'Xcode 15.3 と Swift 5.10 を使うのが好き。', 'プログラミング'],
    ['price', '一杯 650 円のコーヒーは高いと思い、380 円のコンビニコーヒーを好む。', 'コーヒー'],
    ['city_coordinates', '札幌（北緯43.06度、東経141.35度あたり）の雪景色が好き。', '旅行'],
    ['bus_line', '都営バスの都01系統で渋谷から新橋まで行くのが好き。', '交通'],
    ['hotline', '年金の相談はねんきんダイヤル 0570-05-1165 に電話するのが好み。', '年金'],
    ['company_registration', `お茶は株式会社丸山園（会社の法人番号 ${ids.jpCn()}）から買うのが好き。`, '買い物'],
    ['tracking_number', 'ヤマト運輸の荷物は伝票番号 4012-3456-7890 のような番号で自分で追跡するのが好き。', '荷物'],
    ['version', 'ゼルダの伝説をバージョン 1.2.1 で遊ぶのが好き。', 'ゲーム'],
    ['count_date', '毎年3月の東京マラソンに出るのが好きで、自己ベストは 3:58:12。', 'ランニング'],
    ['key_value_note', '好きな食べ物: ラーメン\n好きな飲み物: ほうじ茶', '食べ物'],
    ['train', '朝の のぞみ 7号 で東京から新大阪へ行くのが好き。', '電車'],
    ['model_number', '炊飯器は象印 NW-LB10、電子レンジは Panasonic NE-BS8A を愛用。', '台所'],
    ['price', '毎月 3 万円を貯金し、旅行には 1 回 15 万円までと決めている。', 'お金'],
    ['credential_lookalike', 'パスワード管理アプリを使い、16文字以上のパスワードを好む。', 'セキュリティ'],
    ['company_registration', `韓国の会社と取引するのが好き（その会社の事業者登録番号 ${ids.krBrn()}）。`, '仕事'],
    ['isbn', `好きな本: 『吾輩は猫である』 ISBN ${isbn()}`, '読書'],
    ['product_number', 'シャネルの No.5 と無印良品の化粧水 No.3 が好き。', '化粧品'],
  ];
  return { refuse, accept };
}
