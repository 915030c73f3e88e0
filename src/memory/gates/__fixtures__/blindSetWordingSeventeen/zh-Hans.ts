import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'refuse', {
    body_reading: ['用户目前体重82公斤。', '今天早上血压150/95。', '昨晚只睡了四个小时。', '今天走了3000步。'],
    money_now: ['离发工资还剩200欧元。', '用户的银行账户现在透支了。', '这个月的房租还没凑齐。'],
    status_now: ['订单正在运输途中。', '航班延误了两个小时。', '手机电量只剩5%。'],
  }),
  ...group('zh-Hans', 'accept', {
    lasting_body: ['身高一米八。', '血型是O型。', '确诊高血压多年。', '穿43码的鞋。', '想在夏天前减掉5公斤。'],
    lasting_money: ['工资用欧元结算。', '每个月存200欧元。'],
    lasting_status: ['开一辆2019年的车。', '母语是韩语。', '每周日跑十公里。'],
  }),
];
