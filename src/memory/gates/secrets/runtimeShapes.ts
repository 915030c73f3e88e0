import { cued } from '../cueScan';
import type { TextTest } from '../caseless';
import { canonicalize } from '../canonical';
import { hasPackageManagerOutput } from './packageManagers';
import { hasProgramErrorLine } from './runtimeErrors';
import { hasRuntimeRecord } from './runtimeRecords';
import { hasSystemPromptLabel } from './systemPrompts';
import { hasPromptOrToolLabel } from './promptAndToolLabels';
import { hasModelTrace } from './modelTraces';

// Raw runtime data recognised by its shape, in any language (gate 9): log and journal lines,
// access logs, command-line tables, `key=value` runs, API response and tool-call objects, build and
// package-manager output, crash headers, and gate 9's own named phrases. stackFrames.ts keeps the frames
// and error lines. Each shape needs the structure a program prints, not a word about it: "reads the
// server logs", "prefers npm over yarn", "GET requests should be idempotent" pass. Input is canonical.

const LEVEL = String.raw`(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|ERR|FATAL|CRIT|CRITICAL|SEVERE|PANIC)`;
const ISO_TIME = String.raw`\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?`;
const ISO_SECONDS = String.raw`\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})?`;
const CLOCK = String.raw`\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?`;
const METHOD = String.raw`(?:GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS|CONNECT|TRACE)`;

// Log levels as programs localised into Korean, Japanese and Chinese print them: error, warning, information,
// notice, fatal, debug.
const LEVEL_WORDS_CASELESS = [
  ...['오류', '에러', '경고', '정보', '알림', '치명적', '디버그'],
  ...['エラー', '警告', '情報', '通知', '致命的', 'デバッグ'],
  ...['错误', '錯誤', '警告', '信息', '資訊', '通知', '致命', '调试', '調試'],
].join('|');

const LOG_SHAPES: readonly TextTest[] = [
  // "2024-05-01T10:15:02Z ERROR …", "[2024-05-01 10:15:02,123] WARN …", "10:15:02.123 [main] INFO …".
  new RegExp(String.raw`${ISO_TIME}\]?\s+(?:\[[^\]\n]{1,40}\]\s+)?\[?${LEVEL}\]?\b`),
  // Monolog and Laravel put the channel before the level: "[2024-05-01T10:15:02Z] production.ERROR: …".
  new RegExp(String.raw`${ISO_TIME}\]?\s+[a-z][\w-]{1,30}\.${LEVEL}:`),
  new RegExp(String.raw`(?:^|\n|\s)${CLOCK}\s+(?:\[[^\]\n]{1,40}\]\s+)?\[?${LEVEL}\]?[\s:]`),
  // A line that starts with a time stamp to the second, then a level in capitals in any language or a
  // bracketed thread: "FEHLER 2024-05-01 10:15:02 [main] …", "2024-05-01 10:15:02 ERREUR …"; a zone abbreviation may
  // stand between ("2026-02-15 10:53:42.958 MSK [6130] ОШИБКА: …", PostgreSQL's default prefix).
  new RegExp(
    String.raw`(?:^|\n)\s*(?:\p{Lu}{4,}\s+)?\[?${ISO_SECONDS}\]?(?:\s+[A-Z]{2,5})?\s+(?:\[[^\]\n]{1,40}\]|\p{Lu}{4,}(?![\p{L}]))`,
    'u',
  ),
  // A level in brackets at a line start, then a time stamp to the second: the level in capitals in any cased script
  // ("[AVVISO] 2024-05-01 10:15:02 …", "[FEHLER] …", "[ОШИБКА] …") or a level word of a script without case
  // (LEVEL_WORDS_CASELESS: "[오류] 2024-05-01 …", "[エラー] …", "[错误] …").
  new RegExp(String.raw`(?:^|\n)\s*\[(?:\p{Lu}{3,}|${LEVEL_WORDS_CASELESS})\]\s*\[?${ISO_SECONDS}`, 'u'),
  // nginx's and Apache's error logs write the level in lower case and in brackets, after a time to the second and
  // before the process ("2024/05/01 10:15:02 [error] 2841#0: *17 connect() failed", "[core:error] [pid 4121]").
  /\d{4}[-/]\d{2}[-/]\d{2}[T ]\d{2}:\d{2}:\d{2}\]?\s+\[(?:[a-z_]+:)?(?:emerg|alert|crit|error|warn|notice|info|debug)\]\s+(?:\d+#\d+:|\[pid\s\d+)/,
  /\[(?:[a-z_]+:)(?:emerg|alert|crit|error|warn|notice|info|debug)\]\s+\[pid\s\d+/,
  // A level in brackets or with a colon at a line start, twice: "[ERROR] …\n[INFO] …".
  new RegExp(String.raw`(?:^|\n)\s*\[?${LEVEL}\]?[:\s][^\n]*\n\s*\[?${LEVEL}\]?[:\s]`),
  // Access log: `"GET /api/x HTTP/1.1" 200 512`, `GET /login 302 12ms`, `POST /v1/chat/completions → 429`.
  new RegExp(String.raw`\b${METHOD}\s+(?:https?:\/\/\S+|\/\S*)\s+(?:HTTP\/\d(?:\.\d)?"?\s+)?(?:-+>|→|=>)?\s*[1-5]\d\d\b`),
  new RegExp(String.raw`"${METHOD}\s+\/\S*\s+HTTP\/\d(?:\.\d)?"`),
  // Apache/nginx time stamps: [10/Oct/2024:13:55:36 +0000].
  /\[\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2}\s[+-]\d{4}\]/,
  // Syslog and journald: "Mar 12 10:15:01 host sshd[1234]: …", "systemd[1]: Started …".
  /\b[A-Z][a-z]{2}\s+\d{1,2}\s+\d{2}:\d{2}:\d{2}\s+[\w.-]+\s+[\w.\-/]+(?:\[\d{1,7}\])?:\s/,
  /(?<![\w-])[a-z][\w.-]{1,30}\[\d{1,7}\]:\s+\S/,
  // The same line under a locale's month, at a line start: "Mär 12 …", "мар 12 …", "3月 12 21:14:07 nas01 kernel: …".
  /(?:^|\n)[ \t]*(?:\p{L}{3,5}\.?|\d{1,2}\s?[月월])\s+\d{1,2}\s+\d{2}:\d{2}:\d{2}\s+[\w.-]+\s+[\w.\-/]+(?:\[\d{1,7}\])?:\s/u,
  // logfmt: "level=error msg=… ts=…", or four `key=value` pairs in a row.
  /\b(?:level|lvl|severity)=\w+\b[^\n]*\b(?:msg|message|ts|time|caller|err|error)=/i,
  /(?:\b[a-z_][\w.-]{0,30}=(?:"[^"\n]*"|[^\s"=]+)\s+){3}[a-z_][\w.-]{0,30}=(?:"[^"\n]*"|[^\s"=]+)/i,
].map(cued);

// Command-line tables: the header rows of common tools, as printed (aligned) or run together in one line.
const TABLE_HEADERS = cued(
  /\b(?:NAME\s+READY\s+STATUS\s+RESTARTS\s+AGE|CONTAINER ID\s+IMAGE\s+COMMAND|REPOSITORY\s+TAG\s+IMAGE ID|PID\s+TTY\s+TIME\s+CMD|USER\s+PID\s+%CPU\s+%MEM|Filesystem\s+(?:Size|1K-blocks)\s+Used\s+Avail|Proto\s+Recv-Q\s+Send-Q|NAME\s+TYPE\s+CLUSTER-IP|UID\s+PID\s+PPID|COMMAND\s+PID\s+USER\s+FD|Package\s+Current\s+Wanted\s+Latest|NAMESPACE\s+NAME\s+READY)\b/,
);
// Any aligned table: a header of three or more upper-case columns two spaces apart, and a row under it.
// A column name may hold one space ("CONTAINER ID", "IMAGE ID") and start with "%" or "#" ("%CPU").
const ALIGNED_HEADER = cued(
  /(?:^|\n)[ \t]*[A-Z%#][A-Z0-9_%#/.-]*(?: [A-Z][A-Z0-9_%#/.-]*)?(?: {2,}[A-Z%#][A-Z0-9_%#/. -]*?){2,}[ \t]*\n[ \t]*\S+(?: {2,}\S+){2,}/,
);

// A process or resource table whose number columns are right-aligned, so that its header's names may stand one space
// apart ("  PID USER      %CPU %MEM COMMAND", top's "PR  NI    VIRT    RES  SHR S  %CPU"): four names
// or more in capitals, two of them a process or resource column, and a row under it with two numbers or more.
const COLUMN_NAME = String.raw`(?:PID|PPID|UID|USER|TTY|STAT|VSZ|RSS|%CPU|%MEM|CPU|MEM|TIME\+?|COMMAND|CMD|PR|NI|VIRT|RES|SHR|SIZE|USED|AVAIL|FREE|TOTAL|SHARED|MOUNTED|FD|DEVICE|STATUS|PORTS|IMAGE|STATE|START)`;
const HEADER_NAME = String.raw`[A-Z%#][A-Z0-9_%#+/.:()-]+`;
const NUMBER_CELL = String.raw`(?<!\S)\d+(?:[.:,]\d+)*(?!\S)`;
const RIGHT_ALIGNED_TABLE = cued(
  new RegExp(
    String.raw`(?:^|\n)[ \t]*(?=(?:[^\n]*?(?<!\S)${COLUMN_NAME}(?!\S)){2})${HEADER_NAME}(?:[ \t]+${HEADER_NAME}){3,}[ \t]*\n[ \t]*(?=[^\n]*?${NUMBER_CELL}[^\n]*?${NUMBER_CELL})\S+(?:[ \t]+\S+){3,}`,
  ),
);

// The same table with its header in any case, as kubectl's describe and top print it ("  Type  Reason  Age  From
// Message", "NAME  CPU(cores)  MEMORY(bytes)"): three columns or more two spaces apart, a row of as many under it.
const ANY_CASE_HEADER = cued(
  /(?:^|\n)[ \t]*\p{Lu}[\p{L}\d_%#/().-]*(?: {2,}\p{L}[\p{L}\d_%#/().-]*){2,}[ \t]*\n[ \t]*\S+(?: {2,}\S+){2,}/u,
);
// A database client's result: psql's rule under the header ("----+------") or mysql's border ("+----+----+") beside
// a row of columns, or the row count psql prints in any language ("(1 row)", "(3 Zeilen)", "(1 linha)").
const RESULT_TABLE = cued(
  /(?:^|\n)[ \t]*-{2,}(?:\+-{2,})+[ \t]*(?:\n|$)|(?:^|\n)[ \t]*\+-{2,}(?:\+-{2,})+\+[ \t]*\n[ \t]*\|[^\n]*\||(?:^|\n)\(\d+ (?:rows?|Zeilen?|lignes?|filas?|linhas?|righe|riga|строк[аи]?|行)\)/u,
);
// A Markdown table as tools and chat answers print one: a row of cells between pipes and the rule under it, three
// columns or more ("| id | nome | estado |\n|----|------|--------|"); the rule's cells are dashes, with an optional
// alignment colon.
const MARKDOWN_TABLE = cued(
  /\|[^|\n]+\|[^|\n]+\|[^|\n]+\|[^\n]*\n[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*\|[ \t]*:?-{3,}:?[ \t]*\|[ \t]*:?-{3,}:?[ \t]*/,
);
// Output without an upper-case header, recognised by its rules and units: a header underlined by dash runs one per
// column ("Package    Version\n---------- -------", pip list, docker's and many tools' plain tables); a tree drawn with
// box characters, two branches ("├── serde v1.0.197\n└── tokio v1.36.0": cargo tree, npm ls, tree); a disk or memory
// table's row, a name then three sizes with their unit and a percentage ("/dev/sda1  234G  121G  101G  55% /": df -h,
// whatever language its header is in).
const PLAIN_TABLE = cued(
  /(?:^|\n)[ \t]*\S[^\n]*\S {2,}\S[^\n]*\n[ \t]*-{3,}(?: +-{3,})+[ \t]*\n[ \t]*\S|(?:^|\n)[│|\s]*[├└](?:──|--)[^\n]*\n[│|\s]*[├└](?:──|--)|(?:^|\n)[ \t]*\S+(?:[ \t]+\d+(?:[.,]\d+)?[KMGTP]i?B?){3}[ \t]+\d{1,3}%/,
);
// free's memory row, a label of one word and a colon, then three sizes with their unit aligned two spaces apart or more
// ("Mem:   15Gi   9,1Gi   1,2Gi", "Память:", "Speicher:", "内存："), whatever language the header above is in; sizes
// in a sentence ("Mem: 16GB 32GB 64GB are the options") stand one space apart.
const MEMORY_ROW = cued(
  /(?:^|\n)[ \t]*\p{L}{2,10}\.?[ \t]?[:：][ \t]+\d+(?:[.,]\d+)?[KMGTP]i?B?(?:[ \t]{2,}\d+(?:[.,]\d+)?[KMGTP]i?B?){2}(?![\p{L}\d])/u,
);

// API response and tool-call objects, as JSON or a Python dict.
const API_KEY = String.raw`["'](?:choices|usage|tool_calls|tool_call_id|finish_reason|prompt_tokens|completion_tokens|total_tokens|function_call|logprobs|system_fingerprint|stop_reason|tool_use|input_tokens|output_tokens|candidates|safetyRatings|usageMetadata|error)["']\s*:`;
const API_KEYS = new RegExp(API_KEY, 'g');
const API_SHAPES: readonly TextTest[] = [
  /["'](?:object)["']\s*:\s*["'](?:chat\.completion(?:\.chunk)?|text_completion|response|list|embedding|model|error)["']/,
  /["']type["']\s*:\s*["'](?:function|tool_use|tool_result|tool_call|function_call|function_call_output)["']/,
  /["']arguments["']\s*:\s*["']?\{/,
  /\bdata:\s*\{["']id["']\s*:\s*["'](?:chatcmpl|msg|resp)[-_]/,
  /["']id["']\s*:\s*["'](?:chatcmpl|msg_|resp_|call_|toolu_|run_|thread_|asst_)/,
].map(cued);

// Build, test and package-manager output.
const BUILD_SHAPES: readonly TextTest[] = [
  /\bnpm (?:ERR!|WARN|error code|error\s+\S+\s+\S)|\bnpm notice\b/,
  /\badded \d+ packages?(?:,| in| from)|\bup to date, audited \d+ packages|\bfound \d+ (?:\w+ )?vulnerabilit/,
  // apt's fetch lines in any language: a word, the source's number after a colon, its URL ("Get:1 http://deb.debian.org/…",
  // "Holen:1 …", "Réception de :1 …", "Пол:1 …"), at a line start.
  /(?:^|\n)[ \t]*\p{L}[\p{L} ]{0,24}:\d{1,4}\s+(?:https?|ftp|file|cdrom):\/\/?\S+\s+\S/u,
  /\byarn (?:install|add|run) v\d|\bYN\d{4}:|\bERR_PNPM_[A-Z_]+|\bpnpm: [A-Z]/,
  /\berror TS\d{3,5}:|\bERROR in \.{0,2}\/|\bwebpack \d[\d.]* compiled|\bModule not found: Error:|\bfailed to compile\b/i,
  /\bBUILD (?:SUCCESSFUL|FAILED|SUCCESS|FAILURE)\b|\[(?:INFO|ERROR|WARNING)\] (?:BUILD|Building|---)|> Task :[\w:]+/,
  /\berror\[E\d{4}\]:|\bCompiling [\w-]+ v\d+\.\d+|\bFinished `?(?:dev|release)`? profile|\bwarning: unused \w+/,
  /(?<![\w/])[\w./-]+\.(?:c|cc|cpp|h|hpp|go|rs|ts|tsx|js|py|java|kt|swift|m):\d+:\d+:\s+(?:error|warning|fatal error|note):/i,
  /\bmake(?:\[\d+\])?: \*\*\*|\bcollect2: error|\bld: (?:error|symbol)|\bundefined reference to `/,
  /\bSuccessfully (?:installed|built|tagged)\s+\S+[-=:]\S*\d|\bRequirement already satisfied:|\bCollecting [\w.-]+(?:==|>=|<)[\d.]+|\bERROR: (?:Could not|No matching distribution)/,
  /\bStep \d+\/\d+ : [A-Z]+|#\d+ \[(?:\w+ )?\d+\/\d+\] [A-Z]+|\bexporting to image\b/,
  /\b(?:Tests?|Test Files|Suites?):\s+\d+ (?:failed|passed)|\b\d+ passing \(\d+m?s\)|\bFAIL\s+\S+\.(?:test|spec)\.\w+/,
  // The container engines' client errors: "docker: Error response from daemon: …".
  /\bError response from daemon:|\b(?:docker|podman)(?:-compose)?: Error\b/,
  /\b(?:exited|terminated) with (?:exit )?code \d+|\bProcess finished with exit code \d+|\bcommand failed with exit code \d+/i,
].map(cued);

// Crash headers and fatal signals. "Segmentation fault" is output when the shell or the C library prints it: with
// "(core dumped)" or a signal number after it, after a program's or shell's name and a colon, or on a line alone;
// as a noun in prose ("prefers segmentation fault explanations with a minimal repro") it is a topic.
const CRASH_SHAPES: readonly TextTest[] = [
  /\bSegmentation fault(?= \(core dumped\)|:\s*\d)|(?:^|\n|:)[ \t]*(?:\[\d+\][ \t]+)?(?:\d+[ \t]+)?[Ss]egmentation fault[ \t]*(?:\.{0,2}\/\S*[ \t]*)?(?=\n|$)|\bcore dumped\b|\bsignal (?:\d+ )?\(?SIG(?:SEGV|ABRT|BUS|ILL|FPE|KILL|TRAP)\)?|\bSIG(?:SEGV|ABRT|BUS|ILL|FPE)\b/,
  /\bEXC_(?:BAD_ACCESS|CRASH|BREAKPOINT)\b|\bException Type:\s|\bException Codes:\s|\bIncident Identifier:\s|\bCrashed Thread:\s|\bThread \d+ Crashed\b/,
  /\bFATAL EXCEPTION: \S|\*\*\* Terminating app due to uncaught exception|\bUnhandled (?:exception|rejection)[:.]\s|\bFatal error: (?:Uncaught|Allowed memory|Maximum execution)/,
  /\bkernel panic\b|\bOOMKilled\b|\bOut of memory: Kill(?:ed)? process\b|\bfatal error: runtime: out of memory|\bJavaScript heap out of memory\b/,
  /\bAn unhandled exception of type\b|\bApplication Error\b[^\n]*\bcode=H\d\d\b|\bE\/AndroidRuntime\b/,
].map(cued);

// gate 9's own named phrases: the raw prompt, the provider's response, a raw tool result, given as such
// (a label or the thing itself), not a mention ("hates it when a raw prompt leaks" is prose about it).
const NAMED_RAW_PHRASES = cued(
  /\b(?:raw|full|original|system)\s+prompts?\s*[:：=]|\b(?:raw\s+)?(?:provider|model|llm|api)\s+(?:response|output|reply)\s*[:：=]|\braw\s+(?:tool|function)\s+(?:results?|outputs?|responses?|calls?)\b|\b(?:raw\s+prompt|provider\s+response)\b/i,
);

// The same phrases in the other languages of lexicons/: a word for raw, then the prompt, the response or the tool's
// result, given as a label ("原始工具结果：{…}", "원시 도구 결과: …", "Resultado bruto da ferramenta: …",
// "Сырой ответ провайдера: …"). Canonical: Cyrillic look-alikes read as Latin.
const NAMED_RAW_LOCAL = cued(
  new RegExp(
    canonicalize(
      String.raw`(?:原始|未处理的|未處理的|生の|원시|원본)\s?(?:工具|ツール|도구|模型|モデル|모델|提供商|プロバイダー?|제공자)?\s?(?:结果|結果|결과|提示词|提示詞|プロンプト|프롬프트|响应|回应|回應|レスポンス|応答|응답|输出|輸出|出力|출력)\s*[:：=]|(?:\b(?:roh|rohe[rsn]?|brut[ea]?s?|brut[oa]s?|grezz[oa]|сыр(?:ой|ая|ое|ые)|необработанн\p{L}{2,3})\s+(?:\p{L}+\s+){0,3}?(?:prompt|ergebnis|antwort|ausgabe|reponse|resultat|sortie|respuesta|resultado|salida|resposta|saida|risposta|risultato|output|ответ|результат|вывод)|\b(?:prompt|ergebnis|antwort|ausgabe|reponse|resultat|sortie|respuesta|resultado|salida|resposta|saida|risposta|risultato|ответ|результат|вывод)\s+(?:\p{L}+\s+){0,1}?(?:roh|rohe[rsn]?|brut[ea]?s?|brut[oa]s?|grezz[oa]|сыр(?:ой|ая|ое|ые)|необработанн\p{L}{2,3}))(?:\s+[^\n:：=]{0,30})?\s*[:：=]`,
    ),
    'iu',
  ),
);

// A JSON object a program printed: three or more quoted keys, and an object or an array nested as a value
// ({"code":0,"data":{"list":[]}}, {"status":"ok","rows":[{…}]}). A setting the user prefers is one flat
// pair or two ({"semi": false}); an API answer nests.
// Keys in any script: a tool's arguments may be named in the user's language ({"инструмент":…,"аргументы":{…}}).
const JSON_KEY = /["'][\p{L}\p{N}_$@.-]{1,40}["']\s*:/gu;
const JSON_NESTED = cued(/["'][\p{L}\p{N}_$@.-]{1,40}["']\s*:\s*[[{]/u);

/** Each outermost `{…}` of the text (a scan surface repeats a field, so objects are judged one at a time). */
function* outerObjects(text: string): Generator<string> {
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '{') {
      if (depth === 0) start = i;
      depth += 1;
    } else if (ch === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) yield text.slice(start, i + 1);
    } else if (ch === '\n') depth = 0;
  }
}
// A flat object is an API's answer when its keys are a response envelope's: a status or an error and its message,
// a trace or request id, a time stamp ({"code":50001,"msg":"系统繁忙","traceId":"…"}, {"erro":true,"mensagem":…}).
// Two of them among three or more keys; a formatter's settings ({"semi":false,"tabWidth":2,…}) have none.
const ENVELOPE_KEY =
  /["'](?:status|status_?code|code|error|errors|err|erro|errore|error_?code|error_?description|message|msg|mensagem|mensaje|messaggio|description|detail|details|result|result_?code|result_?msg|success|ok|timestamp|trace_?id|request_?id|correlation_?id|path)["']\s*:/gi;
const isEnvelope = (object: string): boolean =>
  (object.match(JSON_KEY)?.length ?? 0) >= 3 && (object.match(ENVELOPE_KEY)?.length ?? 0) >= 2;
const isJsonObject = (text: string): boolean => {
  if (!text.includes('{')) return false;
  for (const object of outerObjects(text)) {
    if (JSON_NESTED.test(object) && (object.match(JSON_KEY)?.length ?? 0) >= 3) return true;
    if (isEnvelope(object)) return true;
  }
  return false;
};

export function hasRuntimeShape(text: string): boolean {
  if (
    NAMED_RAW_LOCAL.test(text) ||
    hasSystemPromptLabel(text) ||
    hasPromptOrToolLabel(text) ||
    hasModelTrace(text) ||
    isJsonObject(text) ||
    hasRuntimeRecord(text) ||
    hasProgramErrorLine(text)
  )
    return true;
  if (LOG_SHAPES.some((re) => re.test(text))) return true;
  if (TABLE_HEADERS.test(text) || ALIGNED_HEADER.test(text) || ANY_CASE_HEADER.test(text) || RESULT_TABLE.test(text)) return true;
  if (RIGHT_ALIGNED_TABLE.test(text) || hasPackageManagerOutput(text)) return true;
  if (text.includes('|-') && MARKDOWN_TABLE.test(text)) return true;
  if ((text.includes('---') || text.includes('%') || /[├└]/.test(text)) && PLAIN_TABLE.test(text)) return true;
  if (MEMORY_ROW.test(text)) return true;
  if ((text.match(API_KEYS)?.length ?? 0) >= 2 || API_SHAPES.some((re) => re.test(text))) return true;
  return BUILD_SHAPES.some((re) => re.test(text)) || CRASH_SHAPES.some((re) => re.test(text)) || NAMED_RAW_PHRASES.test(text);
}
