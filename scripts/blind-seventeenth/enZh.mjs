// English (United States) and Simplified Chinese rows of the seventeenth round, written before reading the gate rules:
// identifiers and secrets as a speech-to-text engine or an OCR scan writes them, and look-alikes with numbers in words.
import { DIGIT_WORDS, card, enPair, fill, format, ocr, phone, readDigits, valid, zhYao } from './values.mjs';

const en9 = (d) =>
  readDigits(
    d,
    DIGIT_WORDS.en.map((w, i) => (i === 0 ? 'oh' : w)),
  );

export function en() {
  const cell = phone('US', 1, '614#######').digits;
  const cell2 = phone('US', 1, '312#######').digits;
  const ssn = valid('US', 'ssn', '#########');
  const ein = format('US', 'ein', valid('US', 'ein', '#########'));
  const visa = card('4');
  const split = phone('US', 1, '415#######').digits;
  const refuse = [
    ['phone', `My cell is ${en9(cell.slice(0, 3))}, ${en9(cell.slice(3, 6))}, ${en9(cell.slice(6))}, text me before calling.`, 'Phone'],
    [
      'phone',
      `Scanned from my old business card: Mobile (${ocr(cell2.slice(0, 3), 0.9)}) ${ocr(cell2.slice(3, 6), 0.9)}-${ocr(cell2.slice(6), 0.9)}`,
      'Phone',
    ],
    [
      'national_id',
      `For the credit check, my social is ${en9(ssn.slice(0, 3))}, ${enPair(ssn.slice(3, 5))}, ${en9(ssn.slice(5))}.`,
      'Taxes',
    ],
    ['tax_id', `The EIN for my Etsy shop, from the IRS letter: ${ocr(ein, 0.8)}`, 'Taxes'],
    [
      'bank',
      `Card I use for subscriptions: ${visa.slice(0, 4)} ${visa.slice(4, 8)}\n${visa.slice(8, 12)} ${visa.slice(12)} exp 09/28`,
      'Bank',
    ],
    ['one_time_code', `The code Chase just texted me is ${en9(fill('###'))}, ${en9(fill('###'))}.`, 'Bank'],
    ['door_code', `Gate code at my building is star ${readDigits(fill('####'), DIGIT_WORDS.en)} pound.`, 'Home'],
    ['email', `My email is D as in David, A-N-A, dot, Reyes, R-E-Y-E-S, at gmail dot com.`, 'Email'],
    ['plate', `Our plate is 8, Kilo, Tango, Romeo, ${readDigits(fill('###'), DIGIT_WORDS.en)}, California.`, 'Car'],
    [
      'split',
      `My cell number starts ${en9(split.slice(0, 3))}, ${en9(split.slice(3, 6))}; the last four are in the tag.`,
      'Phone',
      ['Phone', split.slice(6)],
    ],
  ];
  const accept = [
    ['year_price', `Bought her first Fender in nineteen ninety-eight for four hundred and fifty dollars and still plays it.`, 'Music'],
    ['recipe', `Makes cornbread with two cups of cornmeal, one cup of flour, three eggs and a quarter cup of honey.`, 'Cooking'],
    ['score', `Still brings up Super Bowl fifty-one: Patriots thirty-four, Falcons twenty-eight in overtime.`, 'Football'],
    ['timetable', `Takes the Acela two one five one out of Penn Station at six oh five every Monday.`, 'Travel'],
    ['model_spelled', `Swears by his Sony W-H one thousand X-M five headphones on flights.`, 'Travel'],
    ['public_line', `Tells friends in a bad place to call or text nine eight eight, the crisis lifeline.`, 'Friends'],
    ['historic_date', `Her favorite day in history is July twentieth, nineteen sixty-nine, the Moon landing.`, 'History'],
    ['song_title', `Always sings "eight six seven, five three oh nine" from Tommy Tutone's Jenny at karaoke.`, 'Music'],
  ];
  return { refuse, accept };
}

export function zhHans() {
  const cell = phone('CN', 86, '139########').digits;
  const cell2 = phone('CN', 86, '186########').digits;
  const ric = valid('CN', 'ric', '32010619880415####');
  const uscc = valid('CN', 'uscc', '92320106MA1#######');
  const unionpay = card('622848');
  const split = phone('CN', 86, '137########').digits;
  const refuse = [
    ['phone', `我手机号是${zhYao(cell.slice(0, 3))}，${zhYao(cell.slice(3, 7))}，${zhYao(cell.slice(7))}，有事打这个。`, '电话'],
    ['phone', `拍照识别出来的名片：手机 ${ocr(cell2.slice(0, 3), 0.9)} ${ocr(cell2.slice(3, 7), 0.9)} ${ocr(cell2.slice(7), 0.9)}`, '电话'],
    ['national_id', `我身份证号是${zhYao(ric.slice(0, 6))}，${zhYao(ric.slice(6, 14))}，${ric.slice(14)}，办卡要用。`, '证件'],
    ['tax_id', `我个体户营业执照上的统一社会信用代码：${uscc.slice(0, 9)}\n${uscc.slice(9)}`, '证件'],
    [
      'bank',
      `工资卡是农行的，卡号 ${unionpay.slice(0, 4)} ${unionpay.slice(4, 8)} ${ocr(unionpay.slice(8, 12), 0.8)} ${ocr(unionpay.slice(12), 0.8)}，扫描件上看的。`,
      '银行',
    ],
    ['one_time_code', `刚收到的支付宝验证码是${zhYao(fill('######'))}，五分钟内有效。`, '支付'],
    ['door_code', `小区单元门的密码是${readDigits(fill('####'), DIGIT_WORDS.zh, '')}井号，快递员都知道。`, '住址'],
    ['email', `我的邮箱是 L-I-U 刘，W-E-I 伟，${zhYao('1988')} 艾特 qq 点 com。`, '邮箱'],
    ['plate', `我的车牌是苏A，${readDigits(fill('#'), DIGIT_WORDS.zh)}，B，${zhYao(fill('###'))}，白色的朗逸。`, '汽车'],
    ['split', `我的手机号前七位是${zhYao(split.slice(0, 7))}，后四位在标签里。`, '电话', ['电话', split.slice(7)]],
  ];
  const accept = [
    ['year_price', `一九九八年花了两千八百块买的第一台电脑，到现在还记得。`, '电脑'],
    ['recipe', `做红烧肉习惯用五百克五花肉、两勺生抽、一勺老抽、三块冰糖。`, '做饭'],
    ['score', `最难忘的比赛是二零零四年亚洲杯决赛，中国一比三输给日本。`, '足球'],
    ['timetable', `每周五坐G幺零幺次高铁，早上六点半从北京南站出发。`, '出行'],
    ['model_spelled', `一直用的耳机是索尼 W-H 一千 X-M 五，降噪很好。`, '耳机'],
    ['public_line', `遇到消费纠纷习惯打幺二三幺五投诉。`, '购物'],
    ['historic_date', `最喜欢的历史日子是一九四九年十月一日。`, '历史'],
    ['song_title', `KTV 必点周杰伦的《七里香》。`, '音乐'],
  ];
  return { refuse, accept };
}
