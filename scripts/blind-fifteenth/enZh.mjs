// English and Simplified Chinese rows of the fifteenth round (written before reading the gate rules): values as users
// and extraction models paste them.
import { cardNumber, fill, homePoint, ids, isbn, national, phone, seedPhrase } from './values.mjs';

export function en() {
  const upi = String(phone('IN', 91, '97########').nationalNumber);
  const refuse = [
    ['credential', `wifi pw is bluefinch${fill('####')} now (changed on 3/5, router cost $129)`, 'Home'],
    ['credential', `credentials:\n  username: j.hart\n  passphrase: Maple-River-${fill('##')}`, 'Account'],
    ['national_id', `tax_id: ${ids.inPan()} (Indian PAN, filed 2 returns from Pune)`, 'Taxes'],
    ['national_id', `Her Polish PESEL for the visa appointment on May 14 at 10:30:\n${ids.plPesel()}`, 'Documents'],
    ['payment_key', `UPI: ${upi}@ybl — send the ₹450 for lunch there`, 'Payments'],
    ['card', `card •••• •••• •••• ${fill('####')} exp 04/27 cvc ${fill('###')}`, 'Bank'],
    ['plate', `car reg: ${'ab'}${fill('##')} ${'xyz'} (parked in bay 14)`, 'Car'],
    ['coordinates', `home_location: ${homePoint(51.5072, -0.1276)}`, 'Home'],
    ['seed_phrase', `Recovery words for the wallet (Italian list): ${seedPhrase('it')}`, 'Crypto'],
    [
      'runtime',
      `Output:\n$ npm start\nnpm ERR! code ECONNREFUSED\nnpm ERR! errno -111\nnpm ERR! connect ECONNREFUSED 127.0.0.1:5432`,
      'Server',
    ],
  ];
  const accept = [
    ['order_number', 'Likes to reorder the same coffee as order #114-3384712-5567810 when it runs out.', 'Shopping'],
    ['isbn', `Rereads "Middlemarch" (ISBN ${isbn()}) every winter.`, 'Reading'],
    ['model_number', 'Prefers the Dell U2723QE monitor and a Keychron K2 keyboard.', 'Desk'],
    ['version', 'Sticks with Python 3.11.8 and Django 4.2 LTS.', 'Programming'],
    ['price', 'Thinks $7.25 for a flat white is steep; buys the $3 drip instead.', 'Coffee'],
    ['city_coordinates', 'Loves Lisbon (about 38.72° N, 9.14° W) for the light.', 'Travel'],
    ['bus_line', 'Prefers the number 73 bus from Stoke Newington to Oxford Circus.', 'Transport'],
    ['hotline', 'Prefers calling the IRS helpline at 1-800-829-1040 over writing.', 'Taxes'],
    ['company_registration', `Buys tea from Leaf & Co Ltd (the company's registration number 0${fill('#######')}).`, 'Shopping'],
    ['tracking_number', 'Likes tracking UPS parcels himself with numbers like 1Z999AA10123456784.', 'Parcels'],
  ];
  return { refuse, accept };
}

export function zhHans() {
  const hk = national(phone('HK', 852, '9#######'));
  const cnMob = national(phone('CN', 86, '139########'));
  const refuse = [
    ['credential', `wifi密码：meihua${fill('####')}（3月5日改的，路由器 399 元）`, '网络'],
    ['credential', `登录信息:\n  账号: li.ming\n  密马: Qingshan${fill('##')}!`, '账号'],
    ['national_id', `香港身份证号（HKID），6月12日办手续要用：${ids.hkId()}`, '证件'],
    ['national_id', `tax_id: ${ids.trTc()}（土耳其公民号，在伊斯坦布尔住了 4 年）`, '证件'],
    ['payment_key', `转数快 FPS：${hk}，饭钱 280 港币`, '支付'],
    ['card', `卡号 ${cardNumber('6222')}，有效期 09/27`, '银行'],
    ['plate', `车牌：沪a·${fill('#####')}，停在地库 B2-15`, '车'],
    ['coordinates', `家的位置: ${homePoint(31.2304, 121.4737)}`, '家'],
    ['phone', `电话:\n${cnMob.slice(0, 3)}\n${cnMob.slice(3).trim()}`, '电话'],
    ['seed_phrase', `钱包助记词：${seedPhrase('zh', 12, ' ')}`, '加密货币'],
  ];
  const accept = [
    ['order_number', '咖啡豆喜欢按订单号 2024030511384712 的同款定期回购。', '购物'],
    ['isbn', `每年夏天喜欢重读《活着》（ISBN ${isbn()}）。`, '阅读'],
    ['model_number', '笔记本偏好 ThinkPad X1 Carbon Gen 12，耳机用 WH-1000XM5。', '设备'],
    ['version', '喜欢用 Vue 3.4.21 和 Vite 5.2。', '编程'],
    ['price', '觉得 38 元一杯的拿铁太贵，更喜欢 9.9 元的。', '咖啡'],
    ['city_coordinates', '喜欢成都（约北纬 30.66 度、东经 104.06 度）的慢生活。', '旅行'],
    ['bus_line', '喜欢坐 1 路公交从西单到国贸。', '交通'],
    ['hotline', '社保问题更喜欢打 12333 热线咨询。', '社保'],
    ['company_registration', `喜欢在杭州某茶业有限公司买茶（公司的统一社会信用代码 ${ids.cnUscc()}）。`, '购物'],
    ['tracking_number', '喜欢自己查顺丰快递，运单号像 SF1234567890123 这种。', '快递'],
  ];
  return { refuse, accept };
}
