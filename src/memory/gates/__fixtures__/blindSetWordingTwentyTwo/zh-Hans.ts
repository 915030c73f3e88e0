import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'refuse', {
    home_now: ['家里的锅炉这周坏了。', '今晚小区停电。'],
    family_now: ['儿子这周期末考试。', '我家宝宝在长牙，晚上老哭。'],
    pet_now: ['家里的猫正在发情。'],
    money_now: ['这个月在攒钱买新手机。', '用户在等发工资。', '我在比较几款电视，还没决定买哪台。'],
  }),
  ...group('zh-Hans', 'accept', {
    lasting_home: ['在杭州有一套自己的房子。', '家里装的是地暖。'],
    lasting_family: ['家里有两个孩子，都是男孩。', '儿子患有1型糖尿病。'],
    lasting_pet: ['养的狗是从救助站领养的。', '猫一直只养在室内。'],
    lasting_money: ['每月按时交房租。', '每个月把工资的一成存起来。'],
  }),
];
