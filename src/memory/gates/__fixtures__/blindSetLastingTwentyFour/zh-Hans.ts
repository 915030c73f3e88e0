import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'accept', {
    long_pursuit: ['一直在学大提琴，已经学了十年。', '我正在攻读医学博士学位。'],
    nowadays_state: ['现在在上海生活。', '我现在吃素，已经好几年了。'],
    moment_taste: ['最讨厌周一早上。', '我很喜欢安静的周日下午。'],
    other_sense: ['做事总是规规矩矩，讲究用对的方法。', '我就喜欢这类清淡的绿茶。'],
    never_time: ['从来不喜欢夏天。', '我不喜欢周五晚上出去应酬。'],
    clock_routine: ['每天早上六点半去游泳。', '我每周六上午八点去菜市场买菜。'],
    time_name: ['在7-Eleven的上海总部工作。', '我最常用的护肤品牌是Sunday Riley。'],
    lasting_body: ['有糖尿病，每餐都要算碳水。', '我做过瓣膜置换，要终身服用抗凝药。'],
  }),
  ...group('zh-Hans', 'refuse', {
    control_now: ['今天在家办公。', '我现在特别困。', '这周在戒糖。', '这几天暂时住在姐姐家。'],
  }),
];
