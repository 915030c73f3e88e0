import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'refuse', {
    natural_state: ['用户得了重感冒，一直咳嗽。', '用户跟房东闹得很不愉快。', '用户被大雪困在山里的小屋。'],
    grammar_guess: ['用户好像是做设计的。', '用户应该是四川人，吃辣很厉害。'],
    guessed_range: ['用户大概三十多岁。', '用户班上有三四十个学生，具体不清楚。'],
    extraction_note: ['用户的公司：华为（待确认）'],
    dependent_span: ['世界杯期间用户每天凌晨看球。'],
    open_decision: ['用户还没决定要不要接受上海那份工作。'],
    others_belief: ['用户的朋友们觉得他是个工作狂。'],
  }),
  ...group('zh-Hans', 'accept', {
    chronic_condition: ['用户有哮喘，随身带着喷雾。', '用户患有一型糖尿病多年。'],
    lasting_measure: ['用户身高大约一米八。', '用户在IT行业干了将近二十年。'],
    confirmed_fact: ['用户在华为工作（用户本人已确认）。'],
    profession_word: ['用户是冷链物流工程师。'],
    approximate_preference: ['用户喜欢回答给出大概的数字，不需要太精确。'],
    title_word: ['用户最喜欢的歌是《可能否》。'],
    modal_lasting: ['用户认为吃饭时不应该看手机。', '用户觉得孩子应该多在户外玩。'],
    habitual_while: ['用户做饭的时候喜欢听播客。'],
  }),
];
