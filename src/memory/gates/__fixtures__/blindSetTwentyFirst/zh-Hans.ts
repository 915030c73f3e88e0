// 中国大陆：无声调拼音写的 Wi-Fi 密码、全角数字的身份证号、点分隔的手机号、用 # 代替 @ 的邮箱、markdown 表格里的卡号、
// 长句里的住址、【用户】【助手】的对话、数据库报错、“emo”、带表情的猜测；同样写法的长期事实。
import { twentyFirstCases } from './cases';

const subjects = {
  credential: 'WiFi',
  national_id: '身份证',
  phone: '手机',
  email: '邮箱',
  bank_detail: '银行卡',
  street_address: '住址',
  role_labels: '对话',
  runtime_data: '报错',
  temporary_state: '心情',
  guess: '过敏',
  romanised: '口味',
  fullwidth_year: '经历',
  markdown_list: '爱好',
  loanword_job: '工作',
  long_number: '宠物',
  emoji_bullets: '习惯',
  label_no_value: '密码',
  odd_spacing: '沟通',
};

export const zhHans = [
  ...twentyFirstCases('zh-Hans', 'refuse', subjects, {
    credential: ['wo jia wifi mima shi xiaomao2024, bie gaosu bieren'],
    national_id: ['身份证号：３２０１０６１９９１０５２３４７１９'],
    phone: ['手机号 139.1742.8536，微信同号'],
    email: ['邮箱 zhang.wei88#qq.com（#换成@）'],
    bank_detail: ['| 开户行 | 招商银行深圳分行 |\n| 卡号 | 6225 8802 1234 5673 |'],
    street_address: ['他一直很喜欢老城区的生活，所以这些年都住在南京市鼓楼区中山北路283号5栋1202室，周末常去玄武湖散步。'],
    role_labels: ['【用户】帮我写个请假条\n【助手】好的，请问您要请几天假？'],
    runtime_data: ['报错信息：`Error: connect ECONNREFUSED 127.0.0.1:3306`，重试 3 次均失败'],
    temporary_state: ['这两天有点 emo，啥都不想干。'],
    guess: ['他好像对花生过敏？不太确定 🤔'],
  }),
  ...twentyFirstCases('zh-Hans', 'accept', subjects, {
    romanised: ['xihuan chi la de, chuancai he xiangcai dou ai chi'],
    fullwidth_year: ['２０１５年起一直在深圳生活。'],
    markdown_list: ['爱好：\n- 羽毛球\n- 摄影\n- 看科幻小说'],
    loanword_job: ['在一家互联网公司做 UI 设计师，已经干了快八年。'],
    long_number: ['家里养了 3 只猫，最大的那只已经 14 岁了，每年带它们做 2 次体检。'],
    emoji_bullets: ['🍵 只喝绿茶 · 🚫 不喝咖啡 · 🌙 晚上十点前睡'],
    label_no_value: ['**密码习惯**：所有账号都用密码管理器生成的随机密码，从不重复。'],
    odd_spacing: ['更喜欢用\u00a0微信\u00a0语音沟通，不太爱打字。'],
  }),
];
