// 简体中文（新加坡、马来西亚）：当地的身份证、银行账号、PayNow、电话、地址和车牌，以及当地口语的临时状态和猜测；
// 另一边是同样地区、满是相似数字的长期事实。
import { twentySixthCases } from './cases';

export const zhHans = twentySixthCases(
  'zh-Hans',
  [
    ['national_id', '用户的大马身份证（MyKad）号码是 850314-10-5127。', '证件', ['MyKad']],
    ['payment_key', '朋友们用 PayNow 转账给用户，号码是 9482 7316。', '付款', ['PayNow']],
    ['home_address', '用户住在淡滨尼 21 街第 482 座 #12-345，新加坡 520482。', '住家', ['淡滨尼']],
    ['car_plate', '用户开一辆本田，车牌是 WXY 4827。', '汽车', ['本田']],
    ['local_password', '用户 Maybank2u 网银的登入密码是 kl#Durian88。', '银行', ['Maybank']],
    ['regional_guess', '用户可能明年会搬去新山吧，讲不定。', '计划', ['新山']],
  ],
  [
    ['regional_preference', '用户最爱吃榴莲，每年榴莲季一定去槟城。', '饮食', ['榴莲']],
    ['public_holiday', '用户每年 8 月 9 日国庆日都带孩子去看国庆庆典。', '节日', ['国庆日']],
    ['regional_routine', '用户每天早上在咖啡店喝一杯 kopi-o，再搭地铁上班。', '习惯', ['咖啡']],
    ['local_price', '用户觉得 RM12 一碗的咖喱面很合理，常常去吃。', '饮食', ['咖喱面']],
  ],
);
