import {
  BERLIN,
  CAR,
  FATHER,
  HUAJUAN,
  IN_LAWS,
  KELE,
  MOTHER,
  TANGTANG,
  TANGYUAN,
  WEEKEND,
  WIFE,
  WORK,
  XUANXUAN,
  ZHIMA,
} from './twentyThirdSubjects';

// The twenty-third blind aboutness set's Chinese questions, written before the recall rules were read, typed as on a
// phone in mainland China (no punctuation, 咋, 啥, 俺, 的/得 slips, English words and pinyin initials); the user's
// pandas, pets and brands as everyday words (芝麻, 汤圆, 可乐, 花卷, 小米, 长城, 竹叶青) and inside longer ones (芝麻酱,
// 可乐定, 熊猫血), and world questions on pandas, Chengdu and the family's illnesses.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTY_THIRD_ZH_LINES = `
direct | zh | ${ZHIMA} | 芝麻这两天不咋吃竹子 是不是要发情了
direct | zh | ${ZHIMA} | 芝麻B超做了三周还是看不清 假孕一般持续多久
direct | zh | ${ZHIMA} | 俺们那只母熊猫体检的时候只认苹果片 胡萝卜一口不吃 咋训练她配合
direct | zh | ${TANGYUAN} | 汤圆断奶期间体重掉了咋办
direct | zh | ${TANGYUAN} | 汤圆现在38公斤正常不 一岁多的崽
direct | zh | ${TANGYUAN} | 帮我想个绘本的故事大纲 讲汤圆第一年
direct | zh | ${WORK} | 产仔季连着值夜班 人都熬傻了 有啥办法扛住
direct | zh | ${WORK} | 窝窝头的配方能不能加点胡萝卜 给熊猫吃的
direct | zh | ${WORK} | 冷藏车运过来的竹子放两天就不新鲜了 咋保存
direct | zh | keeper certificate; ${WORK} | 动物饲养员高级技师考啥内容 有没有题库
direct | zh | keeper certificate; ${WORK} | 明年五月考证 现在开始复习来得及不
direct | zh | part-time master | 川农的在职研究生好考不 要考英语吗
direct | zh | ${WORK} | 老周退休了以后熊猫看病找谁 心里没底
direct | zh | ${WORK} | 写个三分钟的讲解稿 给小学生讲熊猫为啥吃竹子
direct | zh | ${WORK} | 粪便孕酮监测的论文 讨论部分咋写
direct | zh | ${WORK} | 抖音涨粉卡在8万了 熊猫视频咋拍才能火
direct | zh | ${WORK} | 周末替班照顾小熊猫 要注意些啥
direct | zh | ${WIFE} | 老婆的甲功TSH偏高 优甲乐要加量不
direct | zh | ${WIFE} | 陈静吃优甲乐能和早饭一起吃吗
direct | zh | ${WIFE} | 媳妇第一次跑全马 赛前一周咋吃
direct | zh | ${WIFE} | 老婆生日送啥好 她就喜欢香奈儿五号
direct | zh | ${WIFE} | 周四老婆延时服务回来晚 晚饭咋安排
direct | zh | ${WIFE} | 老婆追韩剧追到一点 劝不动咋整
direct | zh | ${XUANXUAN} | 轩轩戴OK镜眼睛有点红 要停几天吗
direct | zh | ${XUANXUAN} | 儿子鼻炎又犯了 一早起来打喷嚏停不下来
direct | zh | ${XUANXUAN} | 轩轩围棋卡在3段 要不要换老师
direct | zh | ${XUANXUAN} | 奥数题儿子老是做不出来 他妈教也没用 咋办
direct | zh | ${XUANXUAN} | 十岁生日送啥乐高好 有没有奥特曼的
direct | zh | ${XUANXUAN} | 小米最近不爱动 金丝熊几岁算老
direct | zh | ${XUANXUAN} | 儿子的仓鼠笼子多久换一次垫料
direct | zh | ${TANGTANG} | 糖糖发烧38度5了 要不要马上吃退烧药
direct | zh | ${TANGTANG} | 孩子发烧38度5要不要去医院 之前抽过一次
direct | zh | ${TANGTANG} | 热性惊厥的娃打疫苗要注意啥
direct | zh | ${TANGTANG} | 女儿牛奶蛋白过敏 幼儿园的点心咋办
direct | zh | ${TANGTANG} | 糖糖生日蛋糕不能有奶油 有啥能替代的
direct | zh | ${TANGTANG} | 佩奇主题的生日派对咋布置 三岁半的女娃
direct | zh | ${TANGTANG} | 郫都公办幼儿园派位结果啥时候出
direct | zh | ${FATHER} | 老爸慢阻肺 冬天咋预防感冒
direct | zh | ${FATHER} | 我爸晚上用制氧机 氧流量开多少合适
direct | zh | ${FATHER} | 俺爹的哈弗H6又亮故障灯了 是啥问题
direct | zh | ${FATHER} | 爸爸慢阻肺能去稻城亚丁吗 海拔四千多
direct | zh | ${FATHER} | 老爷子天天去河边 冬天钓啥鱼
direct | zh | ${MOTHER} | 我妈膝盖疼得下不了楼 换膝关节要花多少钱
direct | zh | ${FATHER}; ${MOTHER} | 带我爸妈去北京 长城哪段人少好爬
direct | zh | ${IN_LAWS} | 丈母娘吃他莫昔芬三年了 副作用有哪些
direct | zh | ${IN_LAWS} | 岳父的钵钵鸡店生意差 咋在抖音上推
direct | zh | ${KELE} | 可乐腰又疼了 趴着不动 咋办
direct | zh | ${HUAJUAN} | 花卷减肥粮吃了两个月一点没瘦
direct | zh | ${HUAJUAN} | 我家橘猫太胖 一天喂多少克猫粮合适
direct | zh | phone | 小米14咋设置才省电
direct | zh | ${CAR} | 宋PLUS DM-i冬天油耗高正常不
direct | zh | ${CAR} | 小区充电桩老被油车占 咋办
direct | zh | e-bike | 雅迪电动车电池不耐用了 换锂电还是铅酸
direct | zh | mortgage | 公积金贷款要不要提前还 还剩22年
direct | zh | fund investing | 沪深300定投亏了15% 还要继续投吗
direct | zh | family insurance | 惠蓉保今年啥时候开始买 孩子有少儿医保还要买吗
direct | zh | lumbar disc | 腰突又犯了 腿麻 要不要去医院
direct | zh | fatty liver | 轻度脂肪肝能逆转不 要戒酒吗
direct | zh | fatty liver; hotpot | 脂肪肝还能吃火锅吗 一周一次的那种
direct | zh | hotpot; friend Pangge | 胖哥的火锅店想出个新菜 有啥点子
direct | zh | Rongcheng fan; friend Pangge | 蓉城下个主场啥时候 票咋抢
direct | zh | drone | 大疆mini4pro在成都哪些地方能飞
direct | zh | tea | 竹叶青一天喝几杯合适 会失眠不
direct | zh | gaming | 王者荣耀辅助英雄推荐几个
direct | zh | Daocheng trip; ${CAR}; ${FATHER} | 国庆自驾稻城亚丁 路线咋走 带着老人
direct | zh | school district house; ${XUANXUAN} | 郫都换学区房 哪个初中好
direct | zh | Zigong hometown; ${FATHER} | 春节回自贡 灯会门票咋买
direct | zh | ${BERLIN} | 去柏林动物园交流三个月 要带啥
direct | zh | ${BERLIN} | 雅思6分 口语咋练 打工人没时间
direct | zh | friend Emily | Emily问我竹子的营养成分 有没有最新的论文
direct | zh | friend Ivan; chess with Ivan | 伊万下个月来成都 带他吃啥
direct | zh | friend Jonas; ${BERLIN} | 约纳斯在柏林照顾过双胞胎熊猫 想问他人工哺育的事 咋开口
direct | zh | friend Tanaka; Japan trip | 田中寄了和歌山的特产 回个啥礼
direct | zh | friend Camille; Beauval talk | 卡米尔邀请我去博瓦勒讲小熊猫饲养 讲稿咋写
direct | zh | friend Javier; Javier calls | 哈维尔那边马德里现在几点 我们周日视频
direct | zh | friend Lucas; photo exhibition | 卢卡斯说要在里斯本办熊猫摄影展 选片有啥标准
direct | zh | friend Marco; documentary subtitles | 马可的纪录片字幕 熊猫术语咋翻
direct | zh | fan Minji | 韩国粉丝每年给我寄零食 回寄点啥好
direct | zh | night shift sleep | 夜班下来褪黑素吃多少
direct | zh | penicillin allergy | 嗓子发炎 医生开了阿莫西林 我能吃吗
direct | zh | podcasts | 推荐几个喜马拉雅上的历史播客 地铁上听
direct | zh | cooking | 回锅肉咋炒才香 周末给家里做
direct | zh | badminton; ${WIFE} | 羽毛球拍推荐 两口子周末打
direct | zh | Japan trip; friend Tanaka | 暑假带娃去大阪和歌山 行程咋排
direct | zh | Moscow trip; friend Ivan | 冬天去莫斯科看熊猫 要穿多厚
direct | zh | Italy anniversary; ${WIFE} | 结婚十周年去罗马威尼斯 预算要多少
implicit | zh | ${TANGTANG} | 38度9了 布洛芬还是对乙酰氨基酚
implicit | zh | ${TANGTANG} | 幼儿园发的酸奶能吃吗
implicit | zh | ${ZHIMA} | 孕酮一直高但是B超啥也没有 正常吗
implicit | zh | ${WIFE} | 空腹吃药以后多久能喝豆浆
implicit | zh | ${KELE} | 要不要买个宠物楼梯 让它自己上沙发
implicit | zh | lumbar disc | 早上起床腰僵 弯不下去
implicit | zh | mortgage | 每月4800还到啥时候能少点
implicit | zh | ${XUANXUAN} | 塑形镜片上有划痕还能戴吗
implicit | zh | night shift sleep | 白天睡不着 遮光窗帘买啥样的
personal_none | zh | - | 最近老是焦虑 咋调整
personal_none | zh | - | 想学吉他 零基础从哪开始
personal_none | zh | - | 推荐几本好看的科幻小说
personal_none | zh | - | 咋戒掉睡前刷手机
personal_none | zh | - | 想学游泳 大人多久能学会
personal_none | zh | - | 咋提高记忆力
personal_none | zh | - | 面试的时候紧张咋办
personal_none | zh | - | 给我推荐几首适合唱k的歌
personal_none | zh | - | 想练字 硬笔还是毛笔
personal_none | zh | - | 咋跟楼上邻居说太吵了
homograph | zh | - | 黑芝麻补钙吗
homograph | zh | - | 元宵和汤圆有啥区别
homograph | zh | - | 汤圆煮多久能熟
homograph | zh | - | 可乐喝多了对牙齿有啥影响
homograph | zh | - | 花卷咋发面才松软
homograph | zh | - | 小米粥养胃吗
homograph | zh | - | 苹果一天吃几个合适
homograph | zh | - | 长城有多长
homograph | zh | - | 竹叶青蛇有毒吗
homograph | zh | - | 糖吃多了会得糖尿病吗
homograph | zh | - | 汤圆是哪个节日吃的
homograph | zh | - | 花卷和馒头哪个热量高
homograph | zh | - | 可乐鸡翅咋做
name | zh | - | 陈静是哪年拿的奥运冠军
name | zh | - | 刘洋是中国第一位女航天员吗
name | zh | - | 伊万四世为啥叫雷帝
name | zh | - | 马可波罗真的来过成都吗
name | zh | - | 乔治卢卡斯拍过啥电影
name | zh | - | 艾米莉狄金森写过啥诗
name | zh | - | 田中角荣访华是哪年
name | zh | - | 梅西今年还踢球吗
place | zh | - | 犀浦 美食 推荐
place | zh | - | 郫县豆瓣为啥出名
place | zh | - | 都江堰是谁修的
place | zh | - | 乐山大佛有多高
place | zh | - | 自贡为啥叫盐都
place | zh | - | 春熙路有啥历史
place | zh | - | 柏林墙是哪年倒的
place | zh | - | 里斯本为啥叫七丘之城
brand | zh | - | 小米汽车SU7续航多少
brand | zh | - | 比亚迪是哪年成立的
brand | zh | - | 雅迪和爱玛哪个卖得多
brand | zh | - | 芝麻信用是哪个公司的
brand | zh | - | 大疆的创始人是谁
brand | zh | - | 香奈儿五号是哪年出的
brand | zh | - | 华为Mate70啥时候发布的
brand | zh | - | 长城汽车总部在哪
brand | zh | - | 腾讯是谁创办的
topic | zh | - | 大熊猫为啥是黑白的
topic | zh | - | 野外的大熊猫还有多少只
topic | zh | - | 熊猫 假孕 原理
topic | zh | - | 桥本甲状腺炎是啥病
topic | zh | - | 热性惊厥会影响智力吗
topic | zh | - | 慢阻肺是咋得的
topic | zh | - | 成都 火锅 推荐
topic | zh | - | 角膜塑形镜的原理是啥
topic | zh | - | 乳腺癌的早期症状有哪些
topic | zh | - | 德国人为啥爱吃香肠
topic | zh | - | 小熊猫和大熊猫是亲戚吗
topic | zh | - | 竹子开花了会死吗
subword | zh | - | 芝麻酱和花生酱哪个热量高
subword | zh | - | 可乐定是啥药
subword | zh | - | 小米椒有多辣
subword | zh | - | 糖尿病的早期症状
subword | zh | - | 熊猫血是啥意思
subword | zh | - | 汤圆粉还能做啥
function | zh | - | “的”“得”“地”咋用
function | zh | - | 英语里the和a啥时候用
function | zh | - | “吗”和“呢”有啥区别
function | zh | - | 日语的は和が咋区分
function | zh | - | “把”字句咋用
stem | zh | - | 熊孩子在饭店乱跑 咋跟家长说
stem | zh | - | 北极熊吃啥
stem | zh | - | 羽毛为啥能让鸟飞起来
stem | zh | - | 冰糖葫芦咋做
stem | zh | - | 猫头鹰晚上能看见吗
generic | zh | ${WEEKEND} | 周末干点啥好
generic | zh | - | 晚饭吃啥健康
generic | zh | - | 推荐个好看的电视剧
generic | zh | ${WEEKEND}; ${XUANXUAN}; ${TANGTANG} | 这周末带娃去哪玩
idiom | zh | - | “胸有成竹”是啥意思
idiom | zh | - | “芝麻开门”出自哪个故事
idiom | zh | - | “捡了芝麻丢了西瓜”咋用
idiom | zh | - | “不到长城非好汉”是谁说的
idiom | zh | - | “熊猫眼”是啥意思
idiom | zh | - | 用“雨后春笋”造个句
mixed | zh | ${ZHIMA} | 芝麻的progesterone一直升 是真怀了还是pseudo
mixed | zh | ${TANGTANG} | 糖糖fever 38.5 要不要去hospital
mixed | zh | - | yyds是啥意思
mixed | zh | - | 绝绝子是夸人还是骂人
mixed | zh | - | 打工人 emo了咋整
mixed | zh | ${KELE} | 可乐的IVDD复发了 要不要去hospital
mixed | zh | drone | DJI mini4的ND滤镜有必要买不
mixed | zh | - | Chengdu 熊猫基地 门票多少
`;
