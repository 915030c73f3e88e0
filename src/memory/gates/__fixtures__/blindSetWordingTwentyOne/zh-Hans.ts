import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'refuse', {
    whereabouts_now: ['用户此刻正在首都机场候机。', '我堵在路上了。'],
    trip_now: ['这周末在里斯本玩。', '下周四之前都在外地出差。'],
    errand_now: ['在等一个快递。', '车送去修理厂了。'],
    appointment_now: ['周二约了牙医。', '家里有客人住到周日。'],
  }),
  ...group('zh-Hans', 'accept', {
    lasting_place: ['住在里斯本。', '在大阪长大。', '老家在四川乐山。'],
    lasting_routine: ['平时骑单车去公司上班。', '每个周日都去看望母亲。', '每周五在家办公。'],
    lasting_habit: ['出差总是坐国航。', '有一位信任多年的牙医。'],
  }),
];
