import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A code review, an approval or a merge awaited for one's change: "waiting on code review for his PR", "wartet noch auf
// das Code-Review", "attend la relecture de sa merge request", "aspetta la code review", "ждёт, когда тимлид посмотрит
// его пулреквест", "コードレビュー待ちのプルリクが三つ", "리뷰를 기다리는 중", "PR 在等 review". Once the change is merged
// the memory is stale. How one works with reviews stays lasting: "prefers small pull requests", "does code reviews for
// the team", "hates waiting for reviews" (a dislike, read away before), "always waits for two approvals" (a habit).
// Input is canonical text.

const REVIEW_WORD = String.raw`(?:code[\s-]?review|review|approval|sign-?off|lgtm)`;
const REVIEW_AWAITED: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bwait(?:s|ing)?\s+(?:on|for)\s+(?:[\p{L}'’]+\s+){0,4}?${REVIEW_WORD}\b(?!s)|\b(?:pull\s+requests?|merge\s+requests?|prs?|mrs?|patch(?:es)?|changes?|branch)\s+(?:[\p{L}'’]+\s+){0,3}?(?:awaiting|waiting\s+(?:on|for)|pending|stuck\s+in|sitting\s+in)\s+(?:code\s+)?review\b`,
  de: String.raw`\bwarte(?:t|n)?\s+(?:\p{L}+\s+){0,3}?auf\s+(?:\p{L}+\s+){0,3}?(?:code-?review|review|freigabe|approval|merge)\b|\b(?:pull|merge)-?\s?requests?\s+(?:\p{L}+\s+){0,3}?(?:wartet|warten|hangt|hangen|liegt|liegen)\s+(?:\p{L}+\s+){0,2}?(?:im|auf|in)\s+(?:\p{L}+\s+)?(?:review|freigabe)\b`,
  fr: String.raw`\b(?:attend|attends|attendent|en\s+attente)\s+(?:de\s+|d['’]\s*)?(?:\p{L}+\s+){0,3}?(?:code\s+review|review|relecture|revue\s+de\s+code|validation|approbation)\b|\battend\s+que\s+(?:\p{L}+\s+){1,4}?(?:relise|valide|review|approuve|merge)\b`,
  es: String.raw`\besper(?:a|o|an|ando)\s+(?:a\s+)?(?:\p{L}+\s+){0,3}?(?:code\s+review|review|revision\s+del?\s+codigo|aprobacion)\b|\besper(?:a|o|an|ando)\s+(?:a\s+)?que\s+(?:le\s+|me\s+|les\s+)?(?:revisen|aprueben|mergeen)\b`,
  pt: String.raw`\besper(?:a|o|am|ando)\s+(?:\p{L}+\s+){0,3}?(?:code\s+review|review|revisao\s+de\s+codigo|aprovacao)\b|\besper(?:a|o|am|ando)\s+(?:\p{L}+\s+){0,3}?(?:revisar|revisarem|aprovar|aprovarem)\s+(?:\p{L}+\s+){0,2}?(?:pr|pull\s+request|codigo|merge\s+request)\b`,
  it: String.raw`\baspett(?:a|o|ano|ando)\s+(?:\p{L}+\s+){0,3}?(?:code\s+review|review|revisione\s+del\s+codice|approvazione)\b|\baspett(?:a|o|ano|ando)\s+che\s+(?:\p{L}+\s+){1,3}?(?:rivedano|riveda|approvino|approvi)\b`,
  ru: String.raw`(?<![\p{L}])жд(?:[её]т|у|ут|[её]м)\s+(?:\p{L}+\s+){0,3}?(?:ревью|код-?ревью|апрув\p{L}*|одобрени\p{L}*)(?![\p{L}])|(?<![\p{L}])жд(?:[её]т|у|ут|[её]м),?\s+(?:пока|когда)\s+(?:\p{L}+\s+){0,3}?(?:посмотрит|посмотрят|проверит|проверят|одобрит|одобрят|апрувнет|апрувнут|смерджит|замерджит|вмерджит)(?![\p{L}])`,
  zh: String.raw`(?:在等|还在等|還在等|等着|等著|等待)(?:别人|別人|同事|组长|組長|leader|老大|大佬)?\s*(?:代码审查|代碼審查|代码评审|代碼評審|code\s?review|review|审核|審核|评审|評審|合并|合併|合入)|(?:PR|MR|合并请求|合併請求)[^。！？]{0,8}(?:待|等)(?:人)?\s*(?:review|审核|審核|评审|評審|合并|合入)`,
  ja: String.raw`(?:コード)?レビュー待ち(?!が(?:嫌|苦手))|レビューを待って(?:いる|る|います)|(?:承認|マージ)待ち(?!が(?:嫌|苦手))`,
  ko: String.raw`(?:코드\s?)?리뷰\s?(?:를|을)?\s?(?:기다리(?:고|는|며)|대기\s?중)|(?:승인|머지)\s?(?:을|를)?\s?기다리(?:고|는)`,
};

const REVIEW_AWAITED_OF = cued(new RegExp(union(REVIEW_AWAITED), 'iu'));

/** A review, approval or merge of one's change awaited: temporary. */
export const hasReviewAwaited = (text: string): boolean => REVIEW_AWAITED_OF.test(text);
