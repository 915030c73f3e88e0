import { cued } from '../cueScan';
import type { TextTest } from '../caseless';
// Stack frames and error lines of the common engines (gate 9): raw runtime data, never a memory. Each shape needs a
// file position or an engine's own frame syntax, so a clock time ("at 10:30:00") or an e-mail is not
// a frame.

const FRAME_SHAPES: readonly TextTest[] = [
  // V8: "at fn (file:L:C)", "at async fn (…)", "at new Foo (…)", "at Foo.bar [as baz] (…)", paths with
  // spaces, "(native)", "(<anonymous>)", "(node:internal/…)", "(eval at …)".
  // The place in brackets names a file (a "/", "\" or "."), so "at work (9:00-17:00)" is no frame.
  // Node's built-in modules have no path: "(node:net:1817:16)", "(node:events:517:28)".
  /\bat\s+(?:async\s+)?(?:new\s+)?[^\s()]+(?:\s+\[as\s+[^\]]+\])?\s+\((?:[^()\n]*[/\\.][^()\n]*:\d+(?::\d+)?|node:[\w/]+:\d+:\d+|<anonymous>(?::\d+:\d+)?|native|eval at [^\n]*|index \d+)\)/,
  // V8 without a function name: "at file:L:C", "at async file:///C:/x.js:1:2", "at <anonymous>".
  /\bat\s+(?:async\s+)?(?:[a-z][a-z0-9+.-]*:\/\/\/?|\/|[A-Za-z]:[\\/]|\.{1,2}\/)?[^\s()]*[/\\.][^\s()]*:\d+:\d+/,
  /\bat\s+(?:async\s+)?(?:\S+\s+)?\(?<anonymous>(?::\d+:\d+)?\)?/,
  // SpiderMonkey / JavaScriptCore: "fn@file:L:C", "@debugger eval code:1:1", "global code@file:L:C".
  /(?:^|[\s\w$.<>/\]])@(?:[a-z][a-z0-9+.-]*:\/\/|\/|debugger eval code|[^\s@]*\.\w+)[^\s@]*:\d+:\d+/im,
  /@\[native code\]/,
  // Python.
  /\bFile\s+"[^"\n]+",\s+line\s+\d+(?:,\s+in\s+\S+)?/,
  /\bTraceback\s+\(most recent call last\)/i,
  // Java / Kotlin / Scala: "at com.x.Y.method(Y.java:42)", "(Native Method)", "(Unknown Source)".
  /\bat\s+[\w$]+(?:[./][\w$<>]+)+\((?:[\w$-]+\.(?:java|kt|scala|groovy|clj):\d+|Native Method|Unknown Source)\)/,
  /\bException in thread\s+"[^"]*"\s+[\w$.]+(?:Exception|Error)\b/,
  /\bCaused by:\s+[\w$]+(?:\.[\w$]+)+(?:Exception|Error)\b/,
  // Go: "goroutine 1 [running]:", "/path/main.go:12 +0x1d", "panic: runtime error".
  /\bgoroutine\s+\d+\s+\[[\w\s,]+\]:/,
  /(?<!\S)\S+\.go:\d+\s+\+0x[0-9a-f]+/,
  /\bpanic:\s+runtime error\b/,
  // .NET: "at Ns.Type.Method(args) in C:\path\File.cs:line 42", "--- End of stack trace …".
  /\bat\s+[\w.`<>$]+\.[\w`<>$]+\([^()\n]*\)\s+in\s+[^\n]+:line\s+\d+/,
  /---\s*End of (?:inner exception )?stack trace/i,
  /\bat\s+(?:[A-Z][\w`]*\.){2,}[\w<>`[\]]+\([^()\n]*\)/,
  // Ruby "from /x.rb:10:in `m'", PHP "#0 /var/www/x.php(12): f()", Rust "panicked at src/main.rs:2:5".
  /\bfrom\s+\S+\.rb:\d+:in\s+[`'‘]/,
  /#\d+\s+[^\s(]+\.php\(\d+\):/,
  /\bin\s+\S+\.php\s+on\s+line\s+\d+/,
  /#\d+\s+\{main\}/,
  /(?<!\S)\S+\.rb:\d+:in\s+[`'‘]/,
  /\bpanicked at\s+(?:'[^']*',\s*)?\S+\.rs:\d+:\d+/,
  // A framework's error overlay pasted: its heading line, then the error line ("Unhandled Runtime Error\nError: …").
  /(?:^|\n)[^\n]{0,40}\bError[ \t]*\n[ \t]*(?:Uncaught\s+)?(?:[A-Z]\w*)?Error:\s+\S/,
  // An HTTP status line ("HTTP/1.1 502 Bad Gateway") is a raw response.
  /\bHTTP\/\d(?:\.\d)?\s+[1-5]\d\d\b/,
].map(cued);

// The error line a runtime prints above its frames, with its message: "TypeError: Cannot read …",
// "Uncaught ReferenceError: x is not defined", "java.lang.IllegalStateException: …", "KeyError: 'id'".
// A class name alone ("hates NullPointerException") is a topic, not pasted output.
const ERROR_LINE =
  /(?<![A-Za-z0-9_$])(?:Uncaught\s+(?:\(in promise\)\s+)?)?(?:[a-z_$][\w$]*\.)*[A-Z][A-Za-z0-9_$]*(?:Error|Exception):\s+\S/g;
// An error line named in a sentence, in any language's quotation marks, is a topic too ("will bei „TypeError: undefined
// is not a function“ zuerst die Ursache wissen", "vuole capire «IndexError: …» senza gergo"): a word right before the
// opening mark and, after the closing one on the same line, more words. Output pasted after a label ("pasted:
// "KeyError: …"") has a colon before the mark.
const OPENED_IN_SENTENCE = cued(/\p{L}[^\S\n]?["“„«‹「『‘]$/u);
const CLOSED_IN_SENTENCE = cued(/^[^\n"“”„«»‹›「」『』‘’]{1,120}["”“»›」』’][^\S\n]*[,;]?[^\S\n]*\p{L}/u);
const isNamedInSentence = (text: string, at: number): boolean =>
  OPENED_IN_SENTENCE.test(text.slice(Math.max(0, at - 3), at)) && CLOSED_IN_SENTENCE.test(text.slice(at, at + 124));
const hasErrorLine = (text: string): boolean => {
  for (const m of text.matchAll(ERROR_LINE)) if (!isNamedInSentence(text, m.index)) return true;
  return false;
};

export const hasStackFrame = (text: string): boolean => FRAME_SHAPES.some((re) => re.test(text)) || hasErrorLine(text);
