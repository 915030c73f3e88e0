// The sixth blind aboutness set, English and Chinese questions. Written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`; the categories of the fifth set, plus:
//   implicit: the user's own question with no first-person word, recognisable only by a detail of their life
//     ("gift ideas for a 7 year old who loves space" when the user's twins are seven and Jules loves space;
//     "best running shoes for flat feet" when the user has flat feet): the memory is wanted, as a friend who
//     knows the user would think of it; labelled personal because the detail is too specific to be chance.
//   mixed: a world question touching the user's situation (intermittent fasting with type 1 diabetes when the
//     user's father has it; night-shift health when the user works nights): the memory is wanted and is the
//     only one allowed; a question that is world-general with no detail of the user's life stays a world one.
//   quote: a question quoting text; when the quoted text is the user's own life (translating "my daughter has
//     asthma"), the memory is wanted; when it is a line of a book or a saying, none may come.
// Very short follow-ups ("and for clio?") name what they are about; one with no such word is personal_none.

export const SIXTH_EN_ZH_LINES = `
direct | en | Clio coat; dog Clio; Clio muzzle | does clio need her coat tonight, it's 6 degrees
direct | en | Clio muzzle; dog Clio; Clio coat | can I let clio off lead at parc de la tête d'or?
direct | en | dog Clio; Clio muzzle; Clio coat | what's a good toy for my greyhound
direct | en | Iris asthma; Iris peanuts; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris drawing; Iris glasses | Iris has swimming at school tomorrow, what should I pack for her?
direct | en | Iris peanuts; Iris asthma; Iris drawing; Iris glasses; twins Jules and Iris | which birthday cake brands are safe for iris
direct | en | Jules space and judo; Jules Lego; planets project; Jules screens; twins Jules and Iris; chess | what should we get jules for christmas
direct | en | Jules screens; Jules space and judo; Jules Lego; planets project; twins Jules and Iris; chess | jules keeps asking for the tablet at 8pm, how do I say no without a fight
direct | en | father diabetes; father hypos; father driving; father visits | my dad's sensor alarm went off at 3am again, what should I ask his diabetologist?
direct | en | father driving; father diabetes; father visits; father hypos | how can my father get to his eye appointments now
direct | en | father visits; car Zoe; father diabetes; father hypos; father driving | can I do lyon to annecy and back on one charge this weekend
direct | en | car Zoe; hospital parking | where can I charge my car near work
direct | en | night shifts; daytime sleep; tea on nights | how do I sleep better after three nights in a row
direct | en | night shifts; shift planning table; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | plan my week: nights mon to wed, kids' activities wed and sat
direct | en | Ciel de Lyon; star map printing; shop Instagram; shop taxes | how can I get more sales on my etsy shop before christmas
direct | en | star map printing; Ciel de Lyon; shop taxes; shop Instagram | should I switch my star map prints to a glossy paper?
direct | en | shop taxes; Ciel de Lyon; star map printing; shop Instagram | when is my next urssaf payment and how much should I set aside
direct | en | telescope; astrophotography | what eyepiece should I add to my dobsonian
direct | en | astrophotography; telescope | best settings for saturn with my camera on the dob
direct | en | observing site; telescope | is it worth driving to my dark site tonight with a half moon?
direct | en | astronomy club | ideas for the club's public night next friday
direct | en | Korean lessons; tutor Min-ji; TOPIK exam | how should I prepare for my tuesday lesson
direct | en | TOPIK exam; Korean lessons | how many words do I need for the exam in april
direct | en | K-dramas; drama phrases | recommend a drama that's good for listening practice
direct | en | Seoul trip; Seoul observatory; monthly budget | how much should we budget per day in seoul
direct | en | flat feet; 10 km race | which running shoes should I buy
direct | en | 10 km race; flat feet; night shifts | make me a 6-week plan for my 10k
direct | en | lactose intolerance; pescatarian; no meat recipes | quick dinner ideas for tonight
direct | en | pescatarian; lactose intolerance; no meat recipes; Emmanuel coeliac; partner Emmanuel; Emmanuel climbing; anniversary; gluten-free baking; gluten-free pizza | what can I cook for friends on saturday?
direct | en | back pain | my lower back is killing me after the shift, any stretches?
direct | en | science fiction | what should I read next
direct | en | jazz records | which blue note reissues are worth buying
direct | en | balcony garden | my tomato leaves are turning yellow
direct | en | friend Yuki; Yuki nurse; Kyoto trip memory | what should I send yuki for her birthday
direct | en | safe savings; monthly budget; Seoul trip; Seoul observatory | where should I put the money I'm saving
direct | en | bathroom renovation | walk-in shower or bath for our bathroom?
direct | en | email drafts; nurse at Herriot; night shifts | draft an email to my manager asking to swap a night shift
direct | en | Emmanuel coeliac; gluten-free baking; gluten-free pizza; partner Emmanuel; Emmanuel climbing; anniversary | what cake can I bake for emmanuel's birthday
direct | en | anniversary; partner Emmanuel; Emmanuel climbing; Emmanuel coeliac; gluten-free baking; gluten-free pizza | anniversary gift ideas for my partner
direct | en | in-laws Valencia; in-laws paella; Spanish practice; Pilar knee | what should we bring to his parents in august
direct | en | ICU diploma; nurse at Herriot | help me revise sepsis management for my diploma exam
direct | en | board games; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | a new coop game for sunday night with the kids?
direct | en | camping; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | where should we camp in july
direct | en | rabbit Tesla; Tesla diet; neighbour Roux | can tesla eat dandelions
direct | en | neighbour Roux; rabbit Tesla; Tesla diet | what should I leave for the neighbour who feeds the rabbit
direct | en | work vaccinations; nurse at Herriot | is my flu shot this year required for work
direct | en | breathing exercises; night shifts | I'm wired after work, how do I calm down
direct | en | migraine; night shifts | how do I avoid the migraines I get after nights
direct | en | Iris drawing; Iris glasses; Iris asthma; Iris peanuts; twins Jules and Iris | what easel should I get for iris
direct | en | twins birthday; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | theme ideas for the twins' birthday party
direct | en | galettes | my galettes keep breaking, what am I doing wrong
direct | en | cycling commute | is it safe to cycle to work in the rain
direct | en | lake swimming; father visits; father diabetes; father hypos; father driving | when is lac d'annecy warm enough for me to swim
direct | en | hut hiking | which refuges should I book for my savoie hike
direct | en | Pilar knee; in-laws Valencia; in-laws paella; Spanish practice | my mother-in-law's knee is bad, what activities can we do with her in valencia
direct | en | sister Chloé; Chloé job | what could I send my sister in canada for christmas
direct | en | mother Annick; Russian songs | my mum's choir concert is saturday, what flowers should I bring?
direct | en | English level | can you rewrite this in simpler english for me
direct | en | planets project; Jules space and judo; Jules screens; Jules Lego; twins Jules and Iris; chess | how can jules make saturn's rings for his school model?
direct | en | tea on nights; night shifts | is green tea enough caffeine for my night shift
direct | en | colleague Rita; Portuguese course | what portuguese phrases can I learn to surprise my colleague
direct | en | camera Nikon; astrophotography | which lens for milky way shots on my nikon
direct | en | fado; Portuguese course | where can we hear fado in lisbon?
direct | en | Turin chocolate | I miss that hot chocolate from turin, can I make it at home?
implicit | en | Jules space and judo; twins Jules and Iris; Jules Lego; planets project; Jules screens; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | gift ideas for a 7 year old who loves space
implicit | en | flat feet; 10 km race | best running shoes for flat feet
implicit | en | Emmanuel coeliac; gluten-free baking; partner Emmanuel; Emmanuel climbing; anniversary; gluten-free pizza | gluten free birthday cake that doesn't taste like cardboard
implicit | en | Clio coat; dog Clio; Clio muzzle | do greyhounds really need coats in winter?
implicit | en | Iris asthma; Iris drawing; Iris peanuts; Iris glasses; twins Jules and Iris | inhaler before PE, how many minutes before?
implicit | en | lactose intolerance; pescatarian; no meat recipes | dairy-free dessert for six
mixed | en | father diabetes; father hypos; father driving; father visits | is intermittent fasting safe with type 1 diabetes?
mixed | en | night shifts; daytime sleep | does working nights shorten your life?
mixed | en | father driving; father diabetes; father hypos; father visits | can people with diabetic retinopathy still drive at night in france
mixed | en | Iris peanuts; Iris asthma; Iris drawing; Iris glasses; twins Jules and Iris | how common is it to outgrow a peanut allergy by age 10
direct | en | night shifts; tea on nights; lactose intolerance; pescatarian | I've got three nights starting tomorrow and I always end up eating vending machine junk. What can I prep tonight?
direct | en | dog Clio; Clio muzzle; Clio coat | We're visiting friends who have two cats. Clio's coming with us. How do I keep everyone safe?
direct | en | father hypos; father diabetes; father driving; father visits | Dad lives alone and his alarm keeps waking me. Is there a way to get someone local to check on him?
direct | en | Seoul trip; Seoul observatory; Korean lessons; monthly budget | We finally booked flights for April. What should we not miss in Seoul?
direct | en | dog Clio; Clio coat; Clio muzzle | and for clio?
direct | en | Iris asthma; Iris drawing; Iris peanuts; Iris glasses; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess | what about iris?
personal_none | en | - | and for dessert?
personal_none | en | - | ok, shorter
quote | en | Iris asthma; Korean lessons; Iris drawing; Iris peanuts; Iris glasses; twins Jules and Iris | how do I say "my daughter has asthma" in korean
quote | en | father diabetes; father hypos; father driving; father visits | translate "my father is type 1 diabetic and wears a pump" into spanish
quote | en | - | what does "ad astra per aspera" mean
quote | en | - | who wrote "we are all in the gutter, but some of us are looking at the stars"
quote | en | - | what does "the left hand of darkness" title refer to
homograph | en | - | what does the iris do in the eye
homograph | en | - | how do I plant iris bulbs
homograph | en | - | who was clio among the nine muses
homograph | en | - | how strong is a 3 tesla mri magnet
homograph | en | - | what is a tesla in physics
homograph | en | - | what's the difference between a dobsonian mount and an equatorial mount
homograph | en | - | why do racing greyhounds run so fast
homograph | en | - | how do judo belts work
homograph | en | - | what is a jazz standard
homograph | en | - | what does a sound engineer do at a concert
name | en | - | what did emmanuel macron say about pensions
name | en | - | when did nikola tesla die
name | en | - | who is iris apfel
name | en | - | what is jules verne's most famous book
name | en | - | who was bernard hinault
brand | en | - | who founded the fashion house chloé
name | en | - | is yuki a common japanese name
name | en | - | who was annick the breton saint
name | en | - | who is min-ji in the k-drama "hometown cha-cha-cha"
name | en | - | who was édouard herriot
place | en | - | why is lyon called the capital of gastronomy
place | en | - | what happened at brest-litovsk in 1918
place | en | - | when is the annecy animation festival
place | en | - | why were the canuts of the croix-rousse in revolt
place | en | - | history of the montreal olympic stadium
place | en | - | what caused the 1755 lisbon earthquake
place | en | - | what is osaka famous for
place | en | - | what's the population of seoul
brand | en | - | who founded tesla motors
brand | en | - | is the renault zoe still being made
brand | en | - | when was lego founded
brand | en | - | history of blue note records
brand | en | - | how does etsy make money
brand | en | - | who owns nikon
brand | en | - | is duolingo a good company to work for
topic | en | - | what is the difference between type 1 and type 2 diabetes
topic | en | - | how does an insulin pump work
topic | en | - | why do asthma attacks happen at night
topic | en | - | how far away is saturn
topic | en | - | what is the andromeda galaxy
topic | en | - | how many nurses work in french hospitals
topic | en | - | why is there a nursing shortage in europe
topic | en | - | how did hangul get invented
topic | en | - | what causes lactose intolerance
topic | en | - | how are star maps projected
topic | en | - | history of the k-drama boom
topic | en | - | how do rabbits digest hay
topic | en | - | what is coeliac disease
stem | en | - | what is redshift
stem | en | - | how does a printing press work
stem | en | - | who holds the world record for the 100 m
stem | en | - | what is a nursery rhyme
stem | en | - | why do boarding schools exist in england
stem | en | - | what is a swim bladder
function | en | - | why do bees die after they sting
function | en | - | what's the difference between "en" and "y" in french
function | en | - | pros and cons of nuclear energy
generic | en | - | what should kids learn at school about climate
generic | en | - | how much does the average family spend on food in france
generic | en | - | best music of the 1960s
generic | en | - | how did photography change painting
subword | en | - | what's the chemistry behind caramel
subword | en | - | how does a teaspoon measure compare to ml
personal_none | en | - | my washing machine smells, how do I clean it?
personal_none | en | - | I need a new phone under 400 euros
personal_none | en | - | my tooth hurts when I drink something cold
direct | en | nurse at Herriot; ICU diploma; email drafts; English level | help me write a cover letter for a pharma job
personal_none | en | - | I want to learn to play the ukulele
direct | zh | father diabetes; father hypos; father driving; father visits | 我爸爸能吃月饼吗?他有一型糖尿病
direct | zh | Iris asthma; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris drawing; Iris peanuts; Iris glasses | 女儿有哮喘,冬天跑步要注意什么
direct | zh | Iris peanuts; Iris asthma; Iris drawing; Iris glasses; twins Jules and Iris | 女儿对花生过敏,学校郊游带什么零食
direct | zh | dog Clio; Clio coat; Clio muzzle | 我的狗冬天要穿衣服吗
direct | zh | rabbit Tesla; Tesla diet; neighbour Roux | 我们的兔子可以吃胡萝卜吗
direct | zh | telescope; astrophotography | 我的望远镜能看到土星环吗
direct | zh | camera Nikon; astrophotography | 用我的尼康拍银河,快门设多少
direct | zh | spicy hotpot; pescatarian; no meat recipes | 在家做火锅,锅底怎么做不用肉
direct | zh | colleague Wang Li; oolong tea; Chinese phrases | 王丽过生日,我送她什么好
direct | zh | oolong tea; tea on nights; daytime sleep; night shifts | 乌龙茶夜班喝会不会影响白天睡觉
direct | zh | daytime sleep; night shifts | 白天睡不着怎么办,我上夜班
direct | zh | Chinese phrases; colleague Wang Li | 教我几句成都话,想跟同事开玩笑
direct | zh | night shifts; shift planning table | 帮我排一下下周的班和家务
direct | zh | Korean lessons; TOPIK exam | 我学韩语半年了,怎么提高听力
direct | zh | twins Jules and Iris; twins birthday; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | 双胞胎生日派对怎么安排
direct | zh | Jules space and judo; Jules Lego; planets project; Jules screens; twins Jules and Iris; chess | 儿子喜欢太空,送什么礼物
direct | zh | partner Emmanuel; Emmanuel coeliac; Emmanuel climbing; anniversary; gluten-free baking; gluten-free pizza | 老公不能吃麸质,周末做什么饭
direct | zh | flat feet; 10 km race | 我是扁平足,跑十公里要注意什么
direct | zh | lactose intolerance; pescatarian | 我喝牛奶肚子不舒服,早餐吃什么
direct | zh | back pain | 我腰疼,上班要抬病人,怎么办
direct | zh | car Zoe; father visits; father diabetes; father hypos; father driving | 我的电动车冬天续航变短,去安纳西够不够
direct | zh | Seoul trip; monthly budget; Seoul observatory | 明年去首尔,每个月要存多少钱
direct | zh | mother Annick; from Brest | 妈妈一个人住在布雷斯特,我怎么多关心她
implicit | zh | Jules space and judo; Jules Lego; twins Jules and Iris; planets project; Jules screens; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | 七岁男孩喜欢宇宙,有什么书推荐
mixed | zh | father diabetes; father hypos; father driving; father visits | 一型糖尿病老人一个人住安全吗
subword | zh | - | 茶几用什么木头好
subword | zh | - | 火星上有水吗
subword | zh | - | 丽江古城有多少年历史
subword | zh | - | 明星为什么要请经纪人
subword | zh | - | 相声是怎么起源的
subword | zh | - | 熊为什么要冬眠
subword | zh | - | 汽车轮胎多久换一次
subword | zh | - | 同事关系心理学有哪些经典研究
homograph | zh | - | 虹膜识别是怎么工作的
homograph | zh | - | 特斯拉线圈的原理
name | zh | - | 马克龙是什么时候当选总统的
name | zh | - | 尼古拉·特斯拉有哪些发明
place | zh | - | 成都为什么叫天府之国
place | zh | - | 里昂的丝绸历史
place | zh | - | 首尔以前叫什么名字
brand | zh | - | 尼康公司是哪一年成立的
brand | zh | - | 乐高积木是哪个国家的
topic | zh | - | 火锅起源于哪里
topic | zh | - | 糖尿病是怎么发现的
topic | zh | - | 哮喘和过敏有什么关系
topic | zh | - | 乌龙茶和绿茶有什么区别
topic | zh | - | 猎犬为什么跑得快
topic | zh | - | 刘慈欣的三体讲了什么
stem | zh | - | 夜班经济是什么意思
function | zh | - | 的 和 得 有什么区别
generic | zh | - | 中国家庭一般怎么过春节
generic | zh | - | 孩子学编程有什么好处
quote | zh | - | "床前明月光"是谁写的
personal_none | zh | - | 我的手机屏幕碎了怎么修
personal_none | zh | - | 帮我写一封辞职信
personal_none | zh | - | 我想学游泳但是怕水
`;
