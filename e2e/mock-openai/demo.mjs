// Canned, honest behaviour for people trying Mindkeep without a key: markdown chat replies and a tiny
// rule-based memory extractor, so the memory feature can be seen working. It is not a language model.

function textOf(message) {
  const c = message?.content;
  if (typeof c === 'string') return c;
  return Array.isArray(c) ? c.map((p) => p?.text ?? '').join('') : '';
}

const MEMORY_HINT = /memor|记忆|remember|long-term notes|长期/i;

/** Bullet lines of a system message that looks like a memory message, so the demo can show recall. */
function recalledLines(messages) {
  return messages
    .filter((m) => m?.role === 'system' && MEMORY_HINT.test(textOf(m)))
    .flatMap((m) => textOf(m).split('\n'))
    .map((line) => line.trim())
    .filter((line) => /^[-*•]\s+/.test(line))
    .map((line) => line.replace(/^[-*•]\s+/, '').replace(/^\([a-z_]+\)\s*/, ''))
    .slice(0, 5);
}

const isChinese = (s) => /[\u4e00-\u9fff]/.test(s);

export function demoChatReply(body) {
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  const user = textOf([...messages].reverse().find((m) => m?.role === 'user')).trim();
  const zh = isChinese(user);
  const parts = [];
  const recalled = recalledLines(messages);
  if (recalled.length > 0)
    parts.push((zh ? '根据我记得的关于你的信息：\n' : 'From what I remember about you:\n') + recalled.map((l) => `- ${l}`).join('\n'));

  if (/\b(code|function|typescript|javascript|python|snippet)\b|代码|函数/i.test(user)) {
    parts.push(zh ? '这是一个小例子：' : 'Here is a small example:');
    parts.push('```ts\nexport function greet(name: string): string {\n  return `Hello, ${name}!`;\n}\n```');
  } else if (/\b(compare|vs\.?|versus|table|difference)\b|对比|比较|区别/i.test(user)) {
    parts.push(zh ? '一个简单的对比：' : 'A quick comparison:');
    parts.push('| | Option A | Option B |\n|---|---|---|\n| Speed | fast | steady |\n| Learning curve | gentle | steeper |');
  } else if (/记住|remember|prefer|喜欢/i.test(user)) {
    parts.push(zh ? '好的，我记下了。之后的对话里我会参考这一点。' : "Got it — I'll keep that in mind for later conversations.");
  } else {
    parts.push(zh ? `你说的是：“${user.slice(0, 120)}”。` : `You said: "${user.slice(0, 120)}".`);
    parts.push(
      zh
        ? '几点建议：\n\n1. 先把问题拆小；\n2. 一次只改一处；\n3. 记下结论。'
        : 'A few suggestions:\n\n1. Break the problem into small steps.\n2. Change one thing at a time.\n3. Write down what you decide.',
    );
  }
  parts.push(zh ? '_（演示模型：回复是预设的，并非真正的 AI。）_' : '_(Demo model: canned reply, not a real AI.)_');
  return parts.join('\n\n');
}

const trimSubject = (s) =>
  s
    .replace(/[。！!.?？,，;；]+.*$/s, '')
    .trim()
    .slice(0, 80);

// A few category words so that a later, broader question ("推荐几种水果", "what should I cook") finds the memory.
const CATEGORIES = [
  [/桃|苹果|香蕉|西瓜|草莓|葡萄|橙|梨|芒果|榴莲|荔枝/, ['水果', '吃']],
  [/香菜|辣|葱|蒜|姜|肉|鱼|菜|面|饭/, ['食物', '吃']],
  [/咖啡|茶|奶|酒/, ['饮料', '喝']],
  [/peach|apple|banana|mango|grape|berr|melon/i, ['fruit', 'food']],
  [/typescript|javascript|python|rust|go\b|java\b/i, ['programming', 'code']],
];
const categoryTags = (subject) => CATEGORIES.filter(([re]) => re.test(subject)).flatMap(([, tags]) => tags);

// Each pattern: [regex, polarity, explicit "remember" intent?]. First match wins; group 1 is the subject.
const PATTERNS = [
  [/remember (?:that )?I (?:prefer|like|love) (.+?)(?: over .+)?$/im, 'prefer', true],
  [/remember (?:that )?I (?:don't|do not) like (.+)$/im, 'avoid', true],
  [/\bI prefer (.+?) over .+$/im, 'prefer', false],
  [/\bI (?:don't|do not) like (.+)$/im, 'avoid', false],
  [/记住我(?:不喜欢|不爱)(?:吃|喝|用)?(.+)$/m, 'avoid', true],
  [/记住我(?:喜欢|爱)(?:吃|喝|用)?(.+)$/m, 'prefer', true],
  [/我不喜欢(?:吃|喝|用)?(.+)$/m, 'avoid', false],
];

/** At most one well-formed `user_preference` candidate, read from the user's text; [] when nothing fits. */
export function demoMemoryCandidates(userText) {
  for (const [regex, polarity, explicit] of PATTERNS) {
    const match = regex.exec(userText);
    const subject = match ? trimSubject(match[1] ?? '') : '';
    if (!subject) continue;
    const zh = isChinese(match[0]);
    const verb = /吃/.test(match[0]) ? '吃' : /喝/.test(match[0]) ? '喝' : null;
    const text = zh
      ? `用户${polarity === 'prefer' ? '喜欢' : '不喜欢'}${verb ?? ''}${subject}。`
      : `The user ${polarity === 'prefer' ? 'prefers' : 'does not like'} ${subject}.`;
    const tags = [...new Set([subject.toLowerCase(), ...categoryTags(subject), verb ?? (polarity === 'prefer' ? 'preference' : 'dislike')])].slice(0, 4);
    return [
      {
        type: 'user_preference',
        text,
        tags,
        confidence: 0.9,
        stability: 'stable',
        identity: { subject, facet: null, polarity },
        action: 'add',
        sourceSignal: explicit ? 'explicit_memory_intent' : 'implicit_stable_preference',
        reason: null,
        conflictSignal: null,
      },
    ];
  }
  return [];
}
