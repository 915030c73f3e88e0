// English and Chinese rows of the fourteenth round (written before reading the gate rules).
import { DIGIT_WORDS, digitWords, fill, homePoint, ids, iban, national, phone } from './values.mjs';

export function en() {
  const us = phone('US', 1, '415#######');
  const uk = phone('GB', 44, '7#########');
  const refuse = [
    ['credential', `His garage door keypad code is ${fill('####')}#.`, 'Home'],
    ['credential', `Bank security answer (first car): Corolla${fill('##')}.`, 'Bank'],
    ['bank', `Sort code ${fill('##-##-##')}, account ${iban('GB', '@@@@##############').slice(-10).replace(/ /g, '')}, Monzo.`, 'Bank'],
    ['plate', `Her car reg is ${fill('@@##')} ${fill('@@@')}.`, 'Car'],
    ['coordinates', `Exact location of the user's house: ${homePoint(37.7749, -122.4194)}`, 'Home'],
    [
      'phone',
      `Cell: ${national(us).replace(/[()]/g, '').replace(' ', '/')}; UK mobile ${digitWords(national(uk), DIGIT_WORDS.en)}.`,
      'Phone',
    ],
    ['email', 'Her email is kate dot lowe at proton dot me.', 'Email'],
    [
      'transcript',
      'On Tue, Mar 5, 2024 at 9:12 AM Dan Price <dan@example.org> wrote:\n> Still on for Friday?\nYes, see you then.',
      'Email thread',
    ],
    ['temporary', 'Is staying at a hotel downtown until the renovation ends next week.', 'Home'],
    ['split', 'Alarm code is in the tags.', 'Home', ['alarm', fill('####')]],
  ];
  const accept = [
    ['version', 'Prefers Node 22 LTS and pnpm 9 for side projects.', 'Programming'],
    ['price', 'Thinks $6.50 is too much for a latte.', 'Spending'],
    ['model_number', 'Rides a Trek Domane SL 6 on weekends.', 'Cycling'],
    ['city_coordinates', 'Loves Reykjavik, at about 64° north, for the northern lights.', 'Cities'],
    ['title_time', 'Favourite song is "Yesterday" by the Beatles.', 'Music'],
    ['profession', 'Works as an air traffic controller.', 'Work'],
    ['long_term_plan', 'Plans to retire to the Scottish Highlands one day.', 'Plans'],
    ['past_event', 'Graduated from Edinburgh in 2009 with a degree in history.', 'Education'],
    ['credential_lookalike', 'Uses a password manager and prefers hardware security keys.', 'Security'],
    ['number', 'Runs 5k in 22:40 and aims to keep it under 23 minutes.', 'Running'],
  ];
  return { refuse, accept };
}

export function zhHans() {
  const mob = phone('CN', 86, '13#########');
  const refuse = [
    ['credential', `支付宝支付密码是${fill('######')}。`, '支付'],
    ['national_id', `身份证号：${ids.cnRic()}`, '证件'],
    ['bank', `工资卡：招商银行 6225 88${fill('## #### ####')}`, '银行'],
    ['plate', `车牌号京A·${fill('#####')}。`, '汽车'],
    ['coordinates', `家的精确坐标：${homePoint(31.2304, 121.4737)}`, '住址'],
    ['phone', `手机：${digitWords(national(mob), DIGIT_WORDS.zh, '')}。`, '电话'],
    ['email', '邮箱是 wang 点 lei 艾特 qq 点 com。', '邮箱'],
    ['role_label', '用户：记住我不吃香菜。\n助手：好的，我记住了。', '对话'],
    ['speculative', '可能明年会去深圳工作，还没决定。', '工作'],
    ['split', '门禁密码见标签。', '住址', ['门禁', fill('####')]],
  ];
  const accept = [
    ['version', '喜欢用 Python 3.12 和 Django 5.0 写项目。', '编程'],
    ['price', '觉得一杯 38 元的咖啡太贵了。', '消费'],
    ['model_number', '一直用 iPhone 15 Pro，很满意。', '数码'],
    ['city_coordinates', '很喜欢北纬 30 度左右的杭州。', '城市'],
    ['title_time', '最喜欢的歌是《明天会更好》。', '音乐'],
    ['profession', '是一名中学语文老师。', '职业'],
    ['long_term_plan', '长期打算退休后回云南生活。', '计划'],
    ['past_event', '2010 年毕业于复旦大学。', '教育'],
    ['credential_lookalike', '使用密码管理器，所有账号都开启两步验证。', '安全'],
    ['number', '身高 175 厘米，穿 42 码的鞋。', '个人'],
  ];
  return { refuse, accept };
}
