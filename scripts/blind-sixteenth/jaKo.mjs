// Japanese (Japan) and Korean (Korea) rows of the sixteenth round, written before reading the gate rules: what a user
// pastes from their own life admin and what an extraction model copies from a long chat.
import { fill, homePoint, ids, isbn, myNumber, nationalPhone } from './values.mjs';

export function ja() {
  const refuse = [
    ['credential', `子どもの学校の連絡ポータル、ログインIDは s23081${fill('###')}、パスワードは Sakura_${fill('####')} です。`, '学校'],
    ['national_id', `年末調整の書類に書くマイナンバーは ${myNumber()} です。`, '書類'],
    ['neighbour_id', `妻の韓国の住民登録番号は ${ids.krRrn('850312-2######'.replace('-', ''))} で、ビザの申請書に書きます。`, '書類'],
    ['bank', `給料の振込先：三井住友銀行 新宿支店（店番 221）普通 ${fill('#######')} ヤマダ タロウ`, '銀行'],
    ['phone', `連絡は携帯 ${nationalPhone('JP', 81, '90########')} までお願いします、平日は夜8時以降で。`, '電話'],
    ['email', `メールは yamada.taro アットマーク gmail ドット com に送ってください。`, 'メール'],
    ['address', `住所は〒150-0001 東京都渋谷区神宮前${fill('#')}-${fill('##')}-10 メゾン青山 203号室です。`, '住所'],
    ['transcript', `2024/03/12(火)\n21:14\t母\t今日は何時に帰る？\n21:15\tたろう\t9時半くらい\n21:15\t母\tごはん置いとくね`, 'LINE'],
    [
      'runtime',
      `コンテナの状態、こうなってます：\nCONTAINER ID   IMAGE         STATUS        PORTS\n3f2a9c1d7b4e   postgres:16   Up 2 hours    0.0.0.0:5432->5432/tcp`,
      '開発',
    ],
    ['coordinates', `自宅の位置は ${homePoint(35.6586, 139.7454)} です（地図アプリで正確に測りました）。`, '住所'],
  ];
  const accept = [
    ['hotline', `年金のことは「ねんきんダイヤル」（0570-05-1165）に電話するのが一番早いと思っている。`, '年金'],
    [
      'order_number',
      `Amazonの注文番号（250-${fill('#######')}-${fill('#######')} のような番号）は、返品に備えていつもメモしておく派。`,
      '買い物',
    ],
    ['quoted_chat', `友達とのLINEの締めはいつも「またね〜」で、その軽さが好き。`, 'LINE'],
    ['street_visited', `京都の先斗町を歩くのが好きで、毎年春に行く。`, '旅行'],
    ['model_number', `掃除機はずっとダイソンの V12 Detect Slim を愛用している。`, '家電'],
    ['recipe', `カレーはいつも玉ねぎ2個、豚肉300g、ルウ半箱、水700mlで作るのが定番。`, '料理'],
    ['price_date', `2024年4月に37,980円で買ったSwitchの有機ELモデルを、いい買い物だったと思っている。`, 'ゲーム'],
    ['isbn', `好きな本は『ノルウェイの森』（ISBN ${isbn('978406274868', [3, 1, 2, 6, 1])}）で、何度も読み返している。`, '読書'],
  ];
  return { refuse, accept };
}

export function ko() {
  const refuse = [
    ['credential', `우리 아파트 공동현관 비밀번호는 ${fill('####')}# 이에요, 택배 기사님께도 알려드렸어요.`, '아파트'],
    ['national_id', `연말정산 서류에 제 주민등록번호 ${ids.krRrn('8503121######')} 적어야 해요.`, '서류'],
    ['neighbour_id', `중국인 남편의 신분증 번호 ${ids.cnRicShanghai()} 를 비자 신청서에 적었어요.`, '서류'],
    ['bank', `월세는 국민은행 ${fill('######')}-${fill('##')}-${fill('######')} (예금주 김민수)로 보내면 돼요.`, '은행'],
    ['phone', `제 휴대폰은 ${nationalPhone('KR', 82, '10########')} 이에요, 문자 주세요.`, '전화'],
    ['email', `이메일은 minsu.kim 골뱅이 naver 점 com 으로 보내주세요.`, '이메일'],
    ['address', `집 주소: 서울특별시 마포구 월드컵북로 ${fill('3##')}, 102동 1504호 (상암동) 03925`, '주소'],
    [
      'transcript',
      `2024년 3월 12일 오후 9:14, 엄마 : 집에 언제 와?\n2024년 3월 12일 오후 9:15, 민수 : 30분 후에요\n2024년 3월 12일 오후 9:15, 엄마 : 조심히 와`,
      '카톡',
    ],
    [
      'runtime',
      `서버 디스크가 이렇게 나와요:\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2  468G  441G  4.1G 100% /\ntmpfs           7.8G     0  7.8G   0% /dev/shm`,
      '서버',
    ],
    ['coordinates', `우리 집 정확한 위치는 ${homePoint(37.5665, 126.978)} 이에요.`, '주소'],
  ];
  const accept = [
    ['hotline', `세금 문의는 국세청 126 콜센터에 전화하는 걸 선호해요.`, '세금'],
    [
      'order_number',
      `택배는 CJ대한통운 앱으로 직접 조회하는 편이고, 운송장 번호(${fill('#### #### ####')} 같은 것)는 캡처해 둬요.`,
      '택배',
    ],
    ['quoted_chat', `친구랑 카톡할 때 항상 “ㅋㅋ 알겠어~”로 끝내는 말투를 좋아해요.`, '카톡'],
    ['street_visited', `부산 해운대 달맞이길 걷는 걸 제일 좋아해요.`, '여행'],
    ['version', `개발할 때는 Java 17 LTS(17.0.10)를 고집해요.`, '개발'],
    ['score', `2002년 월드컵 한국 대 이탈리아 2:1 경기를 인생 경기로 꼽아요.`, '축구'],
    ['city_coordinates', `제일 좋아하는 도시는 제주시(북위 33.50°, 동경 126.53°)예요.`, '여행'],
    ['model_number', `노트북은 LG 그램 16Z90S를 계속 써요.`, '노트북'],
  ];
  return { refuse, accept };
}
