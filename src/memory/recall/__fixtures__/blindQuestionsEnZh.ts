// The blind aboutness set's English and Chinese questions, written before the recall rules were read.
// Line format:  category | language | subjects that must come back (`-`: none may) | question
// Categories: direct (about the user: must recall the memory named), homograph, name, brand, place, topic
// (encyclopedic: who invented, how big, when), subword (a memory word inside a longer CJK word), function
// (another language's articles, pronouns or false friends), stem (a stem shared by unrelated words),
// generic (generic words such as weekend or eat; the user's own request there must recall),
// personal_none (about the user, on a topic no memory covers).

export const BLIND_EN_ZH_LINES = `
direct | en | Elixir | How do I add a background job queue to my Phoenix app?
direct | en | Elixir | Which Elixir library should I use for HTTP requests?
direct | en | Kiwi | My parrot Kiwi keeps plucking his feathers, what should I do?
direct | en | Kiwi | What fruit can I safely give Kiwi?
direct | en | Pluto | Recommend a chew toy for my beagle.
direct | en | Pluto | How much exercise does Pluto need each day?
direct | en | Clementine | Suggest some art supplies for Clementine's birthday.
direct | en | Clementine | Give me ideas for a drawing class for my daughter.
direct | en | Sebastian | What boots should I buy for my son's football practice?
direct | en | Jaguar | My Jaguar makes a clicking noise when I brake, what could it be?
direct | en | Canon | Which lens should I buy for my Canon for portraits?
direct | en | Edinburgh | Recommend a day trip from Edinburgh for my family.
direct | en | Edinburgh | What should I wear in Edinburgh this November?
direct | en | sourdough | My sourdough starter smells like acetone, how do I fix it?
direct | en | sourdough | Give me a schedule for my Saturday bake.
direct | en | train commute | What can I work on during my train ride without wifi?
direct | en | peanut allergy | Suggest a snack for my hike that is safe for me.
direct | en | peanut allergy | Can I eat satay sauce given my allergy?
direct | en | gardening podcast | Help me plan the next episode of my podcast.
direct | en | Oracle | How do I tune a slow query on my Oracle database?
direct | en | Olive | What anniversary gift should I get my wife?
direct | en | crossword | Give me tips to solve cryptic crosswords faster.
direct | en | Discord | How do I set up roles on my Discord server?
direct | en | Bernard | My cat Bernard scratches the sofa, how do I stop him?
direct | en | Sebastian | i need a birthday cake idea for sebastian
direct | en | Kiwi | what toys does my parrot like best? give me a list
generic | en | weekend rides | What should I do this weekend?
generic | en | weekend rides | Plan a route for my ride on Sunday.
homograph | en | - | What is an elixir in alchemy?
homograph | en | - | Where do kiwi birds live?
homograph | en | - | How much vitamin C is in a kiwi fruit?
homograph | en | - | How fast can a jaguar run?
homograph | en | - | Where do jaguars live in the wild?
homograph | en | - | What is a mixed metaphor? Give an example with an olive branch.
name | en | - | Why is Pluto no longer a planet?
name | en | - | Who created the Disney character Pluto?
name | en | - | How do you peel a clementine quickly?
name | en | - | Who was Saint Sebastian?
name | en | - | What is the smoke point of olive oil?
name | en | - | What is a St. Bernard dog known for?
name | en | - | Who was Bernard of Clairvaux?
brand | en | - | What is the biblical canon?
brand | en | - | Who was the Oracle of Delphi?
brand | en | - | Who composed the Canon in D?
brand | en | - | What does the word discord mean in music?
brand | en | - | When did Jaguar Land Rover become part of Tata?
place | en | - | When was Edinburgh Castle built?
place | en | - | What was the Edinburgh Enlightenment?
place | en | - | How big was Edinburgh in the eighteenth century?
topic | en | - | Who invented sourdough bread?
topic | en | - | When did the first crossword appear in a newspaper?
topic | en | - | Who coined the word podcast?
topic | en | - | How do peanuts grow?
topic | en | - | When was the first passenger train built?
topic | en | - | How big was the largest parrot ever recorded?
topic | en | - | What is the history of urban gardening in Havana?
stem | en | - | How much training data did GPT-3 use?
stem | en | - | What is transfer learning when training neural networks?
stem | en | - | What is a canonical URL?
stem | en | - | How many bones are in the human foot?
stem | en | - | What is the commutative property of addition?
stem | en | - | What counts as a draw in chess?
stem | en | - | What is the difference between baking soda and baking powder?
function | en | - | Why do stars die?
function | en | - | How does a chat protocol like XMPP work?
function | en | - | What does son mean in Cuban music?
function | en | - | Was the Roman Empire larger than the Mongol Empire?
function | en | - | Who is Don Quixote?
function | en | - | What is a seat belt pretensioner?
generic | en | - | What do people in Spain usually eat on weekends?
generic | en | - | Why do we feel tired on Monday morning?
generic | en | - | How many days are in a leap year?
generic | en | - | Why do people work longer hours in Japan?
generic | en | - | What did medieval families eat for breakfast?
personal_none | en | - | Help me write a cover letter for a marketing job.
personal_none | en | - | What should I name my new goldfish?
personal_none | en | - | Give me a stretching routine for my shoulders.
personal_none | en | - | Can you recommend a thriller novel for me?
personal_none | en | - | i want to learn the ukulele, where do i start?
direct | zh | 花生 | 我家柯基花生总是挑食，怎么办？
direct | zh | 花生 | 帮我给花生选一款狗粮
direct | zh | 华为 | 我的华为手机耗电很快，怎么设置省电？
direct | zh | 华为 | 帮我选一个适合我手机的充电器
direct | zh | 西安 | 过年回西安老家，帮我规划一下行程
direct | zh | 西安 | 我老家有什么特产可以带给同事？
direct | zh | 火锅 | 推荐几家好吃的火锅店给我
direct | zh | 乐乐 | 给我儿子乐乐推荐几本绘本
direct | zh | 乐乐 | 五岁的孩子适合学什么乐器？我想给儿子报个班
direct | zh | 番茄钟 | 帮我设计一个用番茄钟的复习计划
direct | zh | 周末钓鱼 | 我这周末去钓鱼，需要带什么装备？
direct | zh | 毕业论文 | 帮我改一下毕业论文的摘要
direct | zh | 毕业论文 | 我的论文实验部分怎么写更清楚？
direct | zh | 糖尿病 | 我爸爸能吃什么水果？
direct | zh | 太极 | 我该怎么提高太极拳的动作？
direct | zh | 米饭 | 我家猫米饭最近掉毛，怎么办？
direct | zh | 米饭 | 给米饭买什么猫砂好？
generic | zh | 周末钓鱼 | 这周末我去哪里玩比较好？
generic | zh | 火锅 | 今晚我吃什么好？
subword | zh | - | 花生酱是怎么做出来的？
subword | zh | - | 花生油和菜籽油哪个更健康？
homograph | zh | - | 花生原产于哪里？
homograph | zh | - | 米饭的热量高吗？
homograph | zh | - | 太极图代表什么意思？
homograph | zh | - | 钓鱼网站是怎么骗人的？
subword | zh | - | 钓鱼执法是什么意思？
subword | zh | - | 大熊猫一天吃多少竹子？
subword | zh | - | 音乐乐理中的五度圈是什么？
subword | zh | - | 番茄炒蛋先放番茄还是先放蛋？
subword | zh | - | 中华为什么被称为华夏？
subword | zh | - | 西安全国第几大城市？这个说法对吗
brand | zh | - | 华为是哪一年成立的？
brand | zh | - | 华为的创始人是谁？
place | zh | - | 西安事变发生在哪一年？
place | zh | - | 西安古城墙有多长？
place | zh | - | 兵马俑是谁发现的？
topic | zh | - | 火锅起源于哪个朝代？
topic | zh | - | 糖尿病是怎么引起的？
topic | zh | - | 番茄工作法是谁发明的？
topic | zh | - | 机器学习的历史是怎样的？
topic | zh | - | 太极拳的创始人是谁？
generic | zh | - | 中国人周末一般做什么？
generic | zh | - | 吃太多糖对身体有什么影响？
generic | zh | - | 为什么有的人学习效率高？
personal_none | zh | - | 帮我写一封辞职信
personal_none | zh | - | 我想学游泳，有什么建议？
personal_none | zh | - | 给我推荐一部电影
personal_none | zh | - | 我该怎么跟房东谈降租？
`;
