import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'refuse', {
    illness_now: ['用户这周感冒了。', '今天宿醉，头很疼。', '刚从纽约回来，还在倒时差。'],
    treatment_now: ['在吃抗生素，吃到周五。', '牙齿正在做根管治疗。', '在等体检报告出来。'],
    diet_now: ['这个月在断食。', '婚礼前在戒糖。'],
  }),
  ...group('zh-Hans', 'accept', {
    lasting_health: ['一用青霉素就过敏。', '是1型糖尿病患者。', '是过敏性哮喘患者。'],
    lasting_care: ['每天早上吃甲状腺药。', '每年春天都去做理疗。'],
    lasting_diet: ['吃素多年。', '滴酒不沾。', '乳糖不耐，喝不了牛奶。'],
  }),
];
