import { BACK, CHAIKA, LIZA, PUSHKIN, RUI, TAMARA, THYROID, TYOMA, YAKOR } from './eighteenthSubjects';

// The eighteenth blind aboutness set's questions in Chinese, Japanese and Korean, written before the recall rules
// were read. Lines: `category | language | expected subjects (;) or - | question`.

export const EIGHTEENTH_ZH_LINES = `
direct | zh | Chinese client; client letters | 帮我给王先生写封邮件，告诉他新帆下个月交货
direct | zh | Chinese client; sailcloth | 王先生那艘游艇的新帆用什么布料比较好
direct | zh | Chinese client | 王先生说帆有点皱，我该怎么回复他
direct | zh | tea | 晚上喝普洱会不会影响我睡觉
direct | zh | tea | 我的普洱茶饼怎么存放才不会受潮
direct | zh | dental implant | 我的种植牙复查一般多久一次
direct | zh | dental implant | 种植牙那边的牙龈有点肿，要紧吗
direct | zh | cutting plotter | 我两万欧元的预算能买到什么样的自动裁布机
direct | zh | cutting plotter; loft mortgage; savings | 买裁布机是贷款划算还是一次性付清划算
direct | zh | ${LIZA} | 丽莎戴角膜塑形镜，度数还在涨怎么办
direct | zh | ${LIZA} | 女儿十二岁练艺术体操，晚上腿疼正常吗
direct | zh | ${LIZA} | 女儿湿疹又犯了，用什么保湿霜好
direct | zh | ${LIZA} | 丽莎三月去贝尔格莱德比赛，带带操要准备什么
direct | zh | pilates; ${BACK} | 我腰椎间盘突出，做普拉提哪些动作要避免
direct | zh | ${BACK} | 我搬布卷的时候腰又闪了一下，怎么办
direct | zh | ${PUSHKIN} | 普希金最近不爱吃肾病处方粮，怎么办
direct | zh | ${PUSHKIN} | 给我家猫皮下补液，每次打多少毫升
direct | zh | ${YAKOR} | 我家杰克罗素膝盖骨脱位，还能带他上船吗
direct | zh | ${RUI} | 老公有二型糖尿病，出海一整天饮食怎么安排
direct | zh | ${RUI} | 老公半月板手术后多久能重新开船
direct | zh | ${TAMARA} | 妈妈在吃华法林，能吃蔓越莓吗
direct | zh | ${TAMARA} | 我妈七十八岁一个人住，我怎么远程照顾她
direct | zh | ${TYOMA} | 儿子在波尔图读海洋学，每月生活费给多少合适
direct | zh | ${CHAIKA} | 我们家海鸥号的柚木甲板怎么保养
direct | zh | ${CHAIKA} | 我们的船是2004年的，帆船钢索多少年换一次
direct | zh | Vega sails | 维加号的斜桁帆五月要交，帮我排一下工期
direct | zh | ${THYROID}; coffee | 我吃优甲乐，早上什么时候能喝咖啡
direct | zh | Japan trip | 想带家人再去日本看帆船，除了江之岛还有哪里
direct | zh | sauerkraut | 我自己腌的酸白菜长白膜了，还能吃吗
direct | zh | taxes | 我在黑山做个体户，增值税怎么算
direct | zh | Pomor sails book | 我写的关于波莫尔帆船的书，怎么找出版社
direct | zh | savings | 我有两万欧元存款，放定期还是买基金
implicit | zh | ${PUSHKIN} | 十岁的西伯利亚猫肾不好，最近喝水特别多
implicit | zh | ${RUI} | 空腹血糖8.5，吃二甲双胍已经两年了
implicit | zh | ${TAMARA} | INR到4了，老人家要不要减华法林
implicit | zh | Vega sails | 1936年的老帆船要一整套斜桁帆，五月前做得完吗
personal_none | zh | - | 我想学做蛋糕，需要买哪些工具
personal_none | zh | - | 我的笔记本电脑风扇一直响
personal_none | zh | - | 帮我挑一个送邻居的小礼物
personal_none | zh | - | 我想换个发型，圆脸适合什么
personal_none | zh | - | 我的行李箱轮子坏了，能修吗
homograph | zh | - | 海鸥为什么总在港口附近飞
homograph | zh | - | 政策上的"近视"是什么意思
homograph | zh | - | 复查和复核在法律上有什么不同
name | zh | - | 普希金的《致大海》写于哪一年
name | zh | - | 蒙娜丽莎为什么这么有名
name | zh | - | 漫画《王先生》的作者是谁
name | zh | - | 鲁伊·科斯塔踢过哪些球队
place | zh | - | 波德戈里察有什么好玩的
place | zh | - | 普洱市在云南什么位置
place | zh | - | 蒂瓦特冬天冷不冷
place | zh | - | 波尔图的酒窖值得去吗
brand | zh | - | 海鸥手表是哪里产的
brand | zh | - | 小米14和华为Mate哪个拍照好
brand | zh | - | Kindle在中国还能用吗
brand | zh | - | 达契亚是哪个国家的汽车品牌
topic | zh | - | 普洱茶为什么越陈越贵
topic | zh | - | 种植牙的原理是什么
topic | zh | - | 角膜塑形镜适合多大的孩子
topic | zh | - | 帆船是怎么逆风航行的
subword | zh | - | 腰果怎么炒才香
subword | zh | - | 象牙为什么禁止交易
subword | zh | - | 种植园经济是什么
subword | zh | - | 牙买加在哪里
function | zh | - | "的""地""得"分别什么时候用
function | zh | - | "为了"和"为"有什么区别
stem | zh | - | 帆布包怎么洗
stem | zh | - | 开一家裁缝店需要什么
generic | zh | - | 黑山的官方语言是什么
generic | zh | - | 欧盟的预算是怎么决定的
idiom | zh | - | "一帆风顺"出自哪里
idiom | zh | - | "咬牙切齿"是什么意思
mixed | zh | - | Porto和Oporto有什么区别
mixed | zh | - | pilates是谁发明的
`;

export const EIGHTEENTH_JA_LINES = `
direct | ja | Japan trip | また家族で日本に行くなら、江ノ島以外でヨットが見られる所は？
direct | ja | Japan trip; Rui fish; ${RUI} | 夫は生魚がダメだけど、日本旅行で何を食べればいい？
direct | ja | shears | 庄三郎のはさみを研ぎに出すならどこがいい？
direct | ja | shears | 裁ちばさみが帆布で切れにくくなってきた
direct | ja | ${PUSHKIN} | プーシキンの皮下点滴、嫌がるときのコツは？
direct | ja | ${PUSHKIN} | うちの猫が腎臓病の療法食を食べないときはどうする
direct | ja | ${RUI} | 夫の糖尿病、夕食は何を作ればいい？
direct | ja | ${RUI} | ルイの誕生日に魚なしのディナーを考えて
direct | ja | early riser | 5時起きを続けるための夜のルーティンを教えて
direct | ja | film camera | ゼニットで撮ったフィルム、どこで現像できる？
direct | ja | film camera | 私のゼニットEのシャッターが重い
direct | ja | ${LIZA} | 娘の新体操のリボン、どこで買える？
direct | ja | ${LIZA} | 娘のアトピー、夏はどんな服を着せればいい？
direct | ja | ${LIZA} | リーザが韓国語を勉強しているけど、いい教材は？
direct | ja | ${TYOMA} | ポルトにいる息子への仕送り、いくらが普通？
direct | ja | ${TYOMA} | 息子がキールに交換留学、準備するものは？
direct | ja | ${TAMARA} | 母がワルファリンを飲んでいるけど、納豆はだめ？
direct | ja | ${TAMARA} | 毎日の母への電話、モスクワ時間で何時だった？
direct | ja | ${YAKOR} | うちのジャックラッセル、膝蓋骨脱臼で手術するべき？
direct | ja | ${YAKOR}; boat Chaika | うちの犬をヨットに乗せるとき、ライフジャケットはどれがいい？
direct | ja | ${CHAIKA} | チャイカのチーク甲板の手入れ方法を教えて
direct | ja | ${CHAIKA} | 今年のリギング交換、費用はどれくらい見ておけばいい？
direct | ja | Vega sails | ベガ号のガフセイル、5月までの作業計画を作って
direct | ja | sewing machines | 工房のPfaffの上糸調子の合わせ方
direct | ja | ${THYROID} | チラーヂンを飲み忘れたとき、どうすればいい？
direct | ja | ${BACK} | ヘルニアがあるので、床で帆を縫うときの姿勢のコツ
direct | ja | carpal tunnel | 右手首の手根管症候群、夜のサポーターが効かない
direct | ja | winter swimming | 毎日の冬の海水浴のあと、体を温める方法
direct | ja | Yachtmaster exam | ヨットマスター試験の勉強計画を立てて
implicit | ja | ${PUSHKIN} | 10歳の茶トラが水をたくさん飲んで痩せてきた
implicit | ja | ${RUI} | メトホルミンを飲んでいるのに空腹時血糖が高い
implicit | ja | ${YAKOR} | 後ろ足をケンケンして歩く、また膝のお皿？
implicit | ja | Vega sails | 1936年の古いケッチの帆を6枚、5月までに仕上げたい
personal_none | ja | - | 新しい掃除機を買いたい
personal_none | ja | - | 最近、夜中に何度も目が覚める
personal_none | ja | - | 髪を短く切ろうか迷っている
personal_none | ja | - | いとこの結婚式に何を着ていこう
personal_none | ja | - | パソコンの動きが重い
homograph | ja | - | ゼニットとは天文学で何のこと？
homograph | ja | - | はさみ将棋のルールを教えて
homograph | ja | - | ラップフィルムは電子レンジで使える？
name | ja | - | プーシキンの『スペードの女王』のあらすじ
name | ja | - | チェーホフの『かもめ』はどんな話？
name | ja | - | ルイ・ヴィトンの創業者はどんな人？
name | ja | - | ベガはどの星座の星？
place | ja | - | 江ノ島への行き方
place | ja | - | ポルトのワイナリー巡りのおすすめ
place | ja | - | コトルの城壁の階段は何段？
place | ja | - | アルハンゲリスクの冬の気温
brand | ja | - | ゼニットのカメラは今も作られている？
brand | ja | - | シャオミのスマホは日本で使える？
brand | ja | - | ダチア・ダスターは日本で買える？
topic | ja | - | 寿司の歴史
topic | ja | - | 皮下点滴と静脈点滴の違い
topic | ja | - | フィルムカメラが若者に人気の理由
topic | ja | - | 手根管症候群とは
subword | ja | - | 帆立貝の旬はいつ？
subword | ja | - | 夫婦別姓の議論について
subword | ja | - | 写真家土門拳の代表作
function | ja | - | 「には」と「では」の違い
function | ja | - | 「ながら」の使い方
stem | ja | - | 刀鍛冶の工房を見学できる場所
stem | ja | - | 旅行保険は必要？
generic | ja | - | 日本の一世帯あたりの平均人数は？
generic | ja | - | モンテネグロの公用語は？
idiom | ja | - | 「猫に小判」ってどういう時に使う？
idiom | ja | - | 「寿司詰め」の意味
mixed | ja | - | 「Yachtmaster」は日本でも通用する資格？
mixed | ja | - | Portoとポートワインの関係
`;

export const EIGHTEENTH_KO_LINES = `
direct | ko | ${LIZA} | 리자가 한국어 공부할 때 쓸 만한 앱 추천해 줘
direct | ko | ${LIZA} | 딸이 좋아하는 K팝 그룹 유럽 콘서트 일정
direct | ko | ${LIZA} | 딸 아토피 때문에 수영장 다녀오면 뭘 발라 줘야 해?
direct | ko | ${LIZA} | 리자 리듬체조 대회 전날 저녁 메뉴
direct | ko | sauerkraut | 양배추 절임이 너무 짜게 됐어
direct | ko | sauerkraut | 올겨울 양배추 발효할 때 소금 비율
direct | ko | ${RUI} | 남편 반월판 수술 후 재활 운동
direct | ko | ${RUI} | 남편 저녁 저탄수화물 메뉴 일주일치 짜 줘
direct | ko | ${RUI} | 루이 혈당이 저녁 먹고 올라가
direct | ko | K-drama | 자기 전에 볼 한국 드라마 추천
direct | ko | K-drama | 요즘 넷플릭스에서 볼 만한 드라마 있어?
direct | ko | ${CHAIKA} | 차이카 리깅 교체 견적 어떻게 받아?
direct | ko | ${CHAIKA} | 우리 요트 티크 갑판 관리법
direct | ko | ${TYOMA} | 아들 포르투 생활비 얼마 보내야 해?
direct | ko | ${TYOMA} | 아들이 킬 대학교 교환학생 가는데 준비할 것
direct | ko | ${TAMARA} | 어머니가 와파린 드시는데 먹으면 안 되는 음식
direct | ko | ${TAMARA} | 엄마한테 매일 전화하는 시간 알려줘
direct | ko | ${PUSHKIN} | 고양이 푸시킨 피하 수액 놓는 법
direct | ko | ${PUSHKIN} | 신장병 있는 우리 고양이 간식 뭐가 괜찮아?
direct | ko | ${YAKOR} | 우리 잭러셀 슬개골 탈구인데 배에 태워도 돼?
direct | ko | ${THYROID}; coffee | 갑상선 약 먹고 커피 언제 마셔도 돼?
direct | ko | ${BACK} | 허리 디스크 때문에 필라테스 할 때 조심할 동작
direct | ko | Vega sails | 베가호 돛 5월까지 작업 일정 짜 줘
direct | ko | sail loft; client letters; deposit rule | 공방 손님한테 보낼 가격표 만들어 줘
direct | ko | Yachtmaster exam | 요트마스터 시험 공부 계획
direct | ko | Japan trip | 가족이랑 다시 일본 여행 가면 요트 볼 만한 곳
direct | ko | film camera | 제니트 카메라로 찍은 필름 현상 어디서 해?
direct | ko | Chinese client; client letters | 왕 선생님께 새 돛 납기 늦어진다고 메일 써 줘
direct | ko | Liza braces; ${LIZA} | 딸 교정기 끼고 먹으면 안 되는 음식
implicit | ko | ${RUI} | 무릎 수술한 지 1년 됐는데 계단 내려갈 때 아프대
implicit | ko | ${PUSHKIN} | 열 살 고양이가 물을 많이 마시고 살이 빠져
implicit | ko | ${LIZA}; K-drama | 열두 살 딸이 자막 없이 드라마를 보고 싶대
implicit | ko | ${CHAIKA} | 스탠딩 리깅이 20년 넘었어
personal_none | ko | - | 새 노트북 뭐 살까
personal_none | ko | - | 요즘 잠이 잘 안 와
personal_none | ko | - | 머리 염색 색깔 추천해 줘
personal_none | ko | - | 손목시계 하나 사고 싶은데 추천해 줘
personal_none | ko | - | 이사 갈 때 체크리스트
homograph | ko | - | 3D 캐릭터 리깅이 뭐야?
homograph | ko | - | 스탠딩 코미디의 역사
homograph | ko | - | 저녁노을은 왜 붉어?
name | ko | - | 푸시킨의 '예브게니 오네긴' 줄거리
name | ko | - | 체호프의 희곡 '갈매기' 줄거리
name | ko | - | 루이 14세는 왜 태양왕이라고 불렸어?
name | ko | - | 직녀성 베가는 몇 광년 떨어져 있어?
place | ko | - | 포르투 2박 3일 여행 코스 짜는 법
place | ko | - | 코토르 가는 법
place | ko | - | 아르한겔스크는 어디에 있어?
place | ko | - | 티바트 날씨 어때?
brand | ko | - | 샤오미 로봇청소기 어때?
brand | ko | - | 넷플릭스 광고형 요금제는 얼마야?
brand | ko | - | 다치아 더스터 한국 출시해?
topic | ko | - | 반월판 연골이 뭐야?
topic | ko | - | 혈당 지수가 높은 음식
topic | ko | - | 김치 발효 과정
topic | ko | - | K팝 아이돌 연습생 생활
subword | ko | - | 드라마틱하다는 말의 뜻
subword | ko | - | 딸기 재배하는 법
subword | ko | - | 루이보스차 효능
function | ko | - | '에'와 '에서' 차이
function | ko | - | '-는데'는 언제 써?
stem | ko | - | 축구 선수 교체 규정
stem | ko | - | 수술실 간호사는 무슨 일을 해?
generic | ko | - | 한국 가족 평균 인원
generic | ko | - | 유럽연합 예산은 어떻게 정해져?
idiom | ko | - | '무릎을 탁 치다' 뜻
idiom | ko | - | '혼자서 북 치고 장구 친다' 뜻
mixed | ko | - | Porto 와인과 일반 와인 차이
mixed | ko | - | saudade가 무슨 뜻이야?
`;
