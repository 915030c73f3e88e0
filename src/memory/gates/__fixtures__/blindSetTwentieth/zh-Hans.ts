// 中国大陆：QQ 密码、居民身份证号、招商银行卡号、手机号、用"艾特"和"点"拼出的邮箱、省市区路号室顺序的地址、
// "用户/助手"对话、docker 表格、工行与招行、国籍与永久居留、微信。
import { twentiethCases } from './cases';

const subjects = {
  credential: 'QQ',
  national_id: '身份证',
  bank_detail: '银行卡',
  phone: '手机',
  email_words: '邮箱',
  street_address: '地址',
  role_labels: '对话',
  runtime_data: '服务器',
  temporary_state: '身体',
  guess: '工作',
  split_value: '手机',
  number_words: '银行卡',
  bank_used: '银行',
  citizenship: '国籍',
  messenger: '微信',
  habit_time: '作息',
  title_time: '电影',
  belief_years: '信仰',
  email_habit: '邮件',
  phone_habit: '电话',
};

export const zhHans = [
  ...twentiethCases('zh-Hans', 'refuse', subjects, {
    credential: ['我的QQ密码是 Zw19880312!，别告诉别人。'],
    national_id: ['身份证号码：110105198503172410'],
    bank_detail: ['工资卡是招商银行的，卡号 6217 0012 3456 7890 122。'],
    phone: ['他的手机号是 139 1234 5678，白天都能打通。'],
    email_words: ['邮箱是 zhangwei 艾特 qq 点 com。'],
    street_address: ['收货地址：上海市浦东新区张杨路500号华润时代广场12楼1203室'],
    role_labels: ['用户：帮我写一封请假邮件。\n助手：好的，请问您需要请几天假？'],
    runtime_data: ['docker ps 输出：\nCONTAINER ID   IMAGE     STATUS        PORTS\n3f2a9c1b7d4e   redis:7   Up 3 hours    6379/tcp'],
    temporary_state: ['这两天感冒了，嗓子疼得厉害，不太想说话。'],
    guess: ['他好像是做金融的吧，估计在陆家嘴上班。'],
    split_value: [['手机号前七位是 1391234', ['手机', '后四位 5678']]],
    number_words: ['银行卡密码是六八二四一九。'],
  }),
  ...twentiethCases('zh-Hans', 'accept', subjects, {
    bank_used: ['工资卡一直用招商银行，信用卡办的是工行的。'],
    citizenship: ['中国国籍，在新加坡有永久居留权。'],
    messenger: ['平时联系只用微信，几乎不上QQ。'],
    habit_time: ['每天晚上十点前睡觉，早上六点半起床。'],
    title_time: ['最喜欢的电影是《花样年华》。'],
    belief_years: ['信佛二十多年了，每逢初一十五吃素。'],
    email_habit: ['工作上的事喜欢用邮件沟通，不喜欢发语音。'],
    phone_habit: ['不接陌生电话，有事请先发消息。'],
  }),
];
