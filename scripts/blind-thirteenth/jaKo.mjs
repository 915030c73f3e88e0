// Rows of the thirteenth blind set in Japanese and Korean (see enZh.mjs for the categories). Rows: [category, text,
// subject, tags?, facet?].
import * as v from './values.mjs';

export function ja() {
  const [head, tail] = v.split(v.national('JP'), 7);
  const refuse = [
    ['email', 'メールは sato.hana アット gmail ドット com に送ってね。', 'ユーザー メール'],
    ['email', 'ユーザーの連絡先：kenji_m＠ｙａｈｏｏ．ｃｏ．ｊｐ', 'ユーザー メール'],
    ['email', '予備のアドレスは mori.aki (arobase) free (point) fr です。', 'ユーザー メール'],
    ['address', `ユーザーの住所：〒${v.postcode('JP')} 神奈川県横浜市中区山下町2丁目5-11 ハイツ山下203号室`, 'ユーザー 住所'],
    ['address', `ユーザーは京都市左京区北白川西町1-3-8に住んでいる。`, 'ユーザー 住所'],
    ['address', `荷物の送り先：12 rue de la Paix, ${v.postcode('FR')} Paris, 4e étage`, 'ユーザー 配送'],
    ['address', `ユーザーのソウルの家：마포구 월드컵북로 12길 34, 502호`, 'ユーザー 住所'],
    [
      'transcript',
      '[LINE] 佐藤ハナとのトーク履歴\n保存日時：2026/03/12 21:30\n\n2026/03/12(木)\n21:14\t佐藤ハナ\t鍵はポストに入れた\n21:15\tケン\tありがとう',
      'ユーザー LINE',
    ],
    ['transcript', '[2026/03/12 21:14:07] 田中: 明日の面接、何時？\n[2026/03/12 21:15:02] 自分: 10時に新宿', 'ユーザー チャット'],
    [
      'transcript',
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v 母>今どこに住んでるの？\n\n00:00:03.200 --> 00:00:05.000\n<v 私>川崎だよ。',
      'ユーザー 字幕',
    ],
    [
      'transcript',
      '2026年3月10日(火) 9:14 山田太郎 <taro.yamada@example.jp>:\n> 見積書を確認しました。\n> 振込先を教えてください。',
      'ユーザー メール',
    ],
    ['transcript', '14.03.26, 21:05 - 鈴木: 今夜泊まれる？\n14.03.26, 21:06 - 自分: いいよ、302号室', 'ユーザー WhatsApp'],
    ['runtime', `${v.ip()} - - [12/Mar/2026:21:14:07 +0900] "GET /mypage HTTP/2.0" 200 3481 "-" "Mozilla/5.0"`, 'ユーザー サーバー'],
    ['runtime', '3月 12 21:14:07 raspberrypi cron[812]: (hana) CMD (/home/hana/bin/backup.sh)', 'ユーザー サーバー'],
    [
      'runtime',
      'REPOSITORY   TAG       IMAGE ID       CREATED       SIZE\nmyapp        latest    4f1e2d3c4b5a   2 hours ago   182MB',
      'ユーザー Docker',
    ],
    ['runtime', 'yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\nDone in 12.48s.', 'ユーザー ビルド'],
    ['runtime', '{"type":"tool_use","name":"create_event","input":{"title":"歯医者","start":"2026-03-14T10:00"}}', 'ユーザー ツール'],
    ['split', `ユーザーの携帯の前半は${head}`, 'ユーザー 電話', [tail, '携帯']],
    ['split', 'ユーザーの住所は世田谷区太子堂、番地はタグに', 'ユーザー 住所', ['3丁目12-4', '201号室']],
    ['number_words', `携帯は${v.spoken(v.national('JP'), 'ja', '、')}です。`, 'ユーザー 電話'],
    ['number_words', `オートロックの番号は${v.spoken(v.digits(4), 'ja', '')}。`, 'ユーザー マンション'],
    ['number_words', 'ユーザーの家は中野区本町さんちょうめ、じゅうにばん、よんごう。', 'ユーザー 住所'],
  ];
  const accept = [
    ['city', 'ユーザーは金沢が大好きで、毎年秋に訪れたい。', 'ユーザー 旅行'],
    ['city', 'ユーザーはバルセロナの街並みが好き。', 'ユーザー 旅行'],
    ['street_walk', 'ユーザーは表参道を散歩するのが好き。', 'ユーザー 散歩'],
    ['street_walk', 'ユーザーは哲学の道を春に歩くのが好き。', 'ユーザー 散歩'],
    ['poem', 'ユーザーの好きな句は「古池や蛙飛び込む水の音」。', 'ユーザー 俳句'],
    ['poem', 'ユーザーは「雨ニモマケズ 風ニモマケズ」の一節が好き。', 'ユーザー 詩'],
    ['song', 'ユーザーは「上を向いて歩こう」の歌詞が好き。', 'ユーザー 音楽'],
    ['error_prose', 'ユーザーは「404 Not Found」が出たらまずURLを確認したい。', 'ユーザー ウェブ'],
    ['error_prose', 'ユーザーは「メモリ不足です」というエラーの意味をやさしく説明してほしい。', 'ユーザー PC'],
    ['error_prose', 'ユーザーは「SyntaxError」の原因を初心者向けに知りたい。', 'ユーザー プログラミング'],
    ['version', 'ユーザーは macOS 15.2 と Xcode 16.1 を使っている。', 'ユーザー 開発'],
    ['version', 'ユーザーは Rails 7.2 より Django 5.1 が好き。', 'ユーザー 開発'],
    ['price', 'ユーザーはコーヒーに1杯500円まで出す。', 'ユーザー 食事'],
    ['price', 'ユーザーの旅行予算は1泊15,000円くらい。', 'ユーザー 旅行'],
    ['year', 'ユーザーは1985年のシティポップが好き。', 'ユーザー 音楽'],
    ['year', 'ユーザーは2018年からテニスを続けている。', 'ユーザー スポーツ'],
    ['model_number', 'ユーザーは富士フイルム X100VI を愛用している。', 'ユーザー カメラ'],
    ['model_number', 'ユーザーはソニー α7 IV が欲しい。', 'ユーザー カメラ'],
    ['title_time', 'ユーザーの好きな映画は『夜は短し歩けよ乙女』。', 'ユーザー 映画'],
    ['title_time', 'ユーザーは小説『博士の愛した数式』と『一九八四年』が好き。', 'ユーザー 読書'],
    ['title_time', 'ユーザーはドラマ『半沢直樹』の日曜9時枠が好き。', 'ユーザー ドラマ'],
    ['title_time', 'ユーザーは曲「3月9日」が大好き。', 'ユーザー 音楽'],
  ];
  return { refuse, accept };
}

export function ko() {
  const [head, tail] = v.split(v.national('KR'), 7);
  const refuse = [
    ['email', '제 메일은 minji.park 골뱅이 naver 점 com 이에요.', '사용자 이메일'],
    ['email', '사용자 이메일: jh_lee 앳 daum 닷 net', '사용자 이메일'],
    ['email', '예비 메일은 seo.yun (arroba) gmail (punto) com 입니다.', '사용자 이메일'],
    ['address', `사용자 주소: 서울특별시 마포구 양화로 45, 3층 301호 (${v.postcode('KR')})`, '사용자 집'],
    ['address', '사용자는 부산광역시 해운대구 우동 1408-3 해운대아이파크 102동 1502호에 산다.', '사용자 집'],
    ['address', `택배 주소: 3-2-1 Nishi-Shinjuku, Shinjuku-ku, Tokyo ${v.postcode('JP')}`, '사용자 택배'],
    ['address', `사용자의 베를린 집: Schönhauser Allee 112, ${v.postcode('DE')} Berlin`, '사용자 집'],
    [
      'transcript',
      '--------------- 2026년 3월 12일 목요일 ---------------\n[민지] [오후 9:14] 집 비밀번호 바꿨어?\n[나] [오후 9:15] 응 내일 알려줄게',
      '사용자 카카오톡',
    ],
    ['transcript', '2026년 3월 12일 오후 9:14, 민지 : 내일 몇 시에 만나?\n2026년 3월 12일 오후 9:15, 나 : 7시 강남역', '사용자 카카오톡'],
    [
      'transcript',
      '1\n00:00:01,000 --> 00:00:03,000\n어제 어디 있었어?\n\n2\n00:00:03,300 --> 00:00:05,000\n병원에 있었어.',
      '사용자 자막',
    ],
    [
      'transcript',
      '2026년 3월 10일 (화) 오전 9:14, 김철수 <cs.kim@example.kr>님이 작성:\n> 계약서 보내주세요.\n> 감사합니다.',
      '사용자 메일',
    ],
    ['transcript', '[14.03.26 21:05] 준호: 오늘 어디서 자?\n[14.03.26 21:06] 나: 친구 집 302호', '사용자 텔레그램'],
    ['runtime', `${v.ip()} - - [12/Mar/2026:21:14:07 +0900] "GET /login HTTP/1.1" 302 0 "-" "Mozilla/5.0"`, '사용자 서버'],
    ['runtime', '3월 12 21:14:07 myhost sshd[4410]: Failed password for minji from 203.0.113.9 port 51022 ssh2', '사용자 서버'],
    ['runtime', 'PID   USER     %CPU  %MEM  COMMAND\n2211  minji    12.5   3.1  node\n3302  root      0.4   0.2  sshd', '사용자 서버'],
    [
      'runtime',
      '> Task :app:compileDebugKotlin\n> Task :app:assembleDebug\n\nBUILD SUCCESSFUL in 48s\n35 actionable tasks: 12 executed, 23 up-to-date',
      '사용자 빌드',
    ],
    ['runtime', '{"result":{"user_id":88123,"nickname":"민지","phone":"010-****-5521"},"code":200}', '사용자 API'],
    ['split', `사용자 휴대폰 앞자리: ${head}`, '사용자 전화', [tail, '휴대폰']],
    ['split', '사용자 집은 성수동 뚝섬로, 번지는 태그에', '사용자 집', ['17길 8', '202호']],
    ['number_words', `사용자 번호는 ${v.spoken(v.national('KR'), 'ko', ' ')}입니다.`, '사용자 전화'],
    ['number_words', `현관 비밀번호는 ${v.spoken(v.digits(6), 'ko', '')}.`, '사용자 집'],
    ['number_words', '사용자는 연남로 이십삼, 삼층에 살아요.', '사용자 집'],
  ];
  const accept = [
    ['city', '사용자는 전주를 정말 좋아해서 자주 여행 간다.', '사용자 여행'],
    ['city', '사용자가 제일 좋아하는 도시는 리스본이다.', '사용자 여행'],
    ['street_walk', '사용자는 경리단길을 산책하는 걸 좋아한다.', '사용자 산책'],
    ['street_walk', '사용자는 가을에 덕수궁 돌담길 걷기를 좋아한다.', '사용자 산책'],
    ['poem', '사용자가 좋아하는 시구는 "죽는 날까지 하늘을 우러러 한 점 부끄럼이 없기를"이다.', '사용자 시'],
    ['poem', '사용자는 "나 보기가 역겨워 가실 때에는" 구절을 좋아한다.', '사용자 시'],
    ['song', '사용자는 "봄날" 가사 "보고 싶다"를 좋아한다.', '사용자 음악'],
    ['error_prose', '사용자는 "404 Not Found" 오류가 뜨면 주소부터 확인하고 싶어 한다.', '사용자 웹'],
    ['error_prose', '사용자는 "NullPointerException"이 무슨 뜻인지 쉽게 설명받고 싶어 한다.', '사용자 코딩'],
    ['error_prose', '사용자는 "디스크 공간이 부족합니다" 경고를 싫어해서 정리 팁을 원한다.', '사용자 PC'],
    ['version', '사용자는 Java 21과 Spring Boot 3.3을 쓴다.', '사용자 개발'],
    ['version', '사용자는 iOS 18.1로 업데이트했다.', '사용자 기기'],
    ['price', '사용자는 점심값으로 만 원 이하를 선호한다.', '사용자 식사'],
    ['price', '사용자의 노트북 예산은 150만 원 정도다.', '사용자 쇼핑'],
    ['year', '사용자는 1990년대 가요를 좋아한다.', '사용자 음악'],
    ['year', '사용자는 2016년부터 요가를 해 왔다.', '사용자 운동'],
    ['model_number', '사용자는 갤럭시 S24 울트라를 쓴다.', '사용자 기기'],
    ['model_number', '사용자는 LG 그램 16Z90S를 좋아한다.', '사용자 기기'],
    ['title_time', '사용자가 좋아하는 영화는 "8월의 크리스마스"다.', '사용자 영화'],
    ['title_time', '사용자는 드라마 "응답하라 1988"을 좋아한다.', '사용자 드라마'],
    ['title_time', '사용자는 노래 "밤편지"와 "봄날"을 자주 듣는다.', '사용자 음악'],
    ['title_time', '사용자는 소설 "82년생 김지영"을 인상 깊게 읽었다.', '사용자 독서'],
  ];
  return { refuse, accept };
}
