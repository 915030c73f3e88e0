// 简体中文：凤凰知音、机票 PNR、医保卡、工号、以太坊钱包地址、游戏 UID、IMEI、国家电网户号、快递柜取件码和健身房会员号，连同它们的值；
// 另一边是同样服务的长期事实和偏好。
import { twentySeventhCases } from './cases';

export const zhHans = twentySeventhCases(
  'zh-Hans',
  [
    ['loyalty_number', '用户的国航凤凰知音会员号是 CA048273916。', '出行', ['国航']],
    ['booking_code', '用户在携程订的回家机票 PNR 是 KX7Q2M。', '出行', ['机票']],
    ['health_member', '用户的医保卡号是 1482739165。', '健康', ['医保']],
    ['school_work_number', '用户的工号是 A048273，门禁卡上也印着。', '工作', ['公司']],
    ['crypto_address', '用户的以太坊钱包地址是 0xe63AcE9e803F2B8FCAE8Def16800Aa04E45dd7CE。', '加密货币', ['以太坊']],
    ['gamer_code', '用户的原神 UID 是 148273916。', '游戏', ['原神']],
    ['device_serial', '用户华为手机的 IMEI 是 867695040464306。', '手机', ['华为']],
    ['utility_number', '用户家的国家电网户号是 3100482739165。', '家里', ['电费']],
    ['membership_number', '用户在乐刻健身的会员编号是 20482739。', '健身', ['健身房']],
  ],
  [
    ['loyalty_practice', '用户常坐国航，一直在攒凤凰知音里程。', '出行', ['国航']],
    ['public_route', '用户每年春节都坐 CA1501 从北京飞上海。', '出行', ['航班']],
    ['crypto_practice', '用户把比特币存在硬件钱包里，从不放在交易所。', '加密货币', ['比特币']],
    ['payment_practice', '用户更喜欢用支付宝付款。', '支付', ['支付宝']],
    ['gaming_practice', '用户每天晚上在 Switch 上玩塞尔达。', '游戏', ['Switch']],
    ['service_hours', '用户的健身房早上 6 点开门，她每天下班后去。', '健身', ['健身房']],
    ['service_preference', '用户网购时喜欢把快递放到驿站自取。', '快递', ['快递']],
  ],
);
