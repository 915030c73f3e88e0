import type { MemoryType } from '../../../shared';
import type { UserMemory } from '../../record/schema';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';

// Impersonal questions: general knowledge, neutral writing and coding tasks, Chinese
// and English, asked of a realistic store of one user's memories. None of them is about the user,
// so any memory recalled for them is noise, except the ones marked `*` (standing instructions and
// communication preferences that apply to every answer).
// Memory lines:  type | tags | subject | text   (a leading `*` on the type marks "applies to every answer")

export const IMPERSONAL_MEMORY_LINES = `
stable_user_context | python, pandas, data | Python | The user works with Python and pandas.
user_preference | dark theme, editor | dark theme | The user always uses dark themes.
user_preference | 桃子, 水果, 吃 | 桃子 | 用户喜欢吃桃子。
user_preference | 香菜, 吃, 忌口 | 香菜 | 用户不吃香菜。
stable_user_context | 前端, react, typescript | 前端工程师 | 用户是前端工程师，主要写 React 和 TypeScript。
stable_user_context | berlin, timezone | Berlin | The user lives in Berlin and works remotely.
stable_user_context | daughter, school | daughter | The user has a nine-year-old daughter called Ella.
stable_user_context | 猫, 宠物, 豆豆 | 豆豆 | 用户养了一只叫豆豆的猫。
project_context | fzfind, rust, cli | fzfind | The user maintains fzfind, an open-source Rust CLI.
project_context | 骑行, 书, 写作 | 骑行书 | 用户在写一本关于城市骑行的书。
project_context | wedding, speech | wedding speech | The user is writing a best-man speech for his brother's wedding in June.
risk_preference | production, database, migration | production database | For production databases, choose the most conservative option and ask before destructive commands.
risk_preference | 投资, 基金, 理财 | 投资 | 用户投资偏好低风险的指数基金。
*communication_preference | concise, answers | answer length | The user wants short answers without long introductions.
*communication_preference | 中文, 回答 | 回答语言 | 用户希望回答使用中文。
*standing_instruction | sources, citations | sources | Always cite sources when stating facts.
*standing_instruction | 代码, 注释 | 代码注释 | 写代码时加上中文注释。
workflow_preference | tests, tdd | testing | The user writes tests before the implementation.
workflow_preference | shell, command | shell commands | The user wants shell commands in a single copy-pasteable block.
workflow_preference | 提示词, 复制 | 提示词整理 | 用户整理提示词时希望可以直接复制。
recurring_constraint | jquery | jQuery | Never suggest jQuery in answers.
recurring_constraint | 功能, 编造 | 不编造功能 | 不要凭空发明项目中不存在的功能。
user_preference | coffee, espresso | espresso | The user drinks espresso without sugar.
user_preference | 茶, 乌龙 | 乌龙茶 | 用户每天下午喝乌龙茶。
stable_user_context | marathon, running | running | The user is training for the Berlin marathon.
stable_user_context | knee, injury | knee injury | The user has a weak left knee and avoids jumping exercises.
user_preference | vegetarian, food, dinner | vegetarian | The user is vegetarian and cooks dinner at home most days.
user_preference | 火锅, 川菜 | 川菜 | 用户喜欢川菜，但不太能吃辣。
stable_user_context | 上海, 公司, 产品经理 | 产品经理 | 用户在上海一家互联网公司做产品经理。
project_context | 小程序, 商城, 项目 | 商城小程序 | 用户在开发一个卖手工皂的商城小程序。
project_context | thesis, economics | thesis | The user is finishing a master's thesis on housing economics.
stable_user_context | guitar, music | guitar | The user plays classical guitar on weekends.
user_preference | vim, keybindings | vim | The user uses vim keybindings in every editor.
user_preference | linux, arch | Arch Linux | The user runs Arch Linux on his laptop.
stable_user_context | 英语, 雅思 | 雅思 | 用户在准备雅思考试，目标7分。
stable_user_context | 孩子, 幼儿园 | 孩子 | 用户的儿子今年上幼儿园小班。
user_preference | 科幻, 小说 | 科幻小说 | 用户喜欢看刘慈欣的科幻小说。
risk_preference | backup, data | backups | Never delete the user's files without a backup first.
stable_user_context | allergy, penicillin | penicillin | The user is allergic to penicillin.
user_preference | podcast, history | history podcasts | The user listens to history podcasts while commuting.
stable_user_context | car, electric | electric car | The user drives an electric car.
project_context | garden, raised beds | garden | The user is building raised beds for a vegetable garden.
user_preference | 健身, 瑜伽 | 瑜伽 | 用户每天早上练二十分钟瑜伽。
stable_user_context | 父母, 杭州 | 父母 | 用户的父母住在杭州。
workflow_preference | git, commits | git commits | The user wants small commits with messages that explain why.
*communication_preference | 大白话, 解释 | 技术解释 | 技术解释先用大白话，再补充专业说法。
user_preference | chess, openings | chess | The user plays the Sicilian defence in chess.
stable_user_context | spanish, language | Spanish | The user is learning Spanish on Duolingo.
user_preference | 摄影, 胶片 | 胶片摄影 | 用户喜欢胶片摄影。
project_context | kubernetes, homelab | homelab | The user runs a small Kubernetes cluster at home on three Raspberry Pis.
`;

export const IMPERSONAL_QUESTIONS = `
How do tides work?
Write a haiku about the sea.
What is the capital of Australia?
Explain how photosynthesis works.
Who wrote Pride and Prejudice?
What causes the seasons on Earth?
Translate "good morning" into French.
What is the difference between a virus and a bacterium?
How many planets are in the solar system?
Summarize the plot of Hamlet in three sentences.
Write a short poem about autumn leaves.
What is the boiling point of water at sea level?
Explain the theory of relativity simply.
How does a refrigerator keep food cold?
What year did the Berlin Wall fall?
Give me a fun fact about octopuses.
Write a limerick about a cat who loves cheese.
What is the Pythagorean theorem?
How do vaccines train the immune system?
Explain what inflation is.
What is the tallest mountain in Africa?
Write a thank-you note to a teacher.
How do airplanes stay in the air?
What is the speed of light?
Describe the water cycle.
Who painted the Mona Lisa?
What is a black hole?
Write a short story opening about a lighthouse keeper.
How does compound interest work?
What are the main causes of the First World War?
Explain recursion with an example.
Write a JavaScript function that reverses a string.
How do I center a div with CSS?
What is the difference between TCP and UDP?
Explain what a hash table is.
Write a SQL query that counts rows grouped by country.
What does the HTTP status code 404 mean?
How does garbage collection work in Java?
Write a regular expression that matches an email address.
Explain big O notation.
What is a closure in programming?
Write a bubble sort in C.
How do I read a CSV file in Go?
What is the difference between a process and a thread?
Explain how DNS resolution works.
Write a unit test for a function that adds two numbers in Java.
What is REST?
How does public key cryptography work?
Write a haskell function that computes factorials.
What is a monad?
Explain the CAP theorem.
Convert 100 degrees Fahrenheit to Celsius.
What is the population of Canada?
Write a birthday message for a coworker.
How do bees make honey?
Why is the sky blue?
What is the largest ocean?
Explain supply and demand.
Write a cover letter opening for a librarian position.
How many bones are in the human body?
What is the chemical formula of table salt?
Give me three tips for public speaking.
What are prime numbers?
How does a rainbow form?
What is the meaning of the word serendipity?
Write a riddle about time.
What is machine learning?
How do earthquakes happen?
What language is spoken in Brazil?
Describe the architecture of a Gothic cathedral.
Who invented the telephone?
What is the difference between weather and climate?
Write a motivational quote about perseverance.
How far is the Moon from the Earth?
What is an adjective?
光合作用的基本过程是什么？
潮汐是怎么形成的？
写一首关于大海的俳句。
澳大利亚的首都是哪里？
解释一下相对论。
《红楼梦》的作者是谁？
地球为什么有四季？
把"早上好"翻译成法语。
病毒和细菌有什么区别？
太阳系有几颗行星？
用三句话概括《哈姆雷特》的情节。
写一首关于秋叶的短诗。
水在海平面的沸点是多少？
冰箱是怎么制冷的？
柏林墙是哪一年倒塌的？
告诉我一个关于章鱼的冷知识。
勾股定理是什么？
疫苗是怎么起作用的？
什么是通货膨胀？
非洲最高的山是哪座？
写一封给老师的感谢信。
飞机为什么能飞起来？
光速是多少？
描述一下水循环。
蒙娜丽莎是谁画的？
什么是黑洞？
复利是怎么计算的？
第一次世界大战的主要原因有哪些？
用例子解释一下递归。
写一个反转字符串的 JavaScript 函数。
TCP 和 UDP 有什么区别？
解释一下哈希表。
写一个按国家分组计数的 SQL 查询。
HTTP 状态码 404 是什么意思？
Java 的垃圾回收是怎么工作的？
写一个匹配邮箱地址的正则表达式。
解释一下大 O 表示法。
什么是闭包？
用 C 语言写一个冒泡排序。
进程和线程有什么区别？
DNS 解析是怎么工作的？
什么是 RESTful 接口？
公钥加密的原理是什么？
什么是单子（monad）？
解释一下 CAP 定理。
华氏100度是多少摄氏度？
加拿大有多少人口？
写一段给同事的生日祝福。
蜜蜂是怎么酿蜜的？
天空为什么是蓝色的？
世界上最大的海洋是哪个？
解释一下供求关系。
人体有多少块骨头？
食盐的化学式是什么？
给我三个公开演讲的建议。
什么是质数？
彩虹是怎么形成的？
地震是怎么发生的？
巴西说什么语言？
电话是谁发明的？
天气和气候有什么区别？
写一句关于坚持的励志名言。
月球离地球有多远？
什么是形容词？
唐朝是哪一年建立的？
长城有多长？
中国有多少个省级行政区？
如何写一份会议纪要？
帮我写一段产品发布会的开场白。
什么是区块链？
解释一下牛顿第三定律。
如何计算圆的面积？
什么是人工智能？
如何系领带？
What is the difference between affect and effect?
Write a short poem about the moon.
How do volcanoes erupt?
`;

export interface ImpersonalMemorySpec {
  readonly type: string;
  readonly tags: readonly string[];
  readonly subject: string;
  readonly text: string;
  /** A standing instruction or communication preference that applies to every answer. */
  readonly appliesToEveryAnswer: boolean;
}

export const impersonalMemorySpecs = (): ImpersonalMemorySpec[] =>
  IMPERSONAL_MEMORY_LINES.split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((line) => {
      const [type = '', tags = '', subject = '', text = ''] = line.split('|').map((p) => p.trim());
      return {
        type: type.replace('*', ''),
        tags: tags.split(',').map((t) => t.trim()),
        subject,
        text,
        appliesToEveryAnswer: type.startsWith('*'),
      };
    });

export const impersonalQuestions = (): string[] =>
  IMPERSONAL_QUESTIONS.split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);

/** The store as the worker would hold it, each memory with whether it applies to every answer. */
export function impersonalStore(): { memory: UserMemory; appliesToEveryAnswer: boolean }[] {
  return impersonalMemorySpecs().map((spec, i) => {
    const type = spec.type as MemoryType;
    const raw = rawCandidate({
      type,
      text: spec.text,
      tags: spec.tags,
      subject: spec.subject,
      polarity: type === 'user_preference' ? 'prefer' : null,
    });
    return {
      memory: memoryFrom(raw, `2025-04-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`),
      appliesToEveryAnswer: spec.appliesToEveryAnswer,
    };
  });
}
