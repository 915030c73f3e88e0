// The aboutness set's questions, written by category before recall was tuned on them (the rules never
// name any of them). One line per question:  category | language | memories that must come back | question
// `-` means no topical memory may come back (memories that apply to every answer are always allowed).
// Categories: direct (a personal question that must recall; aboutnessDirectQuestions.ts), homograph, name,
// place, brand, topic (an encyclopedic question on a memory's topic noun), subword (a memory word inside a
// longer Chinese or Japanese word), function (other languages' articles and pronouns), generic (generic tags;
// the user's own request in that area must recall), personal_none (about the user, on a topic no memory covers).

export const ABOUTNESS_WORLD_LINES = `
homograph | en | - | What gives a ruby its red colour?
homograph | en | - | Is a ruby harder than a sapphire?
homograph | en | - | Why does iron rust in salt water?
homograph | en | - | How do I remove rust from an old bicycle chain?
homograph | en | - | How long can a python snake grow?
homograph | en | - | What do ball pythons eat in the wild?
homograph | en | - | Where is the island of Java?
homograph | en | - | What is the history of Java coffee?
homograph | en | - | How fast can a swift fly?
homograph | en | - | Which albums did Taylor Swift release in 2020?
homograph | en | - | How many moons does the planet Mercury have?
homograph | en | - | Why is mercury toxic?
homograph | en | - | When is mango season in India?
homograph | en | - | How do I tell if a mango is ripe?
homograph | en | - | What is the symbolism of the red rose?
homograph | en | - | How do I prune rose bushes?
homograph | en | - | How long is the Amazon river?
homograph | en | - | Who founded Amazon?
homograph | en | - | Why do apples turn brown after cutting?
homograph | en | - | How was the Apple company founded?
homograph | en | - | What is a shell company?
homograph | en | - | How do hermit crabs choose a shell?
homograph | en | - | What is a vim and vigor?
homograph | en | - | What is the arch of a foot?
homograph | en | - | Who built the Arc de Triomphe arch?
homograph | en | - | What does a notion mean in philosophy?
homograph | en | - | How do pencils get their lead?
homograph | en | - | What is the Rose Bowl?
homograph | zh | - | 苹果为什么会氧化变色？
homograph | zh | - | 小雨和中雨的降水量怎么区分？
homograph | zh | - | 明天会下小雨吗？
homograph | zh | - | 豆豆是什么意思？
homograph | es | - | ¿Por qué la luna tiene fases?
homograph | es | - | ¿Cuándo fue la primera misión a la luna?
homograph | es | - | ¿Qué es el rubí y dónde se encuentra?
homograph | fr | - | Pourquoi la rose est-elle le symbole de l'amour ?
homograph | fr | - | Combien de temps vit un python ?
homograph | de | - | Warum rostet Eisen?
homograph | de | - | Wie viele Monde hat der Merkur?
homograph | it | - | Quando fu scoperta la luna di Giove?
homograph | pt | - | Por que a manga é tão doce?
homograph | en | - | What is the atomic number of mercury?
homograph | en | - | How do you make mango lassi?
homograph | en | - | Who was Saint Nicholas?
homograph | en | - | What is the meaning of the name Luna?
name | en | - | Who was Nicholas Copernicus?
name | en | - | Who was Tsar Nicholas II?
name | en | - | What did Rose Kennedy do?
name | en | - | Who is Ella Fitzgerald?
name | en | - | What are Ella Fitzgerald's best songs?
name | en | - | Who was Hanna Arendt?
name | en | - | Who was the Roman god Mercury?
name | en | - | Who played Rose in Titanic?
name | en | - | What is the story of Luna Lovegood in Harry Potter?
name | en | - | Who was Queen Elizabeth's sister?
name | en | - | Who was the daughter of Zeus?
name | en | - | Who was Mozart's son?
name | en | - | How old was Anne Frank's sister?
name | en | - | What did Einstein's partner study?
name | zh | - | 国王的女儿叫什么名字？
name | zh | - | 曹操的儿子有哪些？
name | zh | - | 小雨这个名字有什么寓意？
name | zh | - | 鲁迅的父母是谁？
name | de | - | Wer war die Tochter von Goethe?
name | fr | - | Qui était le fils de Napoléon ?
name | es | - | ¿Quién era la hermana de Frida Kahlo?
name | ja | - | 徳川家康の息子は誰ですか？
name | en | - | Who composed the Mercury Theatre radio plays?
name | en | - | What happened to Freddie Mercury?
name | en | - | Who was Nicholas Cage's first wife?
name | en | - | What is the Rose Parade?
name | en | - | Who was Florence Nightingale?
name | en | - | Who is Sam Altman?
name | ko | - | 세종대왕의 아들은 누구인가요?
name | ru | - | Кто был сыном Петра Первого?
place | en | - | When was the Berlin Wall built?
place | en | - | What year did the Berlin Wall fall?
place | en | - | How many people live in Berlin?
place | en | - | What is the history of Amsterdam's canals?
place | en | - | Why is Amsterdam called the Venice of the north?
place | en | - | What is the population of Lyon?
place | en | - | Who built the port of Marseille?
place | en | - | When was Munich founded?
place | en | - | Why is Naples famous for pizza?
place | en | - | How tall is the Eiffel Tower?
place | en | - | What is Bordeaux famous for?
place | en | - | What are the Alps made of?
place | zh | - | 成都为什么叫天府之国？
place | zh | - | 成都有哪些历史名人？
place | zh | - | 杭州西湖有什么传说？
place | zh | - | 上海的历史有多长？
place | zh | - | 柏林墙是哪一年倒塌的？
place | zh | - | 大阪城是谁建的？
place | ja | - | 大阪城はいつ建てられましたか？
place | ja | - | 成都はどこにありますか？
place | de | - | Wann wurde München gegründet?
place | de | - | Wie viele Einwohner hat Berlin?
place | de | - | Warum heißt München München?
place | fr | - | Quelle est l'histoire de Lyon ?
place | fr | - | Quand Marseille a-t-elle été fondée ?
place | es | - | ¿Cuál es la historia de Valencia y la paella?
place | ru | - | Когда была основана Москва?
place | ru | - | Сколько людей живёт в Москве?
place | it | - | Quando fu fondata Napoli?
place | it | - | Perché Napoli è famosa?
place | pt | - | Qual é a capital de Portugal?
place | ko | - | 서울의 역사는 얼마나 오래되었나요?
place | en | - | How did Amsterdam become rich?
place | en | - | What river runs through Berlin?
place | zh | - | 杭州是哪个朝代的都城？
brand | en | - | When was the first Kindle released?
brand | en | - | Who invented the MacBook Air?
brand | en | - | How does Notion make money?
brand | en | - | Who created Obsidian the note app?
brand | en | - | When was Spring Boot first released?
brand | en | - | Who created the Ruby language?
brand | en | - | Who created the Python language?
brand | en | - | When was Swift announced by Apple?
brand | en | - | How does Duolingo's streak system work?
brand | en | - | When was the Raspberry Pi invented?
brand | en | - | Who makes the Kindle?
brand | en | - | What is Kubernetes?
brand | en | - | What is the history of the Linux kernel?
brand | en | - | Who wrote the vim editor?
brand | en | - | What is jQuery?
brand | en | - | What is Rust's borrow checker?
brand | zh | - | 小米公司是哪一年成立的？
brand | zh | - | 雷军是怎么创办小米的？
brand | zh | - | 小米粥怎么熬才好喝？
brand | zh | - | 小米和大米有什么区别？
brand | zh | - | VSCode 是谁开发的？
brand | ja | - | ソニーはいつ創業しましたか？
brand | de | - | Wann wurde Volkswagen gegründet?
brand | fr | - | Qui a fondé Michelin ?
brand | es | - | ¿Quién fundó Zara?
brand | en | - | What does a Kindle use for its screen?
brand | en | - | How big was the first Apple computer?
brand | zh | - | 胶片相机的原理是什么？
topic | en | - | Who invented the guitar?
topic | en | - | How big was the first marathon?
topic | en | - | Who ran the first marathon in history?
topic | en | - | When did chess arrive in Europe?
topic | en | - | Who invented espresso?
topic | en | - | How does an espresso machine build pressure?
topic | en | - | What is the history of sushi?
topic | en | - | How did jazz begin in New Orleans?
topic | en | - | Who invented the vinyl record?
topic | en | - | How does a vinyl record store sound?
topic | en | - | What is the history of vegetarianism?
topic | en | - | How did yoga spread to the West?
topic | en | - | How do electric cars work?
topic | en | - | Who invented the electric car?
topic | en | - | When was penicillin discovered?
topic | en | - | How does penicillin kill bacteria?
topic | en | - | How do knees work?
topic | en | - | What is the history of weddings in ancient Rome?
topic | en | - | Who gave the most famous speech in history?
topic | en | - | What is housing economics?
topic | en | - | How do thesis defences work in Germany?
topic | en | - | How does a podcast make money?
topic | en | - | What was the first podcast?
topic | en | - | How does a raised bed garden drain water?
topic | en | - | Who invented the bicycle?
topic | en | - | How does a database index work?
topic | en | - | What is an index fund?
topic | en | - | How did the Sicilian defence get its name?
topic | en | - | What is the history of the violin?
topic | en | - | How do nurses train in the UK?
topic | en | - | What is the history of hiking as a hobby?
topic | en | - | How did the Alps form?
topic | en | - | How are e-books priced?
topic | en | - | What is the history of the iOS operating system?
topic | en | - | How does a migration of birds work?
topic | en | - | Why do golden retrievers shed so much?
topic | en | - | How long do cats live?
topic | en | - | How is red wine made?
topic | en | - | What is the history of bread in France?
topic | en | - | How does ceramic glaze work?
topic | zh | - | 乌龙茶是怎么制作的？
topic | zh | - | 川菜的历史有多久？
topic | zh | - | 瑜伽起源于哪个国家？
topic | zh | - | 羽毛球是谁发明的？
topic | zh | - | 雅思考试是哪一年开始的？
topic | zh | - | 幼儿园制度是谁发明的？
topic | zh | - | 科幻小说的起源是什么？
topic | zh | - | 胶片摄影的历史
topic | zh | - | 指数基金是谁发明的？
topic | zh | - | 香菜为什么有人觉得像肥皂味？
topic | zh | - | 桃子原产于哪里？
topic | zh | - | 咖啡是怎么传到欧洲的？
topic | zh | - | 产品经理这个职位是怎么出现的？
topic | ja | - | 抹茶の歴史を教えて
topic | ja | - | ラーメンはいつ日本に伝わりましたか？
topic | de | - | Wer hat das Fahrrad erfunden?
topic | de | - | Wie entsteht Laktoseintoleranz?
topic | fr | - | Qui a inventé le roman policier ?
topic | fr | - | Comment fabrique-t-on le vin rouge ?
topic | es | - | ¿Cuál es el origen de la paella?
topic | es | - | ¿Cómo se fabrica la cerámica?
topic | ko | - | 김치찌개의 유래는 무엇인가요?
topic | it | - | Qual è la storia della pizza napoletana?
topic | pt | - | Quem inventou o café expresso?
topic | ru | - | Кто изобрёл шахматы?
subword | zh | - | 小米粥有什么营养？
subword | zh | - | 笔记本电脑哪个牌子好？
subword | zh | - | 笔记本电脑的散热原理是什么？
subword | zh | - | 桃子罐头是怎么做的？
subword | zh | - | 成都市区的地铁有几条线？
subword | zh | - | 投资银行是做什么的？
subword | zh | - | 周报纸是什么？
subword | zh | - | 模板印刷术是谁发明的？
subword | zh | - | 羽毛球拍是用什么材料做的？
subword | zh | - | 乌龙茶叶蛋怎么做？
subword | zh | - | 手机壳用什么材质最耐用？
subword | zh | - | 女朋友这个词是什么时候出现的？
subword | zh | - | 老家具怎么翻新？
subword | zh | - | 父母官是什么意思？
subword | zh | - | 香菜根能吃吗？
subword | zh | - | 桃子树怎么嫁接？
subword | zh | - | 骑行服为什么这么紧？
subword | zh | - | 咖啡因是怎么提神的？
subword | ja | - | 抹茶ラテの作り方は？
subword | ja | - | ラーメン屋の歴史は？
subword | ja | - | 大阪弁の特徴は何ですか？
subword | ja | - | 出張所とは何ですか？
subword | zh | - | 上海话和苏州话有什么区别？
subword | zh | - | 小雨伞是什么牌子？
subword | zh | - | 模板引擎是什么？
function | de | - | Was ist die Hauptstadt von Frankreich?
function | de | - | Wie funktioniert die Photosynthese?
function | de | - | Wer hat die Glühbirne erfunden?
function | de | - | Erkläre mir den Unterschied zwischen der und das.
function | de | - | Warum ist der Himmel blau?
function | fr | - | Qu'est-ce que la photosynthèse ?
function | fr | - | Qui a écrit Les Misérables ?
function | fr | - | Pourquoi le ciel est-il bleu ?
function | fr | - | Quelle est la différence entre le et la en français ?
function | es | - | ¿Qué es la fotosíntesis?
function | es | - | ¿Quién escribió Don Quijote?
function | es | - | ¿Por qué el cielo es azul?
function | es | - | ¿Cuál es la capital de Argentina?
function | es | - | ¿Cómo funciona el motor de un coche?
function | pt | - | O que é a fotossíntese?
function | pt | - | Quem descobriu o Brasil?
function | it | - | Che cos'è la fotosintesi?
function | it | - | Chi ha scritto la Divina Commedia?
function | ru | - | Что такое фотосинтез?
function | ru | - | Почему небо голубое?
function | ja | - | 光合成とは何ですか？
function | ja | - | 空はなぜ青いのですか？
function | ko | - | 광합성이란 무엇인가요?
function | ko | - | 하늘은 왜 파란가요?
function | de | - | Wie viele Tage hat ein Schaltjahr?
generic | en | - | What did people eat in medieval Europe?
generic | en | - | Why do we have weekends?
generic | en | - | When did the two-day weekend start?
generic | en | - | Why is the weekend two days long?
generic | en | - | How does the body digest food?
generic | en | - | What is food inflation?
generic | en | - | Who invented dinner parties?
generic | en | - | What did Romans eat for dinner?
generic | en | - | How does music affect the brain?
generic | en | - | What is the history of the e-book?
generic | en | - | How do trips to Mars work?
generic | en | - | Why do dogs eat grass?
generic | zh | - | 周末为什么是两天？
generic | zh | - | 古人周末休息吗？
generic | zh | - | 人为什么要吃饭？
generic | zh | - | 熊猫吃什么？
generic | zh | - | 手机是谁发明的？
generic | zh | - | 水果为什么是甜的？
generic | zh | - | 吃辣为什么会上瘾？
generic | zh | - | 音乐是怎么起源的？
generic | ja | - | 週末という言葉の由来は？
generic | de | - | Warum gibt es das Wochenende?
generic | fr | - | Pourquoi le week-end dure-t-il deux jours ?
generic | es | - | ¿Qué comían los romanos?
generic | en | vegetarian | What should I eat for dinner tonight?
generic | en | weekend hiking | What should I do this weekend?
generic | en | sushi | Recommend some food for my lunch.
generic | zh | 桃子 | 推荐点水果给我吃
generic | zh | 周末羽毛球 | 这个周末我做什么运动好？
generic | en | jazz records | Recommend some music for me to listen to tonight.
generic | zh | 桃子;香菜;川菜 | 我喜欢吃什么？
generic | en | Kindle | Recommend some e-books for me.
personal_none | en | - | Help me plan a birthday party for my grandmother.
personal_none | en | - | What should I wear to my job interview?
personal_none | en | - | My washing machine is leaking, what should I do?
personal_none | en | - | Give me a plan to save for a house.
personal_none | en | - | How do I ask my boss for a raise?
personal_none | en | - | Help me write a letter to my landlord.
personal_none | en | - | Recommend a good board game for my friends.
personal_none | en | - | What should I name my new plant?
personal_none | en | - | I can't sleep at night, any tips?
personal_none | en | - | Help me learn to swim as an adult.
personal_none | zh | - | 帮我写一封请假邮件
personal_none | zh | - | 我想学画画，从哪开始？
personal_none | zh | - | 帮我规划一下下个月的开支
personal_none | zh | - | 我的洗衣机漏水了怎么办？
personal_none | zh | - | 推荐几部好看的电影给我
personal_none | zh | - | 我想去海边度假，有什么推荐？
personal_none | ja | - | 私に合う香水を教えて
personal_none | ja | - | 引っ越しの準備を手伝って
personal_none | de | - | Hilf mir, einen Brief an meinen Vermieter zu schreiben.
personal_none | de | - | Was soll ich zum Vorstellungsgespräch anziehen?
personal_none | fr | - | Aide-moi à planifier un voyage en Grèce.
personal_none | fr | - | Que dois-je offrir à mon collègue pour son départ ?
personal_none | es | - | Ayúdame a escribir una carta de presentación.
personal_none | es | - | ¿Qué regalo le compro a mi abuela?
personal_none | ko | - | 나에게 맞는 운동을 추천해 줘
personal_none | ru | - | Помоги мне составить план тренировок для плавания.
personal_none | it | - | Aiutami a scrivere una lettera al mio capo.
personal_none | pt | - | Me ajude a planejar uma viagem ao Chile.
personal_none | en | - | Help me pick a name for my startup.
`;
