import { guarded } from './alternation';
import { caseless, lowerCased, type TextTest } from './caseless';
import { requiredCues } from './requiredCues';

// One scan of a text for the words of every wording rule (and of the secret, stack-frame and runtime-output shapes of
// secrets/, the other long lists of patterns every text meets), instead of every rule searching the text for its own words.
// Each rule pattern made with `cued` registers the words it cannot match without (requiredCues.ts); the first cued test
// on a text walks the lower-cased text once through a trie of all those words and notes which patterns can match at all,
// and a pattern whose words are absent then answers "no" without running. The verdicts are the same: a pattern is only
// skipped where it could not have matched. A text that cannot be lower-cased faithfully (caseless.ts) runs every pattern.

interface Node {
  readonly next: Map<number, Node>;
  /** The patterns whose word ends here. */
  readonly patterns: number[];
}

const newNode = (): Node => ({ next: new Map(), patterns: [] });

/**
 * The trie in flat arrays, which the scan walks without a Map lookup or an object per step: the root's children by
 * character code in one table (every position of a text starts there), every other node's children as a run of sorted
 * codes beside their node numbers, and the patterns whose word ends at a node as a run of pattern numbers.
 */
interface FlatTrie {
  /** The root's child for a UTF-16 code unit, or 0 (node 0 is the root, never a child). */
  readonly first: Int32Array;
  /** Node n's children are edges edgeStart[n] … edgeStart[n + 1] - 1. */
  readonly edgeStart: Int32Array;
  readonly edgeCode: Uint16Array;
  readonly edgeNode: Int32Array;
  /** Node n's patterns are patternIds[patternStart[n]] … patternIds[patternStart[n + 1] - 1]. */
  readonly patternStart: Int32Array;
  readonly patternIds: Int32Array;
}

/** Every cued pattern: the words it needs and the pattern itself, unguarded. */
const cuedPatterns: { readonly cues: readonly string[]; readonly pattern: TextTest }[] = [];
let root: FlatTrie | undefined;

function flatten(top: Node): FlatTrie {
  // Breadth-first numbering: node 0 is the root.
  const nodes: Node[] = [top];
  for (let i = 0; i < nodes.length; i += 1) for (const child of nodes[i]?.next.values() ?? []) nodes.push(child);
  const index = new Map(nodes.map((node, i) => [node, i]));
  const edgeStart = new Int32Array(nodes.length + 1);
  const patternStart = new Int32Array(nodes.length + 1);
  let edges = 0;
  let ids = 0;
  nodes.forEach((node, i) => {
    edgeStart[i] = edges;
    patternStart[i] = ids;
    edges += node.next.size;
    ids += node.patterns.length;
  });
  edgeStart[nodes.length] = edges;
  patternStart[nodes.length] = ids;
  const edgeCode = new Uint16Array(edges);
  const edgeNode = new Int32Array(edges);
  const patternIds = new Int32Array(ids);
  const first = new Int32Array(0x10000);
  nodes.forEach((node, i) => {
    let e = edgeStart[i] ?? 0;
    for (const [code, child] of [...node.next].sort(([a], [b]) => a - b)) {
      edgeCode[e] = code;
      edgeNode[e] = index.get(child) ?? 0;
      if (i === 0) first[code] = edgeNode[e] ?? 0;
      e += 1;
    }
    patternIds.set(node.patterns, patternStart[i] ?? 0);
  });
  return { first, edgeStart, edgeCode, edgeNode, patternStart, patternIds };
}

function trie(): FlatTrie {
  if (root) return root;
  const top = newNode();
  cuedPatterns.forEach(({ cues }, id) => {
    for (const cue of cues) {
      let node = top;
      for (let i = 0; i < cue.length; i += 1) {
        const code = cue.charCodeAt(i);
        let child = node.next.get(code);
        if (!child) {
          child = newNode();
          node.next.set(code, child);
        }
        node = child;
      }
      node.patterns.push(id);
    }
  });
  root = flatten(top);
  return root;
}

/** Node n's child for a code unit, or -1: a linear search of its few sorted codes, a binary one of many. */
function childOf(t: FlatTrie, n: number, code: number): number {
  let lo = t.edgeStart[n] ?? 0;
  let hi = t.edgeStart[n + 1] ?? 0;
  if (hi - lo <= 8) {
    for (; lo < hi; lo += 1) {
      const c = t.edgeCode[lo] ?? 0;
      if (c === code) return t.edgeNode[lo] ?? -1;
      if (c > code) return -1;
    }
    return -1;
  }
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const c = t.edgeCode[mid] ?? 0;
    if (c === code) return t.edgeNode[mid] ?? -1;
    if (c < code) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}

/** Which cued patterns can match the text (`undefined`: any of them). */
function scan(text: string): Uint8Array | undefined {
  const lower = lowerCased(text);
  if (lower === undefined) return undefined;
  const t = trie();
  const { first, patternStart, patternIds } = t;
  const present = new Uint8Array(cuedPatterns.length);
  const length = lower.length;
  for (let start = 0; start < length; start += 1) {
    let node = first[lower.charCodeAt(start)] ?? 0;
    for (let i = start + 1; node > 0; i += 1) {
      const end = patternStart[node + 1] ?? 0;
      for (let p = patternStart[node] ?? 0; p < end; p += 1) present[patternIds[p] ?? 0] = 1;
      node = i < length ? childOf(t, node, lower.charCodeAt(i)) : -1;
    }
  }
  return present;
}

// The scans of the last few texts: the rules of one candidate run over its text, the text without its tags and a few
// texts with parts read away, in turn.
const RECENT = 4;
const recent: { text: string; present: Uint8Array | undefined }[] = [];

function presentIn(text: string): Uint8Array | undefined {
  for (const entry of recent) if (entry.text === text) return entry.present;
  const present = scan(text);
  recent.unshift({ text, present });
  if (recent.length > RECENT) recent.pop();
  return present;
}

/** Whether the text holds one of the pattern's words; always true for a pattern with none known. */
const mayMatch = (id: number, text: string): boolean => presentIn(text)?.[id] !== 0;

/**
 * The pattern as `caseless` makes it, run only on a text that holds one of the words it needs. A pattern with a global or
 * sticky flag keeps state between calls and is returned as `caseless` returns it.
 */
export function cued(pattern: RegExp): TextTest {
  const test = caseless(pattern);
  if (pattern.flags.includes('g') || pattern.flags.includes('y')) return test;
  const cues = requiredCues(pattern);
  if (!cues) return test;
  const id = cuedPatterns.push({ cues, pattern: test }) - 1;
  root = undefined;
  recent.length = 0;
  return { test: (text: string): boolean => mayMatch(id, text) && test.test(text) };
}

/**
 * For a pattern `replace` or an `exec` loop reads (global, so `cued` cannot wrap it): whether a text holds one of the words
 * it needs, from the same scan; always true for a pattern with none known.
 */
export function cueGate(pattern: RegExp, runAs: RegExp = pattern): (text: string) => boolean {
  const cues = requiredCues(pattern);
  if (!cues) return () => true;
  // `runAs`: the same pattern in a faster form (a long word list grouped and guarded), kept for cueScan.test.ts's check.
  const id = cuedPatterns.push({ cues, pattern: caseless(new RegExp(runAs.source, runAs.flags.replace(/[gy]/g, ''))) }) - 1;
  root = undefined;
  recent.length = 0;
  return (text) => mayMatch(id, text);
}

/**
 * A step that changes a text only where one of the patterns matches, run only on a text that holds a word one of them
 * needs (any other text it would return unchanged): one look at the text's scan instead of the step's own search, which
 * may cut the text into clauses that would each be scanned anew.
 */
export function whenCued(patterns: readonly RegExp[], step: (text: string) => string): (text: string) => string {
  const gates = patterns.map((pattern) => cueGate(pattern));
  return (text) => (gates.some((mayMatch) => mayMatch(text)) ? step(text) : text);
}

/** A pattern guarded by its first characters (alternation.ts), then as `cued` makes it. */
export const cuedGuarded = (pattern: RegExp): TextTest => cued(guarded(pattern));

/**
 * For tests: every pattern cued so far, with the words it needs, the pattern unguarded, and whether the scan lets it run
 * on a text.
 */
export const cuedPatternsSoFar = () =>
  cuedPatterns.map(({ cues, pattern }, id) => ({ cues, pattern, scanned: (text: string): boolean => mayMatch(id, text) }));
