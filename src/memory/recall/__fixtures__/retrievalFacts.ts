// The project's own retrieval set, shaped like a long-conversation memory benchmark:
// conversational facts about a few invented people, each stored as one memory with noun tags as a
// model would write them (subject = the person, facet = the first tag). One line per fact:
//   id | type | tags (comma-separated) | text
// Types: ctx stable_user_context, pref user_preference, proj project_context, risk risk_preference,
// flow workflow_preference, comm communication_preference, cons recurring_constraint.

export const FACT_LINES = `
m01 | ctx | nurse, hospital, job | Maya works as a pediatric nurse at Harborview hospital in Seattle.
m02 | ctx | night shift, schedule | Maya switched to night shifts in January 2023 to have afternoons free.
m03 | ctx | dog, rescue, Biscuit | Maya adopted a rescue dog named Biscuit in March 2022.
m04 | ctx | Biscuit, breed, beagle | Biscuit is a beagle mix with one floppy ear.
m05 | pref | watercolor, painting, hobby | Maya paints watercolor landscapes on her days off.
m06 | proj | exhibition, painting, gallery | Maya is preparing six watercolor paintings for a group exhibition at the Fremont gallery in October 2023.
m07 | ctx | marathon, running, race | Maya ran her first marathon in Portland in September 2022 in four hours and ten minutes.
m08 | proj | marathon, training, Chicago | Maya is training for the Chicago marathon with a sixteen-week plan.
m09 | ctx | knee, injury, physiotherapy | Maya hurt her left knee in April 2023 and sees a physiotherapist every Tuesday.
m10 | ctx | brother, Daniel, family | Maya's younger brother Daniel studies mechanical engineering in Boston.
m11 | ctx | mother, Taipei, family | Maya's mother lives in Taipei and calls her every Sunday morning.
m12 | pref | tea, oolong, drink | Maya drinks oolong tea instead of coffee.
m13 | pref | cilantro, food, taste | Maya cannot stand cilantro in any dish.
m14 | pref | ramen, restaurant, food | Maya's favorite restaurant is a tiny ramen shop on Capitol Hill.
m15 | ctx | Spanish, language, class | Maya takes an evening Spanish class twice a week.
m16 | proj | trip, Mexico, vacation | Maya is planning a two-week trip to Oaxaca, Mexico for December 2023.
m17 | ctx | Italy, Turkey, travel, countries | Maya has visited Italy, Turkey and Japan.
m18 | pref | book, mystery, novels | Maya reads mystery novels, especially Agatha Christie.
m19 | ctx | book club, library, reading | Maya joined a book club at the Ballard library in February 2023.
m20 | ctx | apartment, Ballard, home | Maya rents a one-bedroom apartment in Ballard.
m21 | proj | garden, balcony, tomatoes | Maya grows tomatoes and basil on her balcony garden.
m22 | ctx | volunteer, shelter, animals | Maya volunteers at the Seattle animal shelter one Saturday a month.
m23 | ctx | pottery, class, ceramics | Maya started a pottery class in June 2023 and made her first bowl.
m24 | pref | music, jazz, vinyl | Maya collects jazz records on vinyl.
m25 | ctx | guitar, lessons, music | Maya quit guitar lessons after three months because of her shifts.
m26 | risk | savings, investment, money | Maya keeps her savings in index funds and avoids individual stocks.
m27 | ctx | car, bicycle, commute | Maya sold her car and commutes to the hospital by bicycle.
m28 | ctx | birthday, August | Maya's birthday is on August 14.
m29 | ctx | friend, Priya, college | Maya's best friend Priya is a pharmacist she met in college.
m30 | ctx | nursing school, degree, university | Maya earned her nursing degree from the University of Washington in 2018.
m31 | proj | master's, education, application | Maya is applying to a master's program in nurse education.
m32 | ctx | allergy, peanuts, health | Maya is allergic to peanuts.
m33 | pref | yoga, morning, exercise | Maya does twenty minutes of yoga every morning before sleeping after a night shift.
m34 | ctx | camping, Olympic, trip | Maya went camping in the Olympic National Park in July 2022 with Priya.
m35 | ctx | hiking, Rainier, mountain | Maya hiked to Camp Muir on Mount Rainier in August 2023.
m36 | pref | podcast, history | Maya listens to history podcasts during her commute.
m37 | ctx | cat, Mochi, pet | Maya's roommate owns a grey cat called Mochi that gets along with Biscuit.
m38 | ctx | roommate, Jess, apartment | Maya shares her apartment with a roommate named Jess, a graphic designer.
m39 | proj | cookbook, recipes, family | Maya is collecting her grandmother's Taiwanese recipes into a family cookbook.
m40 | ctx | dumplings, grandmother, cooking | Maya learned to fold dumplings from her grandmother as a child.
m41 | ctx | award, nurse, recognition | Maya received the Daisy award for nursing in November 2022.
m42 | ctx | pediatric, children, patients | Maya says caring for sick children is the hardest and best part of her job.
m43 | pref | movie, animation, Ghibli | Maya loves Studio Ghibli films, especially Spirited Away.
m44 | ctx | sleep, insomnia, health | Maya struggles with insomnia on her days between night shifts.
m45 | pref | swimming, pool, exercise | Maya swims laps at the community pool on Thursdays.
m46 | ctx | photography, camera, film | Maya bought a used film camera in May 2023.
m47 | proj | blog, writing, nursing | Maya writes a blog about life as a night-shift nurse.
m48 | ctx | conference, Denver, nursing | Maya attended a pediatric nursing conference in Denver in March 2023.
m49 | ctx | vaccine, clinic, volunteer | Maya helped at a free vaccine clinic in the International District.
m50 | pref | bakery, croissant, breakfast | Maya buys an almond croissant from the corner bakery after every night shift.
m51 | ctx | tattoo, wave | Maya has a small tattoo of a wave on her wrist.
m52 | ctx | climbing, gym, bouldering | Maya tried bouldering at a climbing gym with Jess in September 2023.
m53 | proj | fundraiser, charity, run | Maya organized a charity fun run that raised 3,000 dollars for the children's ward.
m54 | ctx | laptop, computer | Maya's old laptop broke in July 2023 and she bought a tablet instead.
m55 | pref | beach, ocean, vacation | Maya prefers quiet beaches to big cities on vacation.
m56 | ctx | scholarship, grant | Maya won a small scholarship that covers half of her master's tuition.
m57 | ctx | Biscuit, training, obedience | Biscuit finished an obedience class and can now sit, stay and roll over.
m58 | ctx | vet, surgery, Biscuit | Biscuit had surgery to remove a swallowed sock in June 2023.
m59 | pref | board games, Catan, game night | Maya hosts a board game night with Catan every other Friday.
m60 | ctx | amulet, jade, grandmother | Maya wears a jade amulet that her grandmother gave her.

t01 | ctx | teacher, school, chemistry | Tom teaches chemistry at Lincoln High School in Denver.
t02 | ctx | wife, Amara, family | Tom is married to Amara, a civil engineer.
t03 | ctx | twins, kids, family | Tom and Amara have twin daughters, Zoe and Ife, who turned seven in May 2023.
t04 | ctx | Nigeria, Lagos, childhood | Tom grew up in Lagos, Nigeria and moved to the United States at sixteen.
t05 | proj | robotics, club, competition | Tom coaches the school robotics club for a regional competition in February 2024.
t06 | ctx | robotics, competition, prize | Tom's robotics team won second place at the state competition in April 2023.
t07 | pref | jollof rice, cooking, food | Tom cooks jollof rice every Sunday for the family.
t08 | pref | football, soccer, Arsenal | Tom is a lifelong Arsenal supporter and watches every match.
t09 | ctx | soccer, coaching, kids | Tom coaches his daughters' under-eight soccer team on Saturdays.
t10 | proj | house, renovation, kitchen | Tom and Amara are renovating their kitchen and replacing the cabinets.
t11 | ctx | basement, flood, house | Tom's basement flooded after a storm in June 2023.
t12 | pref | chess, online, game | Tom plays online chess every night after the twins are asleep.
t13 | ctx | chess, tournament, rating | Tom entered his first over-the-board chess tournament in August 2023 and won three games.
t14 | ctx | guitar, band, music | Tom plays bass guitar in a weekend cover band called The Titrations.
t15 | ctx | band, concert, gig | Tom's band played its first paid gig at a brewery in July 2023.
t16 | proj | podcast, science, episodes | Tom records a science podcast for teenagers with a colleague.
t17 | ctx | PhD, chemistry, university | Tom left a chemistry PhD at Purdue to become a teacher.
t18 | ctx | brother, Chidi, family | Tom's older brother Chidi is a doctor in London.
t19 | ctx | Ghana, trip, travel | Tom visited Ghana with his family in December 2022 for a cousin's wedding.
t20 | pref | coffee, espresso, drink | Tom drinks three espressos a day and roasts his own beans.
t21 | risk | money, budget, savings | Tom saves for the twins' college in a 529 plan and avoids debt.
t22 | ctx | car, minivan, commute | Tom drives a twelve-year-old minivan to school.
t23 | ctx | garden, vegetables, peppers | Tom grows hot peppers in the backyard for his pepper sauce.
t24 | proj | hot sauce, business, market | Tom sells his homemade pepper sauce at the farmers market in summer.
t25 | ctx | hiking, Colorado, mountains | Tom climbed his first fourteener, Mount Bierstadt, in July 2022.
t26 | ctx | back, injury, health | Tom injured his back lifting a couch in March 2023.
t27 | pref | history, books, reading | Tom reads books about the history of science.
t28 | ctx | students, award, teaching | Tom was named teacher of the year by his district in May 2022.
t29 | ctx | dog, Bruno, pet | Tom's family adopted a golden retriever puppy named Bruno in October 2023.
t30 | proj | curriculum, lab, experiments | Tom is writing a new lab curriculum with low-cost experiments.
t31 | ctx | birthday, November | Tom's birthday is on November 3.
t32 | ctx | camping, tent, family | Tom took the twins camping for the first time at Rocky Mountain National Park in August 2023.
t33 | pref | movies, science fiction | Tom's favorite films are science fiction classics like Alien and Arrival.
t34 | ctx | church, choir, music | Tom sings in his church choir.
t35 | ctx | marathon, running, Denver | Tom ran the Denver half marathon in October 2022.
t36 | ctx | language, Yoruba, kids | Tom teaches the twins Yoruba at home.
t37 | ctx | neighbor, Frank, friend | Tom's neighbor Frank helps him with woodworking.
t38 | proj | woodworking, table, furniture | Tom is building a dining table out of reclaimed oak.
t39 | ctx | grading, workload, stress | Tom spends most Sunday evenings grading lab reports.
t40 | ctx | strike, teachers, union | Tom joined the teachers' union strike in Denver in February 2023.
t41 | pref | tea, hibiscus | Tom's daughters love hibiscus tea that Tom makes from dried flowers.
t42 | ctx | volunteer, food bank, community | Tom volunteers at a food bank with his students twice a year.
t43 | ctx | glasses, eyesight | Tom started wearing glasses in 2023.
t44 | ctx | summer, job, tutoring | Tom tutors students in chemistry during the summer break.
t45 | ctx | amusement park, twins, birthday | Tom took the twins to an amusement park for their seventh birthday.
t46 | pref | jazz, saxophone, music | Tom enjoys listening to Fela Kuti and Afrobeat.
t47 | ctx | flight, Lagos, mother | Tom's mother still lives in Lagos and visits Denver every summer.
t48 | proj | grant, science fair, funding | Tom applied for a grant to fund the school science fair.
t49 | ctx | pottery, Amara, date night | Tom and Amara took a pottery class together for their anniversary.
t50 | ctx | anniversary, wedding, Amara | Tom and Amara celebrated their tenth wedding anniversary in Santa Fe in April 2023.

l01 | ctx | architect, job, firm | Lena works as an architect at a small firm in Berlin.
l02 | ctx | Russia, Saint Petersburg, childhood | Lena grew up in Saint Petersburg and moved to Berlin in 2015.
l03 | proj | library, design, competition | Lena is designing a public library for an architecture competition.
l04 | ctx | cello, orchestra, music | Lena plays cello in an amateur orchestra.
l05 | ctx | orchestra, concert, Brahms | Lena's orchestra performed Brahms' first symphony in May 2023.
l06 | pref | bicycle, cycling, commute | Lena cycles everywhere and does not own a car.
l07 | ctx | partner, Jonas, relationship | Lena's partner Jonas is a software developer.
l08 | ctx | engagement, Jonas, wedding | Lena and Jonas got engaged in Lisbon in September 2023.
l09 | proj | wedding, planning, venue | Lena is planning a small wedding at a lake house near Potsdam for summer 2024.
l10 | pref | vegetarian, food, diet | Lena has been vegetarian since 2019.
l11 | pref | sauna, swimming, winter | Lena goes to the sauna every Sunday in winter.
l12 | ctx | cat, Pushkin, pet | Lena has a black cat named Pushkin.
l13 | ctx | sister, Olga, family | Lena's sister Olga is a violinist in Vienna.
l14 | ctx | German, language, exam | Lena passed the C1 German exam in 2017.
l15 | pref | sketching, drawing, cafes | Lena sketches buildings in cafes on weekends.
l16 | ctx | burnout, work, health | Lena took three weeks off for burnout in February 2023.
l17 | ctx | therapy, anxiety, health | Lena started seeing a therapist for anxiety after her burnout.
l18 | proj | apartment, renovation, Kreuzberg | Lena and Jonas are renovating an old apartment in Kreuzberg.
l19 | ctx | award, architecture, prize | Lena's team won a prize for a kindergarten design in 2022.
l20 | pref | books, poetry, Akhmatova | Lena reads Russian poetry, especially Anna Akhmatova.
l21 | ctx | hiking, Alps, trip | Lena hiked in the Dolomites with Jonas in August 2022.
l22 | ctx | Norway, trip, fjords | Lena travelled to the Norwegian fjords in June 2023.
l23 | pref | tea, samovar, drink | Lena drinks black tea from her grandmother's samovar.
l24 | ctx | grandmother, samovar, family | Lena's grandmother gave her a brass samovar when she left Russia.
l25 | ctx | climbing, bouldering, gym | Lena goes bouldering with colleagues on Wednesday evenings.
l26 | proj | teaching, university, lecture | Lena teaches a sustainable design seminar at the Technical University.
l27 | risk | freelance, income, savings | Lena wants six months of savings before she considers going freelance.
l28 | ctx | plants, balcony, garden | Lena's balcony is full of herbs and a fig tree.
l29 | ctx | birthday, February | Lena's birthday is on February 21.
l30 | pref | film, Tarkovsky, cinema | Lena's favorite director is Andrei Tarkovsky.
l31 | ctx | volunteer, refugees, German | Lena teaches German to refugees on Monday evenings.
l32 | ctx | knitting, scarf, hobby | Lena learned knitting from YouTube and knitted a scarf for Jonas.
l33 | proj | sustainability, timber, research | Lena is researching timber construction for low-carbon buildings.
l34 | ctx | conference, Copenhagen, talk | Lena gave a talk on timber buildings in Copenhagen in October 2023.
l35 | ctx | broken wrist, accident, cycling | Lena broke her wrist in a cycling accident in November 2022.
l36 | pref | music, techno, clubs | Lena goes to techno clubs only on special occasions.
l37 | ctx | friend, Mei, colleague | Lena's closest friend Mei is a landscape architect from Shanghai.
l38 | ctx | Chinese, language, Mei | Lena is learning Mandarin with help from Mei.
l39 | ctx | sourdough, baking, bread | Lena bakes sourdough bread every Saturday.
l40 | ctx | chess, father, childhood | Lena learned chess from her father and still plays him online.

w01 | ctx | 程序员, 工作, 杭州 | 李娜在杭州一家电商公司做后端程序员。
w02 | ctx | 加班, 工作, 压力 | 李娜每周加班三四天，常常工作到晚上十点。
w03 | ctx | 猫, 宠物, 年糕 | 李娜养了一只橘猫，名字叫年糕。
w04 | ctx | 年糕, 兽医, 疫苗 | 年糕在2023年5月打了第二针疫苗。
w05 | pref | 火锅, 川菜, 辣 | 李娜最爱吃重庆火锅，越辣越好。
w06 | pref | 奶茶, 饮料 | 李娜每天下午要喝一杯少糖的奶茶。
w07 | ctx | 父母, 成都, 家人 | 李娜的父母住在成都，开了一家小面馆。
w08 | ctx | 弟弟, 大学, 家人 | 李娜的弟弟在武汉读大学，学的是临床医学。
w09 | proj | 考研, 计算机, 复习 | 李娜在准备明年的计算机专业考研。
w10 | ctx | 跑步, 西湖, 锻炼 | 李娜每周六早上绕西湖跑步十公里。
w11 | ctx | 马拉松, 比赛, 杭州 | 李娜2022年11月跑完了杭州马拉松的半程。
w12 | pref | 古筝, 音乐, 乐器 | 李娜从小学古筝，现在还会在周末弹。
w13 | ctx | 日本, 旅行, 京都 | 李娜2023年4月去京都看了樱花。
w14 | proj | 旅行, 新疆, 自驾 | 李娜计划今年十月和朋友自驾去新疆。
w15 | ctx | 男朋友, 陈浩, 恋爱 | 李娜的男朋友陈浩是一名中学语文老师。
w16 | ctx | 租房, 公寓, 滨江 | 李娜在滨江区和同事合租一套两居室。
w17 | risk | 理财, 基金, 存款 | 李娜只买低风险的货币基金，不碰股票。
w18 | ctx | 颈椎, 健康, 理疗 | 李娜因为久坐颈椎不好，每月去做一次理疗。
w19 | pref | 科幻, 小说, 刘慈欣 | 李娜喜欢看刘慈欣的科幻小说，最爱《三体》。
w20 | ctx | 英语, 雅思, 考试 | 李娜2021年考过雅思，得了7分。
w21 | proj | 开源, 项目, 数据库 | 李娜业余时间维护一个开源的数据库连接池项目。
w22 | ctx | 生日, 七月 | 李娜的生日是7月18日。
w23 | pref | 烘焙, 蛋糕, 周末 | 李娜周末喜欢在家烤戚风蛋糕。
w24 | ctx | 驾照, 开车 | 李娜2023年3月拿到了驾照，但还不太敢上高速。
w25 | ctx | 摄影, 相机, 胶片 | 李娜迷上了胶片摄影，买了一台二手相机。
w26 | ctx | 大学, 专业, 软件工程 | 李娜本科毕业于华中科技大学软件工程专业。
w27 | pref | 剧本杀, 游戏, 朋友 | 李娜每个月和朋友玩一次剧本杀。
w28 | ctx | 过敏, 花粉, 健康 | 李娜春天会花粉过敏，需要吃抗过敏药。
w29 | ctx | 奶奶, 家人, 饺子 | 李娜的奶奶会包三鲜馅饺子，每年春节都包。
w30 | proj | 装修, 房子, 首付 | 李娜在攒首付，打算三年内在杭州买房。
w31 | ctx | 羽毛球, 同事, 运动 | 李娜每周三晚上和同事打羽毛球。
w32 | ctx | 手术, 阑尾炎, 医院 | 李娜2022年8月做了阑尾炎手术。
w33 | pref | 咖啡, 拿铁 | 李娜上班前会喝一杯燕麦拿铁。
w34 | ctx | 护身符, 玉, 奶奶 | 李娜戴着奶奶送的一块玉护身符。
w35 | ctx | 晋升, 工作, 组长 | 李娜2023年6月升职做了小组长。

x01 | ctx | 医生, 医院, 工作 | 王磊是北京一家医院的骨科医生。
x02 | ctx | 妻子, 刘芳, 家人 | 王磊的妻子刘芳是一名小学数学老师。
x03 | ctx | 儿子, 小宝, 家人 | 王磊的儿子小宝今年五岁，刚上幼儿园大班。
x04 | pref | 钓鱼, 爱好, 周末 | 王磊周末最喜欢去郊区水库钓鱼。
x05 | ctx | 钓鱼, 鲤鱼, 比赛 | 王磊2023年7月在钓鱼比赛中钓到一条八斤的鲤鱼。
x06 | pref | 书法, 毛笔, 爱好 | 王磊每天晚上练半小时毛笔书法。
x07 | proj | 论文, 研究, 膝关节 | 王磊在写一篇关于膝关节置换的研究论文。
x08 | ctx | 值班, 夜班, 工作 | 王磊每周要值两个夜班。
x09 | ctx | 家乡, 山东, 青岛 | 王磊老家在山东青岛，父母还住在那里。
x10 | pref | 海鲜, 饮食, 青岛 | 王磊最爱吃家乡的海鲜，尤其是蛤蜊。
x11 | ctx | 高血压, 健康, 父亲 | 王磊的父亲有高血压，需要长期吃药。
x12 | ctx | 车, 电动车, 通勤 | 王磊2023年初买了一辆电动车上下班。
x13 | proj | 旅行, 云南, 家庭 | 王磊打算暑假带全家去云南大理旅行。
x14 | ctx | 云南, 大理, 旅行 | 王磊2019年去过大理，很喜欢洱海。
x15 | ctx | 乒乓球, 运动, 医院 | 王磊是医院乒乓球队的主力。
x16 | pref | 茶, 龙井, 饮料 | 王磊只喝绿茶，最喜欢龙井。
x17 | risk | 投资, 股票, 理财 | 王磊把一部分工资投在银行理财，不炒股。
x18 | ctx | 学历, 博士, 大学 | 王磊在北京大学医学部读完了博士。
x19 | ctx | 手机, 游戏, 儿子 | 王磊不让小宝玩手机游戏。
x20 | proj | 兴趣班, 钢琴, 儿子 | 王磊在给小宝挑钢琴兴趣班。
x21 | ctx | 搬家, 房子, 海淀 | 王磊一家2022年10月搬到了海淀区。
x22 | ctx | 狗, 宠物, 旺财 | 王磊家养了一只柯基，叫旺财。
x23 | ctx | 生日, 三月 | 王磊的生日是3月9日。
x24 | pref | 京剧, 音乐, 戏曲 | 王磊喜欢听京剧，尤其是梅派。
x25 | ctx | 会议, 上海, 骨科 | 王磊2023年9月去上海参加了骨科年会。
x26 | ctx | 腰伤, 健康, 手术 | 王磊因为长时间做手术有腰肌劳损。
x27 | proj | 公益, 义诊, 乡村 | 王磊每年春天参加一次乡村义诊活动。
x28 | ctx | 同学, 大学, 朋友 | 王磊的大学同学张伟现在在深圳做牙医。
x29 | pref | 象棋, 游戏, 父亲 | 王磊周末会陪父亲下象棋。
x30 | ctx | 滑雪, 崇礼, 冬天 | 王磊2023年1月第一次去崇礼滑雪，摔了好几次。
`;
