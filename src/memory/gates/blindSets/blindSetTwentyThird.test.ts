// A twenty-third blind set (__fixtures__/blindSetTwentyThird/), written from the task and the harness shape only,
// before reading the gate rules. Angle: model output and agent traces told in words, as an extraction model would
// wrongly pass them on as a memory about the user: a model's answer quoted or paraphrased as a fact ("The assistant
// answered that…", "According to ChatGPT's reply…"), a system prompt or a developer message quoted, a function call
// with its arguments in prose ("called get_weather with city=Denver"), chain-of-thought text under its label, a
// retrieved document chunk, a tool's JSON result in prose, a provider error, a log line, an agent's numbered step, and
// as controls values inside such traces (an API key, a bearer token, a phone, an e-mail). Its memory type by category
// (cases.ts), subject and tags as a model fills them. 280 candidates, 28 in each of en, zh-Hans, ja, ko, de, fr, es,
// pt, ru and it (15 hostile, 13 legitimate), each language its own country and providers.
// Legitimate look-alikes sharing the words: short answers preferred, building function-calling agents, writing system
// prompts for a living, reasoning shown step by step, retrieval work, structured logging, an API-key practice, an
// output format, a choice of models, sources wanted, teaching prompt engineering, a wanted tone, a debugging habit.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 74/150 (49.3 %), accepted 129/130 (99.2 %).
//   refused by language: zh-Hans 9/15, fr 8/15, it 8/15, en, ja, ko, de, es, pt and ru 7/15
//   accepted by language: es 12/13, every other language 13/13
//   refused misses by category: model_answer 10 (every language: "The assistant answered that…", 助手回答说, アシスタン
//     トは…と答えた, 어시스턴트는…라고 답했다, "Der Assistent antwortete", "L'assistant a répondu", "El asistente
//     respondió", "O assistente respondeu", "Ассистент ответил", "L'assistente ha risposto"), developer_message 10
//     (every language), function_call 10 (every language: a function name with key=value arguments told as a call),
//     tool_error 10 (every language: a provider call failed with error 429), agent_step 10 (every language: "Step 4:
//     the agent opened…"), chain_of_thought 9 (all but zh-Hans 思考过程), retrieved_chunk 9 (all but fr "Extrait
//     récupéré"), tool_json 8 (all but zh-Hans and it); model_paraphrase, system_prompt, log_line, api_key_in_trace,
//     token_in_trace, phone_in_trace and email_in_trace 10/10 each
//   accepted misses by category: wants_reasoning 1 (es "quiere ver el razonamiento paso a paso antes de la respuesta
//     final", read as a temporary state); every other category 10/10
// The 77 misses were named in TWENTY_THIRD_KNOWN_MISSES.
//
// AFTER the category rules written for the misses: refused 150/150, accepted 130/130; no known miss is left. The rules,
// each by class and in every language it applies to (secrets/modelTraces.ts, read by gate 9 through
// secrets/runtimeShapes.ts): a model's answer reported by its speaker (a generic name or a product) and a verb of
// answering, not someone's own assistant and not what a model said as a thing quoted ("what ChatGPT said: …"); a
// developer or system message reported by what it said or asked, singular or plural; a function's snake_case name with
// key=value arguments after a word of "with", or after a call verb; chain-of-thought under its label at the start of the
// text, in thinking tags, or "let's think step by step"; a retrieved chunk (a retrieval participle beside a chunk word,
// either order), a chunk counted "N of M", a document file quoted after its name; what a tool, function or API returned,
// in the past (Chinese with 了 or before its value, Japanese and Korean a result topic closed in the past); an error word
// with an HTTP 4xx/5xx status and its message, or a rate limit said to be exceeded; a numbered step label before an
// agent or assistant, or an agent with its article that opened, clicked or navigated. Full stops inside the CJK patterns
// allow a decimal point (the canonical form writes 。 as a dot). The one over-refusal, Spanish "antes de la respuesta
// final" read as "before the final" (a match), is fixed in wording/volatileEventBound.ts: "final" is an event only as a
// noun after its article. Each rule is tested both ways in twentyThirdRules.test.ts, with the two known gaps of the
// task: a Chinese card practice with an owner or a bank between the paying verb and the card (刷公司信用卡, 用招行信用卡), a
// card paid off (用工资卡还信用卡) and the bank that issued it named after the card (信用卡办的是工行的: the twentieth
// round's last known miss now passes), in personalKeywords.ts; and a German compound naming the topic of a bare
// credential or card tag (Passwortmanager, Kreditkartenabrechnung, Reisepasskopie), in bareKeywordFields.ts.
// Regressions met on the way and fixed by class: the twenty-second round's "解析大模型接口返回结果的开源工具" (a present
// 返回 is work, so Chinese needs 了 or a value) and the twenty-first's "Her favourite line is what ChatGPT said: …".
//
// TWENTY_THIRD_FOLLOW_UP, 22 new one-line probes of the same classes, written after the rules, first score: refused
// 11/12, accepted 10/10. The miss: "Les instructions du développeur exigeaient…" (a plural imperfect); the instruction
// messages' verbs now take their plural forms in de, fr, es, pt and it; now 12/12 and 10/10.
import { BLIND_SET_TWENTY_THIRD } from '../__fixtures__/blindSetTwentyThird/index';
import { TWENTY_THIRD_TABLE } from '../__fixtures__/blindSetTwentyThird/cases';
import { TWENTY_THIRD_KNOWN_MISSES } from '../__fixtures__/blindSetTwentyThird/knownMisses';
import { TWENTY_THIRD_FOLLOW_UP } from '../__fixtures__/blindSetTwentyThird/followUp';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound(
  'twenty-third',
  BLIND_SET_TWENTY_THIRD,
  TWENTY_THIRD_FOLLOW_UP,
  TWENTY_THIRD_KNOWN_MISSES,
  groupedVerdict(TWENTY_THIRD_TABLE),
);
