import {
  BERLIN,
  FATHER,
  HUAJUAN,
  IN_LAWS,
  KELE,
  MOTHER,
  TANGTANG,
  TANGYUAN,
  WEEKEND,
  WIFE,
  WORK,
  XUANXUAN,
  ZHIMA,
} from './twentyThirdSubjects';

// The twenty-third blind aboutness set's Japanese and Korean questions, written before the recall rules were read;
// most direct ones ask about a memory written in Chinese or English with no word in common, memory words inside
// longer ones (ゴマフアザラシ, 竹輪, 라면땅, 곰팡이) and as everyday words (ゴマ, コーラ, 참깨, 콜라, 만리장성).
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTY_THIRD_JA_LINES = `
direct | ja | friend Tanaka; Japan trip | 和歌山で田中さんに会うとき、手土産は何がいい？
direct | ja | Japan trip; friend Tanaka | 夏休みに子ども二人と大阪・和歌山を回る日程を考えて
direct | ja | learning Japanese; friend Tanaka | 田中さんへのお礼メールを日本語で書きたい、敬語のコツは？
direct | ja | ${ZHIMA} | うちの雌のパンダ、エコーで妊娠か偽妊娠かわからない、いつ判断できる？
direct | ja | ${ZHIMA} | ジーマが健康チェックでリンゴしか受け付けない、ニンジンに慣れさせるには？
direct | ja | ${TANGYUAN} | 人工哺育した子パンダが離乳中に体重が落ちた
direct | ja | ${TANGYUAN} | 子パンダの一年目を描いた絵本の構成を考えて
direct | ja | ${WORK} | 出産シーズンに夜勤が続く、乗り切る方法は？
direct | ja | ${WORK} | 小学生向けにパンダが竹を食べる理由を3分で説明する原稿
direct | ja | ${WIFE} | 妻が橋本病で薬を飲んでいる、朝食と一緒でいい？
direct | ja | ${XUANXUAN} | 息子がオルソケラトロジーのレンズで目が赤い
direct | ja | ${XUANXUAN} | 9歳の息子が囲碁でアマ三段から伸び悩んでいる
direct | ja | ${TANGTANG} | 娘が38.5度の熱、前に熱性けいれんを起こしたことがある
direct | ja | ${TANGTANG} | 牛乳アレルギーの3歳の娘、幼稚園のおやつはどうする？
direct | ja | ${FATHER} | 父がCOPDで夜に酸素濃縮器を使っている、流量はどれくらい？
direct | ja | ${MOTHER} | 母が来年ひざの人工関節の手術を受ける、リハビリは？
direct | ja | ${IN_LAWS} | 義母がタモキシフェンを3年飲んでいる、副作用は？
direct | ja | ${KELE} | うちのコーギーが椎間板ヘルニアで歩けない
direct | ja | ${HUAJUAN} | 太った茶トラ猫がダイエットフードでも痩せない
direct | ja | lumbar disc | 腰椎ヘルニアが再発して足がしびれる
direct | ja | fatty liver; hotpot | 脂肪肝だけど週一の火鍋はやめるべき？
direct | ja | ${BERLIN} | ベルリン動物園での3か月の研修に何を持っていく？
direct | ja | friend Ivan; chess with Ivan | イワンが成都に来る、どこに連れて行けばいい？
direct | ja | penicillin allergy | ペニシリンにアレルギーがあるけど、アモキシシリンは大丈夫？
direct | ja | tea | 竹葉青という緑茶、カフェインは多い？
direct | ja | drone | 成都でドローンを飛ばせる場所は？
implicit | ja | ${TANGTANG} | 39度近い、イブプロフェンとアセトアミノフェンどっち？
implicit | ja | ${ZHIMA} | 糞中プロゲステロンが高いのにエコーに何も映らない
personal_none | ja | - | 早起きが続かない、どうすれば？
personal_none | ja | - | おすすめのSF小説は？
personal_none | ja | - | ギターを始めたい、何から？
personal_none | ja | - | 人前で話すときに緊張しない方法
homograph | ja | - | ゴマは体にいい？
homograph | ja | - | コーラを飲みすぎると骨に悪い？
homograph | ja | - | 万里の長城の長さは？
homograph | ja | - | 湯円と白玉団子の違いは？
name | ja | - | イワン雷帝はどんな人？
name | ja | - | 田中角栄は何をした人？
name | ja | - | マルコ・ポーロは本当に中国に行った？
place | ja | - | 花巻温泉はどこにある？
place | ja | - | 成都はどんな街？
place | ja | - | 楽山大仏の高さは？
brand | ja | - | シャオミはどんな会社？
brand | ja | - | BYDの電気自動車は日本で買える？
brand | ja | - | シャネルの5番はいつ発売された？
topic | ja | - | パンダはなぜ白黒なの？
topic | ja | - | 橋本病とは？
topic | ja | - | 熱性けいれんとは？
topic | ja | - | 和歌山のパンダはなぜ中国に返還された？
topic | ja | - | レッサーパンダとジャイアントパンダの違い
subword | ja | - | ゴマフアザラシは何を食べる？
subword | ja | - | 竹輪の作り方
function | ja | - | 「に」と「で」の違い
function | ja | - | 「けど」と「が」の使い分け
stem | ja | - | 熊本の「熊」の由来は？
stem | ja | - | 竹馬の遊び方
generic | ja | ${WEEKEND} | 週末は何をしよう？
generic | ja | - | 健康的な夕食は？
idiom | ja | - | 「竹を割ったような性格」の意味は？
idiom | ja | - | 「猫に小判」の意味は？
mixed | ja | ${TANGTANG} | 糖糖がまた发烧、38.5度、病院行くべき？
mixed | ja | - | 中国語の「yyds」ってどういう意味？
`;

export const TWENTY_THIRD_KO_LINES = `
direct | ko | fan Minji | 민지 씨가 또 과자를 보내 줬는데 답례로 뭘 보내면 좋을까?
direct | ko | Everland visit | 에버랜드 판다월드 견학 신청은 어떻게 해?
direct | ko | late-night ramyeon; fatty liver | 야간 근무 끝나고 신라면 먹는 게 지방간에 안 좋을까?
direct | ko | ${ZHIMA} | 우리 암컷 판다가 초음파로 임신인지 위임신인지 모르겠어요
direct | ko | ${TANGYUAN} | 새끼 판다가 젖을 떼는 중에 체중이 줄었어요
direct | ko | ${WORK} | 출산 시즌 야간 근무를 버티는 방법
direct | ko | ${WORK} | 초등학생에게 판다가 대나무를 먹는 이유를 설명하는 원고 써 줘
direct | ko | ${WIFE} | 아내가 하시모토 갑상선염인데 약을 아침이랑 같이 먹어도 돼?
direct | ko | ${WIFE} | 아내가 한국 드라마를 새벽까지 봐요, 어떻게 말리죠?
direct | ko | ${WIFE} | 아내 생일 선물로 샤넬 넘버5 말고 뭐가 있을까?
direct | ko | ${XUANXUAN} | 아들이 드림렌즈 끼고 눈이 빨개요
direct | ko | ${XUANXUAN} | 아들 생일 선물로 레고 추천해 줘, 울트라맨 좋아해요
direct | ko | ${TANGTANG} | 딸이 열이 38.5도인데 예전에 열성 경련이 있었어요
direct | ko | ${TANGTANG} | 우유 알레르기 있는 세 살 딸 유치원 간식은?
direct | ko | ${FATHER} | 아버지가 COPD인데 해발 4000미터 여행 괜찮을까?
direct | ko | ${MOTHER} | 어머니 무릎 인공관절 수술 후 재활은 어떻게?
direct | ko | ${IN_LAWS} | 장모님이 타목시펜을 3년째 드세요, 부작용은?
direct | ko | ${KELE} | 우리 코기가 디스크 때문에 못 걸어요
direct | ko | ${HUAJUAN} | 뚱뚱한 치즈 고양이가 다이어트 사료를 먹어도 살이 안 빠져요
direct | ko | lumbar disc | 허리 디스크가 재발해서 다리가 저려요
direct | ko | ${BERLIN} | 베를린 동물원 연수 3개월, 뭘 챙겨야 해?
direct | ko | friend Javier; Javier calls | 하비에르랑 일요일에 영상통화하는데 마드리드는 지금 몇 시야?
direct | ko | penicillin allergy | 페니실린 알레르기가 있는데 아목시실린 먹어도 돼?
direct | ko | drone | 청두에서 드론 날릴 수 있는 곳
direct | ko | mortgage | 주택공적금 대출이 22년 남았는데 중도상환할까?
implicit | ko | ${TANGTANG} | 39도 가까운데 이부프로펜이랑 아세트아미노펜 중에 뭐?
implicit | ko | ${KELE} | 소파에 올라가는 강아지 계단 사야 할까?
personal_none | ko | - | 아침 일찍 일어나는 습관 만드는 법
personal_none | ko | - | 재미있는 SF 소설 추천
personal_none | ko | - | 기타를 배우고 싶어요
personal_none | ko | - | 발표할 때 떨지 않는 법
homograph | ko | - | 참깨는 건강에 좋아요?
homograph | ko | - | 콜라 많이 마시면 뼈에 안 좋아요?
homograph | ko | - | 만리장성은 얼마나 길어요?
homograph | ko | - | 좁쌀죽 만드는 법
name | ko | - | 이반 뇌제는 어떤 사람이에요?
name | ko | - | 민지라는 이름은 무슨 뜻이에요?
name | ko | - | 마르코 폴로는 정말 중국에 갔나요?
place | ko | - | 청두는 뭐로 유명해요?
place | ko | - | 러산 대불 높이는?
place | ko | - | 에버랜드는 어디에 있어요?
brand | ko | - | 샤오미는 어느 나라 회사예요?
brand | ko | - | 신라면은 언제 나왔어요?
brand | ko | - | BYD 전기차를 한국에서 살 수 있어요?
topic | ko | - | 판다는 왜 흑백이에요?
topic | ko | - | 푸바오는 지금 어디 있어요?
topic | ko | - | 하시모토 갑상선염이란?
topic | ko | - | 열성 경련이란?
subword | ko | - | 라면땅 과자는 뭐예요?
subword | ko | - | 곰팡이 제거하는 방법
function | ko | - | '을/를'과 '이/가' 차이
function | ko | - | '-는데'는 언제 써요?
stem | ko | - | 곰탕은 곰 고기로 만들어요?
stem | ko | - | 곰돌이 푸는 누가 만들었어요?
generic | ko | ${WEEKEND} | 주말에 뭐 하지?
generic | ko | - | 건강한 저녁 메뉴는?
idiom | ko | - | '우후죽순'은 무슨 뜻이에요?
idiom | ko | - | '곰 같은 여자'가 무슨 뜻이에요?
mixed | ko | ${TANGTANG} | 糖糖이 또 발열 38.5, 병원 가야 해?
mixed | ko | - | 중국어 'yyds'가 무슨 뜻이에요?
`;
