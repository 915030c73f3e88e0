// The fifth blind aboutness set, English and Chinese questions, typed the way people type to a chat box: lower
// case, typos, half sentences, code-switching and follow-ups without context. Written before the recall rules
// were read. Lines: `category | language | expected subjects (;) or - | question`.
//   direct: the user's own question that must recall one of the named memories (allowed: only those).
//   homograph / name / place / brand / topic / subword / function / stem / generic: a world question sharing a
//   word with a memory (a word of two senses, a pet or person named after a common word, a city in a history
//   question, a brand that is a common noun, a topic noun, a word inside a longer word, another language's
//   function word, a stem that joins unrelated words, a generic tag): no topical memory may come.
//   personal_none: the user's own question on a topic no memory holds: no topical memory may come.

export const FIFTH_EN_ZH_LINES = `
direct | en | dog Mate; Mate hip dysplasia; Mate walking routes | how long should i walk mate when its raining
direct | en | Mate hip dysplasia; dog Mate; Mate walking routes | is fetch up and down the stairs ok for mate?
direct | en | Hana peanut allergy; daughter Hana; Hana reading | what snacks can hana bring to school
direct | en | Hana peanut allergy; daughter Hana; Friday pizza; Hana reading | hanas bday party is next month, what cake should i make
direct | en | pescatarian; lactose intolerance; Chinese diet note; spicy food; no cilantro; Apulian cooking | what should i cook tonight
direct | en | Leo bedtime; son Leo | leo wont sleep again. ideas?
direct | en | project Lumen; Lumen release; code style | lumen's json parser chokes on 2gb files, how do i stream it
direct | en | Lumen release; project Lumen | whats left before lumen 1.0
direct | en | project Atlas; Atlas stack | help me plan the atlas cutover from python
direct | en | Atlas stack; project Atlas; tech lead Per | should we keep redis in atlas or not
direct | en | Rust talk | outline for my rustconf talk pls
direct | en | code style; project Lumen | write me a fn that reads a config file and handles errors properly
direct | en | half marathon; running watch; asthma; left knee | give me a 12 week plan for my half
direct | en | asthma; half marathon; health answers | my chest gets tight on long runs, what do i do
direct | en | left knee; bouldering | leg day routine that wont wreck my knee
direct | en | running shoes; half marathon | which shoes should i get next for tempo runs
direct | en | bouldering; climbing partner Pau; sourdough starter Bolota; surfing; Gerês hiking; weekend bread | plan my saturday
direct | en | sourdough starter Bolota; weekend bread | bolota smells like nail polish remover, is it dead?
direct | en | Go player; Go study | how do i get from 5 kyu to 1 kyu
direct | en | ukulele; music taste | easy bossa nova songs for my uke
direct | en | D&D campaign | need a villain for maré negra next session
direct | en | balcony chilies | my habanero leaves are turning yellow
direct | en | no caffeine after 2 pm; genmaicha; pour-over coffee | can i have an espresso at 4pm?
direct | en | car Zoe; home charger | how far can my zoe go on the motorway in winter
direct | en | Framework laptop | my laptop's battery drains in suspend, any fix?
direct | en | Pixel phone | best camera settings on my phone for night shots
direct | en | Obsidian notes; weekly review | template for my sunday review
direct | en | Busan trip; Busan food; hotel budget; onsen travel | 10 day itinerary for busan and seoul
direct | en | Azores hiking; son Leo; Gerês hiking | which trails on são miguel work with a 3 year old
direct | en | mother's 70th gift; mother Keiko; onsen travel; brother Rui | ideas for mom's 70th trip to japan
direct | en | tech lead Per; Atlas stack; project Atlas | how do i pitch dropping redis to per
direct | en | on-call rota | im on call next week, how should i prep
direct | en | git workflow; code style | write a commit msg for this diff: fix off by one in the parser
direct | en | investing; no crypto; budget method | should i put my bonus into bitcoin
direct | en | summers in Lecce; train travel; in-laws in Lecce | best way to get from porto to lecce in august
direct | en | partner Mirko; Leo bedtime | mirko's on nights all week, how do we split bedtime
direct | en | kitchen renovation | induction or gas for our new kitchen
direct | en | cat Neve; Neve vet | neve stopped eating her food
direct | en | tortoise Donna | when should donna come out of the fridge
direct | en | JLPT N2; languages spoken; Japanese furigana | 3 month study plan for the n2
direct | en | Korean vocabulary; K-dramas; Korean tutor Min-seo | how do i memorise korean words faster
direct | en | focus mornings; tech lead Per | per wants a 9am standup, how do i push back
direct | en | intermittent fasting; lactose intolerance | can i have a smoothie at 9 on a weekday
direct | en | son Leo; Leo bedtime; Leo languages | and what about leo?
direct | en | rain jacket | my torrentshell leaks at the seams, fix or replace?
direct | en | personal blog; Rust talk | ideas for this months blog post
direct | en | FC Porto; brother Rui | when's the next game at the dragão i can take rui to
direct | en | code review tone | review this PR of mine and dont hold back
direct | en | restaurant suggestions; pescatarian; Busan food | where should we eat in seoul on the first night
direct | en | no red wine pairings; alcohol choices; Apulian cooking | what wine goes with the orecchiette im making
direct | en | Brompton bike | my brompton's gears slip, how do i adjust them
direct | en | editor Helix | set up rust-analyzer in my editor
direct | en | testing habit; code style | how should i test the parser i just wrote
homograph | en | - | what does rust fungus do to wheat
homograph | en | - | what is the atlas vertebra in the neck
homograph | en | - | who was atlas in greek mythology
homograph | en | - | how many moves does it take to mate with king and rook
homograph | en | - | who designed the go programming language at google
homograph | en | - | what books did kafka write before he died
homograph | en | - | why is dna a double helix
homograph | en | - | what is the difference between a lumen and a lux
homograph | en | - | what does kyu mean in judo belts
homograph | en | - | in music theory what is a pitch class
homograph | en | - | how does a pager work in a hospital in the 90s
name | en | - | is mate tea bad for your teeth
name | en | - | what does leo mean in astrology
name | en | - | what happened to keiko the orca from free willy
name | en | - | who was rosa parks
name | en | - | what does the name hana mean in japanese
name | en | - | who was donna summer married to
name | en | - | why is the sun called sol in latin
name | en | - | what is pau brasil wood used for
place | en | - | when was port wine from porto first shipped to england
place | en | - | history of curitiba's bus rapid transit
place | en | - | when was lecce cathedral built
place | en | - | what happened at the busan perimeter in 1950
place | en | - | who discovered the azores
place | en | - | why is matosinhos famous for sardines
place | en | - | what is the population of seoul now
brand | en | - | what is a pixel exactly
brand | en | - | framework vs library whats the difference
brand | en | - | how does obsidian form from lava
brand | en | - | where is patagonia and who lives there
brand | en | - | what does zoe mean in greek
brand | en | - | what was the forerunner of the modern computer
brand | en | - | what is a delta in a river
topic | en | - | how does sourdough fermentation work
topic | en | - | what causes asthma attacks
topic | en | - | what is lactose intolerance
topic | en | - | who invented the ukulele
topic | en | - | history of surfing in hawaii
topic | en | - | what is hip dysplasia in dogs
topic | en | - | how do tortoises hibernate in the wild
topic | en | - | what is a meniscus
topic | en | - | how does kafka guarantee message ordering
topic | en | - | what is zero copy parsing
topic | en | - | when was postgresql first released
topic | en | - | why did the roman empire fall
topic | en | - | what is a border collie bred for
subword | en | - | how fast can a leopard run
subword | en | - | what materials are solar panels made of
subword | en | - | how do you grill portobello mushrooms
function | en | - | what is the effect of the moon on tides
function | en | - | why did the beatles come to india
function | en | - | what's the speed of light per second
stem | en | - | what is a hydrate in chemistry
stem | en | - | what causes red shift in astronomy
stem | en | - | how do mountain streams form
stem | en | - | what is an electric charge
generic | en | - | why is the weekend two days long
generic | en | - | what did romans eat for breakfast
generic | en | - | why is friday the 13th unlucky
generic | en | - | what do people in japan usually do on sunday
personal_none | en | - | help me write a wedding toast for my best friend
personal_none | en | - | how do i fix a leaking tap in my bathroom
personal_none | en | - | i need a name for my new houseplant
personal_none | en | - | can u help me write a complaint to my landlord
personal_none | en | - | ok shorter pls
personal_none | en | - | and in french?
personal_none | en | - | what should i get my dentist as a thank you
direct | zh | code style; project Lumen; Lumen release | 帮我 debug 一下 my rust code，lumen 的 parser 报 borrow 错误
direct | zh | pescatarian; lactose intolerance; Chinese diet note; spicy food; no cilantro; hot pot | 今晚吃啥
direct | zh | hot pot; spicy food; Chinese diet note; pescatarian | 周末在家做火锅，锅底怎么弄
direct | zh | learning Chinese | 给我几个点菜用的中文句子
direct | zh | Go study; Go player | 小目定式我该先学哪个
direct | zh | Hana peanut allergy; daughter Hana | 女儿生日蛋糕有什么要注意的
direct | zh | son Leo; Leo bedtime | 儿子晚上不肯睡觉怎么办
direct | zh | Mate hip dysplasia; dog Mate | 我家狗髋关节不好，还能带它跑步吗
direct | zh | cat Neve; Neve vet | 我的猫不吃东西了
direct | zh | mother Keiko; mother's 70th gift | 我妈七十岁生日送什么好
direct | zh | Busan trip; Busan food; hotel budget | 十月去釜山，帮我排个行程
direct | zh | half marathon; running watch; asthma; left knee | 帮我做个半马训练计划
direct | zh | no caffeine after 2 pm; genmaicha | 下午四点还能喝咖啡吗？
direct | zh | project Atlas; Atlas stack | atlas 迁移到 rust 的进度怎么排比较好
direct | zh | kitchen renovation | 我家厨房装修预算怎么分配
direct | zh | investing; no crypto; budget method | 我该不该买点比特币
direct | zh | Obsidian notes; weekly review | 帮我设计一个周日复盘模板
direct | zh | balcony chilies | 阳台上的辣椒叶子发黄了
direct | zh | left knee | 我膝盖做过手术，健身还能做深蹲吗
direct | zh | JLPT N2; languages spoken | 日语N2还有三个月，怎么复习
direct | zh | partner Mirko; Leo bedtime | 对象这周都上夜班，我们怎么安排带娃
direct | zh | ukulele; music taste | 我刚学尤克里里，该练哪些和弦
direct | zh | car Zoe; home charger | 冬天我的 zoe 续航掉得厉害，正常吗
direct | zh | bouldering; climbing partner Pau; left knee | 抱石一直卡在V4，我怎么突破
direct | zh | tortoise Donna | 我家乌龟冬眠要注意什么
direct | zh | D&D campaign | 帮我想个跑团的反派
direct | zh | sourdough starter Bolota; weekend bread | 我的酸面种有股丙酮味
direct | zh | Pixel phone | pixel 8 拍夜景怎么设置
homograph | zh | - | Go 语言是谁设计的
homograph | zh | - | Atlas 是希腊神话里的哪位神
homograph | zh | - | Kafka 的《变形记》讲了什么
homograph | zh | - | 思维定式是什么意思
name | zh | - | 马黛茶 mate 有什么功效
name | zh | - | 狮子座 Leo 的性格特点是什么
name | zh | - | 虎鲸 Keiko 后来怎么样了
name | zh | - | rosa 在拉丁语里是什么意思
place | zh | - | Porto 这座城市是怎么得名的
place | zh | - | 成都为什么叫天府之国
place | zh | - | 四川盆地是怎么形成的
place | zh | - | 里斯本大地震发生在哪一年
brand | zh | - | Pixel 这个词最早是谁提出的
brand | zh | - | 什么是软件 framework
brand | zh | - | 黑曜石 obsidian 是怎么形成的
brand | zh | - | Patagonia 高原在哪个国家
topic | zh | - | 乳糖不耐受的原理是什么
topic | zh | - | 普通话是怎么成为标准语的
topic | zh | - | 为什么有人觉得香菜有肥皂味
topic | zh | - | 拼音是谁发明的
topic | zh | - | 围棋起源于哪个朝代
topic | zh | - | 牛油火锅和清油火锅有什么区别
subword | zh | - | 牛油果为什么叫牛油果
subword | zh | - | 辣妹组合有哪些成员
subword | zh | - | 肉桂是什么植物
subword | zh | - | 鱼腥草能治什么病
function | zh | - | 英语里 on 和 in 的区别是什么
function | zh | - | come 和 go 在英语里有什么区别
generic | zh | - | 中国人早餐一般吃什么
generic | zh | - | 为什么星期天叫礼拜天
personal_none | zh | - | 帮我写一封辞职信
personal_none | zh | - | 我想给房东写个投诉
personal_none | zh | - | 再短一点
personal_none | zh | - | 帮我取个英文名
`;
