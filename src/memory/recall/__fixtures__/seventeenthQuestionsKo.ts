import { BADA, CARMEN, DUBU, FATHER, GOUT, HANEUL, LAB, LUCIA, NAPOLEON, PONY } from './seventeenthSubjects';

// The seventeenth blind aboutness set's questions in Korean, the user's main language, written before the recall rules
// were read. Lines: `category | language | expected subjects (;) or - | question`.

export const SEVENTEENTH_KO_LINES = `
direct | ko | ${BADA} | 바다 저혈당 오면 주스 몇 ml 마시게 해야 돼?
direct | ko | ${BADA} | 축구 시합 있는 날 바다 인슐린 펌프 기초량 어떻게 줄여야 할까
direct | ko | ${BADA} | 새벽에 혈당 알람 울리면 애를 바로 깨워서 먹여야 하나
direct | ko | ${BADA} | 아들 과학고 면접 준비 어떻게 시키면 좋을까
direct | ko | ${BADA} | 바다 도시락 반찬 새우 안 들어간 걸로 일주일 치 짜 줘
direct | ko | ${BADA} | 아들 수학여행 가는데 덱스콤 센서 여분 몇 개 챙겨야 해?
direct | ko | ${BADA} | 바다 보건실에 맡긴 글루카곤 유통기한 언제 확인해야 돼
direct | ko | ${BADA} | 아들이 골키퍼 장갑 새로 사 달래, 어떤 게 좋아?
direct | ko | ${BADA} | 바다가 러시아어 숙제 도와 달라는데 격변화 쉽게 설명해 줘
direct | ko | ${BADA} | 바다 옴니팟 교체할 때 부위 어디로 돌려 가며 붙이면 돼
direct | ko | ${HANEUL} | 딸한테 이번 달 생활비 보낼 때 환율 제일 좋은 방법이 뭐야
direct | ko | ${HANEUL} | 하늘이 비자 연장할 때 슈페어콘토 금액 또 올랐어?
direct | ko | ${HANEUL} | 하늘이 보쉬 인턴십 지원서 자기소개서 좀 봐 줄래
direct | ko | ${HANEUL} | 딸이 봄마다 꽃가루 때문에 고생하는데 독일 약국에서 뭐 사면 돼?
direct | ko | ${HANEUL}; Paris stopover | 크리스마스에 아헨 가면 뭐 하면 좋을까
direct | ko | ${HANEUL} | 하늘이 석사까지 독일에서 하면 학비가 얼마나 들까
direct | ko | ${HANEUL} | 딸 WG 룸메이트랑 사이가 안 좋대, 뭐라고 조언해 줄까
direct | ko | ${LUCIA} | 아내 갑상선 약 먹고 커피는 몇 분 뒤에 마셔도 돼?
direct | ko | ${LUCIA} | 결혼기념일 선물 뭐가 좋을까
direct | ko | ${LUCIA} | 루시아 살사 수업 끝나고 같이 갈 만한 늦은 저녁 식당
direct | ko | ${LUCIA} | 집사람 생일에 멕시코 음식 말고 색다른 데이트 코스 짜 줘
direct | ko | ${LUCIA}; Netflix | 아내랑 주말에 볼 스페인어 드라마 추천해 줘
direct | ko | ${FATHER} | 아버지 레보도파는 식전에 드려야 해 식후에 드려야 해?
direct | ko | ${FATHER} | 아버지가 요즘 손 떨림이 더 심해지셨는데 약을 늘려야 할까
direct | ko | ${FATHER} | 안동 가는 토요일에 아버지 반찬 뭐 사 가면 좋을까
direct | ko | ${FATHER} | 아버지 혼자 계시다 넘어지시면 어쩌나, 집에 뭘 설치해 드릴까
direct | ko | kimjang; ${FATHER} | 올해 김장 배추 60포기면 고춧가루 몇 근 사야 해?
direct | ko | late mother | 어머니 기일 제사상 차리는 순서 알려줘
direct | ko | late mother | 올해 어머니 기일이 양력으로 며칠이야?
direct | ko | ${FATHER} | 누나랑 아버지 요양원 문제 상의할 때 정리할 내용 뽑아 줘
direct | ko | ${DUBU} | 두부 슬개골 수술 꼭 해야 할까
direct | ko | ${DUBU} | 두부 저녁 산책 코스 신천 둔치 말고 다른 데 추천해 줘
direct | ko | ${DUBU} | 우리 개 털갈이 철인데 퍼미네이터 말고 다른 빗도 괜찮아?
direct | ko | ${DUBU} | 두부 사료 관절에 좋은 걸로 바꾸고 싶어
direct | ko | ${NAPOLEON} | 나폴레옹 피하수액 놓을 때 바늘 몇 게이지 써야 돼?
direct | ko | ${NAPOLEON} | 나폴레옹 신장 수치가 또 올랐는데 사료 바꿔야 하나
direct | ko | ${NAPOLEON} | 고양이가 요즘 물을 너무 많이 마셔, 병원 가야 할까
direct | ko | ${GOUT} | 통풍 발작 왔을 때 페북소스타트 계속 먹어도 돼?
direct | ko | ${GOUT} | 회식 메뉴 통풍 걱정 없는 걸로 골라 줘
direct | ko | ${GOUT} | 찜닭 해 먹고 싶은데 통풍에 괜찮게 만드는 법
direct | ko | ${GOUT} | 안동소주 한 잔에 어울리는 안주 뭐가 좋아?
direct | ko | back disc; acupuncture | 허리 디스크에 좋은 작업 의자 추천해 줘
direct | ko | tinnitus; zirconia work; milling service | 이명이 심해지는데 밀링기 소음 줄이는 방법 없을까
direct | ko | loupes; back disc | 루페 배율을 3.5에서 4.5로 바꾸면 목에 부담이 커질까
direct | ko | ${LAB} | 지르코니아 크라운 소결하고 나니까 색이 너무 하얗게 나와
direct | ko | ${LAB} | 우리 세라밀 모션 2 버 교체 언제 해야 돼?
direct | ko | ${LAB} | 새로 들인 3Shape 스캐너 캘리브레이션 얼마마다 해야 해
direct | ko | lab staff | 민수 씨 연봉 협상 때 뭐라고 말하면 좋을까
direct | ko | lab staff | 세라 씨가 육아휴직 쓴다는데 그동안 일 어떻게 나누지
direct | ko | delivery times; dental technician | 거래 치과에 오늘 납품 늦는다고 보낼 문자 써 줘
direct | ko | lab move | 범어동 상가 임대료 시세가 평당 얼마 정도야?
direct | ko | lab move; dental technician | 기공소 이전 공지 거래처에 보낼 안내문 써 줘
direct | ko | teaching | 보건대 첫 수업 고정성 보철 실습 계획서 짜 줘
direct | ko | quotes in Excel | 거래명세서 엑셀 양식 만들어 줘
direct | ko | denture volunteering | 다음 달 틀니 봉사 때 가져갈 재료 목록 정리해 줘
direct | ko | baduk; go records | 타이젬 3단에서 벗어나려면 뭘 공부해야 해
direct | ko | cycling; cycling club | 주말에 한티재 오를 때 페이스 조절 요령 알려줘
direct | ko | cycling | 내 타막 체인 언제 갈아야 돼?
direct | ko | ${PONY} | 복원 중인 포니2 엔진 오버홀 순서 정리해 줘
direct | ko | ${PONY} | 포니 부품 어디서 구하면 돼?
direct | ko | car Ioniq | 내 아이오닉 겨울 주행거리 늘리려면 어떻게 해?
direct | ko | phone | 내 폴드5 화면 주름 수리비 얼마 나와?
direct | ko | ${CARMEN} | 장모님 팔순 선물 뭐가 좋을까
direct | ko | ${CARMEN} | 과달라하라 가는 비행기 LA 경유 환승 시간 얼마나 잡아야 돼
direct | ko | ${CARMEN} | 장모님께 매달 보내는 돈 와이즈 말고 더 싼 방법 있어?
direct | ko | family cookbook; ${LUCIA} | 가족 요리책에 넣을 김치 타코 레시피 정리해 줘
direct | ko | decaf after noon | 오후 회의 때 마실 만한 디카페인 음료 추천
direct | ko | music | 내가 좋아하는 김광석 노래 중에 기타로 치기 쉬운 곡 있어?
direct | ko | conservative investing; pension savings; mortgage | 여유 자금 3천만 원 생겼는데 어디에 넣을까
direct | ko | mortgage | 우리 집 변동금리 대출 고정으로 갈아타는 게 나을까
direct | ko | VAT filing | 이번 부가세 신고 때 김 세무사님께 보낼 서류 목록
direct | ko | pension savings | 지금 연금저축에 넣는 돈으로 세액공제 한도 다 채워져?
direct | ko | insurance | 종신보험은 안 들 건데 권유 전화 정중하게 거절하는 말
direct | ko | budgeting app | 내 뱅크샐러드 가계부에 지출 카테고리 새로 만드는 법
direct | ko | calendar | 다음 주 일정 정리해 줘
direct | ko | drug interactions; father Manseok; gout | 오메가3 새로 먹어 보려는데 괜찮을까
direct | ko | learning Spanish; Spanish corrections | DELE B2 작문 연습 문제 하나 내 줘
direct | ko | porcelain seminar; Osaka years; Noritake porcelain | 오사카 세미나 가기 전에 포세린 쌓기 연습 어떻게 할까
direct | ko | Noritake porcelain | 내가 쓰는 노리타케 CZR 소성 온도 몇 도로 잡아?
direct | ko | Shanghai dental fair | 상하이 구강전 가기 전에 비자 필요해?
direct | ko | IDS fair | 쾰른 IDS 때 묵을 호텔 어디가 좋아?
direct | ko | Daegu FC; ${BADA} | 대구FC 다음 홈경기 아들이랑 가려는데 좌석 어디가 좋아?
direct | ko | neighbour Oleg; ${PONY} | 올레그 씨한테 포니 도와준 답례로 뭘 하면 좋을까
direct | ko | blood pressure | 아침 혈압이 계속 140에 90 나오는데 약 먹어야 해?
direct | ko | model cars | 내 1:18 모형차 컬렉션 진열장 추천해 줘
direct | ko | ${LUCIA} | 결혼 25주년 토스카나 여행 일정 짜 줘
direct | ko | moka | 매일 아침 쓰는 모카포트 세척 어떻게 해?
direct | ko | colonoscopy | 이번 대장내시경 전날 뭐 먹으면 돼?
direct | ko | sleep hours | 5시 반에 일어나는데 낮잠 몇 분 자는 게 좋아?
direct | ko | jjimjilbang; gout | 찜질방 가서 땀 빼면 통풍에 안 좋아?
direct | ko | Andong roots; favourite food; ${FATHER} | 고향 안동 가면 들를 만한 맛집 있어?
implicit | ko | ${BADA} | 1형 당뇨 있는 중학생이 수학여행 갈 때 챙길 것 목록
implicit | ko | ${FATHER} | 파킨슨 약 드실 때 고기 드시면 약효가 떨어진다던데 사실이야?
implicit | ko | ${DUBU} | 슬개골 탈구 2기 진돗개는 하루에 얼마나 걸려야 해
implicit | ko | ${NAPOLEON} | 신장병 있는 열두 살 고양이 수액 집에서 놓는 요령
implicit | ko | ${HANEUL} | 아헨에서 월세 포함 한 달 900유로로 살 수 있을까
implicit | ko | ${GOUT} | 엄지발가락이 또 붓기 시작했어, 오늘 뭘 먹으면 안 돼?
implicit | ko | tinnitus | 작업실에서 귀가 윙윙 울리는 게 점점 심해져
implicit | ko | ${CARMEN} | 멕시코에 계신 분 팔순 잔치 한국식으로 해 드려도 될까
implicit | ko | lab move; dental technician | 기공소 옮길 때 보건소 신고 다시 해야 하나
implicit | ko | ${LUCIA} | 갑상선 저하증 약 먹는 사람이 두유 마셔도 괜찮아?
implicit | ko | ${PONY} | 80년대 카뷰레터 엔진 오버홀 끝나고 길들이기 어떻게 해
personal_none | ko | - | 내 노트북 배터리가 너무 빨리 닳아
personal_none | ko | - | 친구 집들이 선물로 뭐가 좋을까
personal_none | ko | - | 흰 운동화 세탁 어떻게 해?
personal_none | ko | - | 우리 집 화분 잎이 노랗게 변했어
personal_none | ko | - | 내일 동창회 가는데 뭐 입고 가지
personal_none | ko | - | 이메일 비밀번호 바꾸는 법 알려줘
personal_none | ko | - | 에어컨 필터 청소 혼자 할 수 있어?
personal_none | ko | - | 동네에 새로 생긴 빵집 가 볼까 고민 중이야
personal_none | ko | - | 나 요즘 유튜브 너무 많이 봐서 걱정이야
personal_none | ko | - | 이번 주말 대청소 순서 정해 줘
homograph | ko | - | 하늘은 왜 파란색이야?
homograph | ko | - | 바다는 왜 짠가요?
homograph | ko | - | 두부는 콩으로 어떻게 만들어?
homograph | ko | - | 두부 외상 환자 응급처치 순서
homograph | ko | - | 통풍이 잘 되는 여름 옷 소재 추천
homograph | ko | - | 하드 디스크 용량 확인하는 방법
homograph | ko | - | 기공 수련하면 정말 건강해져?
homograph | ko | - | 하늘에서 별자리 찾는 법
homograph | ko | - | 퀵서비스 요금은 어떻게 정해져?
homograph | ko | - | 왕관을 영어로 크라운이라고 하는 이유
name | ko | - | 나폴레옹은 어떻게 황제가 됐어?
name | ko | - | S.E.S 바다 본명이 뭐야?
name | ko | - | 에이핑크 정은지 대표곡 알려줘
name | ko | - | 오페라 카르멘 줄거리 요약해 줘
name | ko | - | 하비에르 바르뎀 나온 영화 추천
name | ko | - | 김광석은 몇 년에 데뷔했어?
name | ko | - | 마르코 폴로는 정말 중국에 갔을까?
name | ko | - | 라파엘로의 아테네 학당에는 누가 그려져 있어?
place | ko | - | 안동 하회마을은 언제 세계유산이 됐어?
place | ko | - | 아헨 대성당은 누가 지었어?
place | ko | - | 과달라하라 인구가 얼마야?
place | ko | - | 팔공산 갓바위 전설 알려줘
place | ko | - | 쾰른 대성당 높이가 얼마야?
place | ko | - | 블라디보스토크 여행 몇 박이 적당해?
place | ko | - | 오사카 성은 누가 지었어?
brand | ko | - | 아이오닉 6는 언제 출시됐어?
brand | ko | - | 갤럭시 S25 카메라 사양
brand | ko | - | 스페셜라이즈드는 어느 나라 회사야?
brand | ko | - | 현대 포니는 처음 몇 년에 생산됐어?
brand | ko | - | 뱅크샐러드는 어떤 회사가 만들었어?
brand | ko | - | 나폴레옹 제과 대표 빵이 뭐야?
topic | ko | - | 1형 당뇨와 2형 당뇨 차이가 뭐야?
topic | ko | - | 파킨슨병은 왜 생겨?
topic | ko | - | 통풍을 왜 황제병이라고 불러?
topic | ko | - | 지르코니아는 왜 그렇게 단단해?
topic | ko | - | 김장 문화가 유네스코에 등재된 해
topic | ko | - | 알파고가 이세돌을 이긴 게 몇 년이야?
topic | ko | - | 간이과세자 기준 금액이 얼마야?
topic | ko | - | 고양이 만성 신장병은 몇 단계로 나뉘어?
topic | ko | - | 디카페인 커피는 어떻게 카페인을 빼?
subword | ko | - | 하늘소는 어떤 곤충이야?
subword | ko | - | 바다표범이랑 물개 차이
subword | ko | - | 포니테일 예쁘게 묶는 법
subword | ko | - | 김장훈 대표곡이 뭐야?
subword | ko | - | 범어사 템플스테이 예약 방법
subword | ko | - | 신천지는 언제 생긴 단체야?
subword | ko | - | 하늘공원 억새축제 기간
function | ko | - | '에서'와 '에게'는 어떻게 달라?
function | ko | - | '아버지가 방에 들어가신다' 띄어쓰기 맞아?
function | ko | - | '-고 있다'는 언제 써?
function | ko | - | '되'와 '돼' 구별하는 법
function | ko | - | '먹어도 돼'의 '도'는 무슨 조사야?
stem | ko | - | 치과의사 국가고시 합격률
stem | ko | - | 보험설계사 자격증 따는 법
stem | ko | - | 자전거 도로 설계 기준
stem | ko | - | 기공식은 보통 어떻게 진행해?
stem | ko | - | 스캐너 드라이버 설치가 안 될 때
generic | ko | - | 한국 평균 결혼 연령
generic | ko | - | 중학생 평균 키가 얼마야?
generic | ko | - | 고양이 평균 수명
generic | ko | - | 대구 아파트 평균 가격
generic | ko | - | 한국인이 가장 많이 먹는 약
idiom | ko | - | '하늘의 별 따기' 뜻
idiom | ko | - | '두부 먹다 이 빠진다'는 무슨 뜻이야?
idiom | ko | - | '고양이 목에 방울 달기'는 어느 우화에서 나왔어?
idiom | ko | - | '하늘이 무너져도 솟아날 구멍이 있다' 영어로
idiom | ko | - | '개밥에 도토리'는 어떤 상황에 써?
idiom | ko | - | '바다 같은 마음'이라는 표현 예문
mixed | ko | - | 하늘과 바다가 만나는 수평선까지 거리는 얼마야?
mixed | ko | - | 나폴레옹도 통풍이 있었어?
mixed | ko | - | 멕시코 사람들도 김치 좋아해?
mixed | ko | - | 독일 차와 한국 차 중 어느 쪽이 고장이 적어?
`;
