// Korean rows of the fifteenth round (written before reading the gate rules): values as users and extraction models
// paste them.
import { cardNumber, fill, homePoint, ids, isbn, national, phone, seedPhrase } from './values.mjs';

export function ko() {
  const jp = national(phone('JP', 81, '90########'));
  const krMob = national(phone('KR', 82, '10########'));
  const us = national(phone('US', 1, '415#######'));
  const refuse = [
    ['credential', `와이파이 비밀번호: haneul${fill('####')} (3월 5일 변경, 공유기 89,000원)`, '와이파이'],
    ['credential', `인터넷뱅킹 비빌번호는 Sonamu_${fill('###')} 이다.`, '은행'],
    ['credential', `로그인 정보:\n  아이디: minji.k\n  비밀번호: Dalbit${fill('##')}!`, '계정'],
    ['national_id', `남아공 신분번호(아내), 6월 12일 비자 신청용: ${ids.zaId()}`, '서류'],
    ['national_id', `핀란드 주민번호(henkilötunnus):\n${ids.fiHetu()}`, '서류'],
    ['national_id', `norway_fnr: ${ids.noFnr()} (오슬로에서 4년 거주)`, '서류'],
    ['bank', `월세 85만 원 입금 계좌: 국민은행 ${fill('######')}-${fill('##')}-${fill('######')}`, '월세'],
    ['card', `카드번호 ${cardNumber('9410')}, 유효기간 09/27`, '카드'],
    ['payment_key', `토스 송금은 ${krMob.replace(/-/g, '')} 로, 회식비 35,000원`, '결제'],
    ['payment_key', `Swish 번호 (스웨덴 친구): ${national(phone('SE', 46, '73#######'))}`, '결제'],
    ['plate', `차량번호: ${fill('##')}가 ${fill('####')}, 지하 2층 주차장 15번`, '차'],
    ['plate', `오토바이 번호판은 서울 강남 바 ${fill('####')}`, '오토바이'],
    ['coordinates', `집 위치: ${homePoint(37.4979, 127.0276)}`, '집'],
    ['phone', `일본 휴대폰: ${jp} (시차 없음, 밤 9시까지)`, '전화'],
    ['phone', `전화:\n${krMob.slice(0, 4)}\n${krMob.slice(4)}`, '전화'],
    ['phone', `미국 번호 ${us}, 아침 8시 이후에만`, '전화'],
    ['email', `이메일: jisoo.park 골뱅이 naver 닷 com`, '이메일'],
    ['address', `주소:\n서울특별시 마포구 월드컵로 ${fill('##')}길 ${fill('##')}\n${fill('1##')}동 ${fill('1##')}호`, '집'],
    ['seed_phrase', `지갑 복구 문구: ${seedPhrase('ko')}`, '암호화폐'],
    [
      'transcript',
      `[카카오톡] 2024년 3월 5일\n[민지] [오후 9:14] 어디야?\n[준호] [오후 9:15] 거의 다 왔어\n[민지] [오후 9:15] ㅇㅋ`,
      '채팅',
    ],
  ];
  const accept = [
    ['order_number', '커피 원두는 주문번호 20240305-1138471 과 같은 구성으로 정기 주문하는 것을 좋아한다.', '쇼핑'],
    ['isbn', `매년 여름 『채식주의자』(ISBN ${isbn()})를 다시 읽는 것을 좋아한다.`, '독서'],
    ['model_number', '노트북은 LG 그램 16Z90S, 이어폰은 갤럭시 버즈2 프로 SM-R510 을 선호한다.', '기기'],
    ['version', 'Kotlin 1.9.23 과 Android Studio 2023.2.1 을 선호한다.', '개발'],
    ['price', '아메리카노 6,500원은 비싸다고 생각하고 2,000원짜리 편의점 커피를 선호한다.', '커피'],
    ['city_coordinates', '부산(북위 35.18도, 동경 129.08도 부근)의 바다를 좋아한다.', '여행'],
    ['bus_line', '472번 버스로 신촌에서 강남까지 가는 것을 좋아한다.', '교통'],
    ['hotline', '국민연금 문의는 고객센터 1355 로 전화하는 것을 선호한다.', '연금'],
    ['company_registration', `차는 (주)오설록 농장(회사의 사업자등록번호 ${ids.krBrn()})에서 사는 것을 좋아한다.`, '쇼핑'],
    ['tracking_number', 'CJ대한통운 택배는 운송장번호 6012-3456-7890 같은 번호로 직접 조회하는 걸 좋아한다.', '택배'],
    ['version', '마인크래프트 1.20.4 버전으로 아들과 노는 것을 좋아한다.', '게임'],
    ['count_date', '매년 3월 서울마라톤에 나가는 것을 좋아하고 최고 기록은 3:45:20 이다.', '달리기'],
    ['key_value_note', '좋아하는 음식: 김치찌개\n좋아하는 음료: 식혜', '음식'],
    ['train', '아침 KTX 101 열차로 서울에서 부산 가는 것을 선호한다.', '기차'],
    ['model_number', '밥솥은 쿠쿠 CRP-P0660FD, 전자레인지는 삼성 MS23K3513AK 를 애용한다.', '주방'],
    ['price', '매달 50만 원을 저축하고 여행에는 한 번에 200만 원까지만 쓴다.', '돈'],
    ['credential_lookalike', '비밀번호 관리자를 쓰고 16자 이상의 비밀번호를 선호한다.', '보안'],
    ['company_registration', `일본 회사와 거래하는 것을 좋아한다(그 회사의 법인번호 ${ids.jpCn()}).`, '일'],
    ['isbn', `좋아하는 책: 『소년이 온다』 ISBN ${isbn()}`, '독서'],
    ['product_number', '샤넬 No.5 향수와 이니스프리 그린티 세럼 No.2 를 좋아한다.', '화장품'],
  ];
  return { refuse, accept };
}
