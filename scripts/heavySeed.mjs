// A heavy user's year of chat, for benchmarks and manual checks only (never part of the app): conversations
// in Chinese and English with dated activity spread over the past year, generated deterministically, and
// a writer that puts them straight into a page's session databases (the app's worker must have created
// them). Used by `npm run seed:heavy`, `npm run bench` and the search e2e test.

/** A small deterministic generator (LCG): the same data on every run (the main-thread bench uses it too). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => (a = (Math.imul(a, 1664525) + 1013904223) >>> 0) / 4294967296;
}

const EN_SUBJECTS = [
  'the React app',
  'our Postgres schema',
  'my garden',
  'the Kubernetes cluster',
  'a trip to Lisbon',
  'the quarterly budget',
  'my sourdough',
  'the Rust parser',
  'a marathon plan',
  'the release checklist',
  'a jazz playlist',
  'the Docker image',
  'my thesis draft',
  'the onboarding doc',
  'a birthday party',
  'the API gateway',
];
const EN_VERBS = ['review', 'speed up', 'plan', 'debug', 'simplify', 'document', 'compare', 'organise', 'test', 'refactor'];
const EN_DETAILS = [
  'before Friday',
  'without breaking the tests',
  'on a small budget',
  'for two people',
  'with fewer dependencies',
  'step by step',
  'in under an hour',
  'so the team can follow it',
  'using what we have',
  'with a rollback plan',
];
const ZH_SUBJECTS = [
  '前端项目',
  '数据库索引',
  '周末旅行',
  '家里的花园',
  '年度预算',
  '面试准备',
  '跑步计划',
  '读书笔记',
  '部署脚本',
  '团队周报',
  '咖啡器具',
  '日语学习',
  '摄影作品',
  '火锅聚会',
  '搬家清单',
  '接口文档',
];
const ZH_VERBS = ['整理一下', '优化', '规划', '排查', '简化', '写一份', '对比', '检查', '重构', '安排'];
const ZH_DETAILS = [
  '赶在周五之前',
  '不要影响现有测试',
  '预算有限',
  '适合两个人',
  '尽量少用依赖',
  '一步一步来',
  '一小时之内',
  '让团队都能看懂',
  '用现有的工具',
  '留好回滚方案',
];

const pick = (random, items) => items[Math.floor(random() * items.length)];

// Names and places widen the vocabulary the way a real year of chat does: most distinctive words are rare.
const EN_NAMES = [
  'Alice',
  'Bruno',
  'Chen',
  'Dana',
  'Emeka',
  'Farah',
  'Goran',
  'Hana',
  'Ivan',
  'Jonas',
  'Keiko',
  'Lena',
  'Mateo',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Tariq',
  'Uma',
  'Viktor',
  'Wen',
  'Yusuf',
  'Zoe',
];
const EN_PLACES = [
  'Lisbon',
  'Kyoto',
  'Oslo',
  'Nairobi',
  'Lima',
  'Tbilisi',
  'Hanoi',
  'Quebec',
  'Porto',
  'Seville',
  'Krakow',
  'Dakar',
  'Bergen',
  'Cusco',
  'Busan',
  'Tallinn',
  'Valencia',
  'Accra',
  'Graz',
  'Hobart',
];
const EN_THINGS = [
  'invoice',
  'sprint',
  'migration',
  'playlist',
  'recipe',
  'itinerary',
  'dashboard',
  'webhook',
  'greenhouse',
  'telescope',
  'ukulele',
  'bicycle',
  'spreadsheet',
  'podcast',
  'terrarium',
  'kiln',
  'drone',
  'compiler',
  'sitemap',
  'mortgage',
];
const ZH_NAMES = ['小王', '李明', '张伟', '陈静', '刘洋', '赵磊', '孙丽', '周杰', '吴敏', '郑凯', '王芳', '何平', '高翔', '林娜', '罗斌'];
const ZH_PLACES = [
  '杭州',
  '成都',
  '西安',
  '厦门',
  '大理',
  '青岛',
  '苏州',
  '昆明',
  '拉萨',
  '桂林',
  '长沙',
  '哈尔滨',
  '三亚',
  '洛阳',
  '敦煌',
];
const ZH_THINGS = [
  '发票',
  '迭代',
  '迁移',
  '歌单',
  '菜谱',
  '行程',
  '看板',
  '回调',
  '温室',
  '望远镜',
  '尤克里里',
  '自行车',
  '表格',
  '播客',
  '陶艺',
];

function enAside(random) {
  return ` ${pick(random, EN_NAMES)} mentioned the ${pick(random, EN_THINGS)} from ${pick(random, EN_PLACES)} (#${Math.floor(random() * 100_000)}).`;
}
function zhAside(random) {
  return `${pick(random, ZH_NAMES)}提到了${pick(random, ZH_PLACES)}的${pick(random, ZH_THINGS)}（编号${Math.floor(random() * 100_000)}）。`;
}

function userText(random, zh, n) {
  if (zh) return `帮我${pick(random, ZH_VERBS)}${pick(random, ZH_SUBJECTS)}，${pick(random, ZH_DETAILS)}。${zhAside(random)}第${n}个问题。`;
  return `Can you help me ${pick(random, EN_VERBS)} ${pick(random, EN_SUBJECTS)} ${pick(random, EN_DETAILS)}?${enAside(random)} Question ${n}.`;
}

function assistantText(random, zh) {
  const parts = [];
  const count = 2 + Math.floor(random() * 3);
  for (let i = 0; i < count; i += 1) {
    parts.push(
      zh
        ? `${i + 1}. 先${pick(random, ZH_VERBS)}${pick(random, ZH_SUBJECTS)}，注意${pick(random, ZH_DETAILS)}；这样${pick(random, ZH_SUBJECTS)}也会更清楚。`
        : `${i + 1}. First ${pick(random, EN_VERBS)} ${pick(random, EN_SUBJECTS)} ${pick(random, EN_DETAILS)}; that also makes ${pick(random, EN_SUBJECTS)} easier to ${pick(random, EN_VERBS)}.`,
    );
  }
  parts.push(zh ? zhAside(random) : enAside(random).trim());
  return parts.join('\n');
}

/**
 * `conversations` conversations of `messagesPerConversation` messages each (alternating user/assistant),
 * about half Chinese, active over the year before `now` (ISO), newest first in id order `heavy-00000`….
 */
export function buildHeavyChat({ conversations, messagesPerConversation, now, seed = 15 }) {
  const random = seededRandom(seed);
  const end = Date.parse(now);
  const year = 365 * 86_400_000;
  const convs = [];
  const messages = [];
  for (let c = 0; c < conversations; c += 1) {
    const zh = random() < 0.5;
    const id = `heavy-${String(c).padStart(5, '0')}`;
    // Spread over the year, newest first; the first few land today and yesterday.
    const lastActive = end - Math.floor((c / conversations) * year) - Math.floor(random() * 3_600_000);
    const created = lastActive - messagesPerConversation * 60_000;
    const first = userText(random, zh, 1);
    convs.push({
      id,
      title: first.slice(0, 60),
      mode: 'ordinary_chat',
      createdAt: new Date(created).toISOString(),
      lastActiveAt: new Date(lastActive).toISOString(),
    });
    for (let i = 0; i < messagesPerConversation; i += 1) {
      const isUser = i % 2 === 0;
      messages.push({
        id: `${id}-m${String(i).padStart(4, '0')}`,
        conversationId: id,
        role: isUser ? 'user' : 'assistant',
        text: i === 0 ? first : isUser ? userText(random, zh, i / 2 + 1) : assistantText(random, zh),
        status: 'complete',
        createdAt: new Date(created + i * 60_000).toISOString(),
        seq: i,
      });
    }
  }
  return { conversations: convs, messages };
}

/** The session hash of the page's current browser session: the databases are named by it, so one browser session never sees another's data. */
export async function pageSessionHash(page) {
  return page.evaluate(async () => {
    const id = localStorage.getItem('mindkeep.session') ?? '';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
    return [...new Uint8Array(digest)]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('')
      .slice(0, 16);
  });
}

/**
 * Writes records into a table of the page's session database, in batches so no single page.evaluate
 * carries more than a few MB. The database must already exist (the worker made it, with its tables).
 */
export async function writeRecords(page, db, table, records, batch = 5_000) {
  const hash = await pageSessionHash(page);
  const name = `mindkeep-${db}-${hash}`;
  await page.waitForFunction(async (n) => (await indexedDB.databases()).some((d) => d.name === n), name);
  for (let i = 0; i < records.length; i += batch) {
    await page.evaluate(
      ({ name, table, rows }) =>
        new Promise((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const conn = open.result;
            const tx = conn.transaction(table, 'readwrite');
            const store = tx.objectStore(table);
            for (const r of rows) store.put(r);
            tx.oncomplete = () => {
              conn.close();
              resolve(undefined);
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      { name, table, rows: records.slice(i, i + batch) },
    );
  }
}

/** Seeds the chat database with `chat` ({ conversations, messages }); the page must be reloaded afterwards. */
export async function seedChat(page, chat) {
  await writeRecords(page, 'chat', 'conversations', chat.conversations);
  await writeRecords(page, 'chat', 'messages', chat.messages);
}
