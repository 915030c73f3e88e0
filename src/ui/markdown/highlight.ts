import { createLowlight } from 'lowlight';
import type { LanguageFn } from 'highlight.js';
// Types only: @types/hast ships with react-markdown, whose own API is typed with it.
import type { Element, ElementContent, Root } from 'hast';

/**
 * Syntax highlighting that loads each grammar when a code block in its language first appears.
 * The highlighter starts with no grammar at all (lowlight over highlight.js/lib/core); `loadLanguage`
 * imports one grammar as its own small chunk. Until then, and for any language not listed here, the code
 * renders as plain (already sanitised) text.
 */
interface GrammarEntry {
  aliases: readonly string[];
  load: () => Promise<{ default: LanguageFn }>;
}

// highlight.js's "common" set (what rehype-highlight bundled before), with the aliases each grammar declares.
const GRAMMARS: Record<string, GrammarEntry> = {
  arduino: { aliases: ['ino'], load: () => import('highlight.js/lib/languages/arduino') },
  bash: { aliases: ['sh', 'zsh'], load: () => import('highlight.js/lib/languages/bash') },
  c: { aliases: ['h'], load: () => import('highlight.js/lib/languages/c') },
  cpp: { aliases: ['cc', 'c++', 'h++', 'hpp', 'hh', 'hxx', 'cxx'], load: () => import('highlight.js/lib/languages/cpp') },
  csharp: { aliases: ['cs', 'c#'], load: () => import('highlight.js/lib/languages/csharp') },
  css: { aliases: [], load: () => import('highlight.js/lib/languages/css') },
  diff: { aliases: ['patch'], load: () => import('highlight.js/lib/languages/diff') },
  go: { aliases: ['golang'], load: () => import('highlight.js/lib/languages/go') },
  graphql: { aliases: ['gql'], load: () => import('highlight.js/lib/languages/graphql') },
  ini: { aliases: ['toml'], load: () => import('highlight.js/lib/languages/ini') },
  java: { aliases: ['jsp'], load: () => import('highlight.js/lib/languages/java') },
  javascript: { aliases: ['js', 'jsx', 'mjs', 'cjs'], load: () => import('highlight.js/lib/languages/javascript') },
  json: { aliases: ['jsonc', 'json5'], load: () => import('highlight.js/lib/languages/json') },
  kotlin: { aliases: ['kt', 'kts'], load: () => import('highlight.js/lib/languages/kotlin') },
  less: { aliases: [], load: () => import('highlight.js/lib/languages/less') },
  lua: { aliases: ['pluto'], load: () => import('highlight.js/lib/languages/lua') },
  makefile: { aliases: ['mk', 'mak', 'make'], load: () => import('highlight.js/lib/languages/makefile') },
  markdown: { aliases: ['md', 'mkdown', 'mkd'], load: () => import('highlight.js/lib/languages/markdown') },
  objectivec: { aliases: ['mm', 'objc', 'obj-c', 'obj-c++', 'objective-c++'], load: () => import('highlight.js/lib/languages/objectivec') },
  perl: { aliases: ['pl', 'pm'], load: () => import('highlight.js/lib/languages/perl') },
  php: { aliases: [], load: () => import('highlight.js/lib/languages/php') },
  'php-template': { aliases: [], load: () => import('highlight.js/lib/languages/php-template') },
  plaintext: { aliases: ['text', 'txt'], load: () => import('highlight.js/lib/languages/plaintext') },
  python: { aliases: ['py', 'gyp', 'ipython'], load: () => import('highlight.js/lib/languages/python') },
  'python-repl': { aliases: ['pycon'], load: () => import('highlight.js/lib/languages/python-repl') },
  r: { aliases: [], load: () => import('highlight.js/lib/languages/r') },
  ruby: { aliases: ['rb', 'gemspec', 'podspec', 'thor', 'irb'], load: () => import('highlight.js/lib/languages/ruby') },
  rust: { aliases: ['rs'], load: () => import('highlight.js/lib/languages/rust') },
  scss: { aliases: [], load: () => import('highlight.js/lib/languages/scss') },
  shell: { aliases: ['console', 'shellsession'], load: () => import('highlight.js/lib/languages/shell') },
  sql: { aliases: [], load: () => import('highlight.js/lib/languages/sql') },
  swift: { aliases: [], load: () => import('highlight.js/lib/languages/swift') },
  typescript: { aliases: ['ts', 'tsx', 'mts', 'cts'], load: () => import('highlight.js/lib/languages/typescript') },
  vbnet: { aliases: ['vb'], load: () => import('highlight.js/lib/languages/vbnet') },
  wasm: { aliases: [], load: () => import('highlight.js/lib/languages/wasm') },
  xml: {
    aliases: ['html', 'xhtml', 'rss', 'atom', 'xjb', 'xsd', 'xsl', 'plist', 'wsf', 'svg'],
    load: () => import('highlight.js/lib/languages/xml'),
  },
  yaml: { aliases: ['yml'], load: () => import('highlight.js/lib/languages/yaml') },
};

const grammarByAlias = new Map<string, string>();
for (const [name, entry] of Object.entries(GRAMMARS)) {
  grammarByAlias.set(name, name);
  for (const alias of entry.aliases) grammarByAlias.set(alias, name);
}

const lowlight = createLowlight();
const pending = new Map<string, Promise<boolean>>();

/** The grammar file that highlights a fence's language (name or alias, any case), if it is a known one. */
export function grammarFor(language: string): string | undefined {
  return grammarByAlias.get(language.toLowerCase());
}

/** Whether code in this language can be highlighted right now. */
export function isLanguageLoaded(language: string): boolean {
  const grammar = grammarFor(language);
  return grammar !== undefined && lowlight.registered(grammar);
}

/**
 * Loads the grammar for a language once (later calls share the same promise). Answers false for an unknown
 * language or a grammar that failed to load (e.g. offline before the chunk was cached); a failed load may
 * be retried by a later call.
 */
export function loadLanguage(language: string): Promise<boolean> {
  const grammar = grammarFor(language);
  const entry = grammar === undefined ? undefined : GRAMMARS[grammar];
  if (grammar === undefined || !entry) return Promise.resolve(false);
  if (lowlight.registered(grammar)) return Promise.resolve(true);
  let loading = pending.get(grammar);
  if (!loading) {
    loading = entry.load().then(
      (module) => {
        lowlight.register(grammar, module.default);
        return true;
      },
      () => {
        pending.delete(grammar);
        return false;
      },
    );
    pending.set(grammar, loading);
  }
  return loading;
}

const FENCE_LANGUAGE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm;

/** The languages named on the code fences of a markdown text (raw, as written). */
export function fenceLanguages(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(FENCE_LANGUAGE)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

function languageClass(code: Element): string | undefined {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return undefined;
  for (const name of classes) {
    if (typeof name === 'string' && name.startsWith('language-')) return name.slice('language-'.length);
  }
  return undefined;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function visitCode(parent: Root | Element, insidePre: boolean): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    if (insidePre && child.tagName === 'code') highlightElement(child);
    else visitCode(child, child.tagName === 'pre');
  }
}

function highlightElement(code: Element): void {
  const language = languageClass(code);
  const grammar = language === undefined ? undefined : grammarFor(language);
  if (grammar === undefined || !lowlight.registered(grammar)) return;
  const result = lowlight.highlight(grammar, code.children.map(textOf).join(''));
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  code.properties.className = ['hljs', ...classes];
  code.children = result.children as ElementContent[];
}

/**
 * Rehype plugin: highlights `<pre><code class="language-…">` whose grammar is loaded; leaves the rest
 * as it is. It only wraps text in `<span class="hljs-…">`, so it runs after sanitising.
 */
export function rehypeHighlightLoaded() {
  return (tree: Root) => visitCode(tree, false);
}
