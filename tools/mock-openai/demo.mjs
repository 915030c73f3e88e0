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
    const tags = [
      ...new Set([subject.toLowerCase(), ...categoryTags(subject), verb ?? (polarity === 'prefer' ? 'preference' : 'dislike')]),
    ].slice(0, 4);
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
        // The user's words the pattern matched, verbatim (at most 200 characters), as grounding requires.
        evidence: [...match[0].trim()].slice(0, 200).join(''),
      },
    ];
  }
  return [];
}

// ---- Every mode in the demo: scripted tool calls and a three-item checklist. ----

// "12.5 * 4", "what is (3 + 4) / 7?", "算一下 2^10": the longest run of digits, operators and brackets.
const ARITHMETIC = /[-+(]*\d[\d.,\s]*(?:[-+*/^%×÷]\s*[-+(]*\s*\d[\d.,\s]*\)*\s*)+/;
// "convert 10 km to miles", "5 kg in lb", "把 100 华氏度 换成 摄氏度" is out of reach; English unit names only.
const CONVERSION =
  /(-?\d+(?:\.\d+)?)\s*([a-zA-Z°/]+(?:\s*\/\s*[a-zA-Z]+)?)\s+(?:to|in|into|as|换成|转成)\s+([a-zA-Z°/]+(?:\s*\/\s*[a-zA-Z]+)?)/i;

const UNIT_ALIASES = {
  miles: 'mile',
  mi: 'mile',
  kilometers: 'km',
  kilometres: 'km',
  kilometer: 'km',
  kilometre: 'km',
  meters: 'm',
  metres: 'm',
  feet: 'ft',
  foot: 'ft',
  inches: 'inch',
  in: 'inch',
  pounds: 'lb',
  lbs: 'lb',
  pound: 'lb',
  kilograms: 'kg',
  kilogram: 'kg',
  grams: 'g',
  gram: 'g',
  ounces: 'oz',
  ounce: 'oz',
  celsius: 'degC',
  '°c': 'degC',
  c: 'degC',
  fahrenheit: 'degF',
  '°f': 'degF',
  f: 'degF',
  liters: 'l',
  litres: 'l',
  liter: 'l',
  litre: 'l',
  gallons: 'gallon',
  cups: 'cup',
  mph: 'mph',
  kmh: 'km/h',
  hours: 'hour',
  minutes: 'minute',
  days: 'day',
  weeks: 'week',
  seconds: 's',
};
const KNOWN_UNITS = new Set([
  ...Object.values(UNIT_ALIASES),
  'm',
  'cm',
  'mm',
  'km',
  'mile',
  'ft',
  'inch',
  'yard',
  'kg',
  'g',
  'lb',
  'oz',
  'K',
  'ml',
  'l',
  'm/s',
  'knot',
  'B',
  'kB',
  'MB',
  'GB',
  'GiB',
  'MiB',
  'bit',
]);
const unitOf = (word) => {
  const unit = UNIT_ALIASES[word.toLowerCase()] ?? word.replace(/\s+/g, '');
  return KNOWN_UNITS.has(unit) ? unit : null;
};

/** The tool call the demo model makes for a user message, or null when no tool fits. */
export function demoToolCall(userText) {
  const conversion = CONVERSION.exec(userText);
  const from = conversion && unitOf(conversion[2]);
  const to = conversion && unitOf(conversion[3]);
  if (conversion && from && to) {
    return { name: 'convert_units', arguments: { value: Number(conversion[1]), from, to } };
  }
  const arithmetic = ARITHMETIC.exec(userText.replace(/[×]/g, '*').replace(/[÷]/g, '/'));
  if (arithmetic) {
    const expression = arithmetic[0].replace(/,/g, '').replace(/\s+/g, ' ').trim();
    if (/[-+*/^%]/.test(expression.replace(/^-/, ''))) return { name: 'calculator', arguments: { expression } };
  }
  return null;
}

/**
 * A reply for a request that offers tools: after tool results, an answer built from them; otherwise a
 * tool call when the question has arithmetic or a unit conversion in it; otherwise the ordinary demo reply.
 */
export function demoToolReply(body) {
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  const last = messages.at(-1);
  const user = textOf([...messages].reverse().find((m) => m?.role === 'user'));
  const zh = isChinese(user);
  if (last?.role === 'tool') {
    const results = [];
    for (let i = messages.length - 1; i >= 0 && messages[i]?.role === 'tool'; i--) results.unshift(textOf(messages[i]));
    const lead = zh ? '工具算出的结果：' : 'The tool worked it out:';
    const note = zh
      ? '_（演示模型：调用了内置工具，结果由浏览器计算。）_'
      : '_(Demo model: it called a built-in tool; your browser computed the result.)_';
    return { text: `${lead} **${results.join('; ')}**\n\n${note}` };
  }
  const call = demoToolCall(user);
  return call ? { toolCalls: [call] } : { text: demoChatReply(body) };
}

/** Three checklist items for any goal, so the task-list mode can be walked through end to end. */
export function demoChecklist(goalText) {
  const goal =
    goalText
      .replace(/^Goal:\s*/i, '')
      .replace(/<<<GOAL\s*|\s*GOAL>>>/g, '')
      .trim()
      .slice(0, 60) || 'the goal';
  const zh = isChinese(goal);
  const items = zh
    ? [
        { title: `明确“${goal}”的要求`, detail: '列出目标要达到的结果和限制条件。' },
        { title: '比较可行的做法', detail: '列出两三种做法并说明各自的优缺点。' },
        { title: '写出最终建议', detail: '给出推荐的做法和下一步。' },
      ]
    : [
        { title: `Pin down what "${goal}" needs`, detail: 'List the outcome wanted and the constraints.' },
        { title: 'Compare the possible approaches', detail: 'Two or three approaches with their pros and cons.' },
        { title: 'Write the recommendation', detail: 'The approach to take and the next steps.' },
      ];
  return { items: items.map((item) => ({ title: item.title.slice(0, 120), detail: item.detail })) };
}

const STEP = /Now do item (\d+): (.+)/;

/** The answer to one checklist step ("Now do item 2: …"), or null when the request is not a step. */
export function demoStepReply(userText) {
  const step = STEP.exec(userText);
  if (!step) return null;
  const zh = isChinese(step[2]);
  return zh
    ? `**第 ${step[1]} 项完成：** ${step[2]}\n\n- 要点一\n- 要点二\n\n_（演示模型：预设的结果。）_`
    : `**Item ${step[1]} done:** ${step[2]}\n\n- First point\n- Second point\n\n_(Demo model: canned result.)_`;
}
