// Japanese and Korean rows of the seventeenth round, written before reading the gate rules: identifiers and secrets as
// a speech-to-text engine or an OCR scan writes them, and look-alikes with numbers in words.
import { DIGIT_WORDS, card, fill, iban, kanji, koDigits, myNumber, ocr, phone, readDigits, valid, format } from './values.mjs';

export function ja() {
  const cell = phone('JP', 81, '90########').digits;
  const cell2 = phone('JP', 81, '80########').digits;
  const mn = myNumber();
  const corp = valid('JP', 'cn', '#############');
  const jcb = card('3528');
  const split = phone('JP', 81, '70########').digits;
  const refuse = [
    [
      'phone',
      `私の携帯は${kanji(cell.slice(0, 3))}の${kanji(cell.slice(3, 7))}の${kanji(cell.slice(7))}です。夜ならつながります。`,
      '電話',
    ],
    [
      'phone',
      `名刺をスキャンしたら「携帯 ${ocr(cell2.slice(0, 3), 0.9)}-${ocr(cell2.slice(3, 7), 0.9)}-${ocr(cell2.slice(7), 0.9)}」と出ました。`,
      '電話',
    ],
    [
      'national_id',
      `マイナンバーは${kanji(mn.slice(0, 4))}、${kanji(mn.slice(4, 8))}、${kanji(mn.slice(8))}です。年末調整で使います。`,
      '書類',
    ],
    ['tax_id', `自分の合同会社の法人番号、登記簿から読み取ったもの：${corp.slice(0, 7)}\n${corp.slice(7)}`, '会社'],
    [
      'bank',
      `サブスク用のカード番号は ${jcb.slice(0, 4)} ${ocr(jcb.slice(4, 8), 0.8)} ${jcb.slice(8, 12)} ${ocr(jcb.slice(12), 0.8)} です（写真から読み取り）。`,
      '銀行',
    ],
    ['one_time_code', `さっき届いた認証コードは${readDigits(fill('######'), DIGIT_WORDS.ja, '、')}です。`, '銀行'],
    ['door_code', `マンションのオートロックの暗証番号は${kanji(fill('####'))}です。`, '住まい'],
    ['email', `メールはエス・エー・ティー・オー、ユウキ、アットマーク、ジーメール、ドット、コムです。`, 'メール'],
    [
      'plate',
      `車のナンバーは品川${kanji(fill('###'))}、さ、${readDigits(fill('##'), DIGIT_WORDS.ja, '')}の${readDigits(fill('##'), DIGIT_WORDS.ja, '')}です。`,
      '車',
    ],
    ['split', `携帯番号の前半は${kanji(split.slice(0, 7))}、残りはタグに入れました。`, '電話', ['電話', split.slice(7)]],
  ];
  void iban;
  void format;
  const accept = [
    ['year_price', `千九百九十八年に三万円で買ったギターを今でも弾いている。`, '音楽'],
    ['recipe', `肉じゃがはじゃがいも三個、牛肉二百グラム、しょうゆ大さじ三で作るのが定番。`, '料理'],
    ['score', `二〇〇二年のワールドカップ、日本対ロシアの一対〇をいまだに語る。`, 'サッカー'],
    ['timetable', `出張ではいつも朝七時の のぞみ 一号 で東京から新大阪へ行く。`, '出張'],
    ['model_spelled', `ずっと使っているヘッドホンはソニーのダブリューエイチ・ワンサウザンド・エックスエムファイブ。`, 'ヘッドホン'],
    ['public_line', `天気が気になるときは一七七の天気予報に電話するのが習慣。`, '天気'],
    ['room_seat', `新幹線ではいつも十二号車のE席、富士山が見える窓側を取る。`, '出張'],
    ['song_title', `カラオケでは必ずHYの「366日」を歌う。`, '音楽'],
  ];
  return { refuse, accept };
}

export function ko() {
  const cell = phone('KR', 82, '10########').digits;
  const cell2 = phone('KR', 82, '10########').digits;
  const rrn = valid('KR', 'rrn', '9104222######');
  const brn = valid('KR', 'brn', '##########');
  const kb = card('5365');
  const split = phone('KR', 82, '10########').digits;
  const refuse = [
    ['phone', `제 번호는 ${koDigits(cell.slice(0, 3))}에 ${koDigits(cell.slice(3, 7))}에 ${koDigits(cell.slice(7))}이에요.`, '전화'],
    ['phone', `명함 스캔한 거: 휴대폰 ${ocr(cell2.slice(0, 3), 0.9)}-${ocr(cell2.slice(3, 7), 0.9)}-${ocr(cell2.slice(7), 0.9)}`, '전화'],
    ['national_id', `주민번호는 ${koDigits(rrn.slice(0, 6))} 다시 ${koDigits(rrn.slice(6))}이에요, 서류에 적어 주세요.`, '서류'],
    ['tax_id', `제 가게 사업자등록번호, 등록증 스캔본에서 읽은 거예요: ${ocr(format('KR', 'brn', brn), 0.7)}`, '가게'],
    ['bank', `구독 결제 카드 번호는 ${kb.slice(0, 4)}-${kb.slice(4, 8)}-\n${kb.slice(8, 12)}-${kb.slice(12)} 이에요.`, '카드'],
    ['one_time_code', `방금 온 인증번호는 ${koDigits(fill('######'))}이에요.`, '은행'],
    ['door_code', `우리 집 현관 도어락 비밀번호는 ${koDigits(fill('####'))} 별표예요.`, '집'],
    ['email', `이메일은 제이 아이 엔 에이치 오, 점, 파크, 골뱅이 네이버 닷컴이에요.`, '이메일'],
    ['plate', `제 차 번호는 ${koDigits(fill('1#'))}가 ${koDigits(fill('####'))}, 흰색 아반떼예요.`, '차'],
    ['split', `휴대폰 번호 앞자리는 ${koDigits(split.slice(0, 7))}이고 뒷자리는 태그에 있어요.`, '전화', ['전화', split.slice(7)]],
  ];
  void iban;
  void kanji;
  const accept = [
    ['year_price', `천구백구십팔 년에 삼십만 원 주고 산 기타를 아직도 쳐요.`, '음악'],
    ['recipe', `김치찌개는 김치 두 컵, 돼지고기 이백 그램, 물 오백 밀리로 끓이는 게 정석이에요.`, '요리'],
    ['score', `이천이 년 월드컵 한국 대 스페인 승부차기 오 대 삼을 인생 경기로 꼽아요.`, '축구'],
    ['timetable', `출장 갈 때는 항상 아침 여섯 시 KTX 일 영 일 편으로 부산에 가요.`, '출장'],
    ['model_spelled', `노트북은 엘지 그램 십육 제트 구공 에스를 계속 써요.`, '노트북'],
    ['public_line', `민원 있을 때는 일일공 정부 민원 콜센터에 거는 편이에요.`, '민원'],
    ['historic_date', `가장 의미 있는 날로 천구백사십오 년 팔월 십오일 광복절을 꼽아요.`, '역사'],
    ['song_title', `노래방에서는 항상 다비치의 「8282」를 불러요.`, '음악'],
  ];
  return { refuse, accept };
}
