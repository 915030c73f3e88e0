import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'refuse', {
    extraction_temporary: [
      '用户提到最近在朋友家借住，等新房子交房。',
      '用户说这阵子因为拔牙只能吃流食。',
      '用户表示目前暂时在老家办公，等公司装修完再回去。',
    ],
    extraction_speculative: ['用户似乎对花生过敏，但没有确认。', '据推测用户应该是左撇子。'],
    unaccented: ['yonghu zhe zhou zai shanghai chuchai', '用户这两天感冒了，喝不了咖啡，估计下周就好'],
    code_switch: ['用户 this week 在深圳出差。', '用户 until Friday 都在家隔离。'],
    regional: ['用户这礼拜在香港开会，下礼拜回来。', '用户这阵子在台北念短期语言班，月底结束。'],
    cultural_event: ['用户今年春节不回老家，留在北京过年。', '用户今年国庆黄金周去云南旅游。', '用户正在为今年双十一囤货。'],
    marked_uncertain: ['用户喜欢爵士乐（？）', '用户是素食者？？', '用户可能喜欢猫吧…🤔'],
    life_phase: ['用户今年在德国交换一个学期，七月回国。', '用户在休产假，到明年春天结束。'],
    borrowed: ['用户暂时借用同事的笔记本电脑，等自己的修好。'],
    conditional_wish: ['用户说要是不下雨的话就每天去跑步。'],
    first_impression: ['用户只看了一集就觉得这部新剧很无聊。'],
  }),
  ...group('zh-Hans', 'accept', {
    yearly_custom: ['用户每年春节都回老家和父母一起包饺子。', '用户每年中秋节都和家人一起赏月吃月饼。', '用户每年斋月都会封斋。'],
    dated_phase: ['用户2015年在日本做过一年交换生。', '用户2020年休过半年产假。', '用户2018年到2019年在新加坡工作过。'],
    dialect_preference: ['用户喜欢用粤语聊天。', '用户希望回答使用简体中文而不是繁体中文。'],
    uncertainty_preference: [
      '用户希望助手不确定的时候直接说“可能”或“不确定”。',
      '用户喜欢回答里注明可信度。',
      '用户不喜欢模棱两可的回答，希望给出明确建议。',
    ],
    title_hedge: ['用户最喜欢的歌是《后来》。', '用户很喜欢电影《也许明天》。', '用户最爱的小说是《明天会更好》。'],
    profession_phase: ['用户是一名社区矫正官。', '用户是大学的交换生项目协调员。'],
    extraction_stable: ['用户提到自己每天早上都喝一杯豆浆。', '用户说自己吃素已经十多年了。', '用户表示一直习惯睡前看书。'],
    unaccented_lasting: ['yonghu xihuan chi huoguo', '用户不吃香菜，从来都不吃', 'yonghu bu chi la de dongxi'],
  }),
];
