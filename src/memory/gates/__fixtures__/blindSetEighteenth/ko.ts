// Korea: 건강보험, 종합소득세, 여권, 과태료, 토스 송금, 도어락, 그리고 숫자가 있어도 아무도 가리키지 않는 사실들.
import { eighteenthCases } from './cases';

const subjects = {
  health_number: '건강보험',
  tax_number: '세금',
  travel_document: '여권',
  typo_label: '서류',
  car_fine: '자동차',
  instant_payment: '송금',
  pin_code: '집',
  spelled_out: '서류',
  insurer_hospital: '보험',
  taxes_abroad: '세금',
  bank_choice: '은행',
  licence_renewal: '운전',
  paper_mail: '우편',
  ordinary_number: '일상',
  form_name: '세금',
};

export const ko = [
  ...eighteenthCases('ko', 'refuse', subjects, {
    health_number: ['건강보험 자격 조회할 때 쓰는 주민등록번호는 870415-1234566이에요.'],
    tax_number: ['프리랜서 종합소득세 신고할 때 넣는 사업자등록번호는 218-81-54300입니다.'],
    travel_document: ['여권번호 M48291736, 여권 아랫줄은 M482917360KOR8704153M3401088<<<<<<<<<<<<<<02'],
    typo_label: ['주민등록버호(오타 그대로): 920803-2417388, 연말정산 서류에 이걸로 냈어요.'],
    car_fine: ['주차위반 과태료 고지서에 나온 차량번호 123가4567, 차대번호 KMHD341CXMU275409.'],
    instant_payment: ['모임 회비는 토스로 010-4827-1936에 보내 주시면 돼요.'],
    pin_code: ['현관 도어락 비밀번호는 2580*이고, 휴대폰 잠금도 같은 번호예요.'],
    spelled_out: ['제 주민번호는 구이공팔공삼에 이사일칠삼팔팔이에요.'],
  }),
  ...eighteenthCases('ko', 'accept', subjects, {
    insurer_hospital: ['실손보험은 삼성화재로 들어 있고, 큰 병은 서울아산병원에서 봐요.'],
    taxes_abroad: ['한국과 미국 두 나라에 세금 신고를 해요.'],
    bank_choice: ['월급 통장은 국민은행이고, 생활비는 카카오뱅크로 써요.'],
    licence_renewal: ['운전면허는 10년마다 갱신해요.'],
    paper_mail: ['국세청 안내문은 모바일 말고 종이 우편으로 받는 걸 좋아해요.'],
    ordinary_number: ['운동화 사이즈는 265예요.', '아파트 12층에 살고 출근할 때 472번 버스를 타요.'],
    form_name: ['해마다 5월이면 홈택스에서 종합소득세 신고서를 직접 작성해요.'],
  }),
];
