// Deterministic test embedders built from one small concept lexicon (synonyms and zh/en
// translations share concepts), so a paraphrase is near its memory in meaning while sharing no word.
// They differ on purpose in dimension, cosine scale, word noise and how far apart they put Chinese
// and English: real models differ that much (e5/bge put every text near 0.8, text-embedding-3 puts
// unrelated texts near 0.1), so a threshold on raw cosine could not serve them all; the calibration
// must, with no constant per embedder.

type Weights = Readonly<Record<string, number>>;

/** Surface form (lower-case; Latin matched as whole words, CJK as substrings) → concept weights. */
const LEXICON: ReadonlyArray<readonly [readonly string[], Weights]> = [
  [['水果', '果子', 'fruit', 'fruits'], { fruit: 1, food: 0.3 }],
  [['桃子', '桃', 'peach', 'peaches'], { peach: 1, fruit: 0.7 }],
  [['榴莲', 'durian'], { durian: 1, fruit: 0.7 }],
  [['苹果', 'apple', 'apples'], { apple: 1, fruit: 0.7 }],
  [['吃', 'eat', 'eating', 'food', '食物', '饭', 'meal', 'meals', 'snack', '菜', 'dish'], { food: 1 }],
  [['cook', 'cooking', '做饭', 'recipe', '菜谱', 'dinner', '晚饭', '晚餐', 'soup', '汤', 'salad'], { food: 0.8, cook: 1 }],
  [['香菜', 'coriander', 'cilantro'], { coriander: 1, herb: 0.8, food: 0.3 }],
  [['herb', 'herbs', '香料'], { herb: 1, food: 0.3 }],
  [['忌口', 'leave out', 'avoid eating'], { avoidfood: 1, food: 0.4 }],
  [['spicy', '辣', '麻辣', 'sichuan', '川菜', 'hotpot', '火锅', 'numbing'], { spicy: 1, food: 0.5 }],
  [['咖啡', 'coffee', '美式', 'americano', 'latte', '拿铁', 'espresso'], { coffee: 1, drink: 0.5, energy: 0.4 }],
  [['提神', 'wake me up', 'energy'], { energy: 1 }],
  [['喝', 'drink', 'drinks', '饮料', 'beverage', '热饮'], { drink: 1 }],
  [['茶', 'tea', '绿茶'], { tea: 1, drink: 0.5 }],
  [['编辑器', 'editor', 'editors', 'ide'], { editor: 1, code: 0.3 }],
  [['vscode', 'vs code'], { vscode: 1, editor: 0.7 }],
  [['插件', 'plugin', 'plugins', 'extension', 'extensions', 'addon'], { plugin: 1 }],
  [['代码', 'code', '写代码', 'program', 'programming', '函数', 'function', 'coding'], { code: 1 }],
  [['programming language', '编程语言', '开发语言'], { proglang: 1, code: 0.4 }],
  [['language', '语言'], { proglang: 0.5, humanlang: 0.5 }],
  [['typescript', 'ts'], { typescript: 1, proglang: 0.6, web: 0.4 }],
  [['javascript', 'js'], { javascript: 1, proglang: 0.6, web: 0.5 }],
  [['python'], { python: 1, proglang: 0.6 }],
  [['rust', 'crate'], { rust: 1, proglang: 0.6 }],
  [['web', 'website', '网站', '网页', 'frontend', '前端'], { web: 1 }],
  [['dom', 'manipulate the dom'], { dom: 1, web: 0.6 }],
  [['jquery'], { jquery: 1, dom: 0.6, web: 0.4 }],
  [['library', '库'], { library: 1, code: 0.3 }],
  [['theme', 'themes', '主题', 'color scheme', '配色', '配色方案'], { theme: 1 }],
  [['dark', 'dark mode', 'dark-mode', '暗色', '深色'], { dark: 1, theme: 0.7 }],
  [['terminal', 'terminals', '终端', '命令行'], { terminal: 1, shell: 0.7 }],
  [['shell', 'bash', 'command', 'commands', 'one-liner', '命令'], { shell: 1, terminal: 0.5 }],
  [['powershell'], { shell: 0.8, windows: 0.6 }],
  [['script', 'scripts', '脚本'], { shell: 0.6, code: 0.4 }],
  [['windows'], { windows: 1 }],
  [['explain', 'explanation', '解释', '讲解'], { explain: 1 }],
  [['大白话', '通俗', 'plain words', 'simple terms', 'plain language', "like i'm new", 'beginner'], { plain: 1, explain: 0.4 }],
  [['技术', 'technical', 'tech'], { tech: 1 }],
  [['short', 'brief', 'concise', '简短', '简洁', '短'], { concise: 1 }],
  [['answer', 'answers', '回答', 'reply', 'replies', '回复'], { answer: 1 }],
  [['中文', 'chinese', 'mandarin', '汉语', '普通话'], { chinese: 1, humanlang: 0.6 }],
  [['test', 'tests', 'testing', 'unit test', '单元测试', '测试', 'tdd'], { test: 1 }],
  [['security', 'secure', '安全', 'vulnerability', 'vulnerabilities', '漏洞', '隐患'], { security: 1 }],
  [['review', 'reviews', '审查', 'check my code', 'pull request'], { review: 1, code: 0.3 }],
  [['猫', 'cat', 'cats', 'kitty', 'kitten', '猫粮'], { cat: 1, pet: 0.6 }],
  [['宠物', 'pet', 'pets'], { pet: 1 }],
  [['投资', '基金', 'invest', 'investing', 'investment', 'savings', 'fund', 'funds', '理财'], { invest: 1 }],
  [['风险', 'risk', 'risky'], { risk: 1 }],
  [['production', '生产环境', 'database', 'databases', '数据库', 'migration'], { db: 1 }],
  [['聊天记录', 'chat history', '隐私', 'privacy', '长期记忆'], { privacy: 1 }],
  [['工程师', 'engineer', '工作', 'job', 'work'], { job: 1 }],
  [['berlin', '柏林'], { berlin: 1 }],
  [['timezone', 'time zone', '时区', 'what time'], { timezone: 1 }],
  [['骑行', 'cycling', 'bicycle', 'bike', '单车', '自行车'], { cycling: 1 }],
  [['书', 'book', '写作', 'chapter', '章节'], { book: 1 }],
  [['markdown'], { editor: 0.5, code: 0.3 }],
  [['数据分析', 'data analysis', 'data', '数据'], { data: 1 }],
  [['meat', 'diet', 'vegetarian', '素食', '吃素'], { diet: 1, food: 0.6 }],
  [['ai mind', 'ai-mind', '版本', 'version', 'release', 'roadmap', '路线图', '版本规划'], { release: 1 }],
  [['fzfind', 'cli'], { cli: 1, shell: 0.3 }],
  [['需求', 'requirement', 'requirements', 'spec', '评估'], { requirement: 1 }],
  [['功能', 'feature', 'features', '编造', 'invent', 'fabricate'], { feature: 1 }],
  [['提示词', 'prompt', 'prompts', '复制', 'copy'], { prompt: 1 }],
  [['爬山', '山', 'hiking', 'hike', 'mountain', 'mountains'], { hiking: 1 }],
  [['音乐', 'music', '古典', 'classical', '曲子', '歌', 'songs', 'song'], { music: 1 }],
  [['电影', 'movie', 'movies', 'film'], { movie: 1 }],
];

/** Words that carry no meaning of their own (embedders spend little on them). */
const FUNCTION_WORDS = new Set(
  'the a an is are am be to of in on for and or with my me i you your it this that what which how do does should can could would will please user users 用户 我 你 的 了 吗 呢 是 在 一 个 些 点 给 帮 想 要 能 有'.split(
    ' ',
  ),
);

function hashString(s: string, seed: number): number {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < s.length; i += 1) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A deterministic pseudo-random direction for a name (xorshift; roughly Gaussian from sums). */
function direction(name: string, dimension: number, seed: number): Float32Array {
  let x = hashString(name, seed) || 1;
  const out = new Float32Array(dimension);
  for (let i = 0; i < dimension; i += 1) {
    let sum = 0;
    for (let k = 0; k < 3; k += 1) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      sum += (x >>> 0) / 4294967296 - 0.5;
    }
    out[i] = sum;
  }
  let norm = 0;
  for (const v of out) norm += v * v;
  const scale = 1 / Math.sqrt(norm);
  return out.map((v) => v * scale);
}

interface Parsed {
  concepts: Map<string, number>;
  leftovers: string[];
}

function parse(text: string): Parsed {
  let rest = ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'-]+/gu, ' ')} `;
  const concepts = new Map<string, number>();
  const forms = LEXICON.flatMap(([surfaces, weights]) => surfaces.map((s) => [s, weights] as const)).sort(
    (a, b) => b[0].length - a[0].length,
  );
  for (const [form, weights] of forms) {
    const cjk = /\p{Script=Han}/u.test(form);
    const needle = cjk ? form : ` ${form} `;
    const plural = cjk ? null : ` ${form}s `;
    for (const n of plural ? [needle, plural] : [needle]) {
      while (rest.includes(n)) {
        rest = rest.replace(n, cjk ? ' ' : '  ');
        for (const [c, w] of Object.entries(weights)) concepts.set(c, (concepts.get(c) ?? 0) + w);
      }
    }
  }
  const leftovers: string[] = [];
  for (const word of rest.split(/\s+/).filter(Boolean)) {
    if (/\p{Script=Han}/u.test(word)) for (const ch of word) leftovers.push(ch);
    else leftovers.push(word);
  }
  return { concepts, leftovers: leftovers.filter((w) => !FUNCTION_WORDS.has(w)) };
}

export interface TestEmbedder {
  readonly name: string;
  readonly dimension: number;
  embed(text: string): Float32Array;
}

interface Geometry {
  readonly dimension: number;
  readonly seed: number;
  /** Size of one direction shared by every text, relative to its content: the cosine baseline. */
  readonly common: number;
  /** Weight of each word outside the lexicon (a real model spends some meaning on every word). */
  readonly noise: number;
  /** Share of a concept's direction that depends on the script it was written in (0: one space for zh and en). */
  readonly scriptSplit?: number;
}

const isHan = (text: string): boolean => /\p{Script=Han}/u.test(text);

function build(name: string, g: Geometry): TestEmbedder {
  const { dimension, seed, common, noise, scriptSplit = 0 } = g;
  const cache = new Map<string, Float32Array>();
  const dir = (key: string): Float32Array => {
    let v = cache.get(key);
    if (!v) {
      v = direction(key, dimension, seed);
      cache.set(key, v);
    }
    return v;
  };
  return {
    name,
    dimension,
    embed(text) {
      const { concepts, leftovers } = parse(text);
      const script = isHan(text) ? 'zh' : 'en';
      const out = new Float32Array(dimension);
      const add = (v: Float32Array, w: number) => {
        for (let i = 0; i < dimension; i += 1) out[i] = (out[i] as number) + (v[i] as number) * w;
      };
      let content = 0;
      for (const [c, w] of concepts) {
        const weight = Math.min(w, 1.5);
        add(dir(`concept:${c}`), weight * Math.sqrt(1 - scriptSplit));
        if (scriptSplit > 0) add(dir(`concept:${c}:${script}`), weight * Math.sqrt(scriptSplit));
        content += weight * weight;
      }
      for (const word of leftovers) add(dir(`word:${word}`), noise);
      // A direction per script: texts in one language sit closer to each other than to a translation.
      if (scriptSplit > 0) add(dir(`script:${script}`), scriptSplit * Math.sqrt(content + 1));
      // A shared direction as large as the content itself: every cosine sits high, as in many real models.
      if (common > 0) add(dir('common'), common * Math.sqrt(content + leftovers.length * noise * noise + 1));
      return out;
    },
  };
}

/** 64 dimensions; unrelated texts have cosines near 0. */
export const sparseEmbedder = (): TestEmbedder => build('sparse-64', { dimension: 64, seed: 7, common: 0, noise: 0.35 });
/** 384 dimensions; a large shared component puts every cosine near 0.75–0.95. */
export const anisotropicEmbedder = (): TestEmbedder => build('anisotropic-384', { dimension: 384, seed: 1234, common: 1.8, noise: 0.5 });

/**
 * Five geometries, as the meaning bench runs them: a high common baseline like e5/bge, a near-zero
 * baseline like text-embedding-3, 256 and 1,024 dimensions, heavy word noise, and Chinese and
 * English mapped apart. `draw` picks other random directions for the same geometries (0: the
 * bench's own table), so a calibration can be checked on more than one sample of each.
 */
export const syntheticEmbedders = (draw = 0): TestEmbedder[] => {
  const seed = (base: number) => base + 1000 * draw;
  const suffix = draw === 0 ? '' : ` #${draw}`;
  return [
    build(`high-baseline-1024 (e5/bge-like)${suffix}`, { dimension: 1024, seed: seed(11), common: 2.2, noise: 0.4 }),
    build(`near-zero-256 (text-embedding-3-like)${suffix}`, { dimension: 256, seed: seed(23), common: 0.15, noise: 0.3 }),
    build(`heavy-word-noise-512${suffix}`, { dimension: 512, seed: seed(37), common: 0.6, noise: 1 }),
    build(`zh-en-apart-768${suffix}`, { dimension: 768, seed: seed(41), common: 0.8, noise: 0.4, scriptSplit: 0.5 }),
    build(`sparse-low-dim-64${suffix}`, { dimension: 64, seed: seed(53), common: 0, noise: 0.35 }),
  ];
};
