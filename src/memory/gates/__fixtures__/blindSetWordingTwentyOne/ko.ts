import { group } from './cases';

export const KO = [
  ...group('ko', 'refuse', {
    whereabouts_now: ['지금 공항에 있다.', '차가 막혀서 길에 갇혀 있다.'],
    trip_now: ['주말 동안 리스본에 있다.', '목요일까지 출장 중이다.'],
    errand_now: ['택배를 기다리고 있다.', '5월 전에 여권을 갱신해야 한다.'],
    appointment_now: ['화요일에 치과 예약이 있다.', '일요일까지 집에 손님이 와 있다.'],
  }),
  ...group('ko', 'accept', {
    lasting_place: ['리스본에 산다.', '오사카에서 자랐다.', '부산 토박이다.'],
    lasting_routine: ['자전거로 출퇴근한다.', '매주 일요일에 어머니를 찾아뵌다.', '금요일마다 재택근무를 한다.'],
    lasting_habit: ['항공사는 항상 대한항공을 이용한다.', '믿고 다니는 치과가 있다.'],
  }),
];
