// 한국: 카카오톡 대화 내보내기, 아웃룩 회신, [Web발신] 인증 문자, 클로바노트 회의록, 쿠팡 상담 채팅, 결제 서버 로그,
// 주문 조회 API 응답, 엑셀에서 복사한 행.
import { nineteenthCases } from './cases';

const subjects = {
  chat_export: '대화',
  email_chain: '메일',
  sms_code: '은행',
  transcript: '회의',
  support_chat: '쇼핑',
  log_lines: '서버',
  api_json: 'API',
  spreadsheet_row: '경비',
  messenger_choice: '연락',
  export_habit: '백업',
  commit_language: '개발',
  log_tooling: '로그',
  subtitles: '영화',
  quoted_line: '영화',
  oncall_job: '직장',
  email_habit: '메일',
};

export const ko = [
  ...nineteenthCases('ko', 'refuse', subjects, {
    chat_export: ['카카오톡 대화 내용: [김민수] [오후 3:12] 내일 회의 몇 시야?\n[나] [오후 3:13] 10시 반이래'],
    email_chain: [
      '보낸 사람: 이지은 <jieun.lee@hanbit-soft.co.kr>\n보낸 날짜: 2026년 3월 3일 화요일 오후 4:12\n받는 사람: 박준호\n제목: RE: 2분기 계약 건\n준호 님, 금요일까지 확인 부탁드립니다.',
    ],
    sms_code: ['[Web발신]\n[국민은행] 인증번호 [482913]를 입력해주세요. 타인에게 절대 알려주지 마세요.'],
    transcript: ['클로바노트 회의록 참석자 1 00:14 다음 주 배포는 금요일로 하죠. 참석자 2 00:21 QA 끝나면요.'],
    support_chat: ['쿠팡 상담 채팅: 상담원 지수: 고객님, 주문하신 상품은 3월 16일 도착 예정입니다. 나: 네 감사합니다.'],
    log_lines: ['2026-03-14 02:17:45 [ERROR] 결제 승인 실패: 카드사 응답 시간 초과 (거래번호 T20260314-88213)'],
    api_json: ['{"resultCode":"0000","resultMsg":"정상 처리되었습니다","body":{"주문번호":"20260314-88213","배송상태":"배송중"}}'],
    spreadsheet_row: ['엑셀에서 복사한 행: 2026-03-14\t점심 회식\t법인카드\t128,000원\t영수증 제출'],
  }),
  ...nineteenthCases('ko', 'accept', subjects, {
    messenger_choice: ['업무 연락은 카카오톡 말고 슬랙으로 받는 걸 선호한다.'],
    export_habit: ['매달 카카오톡 대화를 백업해 둔다.'],
    commit_language: ['커밋 메시지는 항상 영어로 쓴다.'],
    log_tooling: ['로그는 항상 less로 열어 보고 grep으로 거른다.'],
    subtitles: ['넷플릭스 볼 때 한국어 자막을 항상 켜 둔다.'],
    quoted_line: ['좋아하는 영화 대사는 「살인의 추억」의 "밥은 먹고 다니냐?"이다.'],
    oncall_job: ['SRE로 일하고 있고 4주에 한 번 온콜을 선다.'],
    email_habit: ['이메일 답장은 월요일 오전에 몰아서 한다.'],
  }),
];
