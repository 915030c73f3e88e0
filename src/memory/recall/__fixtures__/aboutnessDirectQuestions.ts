// The aboutness set's personal questions: each must bring back the memory it names (see aboutnessWorldQuestions.ts
// for the line format; written before recall was tuned on them).

export const ABOUTNESS_DIRECT_LINES = `
direct | en | Python | Which Python library should I use to clean my pandas dataframes?
direct | en | Python | Help me speed up my pandas groupby code.
direct | en | dark theme | Suggest a dark theme for my new editor.
direct | zh | 桃子 | 给我推荐几种水果
direct | zh | 桃子 | 我想买点桃子，挑什么品种好？
direct | zh | 香菜 | 帮我做一道凉拌菜，记得我的忌口
direct | zh | 前端工程师 | 我是前端，React 和 TypeScript 学完下一步学什么？
direct | en | Berlin | What time is it in Berlin right now?
direct | en | Berlin | Find me a coworking space in Berlin for my remote work.
direct | en | daughter | Recommend a birthday gift for my daughter.
direct | en | daughter | What should I pack for my daughter's school trip?
direct | en | daughter | Ella wants to learn chess, how do I start her?
direct | zh | 豆豆 | 豆豆最近不爱吃猫粮怎么办？
direct | zh | 豆豆 | 我家猫掉毛厉害，给我点建议
direct | en | fzfind | What should go on the fzfind roadmap next?
direct | en | fzfind | Help me write the release notes for fzfind.
direct | zh | 骑行书 | 我在写的骑行书，帮我想个章节标题
direct | zh | 骑行书 | 帮我给我的书写一段关于城市骑行的引言
direct | en | wedding speech | Help me finish my best-man speech for the wedding.
direct | en | wedding speech | Give me a funny opening line for my brother's wedding speech.
direct | en | production database | How should I run a migration on our production database?
direct | zh | 投资 | 我想买点基金做投资，有什么建议？
direct | zh | 投资 | 帮我看看我的理财计划是否合理
direct | en | testing | How do I write tests for this function before I implement it?
direct | en | shell commands | Give me a shell command to find large files.
direct | zh | 提示词整理 | 帮我整理一段提示词
direct | en | jQuery | How do I select elements with jQuery?
direct | en | espresso | Which espresso beans should I buy for my machine?
direct | zh | 乌龙茶 | 我下午喝什么茶比较好？推荐几款乌龙
direct | en | running | Make me a training plan for the Berlin marathon.
direct | en | running | How should I taper before my marathon?
direct | en | knee injury | Suggest a leg workout that is easy on my weak knee.
direct | en | vegetarian | What should I cook for dinner tonight?
direct | en | vegetarian | Give me a vegetarian dinner recipe for the week.
direct | zh | 川菜 | 推荐几道不太辣的川菜
direct | zh | 产品经理 | 我是产品经理，怎么写好一份需求文档？
direct | zh | 产品经理 | 帮我准备产品经理的晋升答辩
direct | zh | 商城小程序 | 我的商城小程序要加一个优惠券功能，怎么设计？
direct | en | thesis | Help me structure the literature review of my thesis.
direct | en | thesis | My thesis on housing economics needs a better research question.
direct | en | guitar | Suggest a classical guitar piece for me to practise this weekend.
direct | en | vim | How do I set up vim keybindings in my new editor?
direct | en | Arch Linux | My Arch Linux laptop won't boot after an update, help me.
direct | zh | 雅思 | 帮我制定一个雅思备考计划
direct | zh | 雅思 | 我的雅思口语怎么提高到7分？
direct | zh | 孩子 | 我儿子上幼儿园总是哭，怎么办？
direct | zh | 科幻小说 | 推荐几本科幻小说给我
direct | en | backups | Help me clean up old files on my drive.
direct | en | penicillin | I have an ear infection, which antibiotics should I ask my doctor about given my allergy?
direct | en | history podcasts | Recommend a new history podcast for my commute.
direct | en | electric car | Where can I charge my electric car on a road trip?
direct | en | garden | What should I plant in my raised beds this spring?
direct | zh | 瑜伽 | 帮我安排一个早上的瑜伽练习
direct | zh | 父母 | 我想去杭州看父母，帮我安排行程
direct | en | git commits | Help me write a commit message for this change.
direct | en | chess | Which chess opening should I learn after the Sicilian?
direct | en | Spanish | Give me tips to learn Spanish faster.
direct | zh | 胶片摄影 | 推荐一款适合我的胶片相机
direct | en | homelab | How do I add a fourth Raspberry Pi to my Kubernetes homelab?
direct | en | Ruby | How do I add background jobs to my Rails app?
direct | en | Ruby | Which Ruby gem should I use for pagination?
direct | en | Mango | How often should I bathe Mango, my golden retriever?
direct | en | Mango | My dog Mango keeps pulling on the leash, any advice?
direct | en | Nicholas | Nicholas wants a new violin, what should I look for?
direct | en | Nicholas | Help me find a violin teacher for my son.
direct | en | Rose | Plan a surprise anniversary dinner for my partner Rose.
direct | en | Rose | My partner works night shifts as a nurse; how can I help her sleep?
direct | en | Mercury | My cat Mercury stopped eating, what should I do?
direct | en | Kindle | How do I move e-books onto my Kindle?
direct | en | MacBook | My MacBook Pro battery drains fast, what can I do?
direct | en | Swift | Help me write a Swift view for my iOS app's settings screen.
direct | en | Swift | How do I use async await in Swift?
direct | en | weekend hiking | Suggest a hiking route for me this weekend.
direct | en | jazz records | Which jazz records should I add to my vinyl collection?
direct | en | Notion | Help me build a weekly planning template in Notion.
direct | en | sister | I'm visiting my sister in Amsterdam, what should we do?
direct | en | sushi | Where can I get good salmon sushi tonight?
direct | en | travel budget | Plan me a trip to Portugal.
direct | en | Java migration | How do I migrate our legacy Java service's XML config to Spring Boot?
direct | zh | 小米手机 | 我的小米手机怎么截长图？
direct | zh | 笔记 | 帮我在 Obsidian 里整理读书笔记
direct | zh | 周末羽毛球 | 我周末打羽毛球老是手腕疼，怎么办？
direct | zh | 成都 | 回成都老家给家里人带什么礼物好？
direct | zh | 小雨 | 小雨生日快到了，帮我想想送什么
direct | zh | 小雨 | 我女朋友是医生，经常值夜班，我能怎么照顾她？
direct | zh | 周报 | 帮我写这周的周报
direct | ja | 抹茶 | おすすめの抹茶のお菓子を教えて
direct | ja | 大阪出張 | 来週の大阪出張でおすすめのホテルは？
direct | ja | 味噌ラーメン | 美味しい味噌ラーメンの店を教えて
direct | de | Fahrrad | Welches Fahrrad soll ich mir zum Pendeln kaufen?
direct | de | Fahrrad | Mein Fahrrad quietscht, was kann ich tun?
direct | de | München | Hilf mir bei der Wohnungssuche in München.
direct | de | München | Welche Viertel in München passen zu mir?
direct | de | Laktose | Gib mir ein Rezept für Pfannkuchen ohne Laktose.
direct | fr | vin rouge | Quel vin rouge de Bordeaux me conseilles-tu pour ce soir ?
direct | fr | boulangerie | Comment augmenter les ventes de ma boulangerie ?
direct | fr | boulangerie | Aide-moi à écrire une affiche pour ma boulangerie à Lyon.
direct | fr | roman policier | Aide-moi à trouver un titre pour mon roman policier.
direct | es | paella | ¿Qué ingredientes necesito para mi paella del domingo?
direct | es | Luna | Mi perra Luna no quiere comer, ¿qué hago?
direct | es | tienda de cerámica | ¿Cómo promociono mi tienda online de cerámica?
direct | es | tienda de cerámica | Ayúdame a escribir descripciones para mi tienda de cerámica.
direct | ko | 김치찌개 | 김치찌개 맛있게 끓이는 법 알려줘
direct | ru | Москва | Посоветуй, где в Москве поужинать после работы.
direct | it | nonna | Voglio andare a Napoli a trovare mia nonna, cosa porto?
direct | pt | Berlin | Qual é o melhor bairro de Berlin para mim?
direct | de | daughter | Was schenke ich Ella zum Geburtstag?
direct | fr | Mango | Mango, mon golden retriever, perd ses poils : que faire ?
direct | es | Swift | ¿Cómo uso async await en Swift para mi app de iOS?
direct | ja | Python | 私のpandasのコードを速くしたい
direct | de | Python | Wie kann ich meinen pandas-Code schneller machen?
direct | fr | chess | Quelle ouverture d'échecs après la sicilienne ? J'aime le chess.
direct | en | 回答语言 | Please answer in Chinese from now on.
direct | en | answer length | Keep the answer short.
direct | zh | 代码注释 | 帮我写一个读取文件的 Python 函数，代码要有注释
direct | en | sources | Tell me about the causes of inflation and cite sources.
direct | zh | 技术解释 | 用大白话解释一下什么是容器
direct | en | homelab | My Kubernetes cluster at home lost a node, how do I debug it?
direct | en | electric car | Should I charge my electric car every night?
direct | en | vegetarian | Meal prep ideas for my vegetarian diet?
direct | zh | 川菜 | 今晚做什么川菜好？我吃不了太辣
direct | en | guitar | I want to learn a new piece on my guitar, any suggestions?
direct | en | Kindle | My Kindle won't turn on, help.
direct | en | Java migration | Which Spring Boot version should our Java service migrate to?
direct | zh | 投资 | 我的指数基金要不要定投？
direct | en | chess | Help me improve my chess openings.
direct | en | Spanish | Which Duolingo alternative should I try for my Spanish?
`;
