import { group } from './cases';

export const KO = [
  ...group('ko', 'refuse', {
    inferred: ['대화 내용으로 보아 사용자는 개발자인 것 같다.', '질문으로 미루어 볼 때 사용자는 아이가 있는 부모로 추정된다.'],
    relayed: ['엄마가 그녀에게 ADHD가 있는 것 같다고 한다.', '직장 동료 말로는 그가 번아웃 상태라고 한다.'],
    deduced_trait: ['내성적인 성격인 듯하다.'],
    hearsay: ['소문에 따르면 곧 부서를 옮긴다고 한다.', '승진할 거라는 얘기를 들었다고 함.'],
    hedged: ['채식주의자일 가능성이 있다.'],
  }),
  ...group('ko', 'accept', {
    own_diagnosis: ['2019년에 ADHD 진단을 받았다.', '어릴 때부터 아토피가 있다.'],
    own_trait: ['스스로를 내향인이라고 소개한다.'],
    own_belief: ['사주를 믿는 편이다.', '환생을 믿는다.'],
    relative_fact: ['어머니가 의사다.', '남동생이 부산에서 식당을 운영한다.'],
    firm_preference: ['커피보다 무조건 차를 좋아한다.'],
  }),
];
