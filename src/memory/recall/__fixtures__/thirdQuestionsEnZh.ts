// The third blind aboutness set's English and Chinese questions, written before the recall rules were read.
// Line format and categories: blindQuestionsEnZh.ts. "function" here also holds a memory word used as an
// ordinary verb or adverb ("go", "max out").

export const THIRD_EN_ZH_LINES = `
direct | en | Go | How should I structure subcommands in my Go CLI?
direct | en | Go | Which Go package do you recommend for parsing YAML in my tools?
direct | en | Go | My Go binary is 40 MB, how can I shrink it?
direct | en | Julia | My Julia simulation allocates too much memory, how can I profile it?
direct | en | Julia | Which Julia solver fits my stiff fluid equations?
direct | en | Orion | Orion pulls on the leash every walk, any training tips?
direct | en | Orion | What's a good cooling mat for my husky in summer?
direct | en | Pepper | Can Pepper eat carrot tops?
direct | en | Pepper | How big should the hutch be for my rabbit?
direct | en | Jasper | Recommend trumpet exercises for my son.
direct | en | Jasper | Jasper has a school science fair next month, project ideas?
direct | en | Iris | What games can I play with my three-year-old daughter on rainy days?
direct | en | Iris | Iris cries every morning at nursery drop-off, how do I make it easier?
direct | en | Mustang | My Mustang's carburetor floods on cold starts; what should I check?
direct | en | Mustang | Where can I find original hubcaps for my '68 Mustang?
direct | en | Pixel | How do I free up storage on my Pixel?
direct | en | Pixel | My phone battery drains overnight, what settings should I change?
direct | en | Boston; Robin | Where can I take my partner for dinner in Boston this Saturday?
direct | en | Boston | Any day trips from Boston you'd suggest for me?
direct | en | Troy | What's new in Troy since I moved away from my hometown?
direct | en | asthma | Is it safe for me to run outdoors with my asthma when pollen is high?
direct | en | asthma | Which inhaler spacer should I carry when I travel?
direct | en | kosher | Suggest a dinner menu for my family that fits my diet.
direct | en | kosher | Can I order the pepperoni pizza, given I keep kosher?
direct | en | keyboard | Which keycap profile would suit my keyboard build?
direct | en | keyboard | How do I debounce the switches on my hand-wired board?
direct | en | Albatross | What varnish should I use on my sailboat's teak deck?
direct | en | Albatross | Make me a restoration checklist for the Albatross.
direct | en | Figma | How do I organise components in my Figma files?
direct | en | cello | Recommend a cello piece for my next orchestra concert.
direct | en | Max | My brother Max works long shifts; what's a thoughtful gift for him?
direct | en | Robin | Robin just finished a run of night shifts, how can I help her rest?
direct | en | meditation | Give me a new focus technique for my morning sit.
direct | en | board games | Which new board game should I bring to my Friday game night?
direct | en | Corona | What snacks go with my usual barbecue beer?
generic | en | meditation | How can I start my mornings better?
generic | en | board games | What should we play on Friday night?
generic | en | - | Is morning or evening better for exercise?
generic | en | - | What do people in Madrid usually do on Friday nights?
personal_none | en | - | Help me write a cover letter for a job I want.
personal_none | en | - | What should I name my new houseplant?
personal_none | en | - | Can you help me budget for my vacation?
personal_none | en | - | My landlord won't return my deposit, what are my options?
personal_none | en | - | Should I go to the gym before or after work?
personal_none | en | - | I want to go back to school at 40, is it too late?
homograph | en | - | Who is the best Go player in history?
homograph | en | - | What are the rules of the board game Go?
homograph | en | - | How many wild mustangs roam in Nevada?
homograph | en | - | How many pixels are in a 4K display?
homograph | en | - | Why is the sun's corona hotter than its surface?
homograph | en | - | What is the iris of the eye made of?
homograph | en | - | What is jasper stone used for in jewelry?
homograph | en | - | How far away is the Orion Nebula?
homograph | en | - | Why is black pepper spicy?
homograph | en | - | What does the albatross symbolize in The Rime of the Ancient Mariner?
homograph | en | - | How long can an albatross fly without landing?
homograph | en | - | Why do robins have red breasts?
homograph | en | - | What is the max speed of a cheetah?
name | en | - | Who was Julia Child?
name | en | - | Which films made Julia Roberts famous?
name | en | - | Who was Max Planck?
name | en | - | Who was Robin Hood?
name | en | - | What is Pepper Potts' role in the Iron Man films?
name | en | - | Who was Jasper Johns?
brand | en | - | When did Ford introduce the Mustang?
brand | en | - | When did Google launch the first Pixel phone?
brand | en | - | How did the Corona beer brand handle the 2020 pandemic?
brand | en | - | Why did Adobe try to buy Figma?
place | en | - | What happened at the Boston Tea Party?
place | en | - | Was the city of Troy real?
place | en | - | Who founded Boston in 1630?
place | en | - | How long did the siege of Troy last?
topic | en | - | Who invented the QWERTY keyboard?
topic | en | - | How big was the largest sailboat ever built?
topic | en | - | What causes asthma attacks?
topic | en | - | What does kosher mean?
topic | en | - | When was the cello invented?
topic | en | - | Why do people meditate?
topic | en | - | When did the Go programming language first appear?
topic | en | - | Who designed the Julia programming language?
stem | en | - | What is the boarding process for a long-haul flight?
stem | en | - | What is the maximum depth of the Pacific Ocean?
stem | en | - | Why do old video games look pixelated?
stem | en | - | Who was Jackie Robinson?
stem | en | - | How does cellular respiration work?
stem | en | - | What is going on with global interest rates?
function | en | - | Where do swallows go in winter?
function | en | - | How far can a bee go from its hive?
function | en | - | What does it mean to max out a credit card?
direct | zh | 黄油 | 黄油最近老是吐毛球，怎么办？
direct | zh | 黄油 | 我家猫咪适合吃什么罐头？
direct | zh | 杭州; 小龙 | 杭州周末带孩子去哪玩比较好？
direct | zh | 杭州 | 我在杭州，推荐几家本地菜馆
direct | zh | 钢琴 | 我练琴的时候手腕疼，怎么调整？
direct | zh | 钢琴 | 推荐几首适合我晚上练的钢琴曲
direct | zh | 鼻炎 | 我鼻炎又犯了，有什么缓解办法？
direct | zh | 鼻炎 | 春天出门我要注意什么？
direct | zh | 比亚迪 | 我的比亚迪冬天续航掉得厉害，正常吗？
direct | zh | 小龙 | 小龙上初中了，数学跟不上怎么办？
direct | zh | 小龙 | 给我儿子挑一本课外书
direct | zh | 麻将 | 打麻将怎么算番？给我讲讲
direct | zh | 考研 | 帮我制定一个考研复习计划
direct | zh | 考研 | 我数据结构总是学不会，有什么复习方法？
direct | zh | 飞书 | 我在飞书里怎么建多维表格？
direct | zh | 外婆 | 外婆八十多岁了，送她什么礼物好？
generic | zh | 麻将 | 这个周末我玩点什么好？
generic | zh | - | 周末为什么是两天？
generic | zh | - | 吃完饭马上运动好不好？
personal_none | zh | - | 帮我写一封辞职信
personal_none | zh | - | 我最近失眠，怎么办？
personal_none | zh | - | 我想学做饭，从哪里开始？
personal_none | zh | - | 我的护照快过期了，怎么续签？
subword | zh | - | 小龙虾怎么做好吃？
subword | zh | - | 小龙女是哪部小说里的人物？
subword | zh | - | 钢琴家肖邦是哪国人？
subword | zh | - | 杭州湾跨海大桥有多长？
subword | zh | - | 黄油果是什么水果？
homograph | zh | - | 黄油和奶油有什么区别？
place | zh | - | 南宋为什么定都杭州？
place | zh | - | 杭州在隋朝为什么开始繁荣？
place | zh | - | 上海开埠是哪一年？
topic | zh | - | 钢琴是谁发明的？
topic | zh | - | 过敏性鼻炎的原因是什么？
topic | zh | - | 麻将起源于哪个朝代？
topic | zh | - | 考研报名人数每年有多少？
brand | zh | - | 比亚迪是哪一年成立的？
brand | zh | - | 飞书是哪家公司开发的？
function | zh | - | Go 语言的 go 关键字和英语的 go 有什么关系？
direct | en | kosher | Dinner ideas for tonight?
direct | en | cello | Any practice routine you'd suggest for my bowing?
direct | en | Figma | Suggest a plugin for my design work.
homograph | en | - | How do you clean a go-kart engine?
`;
