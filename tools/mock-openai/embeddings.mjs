// POST /v1/embeddings for the loopback model server: deterministic vectors from a small concept
// lexicon, so synonyms and zh/en translations land near each other and tests can show a paraphrase
// that only meaning recalls. Node built-ins only; no randomness (every direction comes from a hash).

/** Surface form (lower-case; Latin as whole words, CJK as substrings) → concept weights. */
const LEXICON = [
  [['programming language', 'programming languages', '编程语言', '开发语言'], { proglang: 1, code: 0.4 }],
  [['language', 'languages', '语言'], { proglang: 0.5, humanlang: 0.5 }],
  [['typescript', 'javascript', 'ts', 'js'], { proglang: 0.7, web: 0.5, typescript: 1 }],
  [['python', 'rust', 'golang', 'java'], { proglang: 0.8 }],
  [['web', 'website', 'frontend', 'front-end', '网站', '网页', '前端'], { web: 1 }],
  [['code', 'coding', 'program', 'programming', '代码', '编程', '写代码'], { code: 1 }],
  [['水果', '果子', 'fruit', 'fruits'], { fruit: 1, food: 0.3 }],
  [['桃子', '桃', 'peach', 'peaches'], { peach: 1, fruit: 0.7 }],
  [['吃', 'eat', 'food', 'meal', 'meals', 'snack', '食物', '饭'], { food: 1 }],
  [['cook', 'cooking', 'dinner', 'recipe', '做饭', '晚饭', '晚餐', '菜谱'], { food: 0.8, cook: 1 }],
  [['香菜', 'coriander', 'cilantro'], { coriander: 1, food: 0.3 }],
  [['咖啡', 'coffee', 'latte', '拿铁', 'espresso', '美式'], { coffee: 1, drink: 0.5 }],
  [['喝', 'drink', 'beverage', '饮料'], { drink: 1 }],
  [['编辑器', 'editor', 'ide', 'vscode', 'vs code'], { editor: 1 }],
  [['插件', 'plugin', 'plugins', 'extension', 'extensions'], { plugin: 1 }],
  [['dark mode', 'dark', 'theme', 'color scheme', '主题', '配色', '深色'], { theme: 1 }],
  [['short', 'brief', 'concise', '简短', '简洁'], { concise: 1 }],
  [['explain', 'explanation', '解释', '讲解', '通俗', '大白话'], { explain: 1 }],
  [['猫', 'cat', 'cats', 'kitty', '宠物', 'pet'], { pet: 1 }],
  [['travel', 'trip', 'train', '旅行', '出行', '火车'], { travel: 1 }],
  [['music', 'song', 'songs', '音乐', '歌'], { music: 1 }],
];

const FUNCTION_WORDS = new Set(
  'the a an is are am be to of in on for and or with my me i you your it this that what which how do does should can could would will please user 用户 我 你 的 了 吗 呢 是 在 一 个 些 点 给 帮 想 要'.split(
    ' ',
  ),
);

const FORMS = LEXICON.flatMap(([surfaces, weights]) => surfaces.map((s) => [s, weights])).sort((a, b) => b[0].length - a[0].length);
const HAN = /\p{Script=Han}/u;

function hash(text, seed) {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0 || 1;
}

function direction(name, dimension) {
  let x = hash(name, 99);
  const out = new Array(dimension);
  for (let i = 0; i < dimension; i++) {
    let sum = 0;
    for (let k = 0; k < 3; k++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      sum += (x >>> 0) / 4294967296 - 0.5;
    }
    out[i] = sum;
  }
  return out;
}

/** A deterministic unit vector for a text: its concepts, plus a little of every other word. */
export function embedText(text, dimension = 256) {
  let rest = ` ${String(text)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'-]+/gu, ' ')} `;
  const out = new Array(dimension).fill(0);
  const add = (name, weight) => direction(name, dimension).forEach((v, i) => (out[i] += v * weight));
  for (const [form, weights] of FORMS) {
    const needle = HAN.test(form) ? form : ` ${form} `;
    while (rest.includes(needle)) {
      rest = rest.replace(needle, '  ');
      for (const [concept, w] of Object.entries(weights)) add(`concept:${concept}`, w);
    }
  }
  for (const word of rest.split(/\s+/).filter(Boolean)) {
    const pieces = HAN.test(word) ? [...word] : [word];
    for (const piece of pieces) if (!FUNCTION_WORDS.has(piece)) add(`word:${piece}`, 0.35);
  }
  const norm = Math.sqrt(out.reduce((s, v) => s + v * v, 0)) || 1;
  return out.map((v) => Number((v / norm).toFixed(6)));
}

/** The models that answer /v1/embeddings (any other model gets 404, like a chat-only endpoint). */
export const EMBEDDING_MODELS = ['mock-embed', 'text-embedding-3-small'];

/**
 * The body of an embeddings answer, or an error [status, message]. Options: `embeddings: false`
 * makes the server refuse every embeddings request with 404 (an endpoint without them).
 */
export function embeddingsAnswer(body, options) {
  if (options.embeddings === false) return { error: [404, 'This server does not serve embeddings.'] };
  const model = body.model ?? '';
  if (!EMBEDDING_MODELS.includes(model)) return { error: [404, `The model ${model} does not exist or does not support embeddings.`] };
  const inputs = typeof body.input === 'string' ? [body.input] : Array.isArray(body.input) ? body.input : null;
  if (!inputs || inputs.length === 0 || inputs.some((t) => typeof t !== 'string'))
    return { error: [400, "'input' must be a string or an array of strings."] };
  const asked = Number.isInteger(body.dimensions) && body.dimensions > 0 ? body.dimensions : null;
  const dimension = asked ?? (model === 'mock-embed' ? 256 : 1536);
  const tokens = inputs.reduce((n, t) => n + Math.ceil(t.length / 4), 0);
  return {
    body: {
      object: 'list',
      model,
      data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: embedText(text, dimension) })),
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    },
  };
}
