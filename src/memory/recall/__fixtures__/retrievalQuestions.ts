// Questions over FACT_LINES with their gold facts (any one of them in the top three is a hit).
// One line per question:  gold ids (comma-separated) | kind | question
// Kinds: single (one fact answers), multi (needs several), temporal (asks when), typo (one
// misspelt word of six letters or more).

export const QUESTION_LINES = `
m01 | single | Where does Maya work?
m01 | single | What is Maya's job at the hospital?
m02 | temporal | When did Maya switch to night shifts?
m03 | single | What is the name of Maya's rescue dog?
m03 | temporal | When did Maya adopt Biscuit?
m04 | single | What breed is Biscuit?
m05 | single | What kind of painting does Maya do?
m06 | single | Which gallery is showing Maya's paintings?
m06 | temporal | When is Maya's group exhibition?
m07 | single | How long did Maya's first marathon take?
m07 | temporal | When did Maya run her first marathon?
m08 | single | Which marathon is Maya training for?
m09 | single | Why does Maya see a physiotherapist?
m09 | temporal | When did Maya hurt her knee?
m10 | single | What does Maya's brother study?
m11 | single | Where does Maya's mother live?
m12 | single | Does Maya drink coffee?
m13 | single | Which herb does Maya dislike?
m14 | single | What is Maya's favorite restaurant?
m15 | single | What language is Maya learning?
m16 | single | Where is Maya planning to travel in December?
m17 | multi | Which countries has Maya visited?
m17,m16 | multi | Has Maya been to Mexico or Japan?
m18 | single | What kind of novels does Maya read?
m19 | temporal | When did Maya join a book club?
m20 | single | Which neighborhood does Maya live in?
m21 | single | What does Maya grow on her balcony?
m22 | single | Where does Maya volunteer?
m23 | single | What did Maya make in her pottery class?
m23 | temporal | When did Maya start pottery?
m24 | single | What music does Maya collect?
m25 | single | Why did Maya quit guitar?
m26 | single | How does Maya invest her savings?
m27 | single | How does Maya commute to the hospital?
m28 | single | When is Maya's birthday?
m29 | single | What does Priya do for a living?
m30 | single | Where did Maya get her nursing degree?
m31 | single | What master's program is Maya applying to?
m32 | single | What is Maya allergic to?
m33 | single | What does Maya do after a night shift in the morning?
m34 | temporal | When did Maya go camping with Priya?
m35 | single | Where did Maya hike in August 2023?
m36 | single | What podcasts does Maya listen to?
m37 | single | What is the name of the cat in Maya's apartment?
m38 | single | Who is Jess?
m39 | single | What is Maya collecting for the family cookbook?
m40 | single | Who taught Maya to fold dumplings?
m41 | single | What award did Maya receive?
m42 | single | What does Maya find hardest about her job?
m43 | single | What is Maya's favorite Ghibli film?
m44 | single | Does Maya have trouble sleeping?
m45 | single | Where does Maya swim?
m46 | single | What camera did Maya buy?
m47 | single | What is Maya's blog about?
m48 | single | Which conference did Maya attend in Denver?
m49 | single | Where did Maya help with vaccines?
m50 | single | What does Maya eat after a night shift?
m51 | single | What tattoo does Maya have?
m52 | single | Who went bouldering with Maya?
m53 | single | How much money did Maya's charity run raise?
m54 | single | What happened to Maya's laptop?
m55 | single | What kind of vacation does Maya prefer?
m56 | single | What does Maya's scholarship cover?
m57 | single | What tricks can Biscuit do?
m58 | single | Why did Biscuit need surgery?
m59 | single | What board game does Maya play on game nights?
m60 | single | Who gave Maya the jade amulet?
m03,m57,m58 | multi | What do we know about Maya's dog?
m05,m06,m23 | multi | What art does Maya make?
m07,m08,m53 | multi | What races has Maya run?
m10,m11,m40 | multi | Tell me about Maya's family.
m12,m50 | multi | What does Maya drink and eat after work?
m31,m56 | multi | How will Maya pay for her master's?
m29,m34 | multi | What has Maya done with her friend Priya?
t01 | single | What subject does Tom teach?
t01 | single | Which school does Tom work at?
t02 | single | What does Amara do for work?
t03 | single | What are the names of Tom's daughters?
t03 | temporal | When did the twins turn seven?
t04 | single | Where did Tom grow up?
t05 | single | What club does Tom coach at school?
t06 | single | What place did Tom's robotics team win?
t06 | temporal | When did the robotics team win second place?
t07 | single | What does Tom cook on Sundays?
t08 | single | Which football club does Tom support?
t09 | single | What team does Tom coach on Saturdays?
t10 | single | What are Tom and Amara renovating?
t11 | temporal | When did Tom's basement flood?
t12 | single | What game does Tom play every night?
t13 | single | How many games did Tom win at his chess tournament?
t14 | single | What is the name of Tom's band?
t15 | single | Where did Tom's band play its first paid gig?
t16 | single | Who is Tom's podcast for?
t17 | single | Why did Tom leave Purdue?
t18 | single | What does Chidi do?
t19 | single | Why did Tom visit Ghana?
t20 | single | How many espressos does Tom drink?
t21 | single | How is Tom saving for college?
t22 | single | What car does Tom drive?
t23 | single | What does Tom grow in his backyard?
t24 | single | Where does Tom sell his pepper sauce?
t25 | single | Which fourteener did Tom climb?
t26 | single | How did Tom injure his back?
t27 | single | What books does Tom read?
t28 | temporal | When was Tom named teacher of the year?
t29 | single | What is the name of Tom's puppy?
t30 | single | What curriculum is Tom writing?
t31 | single | When is Tom's birthday?
t32 | single | Where did Tom take the twins camping?
t33 | single | What are Tom's favorite films?
t34 | single | Does Tom sing anywhere?
t35 | single | Which half marathon did Tom run?
t36 | single | What language does Tom teach his daughters?
t37 | single | Who helps Tom with woodworking?
t38 | single | What furniture is Tom building?
t39 | single | What does Tom do on Sunday evenings?
t40 | single | Did Tom join the union strike?
t42 | single | Where does Tom volunteer with students?
t43 | temporal | When did Tom start wearing glasses?
t44 | single | What does Tom do during the summer break?
t46 | single | What music does Tom enjoy?
t47 | single | Where does Tom's mother live?
t48 | single | What did Tom apply for a grant to fund?
t50 | single | Where did Tom and Amara celebrate their anniversary?
t05,t06 | multi | What has Tom done with robotics?
t14,t15,t34 | multi | What music does Tom play or sing?
t23,t24 | multi | What does Tom do with hot peppers?
t19,t04 | multi | Which African countries has Tom lived in or visited?
l01 | single | What does Lena do for a living?
l02 | temporal | When did Lena move to Berlin?
l03 | single | What is Lena designing for the competition?
l04 | single | What instrument does Lena play?
l05 | single | What symphony did Lena's orchestra perform?
l06 | single | Does Lena own a car?
l08 | single | Where did Lena and Jonas get engaged?
l09 | single | Where will Lena's wedding be?
l10 | temporal | Since when has Lena been vegetarian?
l12 | single | What is the name of Lena's cat?
l13 | single | Where does Olga play violin?
l14 | single | Which German exam did Lena pass?
l16 | single | Why did Lena take time off in 2023?
l18 | single | Which apartment are Lena and Jonas renovating?
l20 | single | Which poet does Lena read?
l21 | single | Where did Lena hike with Jonas?
l22 | temporal | When did Lena travel to the fjords?
l24 | single | Who gave Lena the samovar?
l26 | single | What seminar does Lena teach?
l27 | single | When would Lena go freelance?
l30 | single | Who is Lena's favorite director?
l31 | single | Who does Lena teach German to?
l33 | single | What is Lena researching?
l34 | single | Where did Lena give a talk on timber?
l35 | single | How did Lena break her wrist?
l37 | single | Who is Mei?
l39 | single | What bread does Lena bake?
l08,l09 | multi | What are Lena's wedding plans?
l16,l17 | multi | How has Lena's mental health been?
m60 | typo | Who gave Maya the jade amulett?
m30 | typo | Where did Maya finish her nursing degre at the universty?
t16 | typo | What is Tom's sciense podcast about?
l33 | typo | What is Lena reserching about timber?
t38 | typo | What is Tom buildng from reclaimed oak?
w01 | single | 李娜在哪里工作？
w01 | single | 李娜是做什么工作的？
w02 | single | 李娜加班多吗？
w03 | single | 李娜的猫叫什么名字？
w04 | temporal | 年糕什么时候打的疫苗？
w05 | single | 李娜最爱吃什么？
w06 | single | 李娜每天喝什么饮料？
w07 | single | 李娜的父母在成都做什么？
w08 | single | 李娜的弟弟学什么专业？
w09 | single | 李娜准备考什么专业的研究生？
w10 | single | 李娜在哪里跑步？
w11 | temporal | 李娜什么时候跑的半程马拉松？
w12 | single | 李娜会弹什么乐器？
w13 | temporal | 李娜什么时候去的京都？
w14 | single | 李娜十月打算去哪里自驾？
w15 | single | 陈浩是做什么的？
w17 | single | 李娜怎么理财？
w18 | single | 李娜为什么去做理疗？
w19 | single | 李娜喜欢看哪位作家的小说？
w20 | single | 李娜雅思考了多少分？
w21 | single | 李娜维护的开源项目是什么？
w22 | single | 李娜的生日是哪天？
w24 | temporal | 李娜什么时候拿到驾照的？
w25 | single | 李娜最近迷上了什么？
w26 | single | 李娜本科是哪个大学毕业的？
w28 | single | 李娜对什么过敏？
w29 | single | 李娜的奶奶会包什么馅的饺子？
w30 | single | 李娜打算什么时候买房？
w31 | single | 李娜每周三晚上做什么运动？
w32 | temporal | 李娜什么时候做的阑尾炎手术？
w34 | single | 李娜戴的护身符是谁送的？
w35 | temporal | 李娜什么时候升职的？
w13,w14 | multi | 李娜去过哪些地方旅行？
x01 | single | 王磊是哪个科的医生？
x02 | single | 王磊的妻子是做什么的？
x03 | single | 小宝上幼儿园几年级？
x04 | single | 王磊周末喜欢去哪里钓鱼？
x05 | single | 王磊在钓鱼比赛中钓到了什么？
x06 | single | 王磊每天晚上练什么？
x07 | single | 王磊在写什么论文？
x09 | single | 王磊的老家在哪里？
x10 | single | 王磊最爱吃什么海鲜？
x11 | single | 王磊的父亲有什么病？
x13 | single | 王磊暑假打算带全家去哪里？
x16 | single | 王磊喜欢喝什么茶？
x17 | single | 王磊炒股吗？
x18 | single | 王磊在哪里读的博士？
x20 | single | 王磊在给小宝挑什么兴趣班？
x21 | temporal | 王磊一家什么时候搬到海淀的？
x22 | single | 王磊家的柯基叫什么？
x24 | single | 王磊喜欢听什么戏曲？
x25 | single | 王磊去上海参加了什么会议？
x27 | single | 王磊参加什么公益活动？
x30 | temporal | 王磊第一次去崇礼滑雪是什么时候？
x13,x14 | multi | 王磊和云南有什么关系？
`;
