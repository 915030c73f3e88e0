// Mainland China: 医保、个税、护照、违章、电费、支付宝和门禁，以及各种不带号码的长期事实。
import { eighteenthCases } from './cases';

const subjects = {
  health_number: '医保',
  tax_number: '报税',
  travel_document: '证件',
  car_fine: '车',
  utility_home: '住房',
  spelled_out: '证件',
  instant_payment: '支付',
  pin_code: '住房',
  insurer_hospital: '医疗',
  taxes_abroad: '报税',
  citizenship: '证件',
  bank_choice: '银行',
  ordinary_number: '日常',
  form_name: '报税',
};

export const zhHans = [
  ...eighteenthCases('zh-Hans', 'refuse', subjects, {
    health_number: ['她的医保卡号就是身份证号310104199208264027，去医院挂号报这个就行。'],
    tax_number: ['个体户营业执照上的统一社会信用代码是92310115MA1K4TQ8X5，每季度报税要填。'],
    travel_document: ['护照号EJ4827163，机读码第二行：EJ48271636CHN9208267F3305175<<<<<<<<<<<<<<08'],
    car_fine: ['违章通知单上写着：沪A·7K2Q9，车架号LSVAU2180N2183725，罚款两百。'],
    utility_home: ['国家电网电费户号3100482917，用电地址是朝阳区望京西园三区312号楼2单元1501。'],
    spelled_out: ['身份证号我念一下：幺幺零幺零五，幺九八七零三幺五，二三幺八。'],
    instant_payment: ['朋友还钱直接转他支付宝，账号就是手机号13911027745。'],
    pin_code: ['小区单元门的门禁密码是7391#，手机锁屏密码也是这四位。'],
  }),
  ...eighteenthCases('zh-Hans', 'accept', subjects, {
    insurer_hospital: ['在平安买了商业医疗险，看病一般去华山医院。'],
    taxes_abroad: ['在中国和新加坡两地报税。'],
    citizenship: ['持中国护照，同时是香港永久居民。'],
    bank_choice: ['工资卡在招商银行，习惯用招行的App管钱。'],
    form_name: ['每年三月在个人所得税App上自己做综合所得年度汇算。'],
    ordinary_number: [
      '鞋码是38码，买运动鞋要大半码。',
      '住在六楼，每天坐地铁10号线上班。',
      '用的是2019年花4999元买的iPhone 11，还不想换。',
    ],
  }),
];
