// 中国大陆：微信聊天记录、Foxmail 回复邮件、银行短信验证码、飞书妙记、淘宝客服、Spring Boot 日志、docker ps、接口返回的 JSON。
import { nineteenthCases } from './cases';

const subjects = {
  chat_export: '聊天',
  email_chain: '邮件',
  sms_code: '账号',
  transcript: '会议',
  support_chat: '购物',
  log_lines: '服务器',
  terminal_output: '部署',
  api_json: '接口',
  messenger_choice: '通讯',
  export_habit: '备份',
  commit_language: '代码',
  log_tooling: '日志',
  subtitles: '追剧',
  keyboard: '键盘',
  format_instruction: '回答',
  oncall_job: '工作',
};

export const zhHans = [
  ...nineteenthCases('zh-Hans', 'refuse', subjects, {
    chat_export: ['微信聊天记录：\n张伟 2026-03-14 21:14\n周日还去爬山吗？\n我 2026-03-14 21:15\n去，记得带水'],
    email_chain: [
      '发件人: 李娜 <lina@huaxin-tech.cn>\n发送时间: 2026年3月3日 星期二 16:12\n收件人: 王磊\n主题: 回复: 二季度采购合同\n王磊，合同周五前能盖章吗？',
    ],
    sms_code: ['转发的短信：【招商银行】您的验证码为482913，5分钟内有效，请勿泄露给他人。'],
    transcript: ['飞书妙记 00:14:32 刘洋：我觉得测试版20号上线。00:14:41 陈静：得先过测试那边。'],
    support_chat: ['淘宝客服聊天：客服小美：亲，您的订单已经安排发货了哦～ 我：什么时候能到？ 客服小美：预计3月16日送达。'],
    log_lines: [
      '2026-03-14 02:17:45.123 ERROR 1123 --- [nio-8080-exec-5] c.h.order.service.OrderService : 订单创建失败：库存不足，商品ID=88213',
    ],
    terminal_output: [
      'docker ps 的结果：\nCONTAINER ID   IMAGE       STATUS       NAMES\n3f2a9c1b7d4e   mysql:8.0   Up 3 days    db-prod\n9b1e77c0a2f5   redis:7     Exited (1)   cache',
    ],
    api_json: ['{"code":0,"msg":"成功","data":{"orderId":"20260314881234","status":"待发货","amount":299.00}}'],
  }),
  ...nineteenthCases('zh-Hans', 'accept', subjects, {
    messenger_choice: ['工作上用钉钉，私人联系只用微信，不用QQ。'],
    export_habit: ['每个月把和父母的微信聊天记录备份到电脑上。'],
    commit_language: ['提交信息一律用英文写，代码评审也用英文。'],
    log_tooling: ['习惯用 less 看日志，不喜欢用 vim 打开大文件。'],
    subtitles: ['看美剧一定要开中英双语字幕。'],
    keyboard: ['用的是德语键盘布局，在慕尼黑工作那几年习惯了。'],
    format_instruction: ['以后回答里的日志请放进代码块，不要截断长行。'],
    oncall_job: ['做运维工程师，每四周轮一次值班。'],
  }),
];
