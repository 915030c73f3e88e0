// 한국: 콩글리시 "비번", 대시 앞뒤로 띄운 주민번호, 점으로 끊은 휴대폰, "골뱅이" 메일, 라벨 속 폭 없는 공백, 로마자 주소,
// "나:/GPT:" 대화, 서버 응답 줄, "번아웃", MBTI 추측; 같은 모양의 오래가는 사실.
import { twentyFirstCases } from './cases';

const subjects = {
  credential: '계정',
  national_id: '주민번호',
  phone: '연락처',
  email: '메일',
  bank_detail: '계좌',
  street_address: '주소',
  role_labels: '대화',
  runtime_data: '서버',
  temporary_state: '컨디션',
  guess: '성격',
  romanised: '음식',
  fullwidth_year: '거주',
  markdown_list: '취미',
  loanword_job: '직업',
  long_number: '운동',
  emoji_bullets: '음료',
  label_no_value: '보안',
  odd_spacing: '연락',
};

export const ko = [
  ...twentyFirstCases('ko', 'refuse', subjects, {
    credential: ['비번 qwer1234!! 로 다 통일해서 씀 ㅋㅋ'],
    national_id: ['주민번호: 900314 – 2763719'],
    phone: ['핸드폰 010.4827.3916 으로 연락 주세요'],
    email: ['메일 주소는 kim.jiho골뱅이naver.com 이야'],
    bank_detail: ['국민은행 계\u200b좌: 123456-01-234567 (예금주 김지호)'],
    street_address: ['Juso: Seoul Mapo-gu Yeonnam-ro 25-gil 12, 301-ho'],
    role_labels: ['나: 오늘 저녁 뭐 먹지?\nGPT: 날이 추우니 김치찌개 어떠세요?'],
    runtime_data: ['서버 응답: HTTP/1.1 502 Bad Gateway (nginx/1.24.0), 요청 ID 7f3a9c'],
    temporary_state: ['요즘 번아웃 와서 아무것도 하기 싫음 ㅠㅠ'],
    guess: ['아마 MBTI가 INFP인 듯? 확실하진 않음'],
  }),
  ...twentyFirstCases('ko', 'accept', subjects, {
    romanised: ['Maeun eumsigeul joahae, tteokbokki-neun hangsang maeun mat-euro meogeo.'],
    fullwidth_year: ['２０１６년부터 부산에서 살고 있다.'],
    markdown_list: ['취미\n- 등산\n- 보드게임\n- 필름카메라'],
    loanword_job: ['스타트업에서 프론트엔드 개발자로 일한다.'],
    long_number: ['대학 때 마라톤을 시작해서 지금까지 풀코스를 5번 완주했고, 매주 40km 정도 달린다.'],
    emoji_bullets: ['☕ 아메리카노만 마심 / 🍰 단 건 별로 / 🍵 저녁엔 보리차'],
    label_no_value: ['비밀번호는 항상 비밀번호 관리자로 만들고, 2단계 인증을 꼭 켜 둔다.'],
    odd_spacing: ['카톡보다\u00a0문자를\u00a0더\u00a0좋아한다.'],
  }),
];
