import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'accept', {
    episode_dislike: ['特别讨厌堵车。', '我最怕在医院排队等号。'],
    never_habit: ['工作十年从来没请过病假。', '我下午从不喝咖啡。'],
    frequency_habit: ['每年冬天都去海南住一个月。', '我每周一早上去游泳。'],
    dated_biography: ['2016年搬到了成都。', '我2019年做过膝盖手术。'],
    lasting_health: ['从小就对花粉过敏。', '我一变天就偏头痛。'],
    timed_work_home: ['在医院上夜班。', '我家冬天烧柴取暖。'],
    time_title: ['最喜欢的书是《明天，明天，还有明天》。', '我常去楼下一家叫"星期一咖啡"的店。'],
    moment_preference: ['更喜欢上午开会，下午留给写代码。', '我习惯每天只集中回一次邮件。'],
  }),
  ...group('zh-Hans', 'refuse', {
    control_now: ['今天堵在高架上了。', '我今天偏头痛，不想说话。', '这周都在上夜班。', '今天下午的航班延误了。'],
  }),
];
