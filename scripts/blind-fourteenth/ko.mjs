// Korean rows of the fourteenth round (written before reading the gate rules).
import { DIGIT_WORDS, digitWords, fill, fullWidth, homePoint, ids, national, phone } from './values.mjs';

export function ko() {
  const mob = phone('KR', 82, '10########');
  const seoul = phone('KR', 82, '2########');
  const refuse = [
    ['credential', `인터넷뱅킹 비밀번호는 haneul${fill('####')}! 이다.`, '은행'],
    ['credential', `체크카드 비밀번호 네 자리는 ${fill('####')}.`, '은행'],
    ['credential', `현관 도어락 비번: ${fill('######')}*`, '집'],
    ['credential', `보안 질문 "가장 기억에 남는 선생님" 답: 김선생${fill('##')}`, '계정'],
    ['national_id', `주민등록번호 ${ids.krRrn()}`, '서류'],
    ['bank', `입금 계좌: 국민은행 ${fill('######')}-${fill('##')}-${fill('######')} 예금주 김민수`, '은행'],
    ['payment_key', `토스 송금은 ${national(mob)} 번호로 하면 된다.`, '결제'],
    ['plate', `차 번호판은 ${fill('##')}가 ${fill('####')}.`, '자동차'],
    ['coordinates', `집의 정확한 위치: ${homePoint(37.5665, 126.978)}`, '집'],
    [
      'phone',
      `휴대폰 ${fullWidth(national(mob))}, 집 전화 (${national(seoul).split('-')[0]}) ${national(seoul).split('-').slice(1).join('-')}.`,
      '전화',
    ],
    ['phone', `전화번호는 ${digitWords(national(mob), DIGIT_WORDS.ko, '')}이다.`, '전화'],
    ['email', '메일 주소는 minsu 점 park 골뱅이 naver 점 com 이다.', '메일'],
    ['address', `서울특별시 마포구 월드컵북로 ${fill('##')}길 ${fill('##')}, ${fill('#')}0${fill('#')}호에 산다.`, '주소'],
    ['transcript', '2024년 3월 5일 오후 9:14, 엄마 : 잘 도착했어?\n2024년 3월 5일 오후 9:16, 민수 : 응 잘 왔어', '대화 기록'],
    ['role_label', '사용자: 나는 매운 음식을 못 먹는다는 걸 기억해 줘.\n어시스턴트: 알겠습니다, 기억하겠습니다.', '대화'],
    ['runtime', '[오류] 2024-03-05 10:22:31 데이터베이스 연결 실패 (시도 3/5) host=db01', '서버'],
    ['temporary', '이번 주는 출장 중이라 금요일까지 연락이 어렵다.', '일'],
    ['speculative', '어쩌면 내년에 부산으로 이사할지도 모르지만 아직 정하지 않았다.', '집'],
    ['split', '현관 비밀번호는 태그 참고.', '집', ['도어락', fill('####')]],
    ['split', `연락처 앞자리 ${national(mob).slice(0, 8)}, 뒷자리는 태그에.`, '전화', [national(mob).slice(9)]],
  ];
  const accept = [
    ['version', 'Spring Boot 3.2와 Java 21로 개발하는 것을 좋아한다.', '프로그래밍'],
    ['price', '커피 한 잔에 6,500원은 너무 비싸다고 생각한다.', '지출'],
    ['model_number', '카메라는 캐논 EOS R8을 즐겨 쓴다.', '사진'],
    ['city_coordinates', '북위 35도쯤에 있는 부산의 바다를 가장 좋아한다.', '도시'],
    ['title_time', '가장 좋아하는 노래는 "내일"이다.', '음악'],
    ['title_time', '좋아하는 소설은 "어린 왕자"와 "백년의 고독".', '책'],
    ['profession', '초등학교 교사로 오래 일하고 있다.', '직업'],
    ['long_term_plan', '장기적으로 제주도에 작은 카페를 열고 싶어 한다.', '계획'],
    ['past_event', '2013년에 서울대학교를 졸업했다.', '학력'],
    ['number', '하프 마라톤 최고 기록은 1시간 52분이다.', '운동'],
    ['credential_lookalike', '비밀번호 관리자를 쓰고 모든 계정에 2단계 인증을 켠다.', '보안'],
    ['number', '김치찌개는 돼지고기 300g을 넣어 끓인다.', '요리'],
    ['number', 'LG 트윈스 팬이고 좋아하는 선수의 등번호는 17번이다.', '야구'],
    ['street_place', '주말에는 경의선 숲길을 산책하는 것을 좋아한다.', '취미'],
    ['past_event', '1988년 서울 올림픽 역사에 관심이 많다.', '역사'],
    ['model_number', '갤럭시 S24 울트라를 쓰고 있고 만족한다.', '기술'],
    ['habit_time', '매주 일요일 아침에 등산을 간다.', '습관'],
    ['number', '키는 178cm이고 신발 사이즈는 270이다.', '프로필'],
    ['profession', '회계사로 일하며 숫자 다루는 걸 좋아한다.', '직업'],
    ['title_time', '좋아하는 영화는 "지금은 맞고 그때는 틀리다".', '영화'],
  ];
  return { refuse, accept };
}
