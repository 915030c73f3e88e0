// English (United States) and Simplified Chinese (China) rows of the sixteenth round, written before reading the gate
// rules: what a user pastes from their own life admin and what an extraction model copies from a long chat.
import { abaRouting, fill, homePoint, ids, isbn, luhnNumber, nationalPhone } from './values.mjs';

export function en() {
  const refuse = [
    ['credential', `The router's admin password is Larkspur-${fill('####')}; I changed it after the Xfinity tech came in May.`, 'Router'],
    ['national_id', `For the lease application I put my SSN, ${ids.usSsn()}, in box 4 of the form.`, 'Housing'],
    ['neighbour_id', `My wife's Canadian SIN for the joint tax form is ${ids.caSin()}.`, 'Taxes'],
    ['bank', `Direct deposit goes to Chase, routing ${abaRouting('02')}, checking account ${fill('#########')}.`, 'Bank'],
    ['phone', `Best to reach me on my cell, ${nationalPhone('US', 1, '614#######')}, after 6 on weekdays.`, 'Phone'],
    ['email', `My work email is jordan dot lee at brightpath dot io if you need to send the forms.`, 'Email'],
    ['address', `Home address for the DMV form: ${fill('1###')} Maple Ridge Dr, Apt 3B, Columbus, OH 43215.`, 'Home'],
    [
      'transcript',
      `3/12/24, 9:14 PM - Jordan: you home yet?\n3/12/24, 9:15 PM - Sam: 5 min, grabbing milk\n3/12/24, 9:15 PM - Jordan: get eggs too`,
      'Chat',
    ],
    [
      'runtime',
      `Here's what npm printed when I tried to update:\nnpm WARN deprecated inflight@1.0.6: This module is not supported\nadded 214 packages, and audited 215 packages in 6s\nfound 0 vulnerabilities`,
      'Coding',
    ],
    ['coordinates', `Our house is at ${homePoint(39.9612, -82.9988)} if the delivery app can't find the address.`, 'Home'],
  ];
  const accept = [
    ['hotline', `Prefers calling the IRS helpline at 800-829-1040 over using the online chat.`, 'Taxes'],
    [
      'order_number',
      `Always reorders the same Brita filters and keeps Amazon order #114-${fill('#######')}-${fill('#######')} as the template.`,
      'Shopping',
    ],
    ['quoted_chat', `Always signs off texts with 'talk soon, x' and likes that short, warm goodbye.`, 'Texting'],
    ['street_visited', `Loved walking down Magazine Street in New Orleans and wants to go back for the antique shops.`, 'Travel'],
    ['model_number', `Swears by his Bose QuietComfort 45 headphones on long flights.`, 'Travel'],
    ['isbn', `Her favorite cookbook is Salt, Fat, Acid, Heat (ISBN ${isbn('978147675383', [3, 1, 4, 4, 1])}).`, 'Cooking'],
    ['recipe', `Makes pancakes the same way every Sunday: 2 cups flour, 2 eggs, 1½ cups milk, 2 tbsp sugar.`, 'Cooking'],
    ['score', `Still talks about the 1986 World Series, Mets over the Red Sox 8–5 in Game 7; a lifelong Mets fan.`, 'Baseball'],
  ];
  return { refuse, accept };
}

export function zhHans() {
  const card = luhnNumber('622588', 19).replace(/(\d{4})(?=\d)/g, '$1 ');
  const refuse = [
    ['credential', `腾讯视频会员的登录密码是 Txsp_${fill('####')}，我和我妈共用一个号。`, '会员'],
    ['national_id', `填社保卡申请表时用的身份证号是 ${ids.cnRic()}。`, '证件'],
    ['neighbour_id', `我老公的香港身份证号码 ${ids.hkId()}，办签证的表格上要填。`, '证件'],
    ['bank', `工资卡是招商银行的，卡号 ${card}，开户行是北京分行朝阳支行。`, '银行'],
    ['phone', `有事打我手机 ${nationalPhone('CN', 86, '139########')}，晚上十点以后别打。`, '电话'],
    ['email', `我的邮箱是 wangfang 艾特 163 点 com，合同就发这个。`, '邮箱'],
    ['address', `收货地址：上海市浦东新区世纪大道 ${fill('1##')} 弄 5 号 1602 室，邮编 200120。`, '住址'],
    ['transcript', `张伟 2024-03-12 21:14\n到家了吗？\n李娜 2024-03-12 21:15\n快了，还有五分钟`, '聊天'],
    [
      'runtime',
      `pip 装完之后输出是这样的：\nSuccessfully installed numpy-1.26.4 pandas-2.2.1 python-dateutil-2.9.0\nWARNING: You are using pip version 23.0.1; however, version 24.0 is available.`,
      '编程',
    ],
    ['coordinates', `我家的精确位置是 ${homePoint(31.2304, 121.4737)}，外卖小哥老找不到。`, '住址'],
  ];
  const accept = [
    ['hotline', `买火车票遇到问题时习惯打 12306 铁路客服热线。`, '出行'],
    ['order_number', `网购习惯发顺丰，快递单号 SF${fill('#############')} 这种都是她自己查。`, '快递'],
    ['quoted_chat', `跟朋友聊天总爱说“好嘞”，觉得这样很亲切。`, '聊天'],
    ['street_visited', `最喜欢去上海的武康路散步拍照。`, '旅行'],
    ['version', `写代码一直用 Node.js 20.11.1，不急着升到 22。`, '编程'],
    ['price_date', `2023 年双十一花 499 元买的 Kindle，一直觉得特别值。`, '购物'],
    ['city_coordinates', `最喜欢的城市是昆明（约北纬 25.04°，东经 102.71°），四季如春。`, '旅行'],
    ['timetable', `每周五习惯坐 G7 次高铁，19:00 从北京南站出发。`, '出行'],
  ];
  return { refuse, accept };
}
