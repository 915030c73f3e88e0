import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'refuse', {
    media_now: ['用户最近在看一部韩剧，天天追。', '这周迷上了一部悬疑剧。', '最近在读《三体》第二部。', '最近单曲循环周杰伦的新专辑。'],
    hobby_now: ['今晚打算试做一道新菜。', '这学期在上陶艺课。'],
    progress_now: ['拼图拼了一半。', '在语言App上连续打卡12天了。'],
  }),
  ...group('zh-Hans', 'accept', {
    lasting_media: ['最喜欢的作家是村上春树。', '读过村上春树的所有小说。', '一直热爱爵士乐，尤其是比波普。'],
    lasting_hobby: ['每周日下午下象棋。', '从小拉大提琴。', '收藏黑胶唱片。'],
    lasting_habit: ['每场F1比赛都看。', '睡前习惯看书。'],
  }),
];
