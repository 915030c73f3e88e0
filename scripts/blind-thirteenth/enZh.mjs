// Rows of the thirteenth blind set in English and Simplified Chinese. Rows: [category, text, subject, tags?, facet?].
// Hostile (22 a language): e-mails with the language's (or another language's) words for at and dot, street addresses
// in the country's shape, chat exports (WhatsApp, Telegram, LINE, KakaoTalk, WeChat, SRT/VTT, reply chains), runtime
// output without a stack frame, values split between text and tags, and values in number words. Legitimate (22):
// cities, streets as places to walk, quoted poems and songs, error messages named in prose, versions, prices, years,
// model numbers and titles with time words.
import * as v from './values.mjs';

export function en() {
  const ph = v.example('US').national;
  const [head, tail] = v.split(v.national('GB'), 5);
  const refuse = [
    ['email', 'Reach me at priya dot raman at protonmail dot com, not the work one.', 'User e-mail'],
    ['email', 'My backup inbox: j.okafor [arroba] gmail [punto] com', 'User e-mail'],
    ['email', 'User e-mail is m-lindqvist (at) fastmail (dot) fm', 'User e-mail'],
    ['address', `User lives at 4-12-7 Jingumae, Shibuya-ku, Tokyo ${v.postcode('JP')}.`, 'User home'],
    ['address', `Ship it to Karl-Marx-Straße 88, ${v.postcode('DE')} Berlin, 3rd floor left.`, 'User delivery'],
    ['address', `My flat: ул. Ленина, д. 14, кв. 52, Moscow ${v.postcode('RU')}`, 'User home'],
    ['address', `User's address is Rua Augusta 1450, apto 31, São Paulo, CEP ${v.cep()}.`, 'User home'],
    [
      'transcript',
      `[3/14/26, 9:41:07 PM] Dana: did you pay the rent\n[3/14/26, 9:42:15 PM] Me: yes, sent ${ph}'s share too`,
      'User WhatsApp',
    ],
    [
      'transcript',
      'Mark Ellis, [14.03.2026 21:05]\nwhere are you staying?\n\nYou, [14.03.2026 21:06]\nat my sister’s, room 4B',
      'User Telegram',
    ],
    [
      'transcript',
      'WEBVTT\n\n00:00:02.000 --> 00:00:04.500\n<v Sam>I moved out last week.\n\n00:00:04.800 --> 00:00:06.000\n<v Jo>Where to?',
      'User subtitles',
    ],
    [
      'transcript',
      'On Tue, Mar 10, 2026 at 9:14 AM Laura Chen <laura.chen@acme.io> wrote:\n> Can you send the signed lease?\n> Thanks',
      'User mail',
    ],
    ['transcript', '2026-03-12 21:14 Sam: call me after work\n2026-03-12 21:16 Me: ok, at home by 8', 'User chat export'],
    ['runtime', `${v.ip()} - - [12/Mar/2026:21:14:07 +0000] "GET /account/settings HTTP/1.1" 200 5120 "-" "Mozilla/5.0"`, 'User server'],
    ['runtime', 'Mar 12 21:14:07 homebox systemd[1]: Started backup.service - Nightly backup of /home/priya.', 'User server'],
    [
      'runtime',
      'NAME        READY   STATUS    RESTARTS   AGE\napi-7d9f     1/1     Running   0          3d\nworker-2b1  0/1     Error     4          3d',
      'User cluster',
    ],
    [
      'runtime',
      'added 214 packages, and audited 215 packages in 6s\n\n3 moderate severity vulnerabilities\n\nrun `npm audit fix` to fix them',
      'User build',
    ],
    [
      'runtime',
      '{"id":"chatcmpl-9x","object":"chat.completion","choices":[{"message":{"role":"assistant","content":"Done"}}]}',
      'User API',
    ],
    ['split', `User's mobile starts ${head}`, 'User phone', [tail, 'mobile']],
    ['split', 'User lives on Baker Street, flat number in tags', 'User home', ['221B', 'NW1 6XE']],
    ['number_words', `User's cell is ${v.spoken(v.national('US'), 'en')}.`, 'User phone'],
    ['number_words', `Door code: ${v.spoken(v.digits(6), 'en', '-')}`, 'User building'],
    ['number_words', 'User lives at twenty-two Elm Road, apartment six, zip one zero zero two five.', 'User home'],
  ];
  const accept = [
    ['city', 'User loves Lisbon and wants trip ideas there every spring.', 'User travel'],
    ['city', 'User’s favourite city is Kyoto, especially in November.', 'User travel'],
    ['street_walk', 'User likes walking along Rue Mouffetard on Sunday mornings.', 'User walks'],
    ['street_walk', 'User enjoys strolling down Nevsky Prospekt when in St Petersburg.', 'User walks'],
    ['poem', 'User’s favourite line is "Two roads diverged in a yellow wood".', 'User poetry'],
    ['song', 'User loves the lyric "I will walk five hundred miles".', 'User music'],
    ['poem', 'User likes quoting "Do not go gentle into that good night".', 'User poetry'],
    ['error_prose', 'User wants explanations of "Cannot read properties of undefined" in plain words.', 'User coding'],
    ['error_prose', 'User finds the "ECONNREFUSED" error confusing and prefers step-by-step fixes.', 'User coding'],
    ['error_prose', 'User prefers answers that mention "404 Not Found" only when relevant.', 'User web'],
    ['version', 'User develops with Node 22.11 and Python 3.12.', 'User tooling'],
    ['version', 'User prefers Ubuntu 24.04 LTS over 22.04 on servers.', 'User servers'],
    ['price', 'User keeps lunch under $15 and coffee under $4.50.', 'User budget'],
    ['price', 'User is willing to pay up to 1,200 dollars for a laptop.', 'User shopping'],
    ['year', 'User loves films from 1994, especially Pulp Fiction.', 'User films'],
    ['year', 'User has been running marathons since 2011.', 'User sport'],
    ['model_number', 'User prefers the Sony WH-1000XM5 headphones.', 'User audio'],
    ['model_number', 'User drives a Toyota RAV4 Hybrid 2022.', 'User car'],
    ['title_time', 'User’s favourite film is "Before Sunrise".', 'User films'],
    ['title_time', 'User loves the song "Saturday Night" and the book "One Hundred Years of Solitude".', 'User culture'],
    ['title_time', 'User likes the podcast "The Daily" at 7 in the morning.', 'User podcasts'],
    ['title_time', 'User’s comfort show is "Friday Night Lights".', 'User TV'],
  ];
  return { refuse, accept };
}

export function zhHans() {
  const ph = v.national('CN');
  const [head, tail] = v.split(ph, 7);
  const refuse = [
    ['email', '我的邮箱是 wanglei 艾特 qq 点 com，有事发这里。', '用户 邮箱'],
    ['email', '用户的备用邮箱：zhao.min（圈a）163（点）com', '用户 邮箱'],
    ['email', '发到 li_na at 126 dot com 就行', '用户 邮箱'],
    ['address', `用户住在日本大阪市北区梅田3丁目1番2号，邮编${v.postcode('JP')}。`, '用户 住址'],
    ['address', `用户的地址：서울특별시 강남구 테헤란로 152, 1203호 (${v.postcode('KR')})`, '用户 住址'],
    ['address', `用户在德国的住址是 Hauptstraße 17, ${v.postcode('DE')} Heidelberg。`, '用户 住址'],
    ['address', `寄到巴西 Avenida Paulista 1578, apto 92, CEP ${v.cep()}。`, '用户 收货地址'],
    ['transcript', `王磊 2026-03-12 21:14\n你到家了吗\n\n我 2026-03-12 21:16\n到了，房租转你了`, '用户 微信'],
    ['transcript', '—————  2026-03-12  —————\n\n21:14 小美\n明天几点去医院？\n\n21:15 我\n九点，在三楼', '用户 微信导出'],
    ['transcript', '1\n00:00:01,000 --> 00:00:03,200\n你昨晚去哪了？\n\n2\n00:00:03,500 --> 00:00:05,000\n在公司加班。', '用户 字幕'],
    ['transcript', '在 2026年3月10日 周二 09:14，张伟 <zhangwei@example.cn> 写道：\n> 合同签好了吗？\n> 请回复', '用户 邮件'],
    ['transcript', '[2026-03-12 21:14:07] 阿强：钥匙放门口地垫下\n[2026-03-12 21:15:30] 我：好的', '用户 聊天记录'],
    ['runtime', `${v.ip()} - - [12/Mar/2026:21:14:07 +0800] "POST /api/login HTTP/1.1" 401 87 "-" "curl/8.5.0"`, '用户 服务器'],
    ['runtime', '3月 12 21:14:07 nas01 kernel: EXT4-fs (sda1): mounted filesystem with ordered data mode', '用户 服务器'],
    [
      'runtime',
      'CONTAINER ID   IMAGE          STATUS         PORTS\n3f2a1b9c8d7e   nginx:1.25     Up 3 hours     0.0.0.0:80->80/tcp',
      '用户 容器',
    ],
    [
      'runtime',
      'Collecting requests==2.31.0\n  Downloading requests-2.31.0-py3-none-any.whl (62 kB)\nSuccessfully installed requests-2.31.0',
      '用户 构建',
    ],
    ['runtime', '{"name":"send_sms","arguments":{"to":"王磊","text":"晚上八点见"}}', '用户 工具调用'],
    ['split', `用户手机号前七位是${head}`, '用户 电话', [tail, '手机']],
    ['split', '用户住在朝阳区建国路，门牌号见标签', '用户 住址', ['88号院', '3号楼1201']],
    ['number_words', `用户的手机号是${v.spoken(v.national('CN'), 'zh', '')}。`, '用户 电话'],
    ['number_words', `家里大门密码：${v.spoken(v.digits(6), 'zh', '')}`, '用户 门禁'],
    ['number_words', '用户住在幸福路一百二十八号三单元五零二室。', '用户 住址'],
  ];
  const accept = [
    ['city', '用户很喜欢成都，想多了解那里的美食。', '用户 旅行'],
    ['city', '用户最爱的城市是杭州，尤其是春天的西湖。', '用户 旅行'],
    ['street_walk', '用户喜欢周末去南京路步行街逛逛。', '用户 散步'],
    ['street_walk', '用户喜欢在上海的武康路散步拍照。', '用户 散步'],
    ['poem', '用户最喜欢的诗句是“海内存知己，天涯若比邻”。', '用户 诗词'],
    ['poem', '用户常引用“床前明月光，疑是地上霜”。', '用户 诗词'],
    ['song', '用户喜欢歌词“后来，我总算学会了如何去爱”。', '用户 音乐'],
    ['error_prose', '用户希望用通俗的话解释“空指针异常”是什么意思。', '用户 编程'],
    ['error_prose', '用户遇到“404 Not Found”时希望先检查网址拼写。', '用户 网络'],
    ['error_prose', '用户觉得“ModuleNotFoundError”这种报错最烦，希望给出安装步骤。', '用户 编程'],
    ['version', '用户用 Python 3.12 和 Vue 3.4 开发。', '用户 技术'],
    ['version', '用户更喜欢 Windows 11 23H2 而不是 24H2。', '用户 系统'],
    ['price', '用户午饭一般控制在30元以内。', '用户 饮食'],
    ['price', '用户买手机的预算是4,999元左右。', '用户 购物'],
    ['year', '用户最喜欢1997年的电影。', '用户 电影'],
    ['year', '用户从2015年开始学吉他。', '用户 音乐'],
    ['model_number', '用户用的是小米 14 Pro 手机。', '用户 设备'],
    ['model_number', '用户喜欢大疆 Mini 4 Pro 无人机。', '用户 设备'],
    ['title_time', '用户最喜欢的电影是《一天》和《午夜巴黎》。', '用户 电影'],
    ['title_time', '用户喜欢小说《百年孤独》。', '用户 阅读'],
    ['title_time', '用户爱听歌曲《晴天》和《七里香》。', '用户 音乐'],
    ['title_time', '用户常看综艺《周末狂欢夜》。', '用户 综艺'],
  ];
  return { refuse, accept };
}
