// The fourth blind aboutness set's English and Chinese questions, written before the recall rules were read.
// Line format and categories: blindQuestionsEnZh.ts. The direct questions take shapes the first three sets did
// not: indirect ("given my situation", "for someone like me"), several clauses, typos, two memories at once,
// code-switching; the world questions share a memory's word through a homograph, a name, a brand, a place, a
// sub-word or a stem.

export const FOURTH_EN_ZH_LINES = `
direct | en | Kotlin | How should I structure coroutines in my Kotlin app so the UI never freezes?
direct | en | Kotlin | For someone like me who ships Android apps, is Jetpack Compose worth learning now?
direct | en | Kotlin | im getting a NullPointerException in kotlin even tho i used ?. whats going on
direct | en | Scala | My Spark job keeps running out of memory on the shuffle, where do I start looking?
direct | en | Scala | Given how our pipeline is written, should we move to Scala 3 this year?
direct | en | Comet | Comet keeps herding the kids at the park, is that something to train out of him?
direct | en | Comet | What puzzle toys would keep a border collie like mine busy on rainy days?
direct | en | Tofu | Tofu hasn't touched her dry food since yesterday, should I worry?
direct | en | Tofu | how often shud i brush my cat, shes a grey shorthair
direct | en | Leo | Leo has his first karate tournament next month; how do I help him with the nerves?
direct | en | Leo | What's a good birthday present for my eight-year-old son?
direct | en | Hazel | My daughter wants to become a vet. What could she do this summer at fourteen?
direct | en | Hazel | Hazel asked me which school subjects matter for vet school, what do I tell her?
direct | en | Jordan | Anniversary ideas for Jordan? Something bookish would fit.
direct | en | June | My mom is 71 and lives alone in Florida; what should I check with her before hurricane season?
direct | en | June | How can I call June more often without it feeling like a chore for either of us?
direct | en | Outback | When should I change the CVT fluid on my Outback?
direct | en | Outback | Is my Subaru fine for a trip up to Mount Hood in the snow, or do I need chains?
direct | en | Raspberry Pi | Which humidity sensor works best with the weather station I'm building?
direct | en | Raspberry Pi | My Pi keeps dropping off the wifi at night, any idea why?
direct | en | psoriasis | My elbows flare up every winter; which moisturizers are safe for psoriasis?
direct | en | psoriasis | Is sun exposure good or bad for my skin condition?
direct | en | keto | Given my diet, what can I order at a Mexican restaurant?
direct | en | keto | Is oatmeal OK for me in the morning, considering what I eat?
direct | en | keto | I'm hosting a dinner party and I'm the one on the special diet - what main dish works for me and the guests?
direct | en | Portland | Where can I take the kids on a rainy Saturday in Portland?
direct | en | carpentry | What finish should I use on the maple cabinets I'm building for a client?
direct | en | carpentry | How do I price a custom kitchen job so I don't lose money on it?
direct | en | beekeeping | My hives look weak going into winter; should I feed them sugar syrup?
direct | en | beekeeping | when do i harvest honey from my bees up here in the pacific northwest
direct | en | bass guitar | Our band wants to cover Seven Nation Army; how do I get that tone on my bass?
direct | en | Triumph | How often should I adjust the chain on my Bonneville?
direct | en | DaVinci Resolve | How do I speed up color grading in Resolve?
direct | en | colorblind | Pick a color palette for my slides that I can actually tell apart, given my eyes.
direct | en | Sierra | My sister flies long-haul for a living; what gift would help with her jet lag?
direct | en | Todoist | How should I set up projects in Todoist for my workshop jobs?
direct | en | Portland; beekeeping | Do I need a permit to keep bees in the city where I live?
direct | en | Leo; Hazel | Plan a weekend for my son and daughter that works for both of their ages.
direct | en | Comet; Tofu | How do I get my dog and my cat to get along?
direct | en | Triumph | Best rain gear for riding my motorcycle to work in winter?
personal_none | en | - | What should I put in a cover letter for a museum job?
personal_none | en | - | How can I stop procrastinating on my taxes?
personal_none | en | - | Give me a packing list for my trip to Iceland.
personal_none | en | - | I have a job interview tomorrow, how do I calm down?
personal_none | en | - | Help me write a toast for my best friend's wedding.
personal_none | en | - | Which kind of savings account should I open for emergencies?
homograph | en | - | Where is Kotlin Island and what is on it?
homograph | en | - | What is a comet made of?
homograph | en | - | When will Halley's Comet come back?
homograph | en | - | How is tofu made from soybeans?
homograph | en | - | What does the bass clef tell a musician?
homograph | en | - | How do you catch largemouth bass in summer?
homograph | en | - | What is hazel wood used for in hedgerows?
homograph | en | - | Who sat in Abraham Lincoln's cabinet?
homograph | en | - | How is Portland cement made?
homograph | en | - | What is the climate of the Australian Outback?
homograph | en | - | What was a triumph in ancient Rome?
homograph | en | - | Why is the month of June named after Juno?
homograph | en | - | What vitamins are in a raspberry?
name | en | - | Who was Pope Leo XIII?
name | en | - | What did Leo Tolstoy write besides War and Peace?
name | en | - | How many championships did Michael Jordan win?
name | en | - | What is the capital of Jordan?
name | en | - | Why did Leonardo da Vinci write backwards?
name | en | - | Who was June Carter Cash?
name | en | - | Who was the first president of Sierra Leone?
name | en | - | What happens to Hazel Grace at the end of The Fault in Our Stars?
brand | en | - | When did Subaru start making cars?
brand | en | - | Who owns Triumph Motorcycles today?
brand | en | - | How many Raspberry Pi boards have been sold?
brand | en | - | Which company makes DaVinci Resolve?
brand | en | - | Who founded Todoist?
place | en | - | What is the population of Portland, Maine?
place | en | - | Why is Portland, Oregon called the City of Roses?
place | en | - | What is the highest point in Florida?
place | en | - | When did Oregon become a state?
topic | en | - | How do honeybees use the waggle dance?
topic | en | - | What causes psoriasis?
topic | en | - | Why was the ketogenic diet first used for epilepsy?
topic | en | - | Who invented the electric bass guitar?
topic | en | - | How is red-green color blindness inherited?
topic | en | - | Where does the border collie breed come from?
topic | en | - | Why did Google make Kotlin the preferred language for Android?
topic | en | - | How does an anemometer in a weather station work?
topic | en | - | Why are kitchen cabinets usually 24 inches deep?
topic | en | - | What is colony collapse disorder in bees?
subword | en | - | What is a scalar in linear algebra?
subword | en | - | How fast can a leopard run?
subword | en | - | What is hazelnut oil used for?
subword | en | - | How does a bassoon make its sound?
subword | en | - | Why do basset hounds have such long ears?
subword | en | - | What are June bugs and why do they fly into lights?
stem | en | - | What is diabetic ketoacidosis?
stem | en | - | What are the cabinet-level positions in the US government?
stem | en | - | Why were triumphal arches built?
stem | en | - | What does a beekeeper's smoker actually do to the bees?
stem | en | - | How did the Tofu Revolution in China start?
function | en | - | What does "uno" mean in Italian?
function | en | - | Is "leo" a Latin word?
generic | en | keto | What should I cook for dinner tonight?
generic | en | Comet | What should I do with the dog this weekend?
generic | en | - | What do Americans usually eat for dinner?
generic | en | - | Why do people keep pets?
generic | en | - | How many hours a week does the average American work?
generic | en | - | What is the best time of day to exercise?
direct | zh | 可乐 | 可乐最近老掉毛，怎么办？
direct | zh | 可乐 | 金毛夏天怎么防暑？我家那只特别怕热
direct | zh | 苏州 | 周末在苏州带孩子去哪玩比较好？
direct | zh | 朵朵 | 朵朵跳舞总是记不住动作，我该怎么帮她？
direct | zh | 朵朵 | 给我六岁的女儿买什么舞蹈鞋好？
direct | zh | 特斯拉 | 我的 Model 3 冬天续航掉得厉害，正常吗？
direct | zh | 特斯拉 | 我那辆特斯拉该多久换一次轮胎？
direct | zh | 颈椎病 | 我脖子老疼，上班久坐有什么拉伸动作推荐？
direct | zh | 颈椎病 | 以我的颈椎情况，该选什么样的枕头？
direct | zh | 围棋 | 业余五段想冲六段，该怎么练？
direct | zh | 围棋 | 我下围棋中盘老是崩，有什么办法？
direct | zh | 古筝 | 学古筝三个月了，左手按音总是不准怎么办
direct | zh | 多肉 | 我的多肉夏天烂根了怎么办
direct | zh | 跨境电商 | 亚马逊上我的灯具 listing 流量下滑，该怎么调整？
direct | zh | 跨境电商 | 帮我用 English 写一封给 seller support 的邮件，说我的灯具被下架了
direct | zh | 妈妈 | 给我妈在哈尔滨买点什么过冬的东西好？
direct | zh | 不吃辣 | 推荐几道家常菜，照顾一下我的口味
direct | zh | 钉钉 | 钉钉打卡老是定位失败怎么办
direct | zh | 可乐; 朵朵 | 女儿想和狗狗一起拍照，有什么好点子？
personal_none | zh | - | 我想学做面包，从哪里开始？
personal_none | zh | - | 帮我规划一下下个月的开销
personal_none | zh | - | 我的电脑开机很慢怎么办
personal_none | zh | - | 我下周要去面试，帮我准备一下自我介绍
subword | zh | - | 可口可乐是谁发明的？
subword | zh | - | 苏州河流经哪些区？
subword | zh | - | 多肉葡萄是哪家奶茶店的饮品？
subword | zh | - | 一朵云大概有多重？
subword | zh | - | 围棋盘上有多少个交叉点？
homograph | zh | - | 可乐为什么会让牙齿变坏？
name | zh | - | 特斯拉一生有哪些发明？
brand | zh | - | 特斯拉公司是哪一年成立的？
brand | zh | - | 钉钉是哪家公司开发的？
place | zh | - | 苏州园林有哪些？
place | zh | - | 哈尔滨冰雪大世界什么时候开放？
topic | zh | - | 颈椎病的病因是什么？
topic | zh | - | 围棋起源于哪个朝代？
topic | zh | - | 古筝和古琴有什么区别？
topic | zh | - | 跨境电商的市场规模有多大？
topic | zh | - | 金毛寻回犬原产于哪里？
topic | zh | - | 四川人为什么爱吃辣？
generic | zh | - | 妈妈用英语怎么说？
generic | zh | - | 中国人过年一般吃什么？
generic | zh | 不吃辣 | 今晚做什么菜好？
direct | en | Kotlin | Quick one: my Gradle build for the Android app got slow after the Kotlin 2.0 update, what changed?
direct | en | carpentry | A client wants soft-close hinges on old cabinets I built, can I retrofit them?
direct | en | June | Mom keeps forgetting her pills since she moved to Florida, any simple system for her?
homograph | en | - | What is the Scala, the opera house in Milan, famous for?
name | en | - | Who is Sierra in the game Mass Effect?
brand | en | - | Is the Kotlin Foundation part of JetBrains?
direct | zh | 围棋 | 最近打谱没进步，像我这个水平该看哪本棋书？
direct | zh | 特斯拉 | 我想给车换个 wrap 颜色，Model 3 选什么好看？
brand | zh | - | 亚马逊是哪一年创立的？
subword | zh | - | 古筝曲《高山流水》讲的是什么故事？
`;
