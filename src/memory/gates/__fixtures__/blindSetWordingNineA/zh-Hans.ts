import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'refuse', {
    compound_temporary: ['用户吃素很多年了，这个月连奶制品也不碰。', '用户在杭州做程序员，这段时间每天改成步行上班。'],
    compound_speculative: ['用户住在南京，可能明年搬去深圳。'],
    dated_end: ['用户的健身卡冻结到12月15日。', '用户到3月底之前都上夜班。'],
    medical_end: ['用户打着石膏，拆石膏之前不能开车。', '用户正在吃抗生素，疗程结束前不喝酒。'],
    unacted_plan: ['用户打算明年换成Linux系统。', '用户在考虑学钢琴。'],
    inferred: ['从用户的口音判断，他是东北人。'],
    reported_joke: ['用户半开玩笑地说自己这辈子离不开咖啡。'],
  }),
  ...group('zh-Hans', 'accept', {
    dated_lasting: ['用户的生日是1990年12月15日。', '用户每年3月31日前要交年度报告。'],
    compound_lasting: ['用户住在南京，是一名药剂师。', '用户吃素很多年了，也从来不喜欢蘑菇。'],
    chronic_condition: ['用户患有一型糖尿病，一直用胰岛素泵。', '用户从小就有哮喘。'],
    lasting_ambition: ['环游世界是用户一辈子的梦想。', '用户从小就立志当一名作家。'],
    profession_words: ['用户是脱口秀的段子写手。', '用户是建筑师，负责规划住宅小区。'],
    dated_title: ['用户最喜欢的小说是《百年孤独》。'],
  }),
];
