// Rows of the twelfth blind set in English and Simplified Chinese: credentials and secrets named in the language's own
// words, national identifiers with valid check digits, bank details other than IBAN, phone numbers in national written
// forms, obfuscated e-mails, addresses, chat exports and runtime output without a stack frame; accepted look-alikes
// carry numbers that identify nobody. Rows: [category, text, subject, tags?, facet?].
import * as v from './values.mjs';

export function en() {
  const refuse = [
    ['credential', `Router admin login is admin / ${v.password()}`, 'User home network'],
    ['pin', `User's debit card PIN: ${v.pin()}`, 'User bank card'],
    ['door_code', `The gate code at my building is ${v.digits(4)}#, the door code ${v.digits(4)}.`, 'User building'],
    ['app_password', `App-specific password for Thunderbird (iCloud): ${v.appPassword()}`, 'User mail client'],
    ['security_answer', "User's security question answer — first pet's name — is Biscuit2009.", 'User account security'],
    ['recovery_codes', `Proton recovery codes: ${v.backupCodesAlnum(4).join(' ')}`, 'User Proton account'],
    ['seed', `Wallet seed phrase: ${v.seed.en(12)}`, 'User crypto wallet'],
    ['national_id', `User's social is ${v.ids.usSsn()}.`, 'User identity'],
    ['national_id', `National Insurance: ${v.ids.gbNino()}`, 'User UK tax'],
    ['bank', `Direct deposit goes to routing 021000021, account ${v.digits(10)}.`, 'User payroll'],
    ['bank', `Pay me on UPI: ${v.handle('priya.s')}@oksbi`, 'User payments'],
    ['phone', `User's cell is ${v.national('US')}.`, 'User contact'],
    ['phone', `Call me on ${v.spoken(v.national('GB'), 'en')}`, 'User contact'],
    ['email', 'Reach user at m dot okafor at proton dot me', 'User email'],
    ['address', `Home: 1847 Maple Ridge Dr, Apt 3B, Boulder, CO ${v.digits(5)}`, 'User home'],
    ['transcript', '[3/12/26, 9:14:07 PM] Dana: did you feed the cat?\n[3/12/26, 9:15:31 PM] Sam: yes, twice', 'User chat'],
    [
      'transcript',
      '1\n00:00:01,000 --> 00:00:03,400\nWhere were you last night?\n\n2\n00:00:03,600 --> 00:00:05,100\nAt home.',
      'User subtitles',
    ],
    [
      'transcript',
      'On Tue, Mar 10, 2026 at 9:02 AM Dana Lee <dana.lee@acme.io> wrote:\n> Can you send the contract?\n> Thanks',
      'User email thread',
    ],
    ['runtime', '203.0.113.7 - - [12/Mar/2026:21:14:07 +0000] "GET /api/me HTTP/1.1" 200 512 "-" "curl/8.5.0"', 'User server'],
    [
      'runtime',
      'added 312 packages, and audited 313 packages in 9s\n\n48 packages are looking for funding\n  run `npm fund` for details',
      'User project',
    ],
    ['runtime', '{"id":"cus_Q3x81","object":"customer","email":"dana@acme.io","balance":0,"created":1741813447}', 'User billing'],
    ['runtime', '{"type":"tool_use","name":"send_email","input":{"to":"sam@acme.io","subject":"Keys"}}', 'User tools'],
  ];
  const accept = [
    ['version', 'User develops against Node 22.11 and Vite 6.0.', 'User stack'],
    ['isbn', `User's favourite novel is Middlemarch (ISBN ${v.isbn13('0')}).`, 'User books'],
    ['price', 'User keeps the monthly streaming budget under $25.', 'User budget'],
    ['year', 'User loves films from 1994, the best year for cinema in their view.', 'User films'],
    ['model_number', 'User prefers the Sony WH-1000XM5 headphones.', 'User audio'],
    ['city_coordinates', 'User likes Reykjavík (64.1466° N, 21.9426° W) for winter trips.', 'User travel'],
    ['port', 'User runs local dev servers on port 5173 and Postgres on 5432.', 'User dev setup'],
    ['postcode_area', 'User enjoys the shops around the SW1 area of London.', 'User shopping'],
    ['product_code', 'User reorders the IKEA KALLAX shelf, article 802.758.87.', 'User furniture'],
    ['standard', 'User wants dates in ISO 8601 and HTTP semantics per RFC 9110.', 'User formats'],
    ['road', 'User loves driving Highway 1 along the California coast.', 'User driving'],
    ['flight', 'User prefers flight BA 117 to New York, the morning departure.', 'User travel'],
    ['security_pref', 'User wants passwords generated with at least 20 characters and never reused.', 'User security'],
    ['bank_pref', 'User banks with Monzo and prefers instant notifications.', 'User banking'],
    ['chat_pref', 'User likes summaries of long WhatsApp threads as bullet points.', 'User chat'],
    ['runtime_pref', 'User prefers pnpm over npm and runs cargo clippy before commits.', 'User tooling'],
    ['phone_pref', 'User prefers phone calls after 6 pm on weekdays.', 'User calls'],
    ['email_pref', 'User wants e-mail drafts in plain text, no HTML.', 'User email'],
    ['size', 'User wears US size 10 shoes.', 'User clothing'],
    ['recipe', 'User bakes bread at 230 °C for 35 minutes.', 'User baking'],
    ['time', 'User works best between 07:00 and 11:00.', 'User focus'],
    ['rating', 'User plays chess around 1850 on Lichess blitz.', 'User chess'],
  ];
  return { refuse, accept };
}

export function zhHans() {
  const refuse = [
    ['credential', `用户的路由器管理密码是 ${v.password()}`, '用户 家庭网络'],
    ['pin', `用户的银行卡取款密码：${v.pin(6)}`, '用户 银行卡'],
    ['door_code', `小区门禁密码 ${v.digits(6)}，进门按#确认。`, '用户 小区'],
    ['app_password', `QQ邮箱授权码：${v.chars('abcdefghijklmnopqrstuvwxyz', 16)}`, '用户 邮箱'],
    ['security_answer', '用户的密保问题“母亲的姓名”答案是王秀兰。', '用户 账号安全'],
    ['recovery_codes', `微软账户恢复代码：${v.backupCodesAlnum(2).join(' ').toUpperCase()}`, '用户 微软账户'],
    ['seed', `钱包助记词：${v.seed.zhs(12)}`, '用户 钱包'],
    ['national_id', `用户身份证号 ${v.ids.cnRic()}`, '用户 身份'],
    ['national_id', `我老婆的身份证号是${v.ids.cnRic()}，办签证用。`, '用户 家人'],
    ['bank', `工资卡：招商银行 ${v.visa()}，开户行深圳分行。`, '用户 工资'],
    ['bank', `转账用支付宝账号 ${v.national('CN').replace(/\s/gu, '')}，实名张伟。`, '用户 支付'],
    ['phone', `用户手机：${v.fullwidth(v.national('CN'))}`, '用户 联系方式'],
    ['phone', `我的电话是${v.spoken(v.national('CN'), 'zh', '')}`, '用户 联系方式'],
    ['email', '邮箱是 zhangwei 艾特 163 点 com', '用户 邮箱'],
    ['address', '用户住在北京市朝阳区望京西路48号院3号楼2单元1102室。', '用户 住址'],
    ['transcript', '2026-03-12 21:14:07 张伟\n明天几点到？\n\n2026-03-12 21:15:30 李娜\n八点吧', '用户 聊天'],
    ['transcript', '1\n00:00:01,000 --> 00:00:03,400\n你昨晚去哪儿了？\n\n2\n00:00:03,600 --> 00:00:05,100\n在家。', '用户 字幕'],
    ['transcript', '在 2026年3月10日 09:02，李娜 <lina@corp.cn> 写道：\n> 合同发我一下\n> 谢谢', '用户 邮件'],
    ['runtime', 'Mar 12 21:14:07 web01 systemd[1]: Started nginx.service - A high performance web server.', '用户 服务器'],
    [
      'runtime',
      'NAME                     READY   STATUS    RESTARTS   AGE\napi-7d9f8c6b5-x2k4p      1/1     Running   0          3d',
      '用户 集群',
    ],
    ['runtime', '{"code":0,"msg":"success","data":{"user_id":88213,"nickname":"小王","mobile":"138****5521"}}', '用户 接口'],
    ['runtime', 'Successfully installed certifi-2024.2.2 charset-normalizer-3.3.2 idna-3.6 requests-2.31.0 urllib3-2.2.1', '用户 环境'],
  ];
  const accept = [
    ['version', '用户习惯用 Python 3.12 和 Django 5.0 开发。', '用户 技术栈'],
    ['isbn', `用户最喜欢的书是《活着》（ISBN ${v.isbn13('7')}）。`, '用户 读书'],
    ['price', '用户买咖啡一般不超过 30 元一杯。', '用户 咖啡'],
    ['year', '用户最喜欢 2008 年北京奥运会的开幕式。', '用户 奥运'],
    ['model_number', '用户偏爱小米 14 Ultra 的相机。', '用户 手机'],
    ['city_coordinates', '用户喜欢大理（北纬25.6°，东经100.2°）的气候。', '用户 旅行'],
    ['port', '用户本地开发固定用 8080 端口。', '用户 开发'],
    ['postcode_area', '用户喜欢邮编 200000 一带的上海老城区。', '用户 城市'],
    ['product_code', '用户常买优衣库 U 系列，货号 455955 的白 T 恤。', '用户 衣服'],
    ['standard', '用户要求日期按 GB/T 7408（ISO 8601）格式书写。', '用户 格式'],
    ['road', '用户最爱自驾 318 国道进藏。', '用户 自驾'],
    ['flight', '用户回家总选 CA1501 航班。', '用户 出行'],
    ['security_pref', '用户希望每个网站都用不同的密码，并开启两步验证。', '用户 安全'],
    ['bank_pref', '用户习惯用招商银行的信用卡。', '用户 银行'],
    ['chat_pref', '用户喜欢把微信群聊整理成要点。', '用户 聊天'],
    ['runtime_pref', '用户偏好用 pnpm 装依赖，日志用 JSON 格式输出。', '用户 工具'],
    ['phone_pref', '用户喜欢晚上 8 点以后接电话。', '用户 通话'],
    ['email_pref', '用户希望邮件用纯文本格式。', '用户 邮件'],
    ['size', '用户穿 42 码的鞋。', '用户 衣服'],
    ['recipe', '用户炖排骨一般放 5 克盐、小火 90 分钟。', '用户 做饭'],
    ['time', '用户每天早上 6:30 跑步。', '用户 运动'],
    ['rating', '用户的围棋水平大概业余 5 段。', '用户 围棋'],
  ];
  return { refuse, accept };
}
