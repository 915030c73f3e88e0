import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// Gate 9's raw exchange with a model, in every language of lexicons/, beside the system prompt of systemPrompts.ts:
// - a user's prompt under its label: "User prompt: write a haiku …", "Prompt del usuario: …", "Промпт пользователя: …",
//   or any prompt label whose colon opens a quotation ("Der Prompt des Nutzers lautete: „…“", "提示词原文：“…”",
//   "ユーザーが送ったプロンプト：「…」", "사용자가 입력한 프롬프트: "…""). What a user typed to a model is the chat
//   itself, not a fact about the user. Prose about prompts has no such label: "writes his prompts in English",
//   "Prompt-Engineering ist sein Beruf", "好きな提示词风格：简短".
// - a tool's result under its label: "Tool result: get_weather returned …", "工具调用结果：…", "ツールの実行結果：…",
//   "도구 실행 결과: …", "Ergebnis des Tools: …", "Résultat de l'outil : …", "Risultato dello strumento: …": the output
//   of one call, runtime data. A tool the user likes is no result ("His favourite tool: a Japanese pull saw").
// - a provider's response told by its stop field with the value a provider sends ("finish_reason "stop"",
//   "stop_reason: end_turn", "finishReason SAFETY"): one response's metadata, whatever words surround it.

/** Words for a prompt: the loanword most languages use, and the native ones. */
// 提示语 is also a reminder or a slogan ("门口的提示语"), so only 提示词 counts; a writing, essay or drawing prompt is a
// theme to write or draw about, not text typed to a model.
const PROMPT = String.raw`(?:(?<!(?:writing|essay|journal|journaling|drawing|art|photo|story|creative)\s)prompts?|(?:промпт|промт)(?:а|у|ом|е|ы)?|提示[词詞]|プロンプト|프롬프트)`;
// One prompt, not prompts in general ("Her prompts: always short" is a habit).
const ONE_PROMPT = String.raw`(?:prompt(?!s)|(?:промпт|промт)(?!ы)|提示[词詞]|プロンプト|프롬프트)`;
// Who typed it, after the word ("of the user", "des Nutzers", "пользователя") or before it ("user prompt", "my prompt").
const USER_AFTER = String.raw`(?:(?:of|by|de|du|del|do|da|dell'?|dello|della|des|der|von\s+der|vom|par|por|pelo|pela|dal|dall'?|dallo|dalla)\s*(?:the\s+|l'?\s*|el\s+|la\s+|o\s+|a\s+)?(?:utilisat(?:eur|rice)|usuari[oa]|utilizador(?:a)?|utente|nutzers?|nutzerin|benutzers?|benutzerin|users?)|(?:от\s+)?пользовател[яю]|юзера)`;
const USER_BEFORE = String.raw`(?:user'?s?|my|his|her|their|the\s+user'?s|用户的?|用戶的?|ユーザーの|사용자의?\s?)`;
// Words that may stand between a prompt word and the colon of a quotation: who sent it, that it was sent or typed,
// that it is the original text.
const FILLER = String.raw`(?:${USER_AFTER}|envoye|envoyee|enviado|enviada|inviato|gesendet|eingegeben|saisi|escrito|scritto|sent|typed|entered|original|originale|originel|exact|exacto|exato|esatto|lautete|war|was|etait|fue|foi|era|было?|原文|原话|原話|全文)`;
const QUOTE_OPEN = String.raw`["“”„«‹'‘「『]`;

// A Latin or Cyrillic word starts after no letter of its script; a CJK one may follow any character ("用户的提示词").
const START = String.raw`(?<![\p{Script=Latin}\p{Script=Cyrillic}])`;

const PROMPT_LABEL = [
  // A user's prompt under its label, quoted or not.
  String.raw`${START}${USER_BEFORE}\s*${ONE_PROMPT}\s*[:：]\s*\S`,
  String.raw`${START}${ONE_PROMPT}\s+${USER_AFTER}(?:\s+\p{L}+)?\s*[:：]\s*\S`,
  // Any prompt label whose colon opens a quotation.
  String.raw`${START}${PROMPT}(?:\s*${FILLER}){0,4}\s*[:：]\s*${QUOTE_OPEN}`,
];

const TOOL = String.raw`(?:tool|function(?:\s+call)?|工具(?:调用|調用)?|ツール(?:の)?|도구|툴|tools?|werkzeugs?|outil|herramienta|ferramenta|strumento|инструмента)`;
const RESULT = String.raw`(?:results?|outputs?|responses?|返回(?:结果|結果|值)?|结果|結果|输出|輸出|実行結果|結果|出力|(?:실행|호출)\s?결과|결과|ergebnis|ausgabe|resultat|sortie|resultado|salida|saida|risultato|output|результат|вывод|ответ)`;
const TOOL_LABEL = [
  // "Tool result:", "function call output:", "工具调用结果：", "ツールの実行結果：", "도구 실행 결과:"
  String.raw`${START}(?:${TOOL})\s?(?:call\s+|调用|調用|実行|の実行|실행\s?|호출\s?)?${RESULT}\s*[:：]\s*\S`,
  // "Ergebnis des Tools:", "Résultat de l'outil :", "Resultado de la herramienta:", "Risultato dello strumento:",
  // "Результат инструмента:", "Tool-Ausgabe:" ("-" is read as a space)
  String.raw`${START}(?:ergebnis|ausgabe|resultat|sortie|resultado|salida|saida|risultato|output|результат|вывод)\s+(?:des|der|de\s+l'?\s*|du|de\s+la|de|da|do|della|dello|del|dell'?\s*|вызова\s+)?\s*(?:tools?|werkzeugs?|outil|herramienta|ferramenta|strumento|инструмента)\s*[:：]\s*\S`,
];

// The stop field of a provider's response with a value a provider sends.
const STOP_FIELD = String.raw`(?<![a-z])(?:finish_?reason|stop_?reason|finishreason)["']?\s*(?:[:=]|is|was|of|:)?\s*["']?(?:stop|length|content_filter|tool_calls|function_call|end_turn|max_tokens|stop_sequence|tool_use|safety|recitation|other|blocklist)(?![a-z])`;

// Three patterns, each run only on a text holding its own words (cueScan.ts): a text with "output" in it is not searched
// for a prompt's label.
const LABELS = [PROMPT_LABEL, TOOL_LABEL, [STOP_FIELD]].map((group) => cued(new RegExp(canonicalize(group.join('|')), 'iu')));

/** Gate 9: a user's prompt or a tool's result under its label, or a provider response's stop field. Expects the canonical form. */
export const hasPromptOrToolLabel = (text: string): boolean => LABELS.some((label) => label.test(text));
