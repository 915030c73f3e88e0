// A question about the user's own likes or facts ("我喜欢吃什么？", "你知道我的工作吗", "what do I like
// to eat?"). There the everyday words that never select a memory elsewhere (吃, work, 工作) are the
// whole point of the question, so recall lets them count for memories about the user.
// Chinese "我的…吗/什么" is narrow enough to count; English "my" is not (see below).

const ZH_FIRST_PERSON = /我/u;
const ZH_QUESTION = /什么|哪|吗|谁|怎样|如何|多少|几[种个样]|[？?]/u;
const ZH_ABOUT_ME = /我的|喜欢|爱吃|爱喝|爱好|偏好|讨厌|口味|习惯|忌口/u;

const EN_FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself']);
const EN_QUESTION_START = new Set(['what', 'which', 'who', 'do', 'does', 'did', 'am', 'is', 'are', 'how', 'where', 'when', 'whats']);
// English asks about likes only: "my" alone is in every request ("my new web project"), where
// letting "use" count would bring back any memory that uses something.
const EN_ABOUT_ME = new Set(['like', 'likes', 'love', 'enjoy', 'prefer', 'favorite', 'favourite', 'hate', 'dislike']);

const COMPARED = new Set(['me', 'mine', 'us', 'ours', 'him', 'her', 'them', 'this', 'that', 'these', 'those']);

/** `text` is the query after recall normalisation (NFKC, lower case). */
export function isSelfQuestion(text: string): boolean {
  if (ZH_FIRST_PERSON.test(text) && ZH_QUESTION.test(text) && ZH_ABOUT_ME.test(text)) return true;
  const words = text.match(/[a-z]+/g) ?? [];
  if (!words.some((w) => EN_FIRST_PERSON.has(w))) return false;
  const asks = text.includes('?') || EN_QUESTION_START.has(words[0] ?? '');
  // "like" before a pronoun compares ("a dog like mine", "someone like me"): no liking is asked.
  return asks && words.some((w, i) => EN_ABOUT_ME.has(w) && !(w === 'like' && COMPARED.has(words[i + 1] ?? '')));
}
