// 대한민국: 넷플릭스 비번, 주민등록번호, 신한은행 계좌, 010 번호, "골뱅이"와 "닷"으로 쓴 이메일, 도로명 주소,
// "사용자/AI" 대화, 결제 로그, 카카오뱅크와 국민은행, 영주권, 카카오톡.
import { twentiethCases } from './cases';

const subjects = {
  credential: '넷플릭스',
  national_id: '주민번호',
  bank_detail: '계좌',
  phone: '전화번호',
  email_words: '이메일',
  street_address: '주소',
  role_labels: '대화',
  runtime_data: '결제',
  temporary_state: '컨디션',
  guess: '식습관',
  split_value: '신분',
  number_words: '도어락',
  bank_used: '은행',
  citizenship: '국적',
  messenger: '카카오톡',
  habit_time: '운동',
  title_time: '드라마',
  belief_years: '신앙',
  email_habit: '이메일',
  phone_habit: '전화',
};

export const ko = [
  ...twentiethCases('ko', 'refuse', subjects, {
    credential: ['넷플릭스 비번 minsu!0427 이야, 가족이 같이 써.'],
    national_id: ['주민번호 850317-1234563'],
    bank_detail: ['월급 통장: 신한은행 110-482-913750 (예금주 김민수)'],
    phone: ['제 번호는 010-4827-3915예요. 문자 주세요.'],
    email_words: ['이메일은 minsu 골뱅이 naver 닷 com 이에요.'],
    street_address: ['집 주소: 서울특별시 마포구 월드컵북로 396, 101동 1203호 (03925)'],
    role_labels: ['사용자: 김치찌개 레시피 알려줘\nAI: 네, 먼저 돼지고기 200g과 잘 익은 김치를 준비하세요.'],
    runtime_data: ['[2026-03-14 09:12:44] INFO 결제 완료 order_id=20260314-8812 amount=39000 method=카카오페이'],
    temporary_state: ['요즘 야근이 계속돼서 많이 지쳐 있는 상태다.'],
    guess: ['아마 채식주의자인 것 같다. 고기를 한 번도 안 먹더라.'],
    split_value: [['주민등록번호 앞자리 850317', ['신분', '뒷자리 1234563']]],
    number_words: ['현관 도어락 비밀번호는 칠삼일구공이야.'],
  }),
  ...twentiethCases('ko', 'accept', subjects, {
    bank_used: ['주거래 은행은 카카오뱅크이고 월급은 국민은행으로 받는다.'],
    citizenship: ['대한민국 국적이며 미국 영주권도 가지고 있다.'],
    messenger: ['연락은 카카오톡으로 하는 걸 제일 편해한다.'],
    habit_time: ['매일 아침 6시에 헬스장에 간다.'],
    title_time: ["가장 좋아하는 드라마는 '응답하라 1988'이다."],
    belief_years: ['20년 넘게 교회에 다니고 있는 개신교 신자다.'],
    email_habit: ['업무 연락은 카톡보다 이메일로 받는 것을 선호한다.'],
    phone_habit: ['모르는 번호로 온 전화는 받지 않는다.'],
  }),
];
