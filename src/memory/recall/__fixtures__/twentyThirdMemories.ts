// The twenty-third blind aboutness set's memories: Liu Yang (刘洋), 35, a giant panda keeper at the Chengdu Research
// Base of Giant Panda Breeding who lives in Pidu, Chengdu; written before the recall rules were read, half of them in
// Chinese. Lines: `type | tags | subject | text` (`*` on the type: applies to every answer).

export const TWENTY_THIRD_MEMORY_LINES = `
stable_user_context | 工作, 大熊猫, 饲养员 | panda keeper job | 用户是成都大熊猫繁育研究基地的大熊猫饲养员，已经干了十一年。
stable_user_context | 芝麻, 大熊猫, 母兽 | panda Zhima | 他负责照顾的成年母熊猫叫"芝麻"，今年14岁，脾气很倔。
stable_user_context | 汤圆, 幼崽, 大熊猫 | cub Tangyuan | 芝麻去年生的幼崽叫"汤圆"，是他从出生一直带大的。
recurring_constraint | 繁殖季, 值班, 请假 | breeding season shifts | 每年3到5月繁殖季和7到9月产仔季他要轮值夜班，不能请长假。
recurring_constraint | 竹子, 投喂, 早班 | bamboo feeding | 他每天早上7点上班，第一件事是给熊猫投喂新鲜竹子和窝窝头。
stable_user_context | 竹子, 供应, 都江堰 | bamboo supply | 基地的竹子大部分从都江堰和雅安的竹林基地用冷藏车运来。
project_context | 高级技师, 证书, 饲养员 | keeper certificate | 他想考取动物饲养员高级技师证书。
project_context | 在职研究生, 四川农业大学, 野生动物 | part-time master | 他想读四川农业大学的在职研究生，方向是野生动物保护与利用。
stable_user_context | 同事, 老周, 兽医 | colleague Lao Zhou | 基地的兽医老周是他的师傅，熊猫有什么毛病都先找老周。
stable_user_context | 家, 郫都, 犀浦 | home Pidu | 他家在成都郫都区犀浦，离地铁2号线很近。
stable_user_context | 老婆, 陈静, 小学老师 | wife Chen Jing | 他老婆陈静是郫都区一所小学的数学老师，还当班主任。
stable_user_context | 陈静, 桥本甲状腺炎, 优甲乐 | Chen Jing thyroid | 陈静有桥本甲状腺炎，每天早上空腹吃优甲乐，每半年复查一次甲功。
recurring_constraint | 陈静, 延时服务, 周四 | Chen Jing late duty | 陈静每周四晚上学校有课后延时服务，要七点以后才回家。
user_preference | 羽毛球, 陈静, 周六 | badminton | 他和陈静每周六上午去社区体育馆打羽毛球。
stable_user_context | 儿子, 轩轩, 三年级 | son Xuanxuan | 儿子刘子轩小名轩轩，9岁，读小学三年级。
stable_user_context | 轩轩, 近视, 角膜塑形镜 | Xuanxuan myopia | 轩轩近视350度，晚上戴角膜塑形镜（OK镜），每三个月去华西医院眼科复查。
stable_user_context | 轩轩, 过敏性鼻炎, 尘螨 | Xuanxuan rhinitis | 轩轩有过敏性鼻炎，对尘螨过敏，发作时用糠酸莫米松鼻喷剂。
recurring_constraint | 轩轩, 围棋, 周三 | Xuanxuan go | 轩轩每周三和周日下午上围棋课，现在是业余3段。
user_preference | 轩轩, 奥特曼, 乐高 | Xuanxuan toys | 轩轩最喜欢奥特曼和乐高，过生日只要乐高。
stable_user_context | 女儿, 糖糖, 幼儿园 | daughter Tangtang | 女儿刘一诺小名糖糖，3岁半，在读幼儿园小班。
stable_user_context | 糖糖, 热性惊厥, 病史 | Tangtang febrile seizures | 糖糖有热性惊厥病史，家里常备退烧药。
stable_user_context | 糖糖, 牛奶蛋白过敏, 奶粉 | Tangtang milk allergy | 糖糖对牛奶蛋白过敏，只能喝深度水解奶粉，不能吃普通的奶制品。
user_preference | 糖糖, 小猪佩奇, 跳舞 | Tangtang Peppa | 糖糖最喜欢看小猪佩奇，一听到音乐就跳舞。
stable_user_context | 爸爸, 刘德明, 慢阻肺 | father Liu Deming | 他爸刘德明63岁，以前是自贡的煤矿工人，有慢阻肺，一直在用噻托溴铵吸入剂。
user_preference | 爸爸, 钓鱼, 麻将 | father fishing | 他爸退休后最爱去河边钓鱼，晚上在小区里打麻将。
stable_user_context | 妈妈, 黄秀英, 膝关节 | mother Huang Xiuying | 他妈黄秀英60岁，膝关节骨关节炎很严重，医生建议做膝关节置换。
recurring_constraint | 妈妈, 带孩子, 接送 | mother helps | 他妈住在他家帮忙带孩子，工作日负责接送糖糖上下幼儿园。
stable_user_context | 岳父, 乐山, 钵钵鸡 | father-in-law Chen | 岳父陈国平在乐山开了一家钵钵鸡店，有高血压，吃氨氯地平。
stable_user_context | 岳母, 乳腺癌, 他莫昔芬 | mother-in-law Wang | 岳母王丽三年前做了乳腺癌手术，现在每天吃他莫昔芬，每半年去华西复查。
stable_user_context | 狗, 可乐, 柯基 | dog Kele | 家里有一只6岁的柯基犬，名字叫可乐，是轩轩起的。
stable_user_context | 可乐, 椎间盘突出, 腰 | Kele back | 可乐有椎间盘突出，不能上下楼梯和跳沙发，疼的时候吃宠物消炎药。
stable_user_context | 猫, 花卷, 橘猫 | cat Huajuan | 家里还有一只橘猫叫花卷，太胖了，兽医让它吃减肥处方粮。
stable_user_context | 仓鼠, 小米, 轩轩 | hamster Xiaomi | 轩轩养了一只金丝熊仓鼠，名字叫小米。
stable_user_context | 手机, 小米, 华为 | phone | 他用的是小米14手机，陈静用华为Mate。
stable_user_context | 车, 比亚迪, 宋PLUS | family car | 家里的车是一辆白色的比亚迪宋PLUS DM-i，2022年买的。
stable_user_context | 电动车, 雅迪, 通勤 | e-bike | 平时他骑一辆雅迪电动车到地铁站再去上班。
stable_user_context | 爸爸, 长城, 哈弗H6 | father's Haval | 他爸开一辆2015年的长城哈弗H6，经常出小毛病。
recurring_constraint | 房贷, 公积金, 建设银行 | mortgage | 房子是2019年买的，在建设银行贷款，每月用公积金加工资还4800元，还剩22年。
risk_preference | 理财, 基金定投, 余额宝 | fund investing | 他每月定投1000元沪深300指数基金，其余的钱放余额宝，不碰个股。
recurring_constraint | 惠蓉保, 保险, 少儿医保 | family insurance | 全家每年都买惠蓉保，两个孩子另外买了少儿医保。
stable_user_context | 腰椎间盘突出, 腰, 理疗 | lumbar disc | 他自己有腰椎间盘突出（L4-L5），是常年扛竹子落下的，犯了就去做理疗。
stable_user_context | 脂肪肝, 体检, 啤酒 | fatty liver | 今年体检查出轻度脂肪肝，医生让他少喝啤酒、少吃火锅。
user_preference | 火锅, 兔头, 美食 | hotpot | 他最爱吃牛油火锅和麻辣兔头，每周至少吃一次火锅。
stable_user_context | 发小, 胖哥, 火锅店 | friend Pangge | 他的发小胖哥在春熙路开了一家火锅店，叫"胖哥老火锅"。
user_preference | 成都蓉城, 足球, 凤凰山 | Rongcheng fan | 他是成都蓉城的球迷，有主场比赛就和胖哥去凤凰山体育场看。
user_preference | 大疆, 航拍, 无人机 | drone | 他喜欢摄影，有一台大疆Mini 4 Pro无人机，周末经常出去航拍。
user_preference | 竹叶青, 绿茶, 峨眉山 | tea | 他不喝咖啡，只喝峨眉山的竹叶青绿茶。
user_preference | 王者荣耀, 游戏, 下班 | gaming | 他下班后喜欢打几把王者荣耀，主玩辅助。
project_context | 稻城亚丁, 自驾, 国庆 | Daocheng trip | 他计划带全家自驾去稻城亚丁，担心他爸有高原反应。
project_context | 学区房, 轩轩, 教育 | school district house | 他的长期计划是换一套学区房，让轩轩上好的初中。
recurring_constraint | 老家, 自贡, 春节 | Zigong hometown | 每年春节回自贡老家过年，带孩子去看自贡灯会。
project_context | 糖糖, 幼儿园, 转园 | Tangtang kindergarten | 他想让糖糖转到离家近的公办幼儿园。
recurring_constraint | 工资, 发薪, 每月 | payday | 他每月15号发工资，到手大约9000元。
user_preference | 陈静, 阳台, 多肉 | balcony plants | 陈静喜欢在阳台上养多肉和月季。
standing_instruction | 回答, 简短, 微信 | answer style | 回答他的问题要简短直接，像微信聊天一样，不要写太长。
*standing_instruction | 语言, 简体中文, 回答 | answer language | 用简体中文回答他，专业术语可以在括号里附上英文。
standing_instruction | 科普, 讲解稿, 游客 | visitor talks | 帮他写给游客的熊猫科普讲解稿时，要口语化，让小学生也听得懂。
stable_user_context | Berlin, exchange, Zoo Berlin | Berlin exchange | He has been selected for a three-month keeper exchange at Zoo Berlin starting in March 2027.
stable_user_context | Emily, National Zoo, nutrition | friend Emily | His friend Dr. Emily Carter is a panda nutritionist at the Smithsonian's National Zoo in Washington; they email about bamboo nutrition.
project_context | research paper, fecal hormones, pregnancy | research paper | He is co-writing a paper on fecal hormone monitoring of panda pregnancy with the base's vet team.
project_context | IELTS, English, exam | IELTS | He is studying for IELTS and needs an overall 6.0 before the Berlin exchange.
recurring_constraint | night shift, sleep, melatonin | night shift sleep | After night shifts he sleeps badly and sometimes takes melatonin.
user_preference | podcasts, history, commute | podcasts | He listens to history podcasts on Ximalaya during his metro commute.
stable_user_context | Tangyuan, weaning, weight | Tangyuan growth | Tangyuan the cub weighs about 38 kg and is being weaned from formula onto bamboo shoots.
recurring_constraint | Zhima, apples, health check | Zhima diet | Zhima gets sliced apples as a reward during health checks and refuses carrots.
stable_user_context | Zhima, pseudopregnancy, ultrasound | Zhima pregnancy check | Zhima has had pseudopregnancies before, so the vets monitor her with weekly ultrasounds in the breeding season.
user_preference | Chen Jing, Korean dramas, iQIYI | Chen Jing dramas | Chen Jing binge-watches Korean dramas on iQIYI after the kids are asleep.
project_context | Chen Jing, marathon, Chengdu | Chen Jing running | Chen Jing is training for the Chengdu Marathon in October, her first full marathon.
stable_user_context | Xuanxuan, math olympiad, homework | Xuanxuan math | Xuanxuan struggles with his math olympiad homework even though his mother is a math teacher.
stable_user_context | father, oxygen concentrator, COPD | father oxygen | His father uses a home oxygen concentrator at night because of his COPD.
project_context | parents, Beijing, Great Wall | Beijing trip | He wants to take his parents on a trip to Beijing to see the Great Wall and the Forbidden City.
user_preference | cooking, mapo tofu, weekends | cooking | He cooks mapo tofu and twice-cooked pork for the family at weekends.
recurring_constraint | BYD, charging pile, parking | car charging | They charge the BYD at a shared charging pile in the community because they have no private parking space.
stable_user_context | Douyin, panda videos, followers | Douyin account | He posts short panda videos on Douyin and has about 80,000 followers.
project_context | picture book, children, Tangyuan | picture book | He wants to write a children's picture book about Tangyuan's first year.
stable_user_context | scar, bite, left hand | panda bite scar | He has a scar on his left hand from a panda bite in 2018 and gets nervous when cubs play rough.
stable_user_context | brother-in-law, Shenzhen, Tencent | brother-in-law | Chen Jing's younger brother Chen Hao works at Tencent in Shenzhen.
stable_user_context | allergy, penicillin, antibiotics | penicillin allergy | He is allergic to penicillin.
stable_user_context | red panda, enclosure, backup | red panda duty | On weekends he also covers the red panda enclosure when its keeper is off.
recurring_constraint | Leshan, in-laws, monthly visit | Leshan visits | Chen Jing grew up in Leshan, and they drive there once a month to see her parents.
stable_user_context | 田中さん, 和歌山, アドベンチャーワールド | friend Tanaka | 和歌山のアドベンチャーワールドの元飼育員の田中さんとは10年来の友人で、パンダの人工哺育について情報交換している。
project_context | 日本旅行, 大阪, 夏休み | Japan trip | 家族で大阪と和歌山へ旅行する計画がある。
user_preference | 日本語, アプリ, 勉強 | learning Japanese | 田中さんと話すために、アプリで日本語を少しずつ勉強している。
stable_user_context | 팬, 민지, 푸바오 | fan Minji | 한국 팬 민지 씨는 푸바오 때문에 매년 청두 기지에 오고, 그에게 한국 과자를 보내 준다.
user_preference | 라면, 신라면, 야식 | late-night ramyeon | 야간 근무가 끝나면 신라면을 끓여 먹는 것을 좋아한다.
project_context | 에버랜드, 판다월드, 견학 | Everland visit | 에버랜드 판다월드를 견학하러 한국에 가 보고 싶어 한다.
stable_user_context | Jonas, Tierarzt, Zoo Berlin | friend Jonas | Sein Freund Jonas ist Tierarzt im Zoo Berlin und hat die Pandazwillinge dort mit aufgezogen.
project_context | Deutsch, Sprachkurs, App | learning German | Vor dem Austausch lernt er mit einer App Grundkenntnisse in Deutsch.
project_context | Wohnung, Berlin, Austausch | Berlin housing | Für die drei Monate in Berlin sucht er eine möblierte Wohnung in der Nähe des Zoologischen Gartens.
stable_user_context | Camille, Beauval, soigneuse | friend Camille | Son amie Camille est soigneuse au ZooParc de Beauval ; ils échangent sur les naissances de jumeaux.
user_preference | Chen Jing, parfum, Chanel | wife perfume | Chen Jing adore le parfum Chanel N°5 ; il lui en offre un flacon à chaque anniversaire.
project_context | Beauval, colloque, présentation | Beauval talk | Il doit présenter une communication sur l'élevage des petits pandas à un colloque à Beauval en 2027.
stable_user_context | Javier, Zoo Aquarium de Madrid, cuidador | friend Javier | Su amigo Javier es cuidador en el Zoo Aquarium de Madrid y le manda fotos de los pandas de allí.
user_preference | Xuanxuan, fútbol, Messi | Xuanxuan football | Xuanxuan es fan de Messi y juega al fútbol en el recreo.
recurring_constraint | Javier, videollamada, domingo | Javier calls | Habla con Javier por videollamada los domingos a las nueve de la noche, hora de Chengdu.
stable_user_context | Lucas, fotógrafo, Lisboa | friend Lucas | O amigo dele, Lucas, é fotógrafo de vida selvagem de Lisboa e vem a Chengdu todo ano fotografar pandas.
user_preference | câmera, Sony, lente | camera | Ele fotografa com uma Sony A7 IV e uma lente 200-600 mm.
project_context | exposição, fotografias, Lisboa | photo exhibition | Ele e o Lucas planejam uma exposição de fotografias de pandas em Lisboa em 2028.
stable_user_context | Иван, Московский зоопарк, друг | friend Ivan | Его друг Иван работает с пандами в Московском зоопарке и приезжал в Чэнду на стажировку.
user_preference | шахматы, Иван, онлайн | chess with Ivan | По вечерам он играет с Иваном в шахматы онлайн.
project_context | Москва, поездка, зима | Moscow trip | Он хочет зимой съездить в Москву и посмотреть на панд в Московском зоопарке.
stable_user_context | Marco, documentario, regista | friend Marco | Il suo amico Marco è un regista di documentari di Milano che ha girato un film sui panda alla base.
project_context | anniversario, Italia, Roma | Italy anniversary | Per il decimo anniversario di matrimonio vuole portare Chen Jing a Roma e a Venezia nel 2029.
recurring_constraint | Marco, sottotitoli, traduzione | documentary subtitles | Aiuta Marco a tradurre in cinese i sottotitoli del documentario.
`;
