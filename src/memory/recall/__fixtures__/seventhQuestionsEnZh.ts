// The seventh blind aboutness set, English and Chinese questions. Written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`; the categories of the sixth set (implicit,
// mixed and quote as there). A direct question about Canela, Tiago, Rui, the apnoea, the garden or the bakery may get
// any memory about that one. Many questions hold a second memory's ordinary word next to the right one.

export const SEVENTH_EN_ZH_LINES = `
direct | en | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | canela has been screaming all morning, is she bored?
direct | en | Canela feathers; parrot Canela; Canela food; Canela cage; neighbour cat | Canela pulled out three more feathers while I was at the bakery, what can I do
direct | en | Canela food; parrot Canela; Canela feathers; Canela cage; neighbour cat | can I give my parrot a slice of avocado toast?
direct | en | Canela food; parrot Canela; Canela feathers; Canela cage; neighbour cat | how many walnuts is too many for Canela
direct | en | pastel de nata | my nata base is still soggy, oven temperature ideas?
direct | en | pastel de nata; lactose intolerance | tips to taste custard all day when milk makes me sick
direct | en | sourdough starter | Bolota smells like acetone this week, should I feed it more often?
direct | en | sourdough starter | can I switch Bolota from rye to wheat flour without killing it
direct | en | broa recipe | should I ferment the broa longer in winter?
direct | en | wood oven loan; bakery insurance | is the new wood oven covered if it breaks down?
direct | en | wood oven loan | could I pay off the oven loan early, is it worth it
direct | en | flour supplier; flour prices | flour delivery is late again, should I find another supplier
direct | en | flour prices; flour supplier | how do I pass rising flour costs to customers without losing them
direct | en | display fridge | the display fridge is making that noise again, repair or replace?
direct | en | accountant Pinto; bakery tax | when do I need to send receipts to my accountant this quarter?
direct | en | bakery staff | Sérgio wants Mondays and Tuesdays off now, how do I rearrange the week
direct | en | bakery staff; Ukrainian baker; Olena language | how should I split the morning shifts between Sérgio and Olena
direct | en | bakery Instagram; son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | ideas for Instagram posts that Tiago can shoot on Saturday
direct | en | café customers; delivery van | how do I plan the delivery round to the four cafés faster
direct | en | delivery van | how far can the Kangoo go on a charge in winter
direct | en | bolo-rei | how much candied fruit should I order for 400 bolos-rei
direct | en | former trucker; truck routes; old truck Baleia | I miss the road so much some days, is that normal after leaving trucking?
direct | en | old truck Baleia; former trucker | where could I find a photo of an old Volvo FH like Baleia
direct | en | friend Marek | what should I send Marek for his 60th birthday
direct | en | back pain; back stretches; swimming | my lower back is killing me after kneading, any exercise?
direct | en | knee | knee hurts going down to the basement, ice or heat?
direct | en | husband Rui; Rui gout; Rui cavaquinho; Rui birthday; Rui fishing; scooter | what can Rui eat at the São João party with his gout?
direct | en | Rui gout; husband Rui; Rui cavaquinho; Rui birthday; Rui fishing; scooter | is tuna ok for gout or only white fish?
direct | en | Rui cavaquinho; husband Rui; Rui gout; Rui birthday; Rui fishing; scooter | Rui's group needs a name for their Friday fado nights
direct | en | Rui birthday; Rui cavaquinho; husband Rui; Rui gout; Rui fishing; scooter | where can I buy a good cavaquinho for Rui's birthday
direct | en | son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | how can I help Tiago revise for his history test with dyslexia
direct | en | Tiago handball; son Tiago; Tiago dyslexia; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | Tiago's training ends at 20:00, what should he eat after?
direct | en | Tiago gaming; son Tiago; Tiago dyslexia; Tiago handball; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | my son played until 2 am again on a school night
direct | en | Tiago exchange; son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | which exchange programmes send Portuguese students to Korea at 17?
direct | en | Tiago driving; son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago tutoring; Tiago bike | can a parent with a truck licence be his accompanying driver?
direct | en | sleep apnoea; CPAP mask; CPAP travel; weight goal | the CPAP mask leaves red marks on my nose every morning
direct | en | CPAP travel; Busan trip; sleep apnoea; CPAP mask; weight goal | will my travel CPAP work on Korean sockets?
direct | en | weight goal; sleep apnoea; CPAP mask; CPAP travel | three kilos to go, how do I keep losing weight in summer
direct | en | bedtime | my sister wants a dinner at 21:00 on Friday, how do I say no nicely
direct | en | quit smoking | I still crave a cigarette after lunch, five years later
direct | en | learning Korean; Korean teacher; Korean pronunciation; languages spoken | how many hours a week for TOPIK 2 in a year?
direct | en | Korean pronunciation; learning Korean; Korean teacher; languages spoken | practice drill for the Korean batchim ㄹ sound
direct | en | Busan trip | what's the best time to visit Jagalchi fish market?
direct | en | Busan trip; anniversary | ideas for our silver wedding dinner in Busan
direct | en | K-dramas | recommend me something like Crash Landing on You
direct | en | Korean cinema | which Bong Joon-ho film should I watch after Parasite?
direct | en | mother Viseu; mother care home; sister Fátima; mother recipes | how do I know when it's time for a care home for mum?
direct | en | sister Fátima; mother Viseu; mother care home; mother recipes | how do I thank Fátima for visiting our mother every week
direct | en | vegetable garden; garden snails | beer traps for slugs, do they work?
direct | en | garden tomatoes; tomato seeds | when should I sow ox-heart tomatoes in Porto?
direct | en | fig tree | my old fig tree has leaves turning yellow in July
direct | en | fig tree | how long does fig jam keep once opened in the shop?
direct | en | garden compost | can coffee grounds make my compost too acidic?
direct | en | lactose intolerance | lactase tablets before or after eating?
direct | en | penicillin allergy | the dentist wants to give me an antibiotic, what should I tell him?
direct | en | gallbladder | why do fried things still upset me after the gallbladder surgery
direct | en | blood pressure | is it ok to take amlodipine at 4 am instead of 8?
direct | en | dentist crown | how long does a crown on a molar take?
direct | en | barley coffee | any caffeine free alternatives to my barley coffee?
direct | en | August holidays | what to do with a teenager in São Miguel for a week
direct | en | damp house; son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | what size dehumidifier for Tiago's bedroom
direct | en | neighbour noise | the neighbour complained again about the kneading machine at 4
direct | en | FC Porto | is it worth renewing our season tickets at the Dragão
direct | en | fado | any new fado albums that sound like the old Amália recordings?
direct | en | retirement savings | should I raise my PPR contribution now that the loan is smaller?
direct | en | cat allergy | can we get a hypoallergenic cat since my son is allergic
direct | en | in-laws Gaia | what to cook for Sunday lunch with my in-laws
direct | en | São João | how many loaves should I bake for the São João night?
direct | en | Ukrainian baker; Olena language | what Ukrainian breads could Olena add to our shelf?
direct | en | scooter; husband Rui; Rui gout; Rui cavaquinho; Rui birthday; Rui fishing | where to find parts for a 1978 Vespa in Porto
direct | en | bank | is 1.2% a card fee too high for a small bakery?
direct | en | Sunday walks | good walks in Foz longer than our usual Sunday route
direct | en | basil | why do my manjericos die by August
implicit | en | sleep apnoea; CPAP mask; CPAP travel; weight goal | best mattress position for sleep apnoea
implicit | en | Rui gout; husband Rui; Rui cavaquinho; Rui birthday; Rui fishing; scooter | gout friendly petiscos for a tasca night
implicit | en | Tiago dyslexia; son Tiago; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | audiobooks for a 15 year old dyslexic reader in Portuguese
implicit | en | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | toys for an african grey that plucks
implicit | en | CPAP travel; sleep apnoea; CPAP mask; weight goal | can a CPAP go in hand luggage on TAP
implicit | en | lactose intolerance; pastel de nata | lactose free custard for pastel de nata
mixed | en | weight goal; sleep apnoea; CPAP mask; CPAP travel | does losing weight cure sleep apnoea?
mixed | en | Douro wine; sleep apnoea; CPAP mask; CPAP travel; weight goal | does alcohol make apnea worse
quote | en | Tiago dyslexia | translate into English for the school: "o meu filho é disléxico e precisa de mais tempo"
quote | en | - | what does "the road goes ever on and on" come from?
personal_none | en | - | what should I wear to a wedding in October
personal_none | en | - | help me write a thank-you note to my neighbour for the lemons
personal_none | en | - | I want to learn to paint with watercolours, where to start
personal_none | en | - | my phone battery drains fast since the update
personal_none | en | - | recommend a podcast for the car
homograph | en | - | what is canela bone in anatomy, the shin?
homograph | en | - | how do you make cinnamon rolls at home
homograph | en | - | what is a star in astronomy made of
homograph | en | - | how big is an acorn woodpecker
homograph | en | - | what is a whale shark's diet
homograph | en | - | crane species that migrate through Portugal
homograph | en | - | what does "apnea" mean in freediving
homograph | en | - | how does a tower crane stay upright in wind
homograph | en | - | what is a figure of speech
homograph | en | - | what does the Crown own in the UK
homograph | en | - | what was the Gout of Henry VIII
name | en | - | how many marathons did Rosa Mota win?
name | en | - | what club does Rui Costa run now?
name | en | - | Tiago Monteiro Formula 1 podium year
name | en | - | who was Rosa Parks
name | en | - | Marek Hamšík career stats
name | en | - | what happened at Fátima in 1917?
name | en | - | Rui Veloso best songs
name | en | - | is Olena Zelenska still in Kyiv?
name | en | - | Saramago Nobel prize speech summary
name | en | - | who is Amália Rodrigues for a school report
place | en | - | population of Porto in 2024
place | en | - | what is Busan International Film Festival
place | en | - | Rotterdam port size compared to Antwerp
place | en | - | history of Viseu cathedral
place | en | - | weather in Toronto in winter
place | en | - | what is Leixões cruise terminal
place | en | - | best beaches in the Azores
place | en | - | Fréjus tunnel fire 2005 what happened
brand | en | - | Mango summer sale dates
brand | en | - | Volvo EX30 review
brand | en | - | Renault 5 electric price in Portugal
brand | en | - | Millennium BCP app won't log in
brand | en | - | ResMed stock price
brand | en | - | Stray Kids new album tracklist
topic | en | - | how did the Korean alphabet get invented?
topic | en | - | history of the pastel de nata and Belém monastery
topic | en | - | how does sourdough fermentation work chemically
topic | en | - | why did truck drivers strike in France in 2016
topic | en | - | what causes sleep apnoea in children
topic | en | - | how do parrots learn to talk
topic | en | - | what is dyslexia in simple words
topic | en | - | when was the TOPIK exam first held?
subword | en | - | how to add breadcrumbs to a website
subword | en | - | kindergarten enrollment in Porto
subword | en | - | what is a truckle bed
subword | en | - | pineapple vs mango nutrition
subword | en | - | what are figurines made of
subword | en | - | what is a parroting fallacy?
function | en | - | what does "o" mean in Korean "오"?
function | en | - | is "de" masculine in Spanish
function | en | - | what is the difference between "a" and "o" in Portuguese articles
stem | en | - | who bakes the bread for the royal family
stem | en | - | what is the drive train in a car
stem | en | - | what does a gardener earn in the UK
stem | en | - | Bakersfield California weather
stem | en | - | truckers' convoy in Canada 2022
generic | en | - | what to do this weekend in Lisbon
generic | en | - | where to eat in Paris near the Louvre
generic | en | - | family movie for tonight
generic | en | - | good morning routine for students
generic | en | - | what does a typical Sunday look like in Japan
direct | en | parrot Canela; Canela cage; Canela feathers; Canela food; neighbour cat | canela keeps yelling at the neighbours cat
direct | en | Tiago handball; son Tiago; Tiago dyslexia; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | tiago wants new handball shoes, what size grip?
direct | en | Rui fishing; husband Rui; Rui gout; Rui cavaquinho; Rui birthday; scooter | whats the best bait for sea bream off Matosinhos
direct | en | Bolhão market | is Bolhão open on wednesdays after the renovation
direct | en | Korean teacher; learning Korean; Korean pronunciation; languages spoken | how do I tell Ji-eun I need to skip Thursday's lesson
direct | en | kimchi | my kimchi got too sour too fast, fridge temperature?
direct | en | rye bread | good topping for rye sourdough besides olive oil
direct | en | oven burn | scar from an oven burn on the arm, what cream?
direct | en | reading Saramago | which Saramago is easiest to read before falling asleep?
direct | en | sourdough starter | and for bolota?
`;

export const SEVENTH_ZH_LINES = `
direct | zh | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | 我的鹦鹉最近老拔毛，怎么办？
direct | zh | Canela food; parrot Canela; Canela feathers; Canela cage; neighbour cat | 非洲灰鹦鹉一天可以吃几颗核桃？
direct | zh | Canela cage; parrot Canela; Canela feathers; Canela food; neighbour cat | 鸟笼放在厨房会不会对鹦鹉不好？
direct | zh | Rui birthday; Rui cavaquinho; husband Rui; Rui gout; Rui fishing; scooter | 老公生日快到了，买什么乐器给他好？
direct | zh | Rui gout; husband Rui; Rui cavaquinho; Rui birthday; Rui fishing; scooter | 我老公痛风，周末烧烤能吃沙丁鱼吗？
direct | zh | son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | 儿子有阅读障碍，考试怎么申请更多时间？
direct | zh | Tiago gaming; son Tiago; Tiago dyslexia; Tiago handball; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | 孩子每天打游戏到半夜怎么办
direct | zh | Tiago handball; son Tiago; Tiago dyslexia; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | 儿子练手球，训练后吃什么好？
direct | zh | sleep apnoea; CPAP mask; CPAP travel; weight goal | 戴呼吸机面罩鼻子被压红了
direct | zh | sleep apnoea; weight goal; CPAP mask; CPAP travel | 睡眠呼吸暂停的人怎么减肥最有效？
direct | zh | CPAP travel; Busan trip; sleep apnoea; CPAP mask; weight goal | 去韩国旅行带呼吸机要注意什么？
direct | zh | learning Korean; Korean pronunciation; Korean teacher; languages spoken | 韩语收音ㄹ总是发不好，有什么练习方法？
direct | zh | learning Korean; Korean teacher; Korean pronunciation; languages spoken | 我学韩语第二年了，TOPIK二级要背多少单词？
direct | zh | Busan trip | 釜山札嘎其市场几点开门？
direct | zh | bakery owner; bakery hours | 我的面包店早上六点开门，员工怎么排班？
direct | zh | rye bread; sourdough starter | 黑麦酸面包的酵种要多久喂一次？
direct | zh | pastel de nata | 葡式蛋挞的底怎么做得更酥？
direct | zh | flour prices; flour supplier | 面粉涨价了，面包要不要涨价？
direct | zh | vegetable garden; garden snails | 菜园里的鼻涕虫不用农药怎么除？
direct | zh | tomato seeds; garden tomatoes | 自己留的番茄种子怎么保存？
direct | zh | fig tree | 无花果果酱能放多久？
direct | zh | mother Viseu; mother care home; sister Fátima; mother recipes | 妈妈有早期失智，什么时候该送养老院？
direct | zh | lactose intolerance | 乳糖不耐受可以吃奶酪吗？
direct | zh | penicillin allergy | 青霉素过敏的人可以用什么抗生素？
direct | zh | back pain; back stretches | 开了二十年卡车，腰一直疼
direct | zh | former trucker; truck routes | 以前开长途卡车，现在开面包店，怎么跟客人讲我的故事？
direct | zh | Ukrainian baker; Olena language | 怎么用俄语跟Olena说明天早点来？
direct | zh | no dog | 养鹦鹉的家还能养狗吗？
direct | zh | K-dramas | 推荐几部像《爱的迫降》的韩剧
direct | zh | kimchi | 做泡菜用鱼露还是虾酱好？
direct | zh | parrot Canela; Canela cage; Canela feathers; Canela food; neighbour cat | 卡内拉今天又叫了，是不是饿了
implicit | zh | sleep apnoea; CPAP mask; CPAP travel; weight goal | 呼吸机面罩哪种不压鼻子
mixed | zh | Douro wine; sleep apnoea; CPAP mask; CPAP travel; weight goal | 喝红酒会加重睡眠呼吸暂停吗？
personal_none | zh | - | 帮我写一封请假条
personal_none | zh | - | 我想学游泳的自由泳换气
personal_none | zh | - | 我的电脑很慢
homograph | zh | - | 肉桂是什么树的皮？
homograph | zh | - | 明星为什么叫明星
homograph | zh | - | 橡子能吃吗
homograph | zh | - | 鲸鱼是怎么睡觉的
homograph | zh | - | 起重机是谁发明的
name | zh | - | 罗莎·帕克斯是谁
name | zh | - | 萨拉马戈获得诺贝尔奖是哪一年
name | zh | - | 鲁伊·科斯塔现在在哪
place | zh | - | 波尔图有什么好玩的
place | zh | - | 釜山电影节什么时候举办
place | zh | - | 多伦多冬天冷吗
brand | zh | - | 沃尔沃是哪个国家的品牌
brand | zh | - | 雷诺汽车怎么样
brand | zh | - | 小米手机和三星哪个好
topic | zh | - | 韩文是谁发明的
topic | zh | - | 葡式蛋挞的历史
topic | zh | - | 鹦鹉为什么会说话
topic | zh | - | 睡眠呼吸暂停是什么原因引起的
subword | zh | - | 面包车和小轿车哪个省油
subword | zh | - | 鹦鹉螺是什么动物
subword | zh | - | 小米粥怎么煮
subword | zh | - | 卡车司机这个职业在中国收入如何
subword | zh | - | 甜面酱是什么做的
subword | zh | - | 韩国泡菜和四川泡菜的区别
subword | zh | - | 星巴克的咖啡为什么贵
function | zh | - | 英语里的"the"怎么发音
function | zh | - | 葡萄牙语"o"和"a"是什么意思
stem | zh | - | 面条是谁发明的
stem | zh | - | 花园式酒店有哪些
generic | zh | - | 周末去哪里玩
generic | zh | - | 早餐吃什么健康
generic | zh | - | 家庭聚会玩什么游戏
`;
