import { group } from './cases';

export const KO = [
  ...group('ko', 'refuse', {
    natural_state: [
      '사용자는 감기에 걸려서 목이 아프다.',
      '사용자는 햇볕에 심하게 타서 어깨가 따갑다.',
      '사용자는 집주인 때문에 화가 나 있다.',
    ],
    grammar_guess: ['사용자는 고양이를 키우나 봐.', '사용자는 개발자인 듯하다.'],
    guessed_range: ['사용자는 마흔 안팎일지도 모른다.', '사용자 팀은 30~40명 정도, 확실하지 않음.'],
    extraction_note: ['사용자 직장: 삼성 (확인 필요)'],
    dependent_span: ['사용자는 월드컵 기간 동안 새벽마다 축구를 본다.'],
    open_decision: ['사용자는 이직할지 아직 결정하지 못했다.'],
    others_belief: ['사용자의 친구들은 그가 일 중독이라고 생각한다.'],
  }),
  ...group('ko', 'accept', {
    chronic_condition: ['사용자는 천식이 있어서 흡입기를 가지고 다닌다.', '사용자는 어릴 때부터 제1형 당뇨가 있다.'],
    lasting_measure: ['사용자는 키가 약 180센티미터다.', '사용자는 IT 분야에서 20년 가까이 일했다.'],
    confirmed_fact: ['사용자의 직장은 삼성이다(본인 확인).'],
    profession_word: ['사용자는 콜드체인 엔지니어로 일한다.'],
    approximate_preference: ['사용자는 정확한 숫자보다 대략적인 추정치를 선호한다.'],
    title_word: ["사용자가 가장 좋아하는 노래는 '어쩌면 나'이다."],
    modal_lasting: ['사용자는 식사 중에는 휴대폰을 보지 말아야 한다고 생각한다.', '사용자는 매일 혈압약을 먹어야 한다.'],
    habitual_while: ['사용자는 요리하면서 팟캐스트를 듣는다.'],
  }),
];
