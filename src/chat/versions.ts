/**
 * Answer versions and branches. A conversation is a tree: every message has a parent (the message it
 * follows; null for the first). Regenerate adds a second child to a question, editing an earlier message adds
 * a sibling beside it; nothing is removed, so every earlier version stays reachable. What the chat shows, and
 * what a request sends, is one path through the tree: from the root to the version the user picked, then
 * down through the branch carried on last at every fork (the one holding the newest message).
 *
 * Rows written before messages had parents carry none: each then follows the message just before it in
 * `seq` order (those conversations never branched, since a retry used to replace the old answer).
 */

/** The part of a message the tree needs. */
export interface VersionNode {
  readonly id: string;
  readonly seq: number;
  /** The message this one follows; null: the first; absent: written before parents were kept. */
  readonly parentId?: string | null;
}

/** Where a message sits among its versions (1-based `index`), for "‹ 1 / 2 ›". */
export interface VersionPosition {
  readonly index: number;
  readonly count: number;
  readonly previousId: string | null;
  readonly nextId: string | null;
}

const ROOT = '\u0000root';

interface Tree<T extends VersionNode> {
  readonly byId: ReadonlyMap<string, T>;
  readonly parent: ReadonlyMap<string, string>;
  /** Children by parent id (ROOT for first messages), oldest first. */
  readonly children: ReadonlyMap<string, readonly T[]>;
}

function buildTree<T extends VersionNode>(messages: readonly T[]): Tree<T> {
  const sorted = [...messages].sort((a, b) => a.seq - b.seq);
  const byId = new Map(sorted.map((m) => [m.id, m]));
  const parent = new Map<string, string>();
  const children = new Map<string, T[]>();
  sorted.forEach((m, i) => {
    const implied = i === 0 ? ROOT : sorted[i - 1]!.id;
    // A parent that is gone (deleted with its branch) leaves its child under the root rather than lost.
    const p = m.parentId === undefined ? implied : m.parentId !== null && byId.has(m.parentId) ? m.parentId : ROOT;
    parent.set(m.id, p);
    children.set(p, [...(children.get(p) ?? []), m]);
  });
  return { byId, parent, children };
}

/** The chain from the first message down to `id`, oldest first (empty when `id` is unknown). */
function chainTo<T extends VersionNode>(tree: Tree<T>, id: string): T[] {
  const chain: T[] = [];
  const seen = new Set<string>();
  for (let at: string | undefined = id; at !== undefined && at !== ROOT && !seen.has(at); at = tree.parent.get(at)) {
    seen.add(at);
    const node = tree.byId.get(at);
    if (!node) break;
    chain.push(node);
  }
  return chain.reverse();
}

/** The highest seq in each message's subtree: where the conversation was last carried on. */
function latestSeqs<T extends VersionNode>(tree: Tree<T>): Map<string, number> {
  const latest = new Map<string, number>();
  // Children always come after their parent in seq order, so walking seqs backwards sees them first.
  const bySeq = [...tree.byId.values()].sort((a, b) => b.seq - a.seq);
  for (const m of bySeq) {
    const own = Math.max(m.seq, latest.get(m.id) ?? -Infinity);
    latest.set(m.id, own);
    const p = tree.parent.get(m.id)!;
    latest.set(p, Math.max(latest.get(p) ?? -Infinity, own));
  }
  return latest;
}

/** Down from `from`, at every fork the child whose branch was carried on last. */
function latestDescendants<T extends VersionNode>(tree: Tree<T>, from: string): T[] {
  const latest = latestSeqs(tree);
  const pick = (id: string) =>
    (tree.children.get(id) ?? []).reduce<T | undefined>(
      (best, c) => (!best || latest.get(c.id)! > latest.get(best.id)! ? c : best),
      undefined,
    );
  const path: T[] = [];
  for (let next = pick(from); next; next = pick(next.id)) path.push(next);
  return path;
}

/**
 * The messages the chat shows, oldest first: up to `shownId` (the version the user picked or the one written
 * last), then at every later fork the branch carried on last. Without a known `shownId`, that from the start.
 */
export function shownPath<T extends VersionNode>(messages: readonly T[], shownId?: string | null): T[] {
  const tree = buildTree(messages);
  const head = shownId && tree.byId.has(shownId) ? chainTo(tree, shownId) : [];
  return [...head, ...latestDescendants(tree, head.at(-1)?.id ?? ROOT)];
}

/** The messages before `id` on its own branch, oldest first: the history a request for `id` sends. */
export function historyBefore<T extends VersionNode>(messages: readonly T[], id: string): T[] {
  return chainTo(buildTree(messages), id).slice(0, -1);
}

/** The parent of a message added to the shown path: its last message (null: the conversation is empty). */
export function parentForNext<T extends VersionNode>(messages: readonly T[], shownId?: string | null): string | null {
  return shownPath(messages, shownId).at(-1)?.id ?? null;
}

/** The parent of `id` as the tree sees it (null: a first message). */
export function parentOf<T extends VersionNode>(messages: readonly T[], id: string): string | null {
  const p = buildTree(messages).parent.get(id);
  return p === undefined || p === ROOT ? null : p;
}

/** Version positions of the messages on `path` that have more than one version, by message id. */
export function versionPositions<T extends VersionNode>(messages: readonly T[], path: readonly T[]): Record<string, VersionPosition> {
  const tree = buildTree(messages);
  const positions: Record<string, VersionPosition> = {};
  for (const m of path) {
    const siblings = tree.children.get(tree.parent.get(m.id) ?? ROOT) ?? [];
    if (siblings.length < 2) continue;
    const i = siblings.findIndex((s) => s.id === m.id);
    positions[m.id] = {
      index: i + 1,
      count: siblings.length,
      previousId: siblings[i - 1]?.id ?? null,
      nextId: siblings[i + 1]?.id ?? null,
    };
  }
  return positions;
}

/** `id` and everything that follows it on any branch: what deleting that version removes. */
export function branchFrom<T extends VersionNode>(messages: readonly T[], id: string): string[] {
  const tree = buildTree(messages);
  if (!tree.byId.has(id)) return [];
  const out: string[] = [];
  const queue = [id];
  while (queue.length > 0) {
    const at = queue.shift()!;
    out.push(at);
    for (const child of tree.children.get(at) ?? []) queue.push(child.id);
  }
  return out;
}

/** What deleting one version does: the messages it removes and the neighbouring version shown instead. */
export interface VersionDeletion {
  /** The version and everything that follows it on any branch. */
  readonly remove: readonly string[];
  /** The version before it (the one after, when it was the first): the chat shows that path next. */
  readonly show: string;
}

/**
 * Deleting version `id` of a message: it goes with everything after it; its other versions stay as they are.
 * Null when `id` is unknown or its message's only version: deleting that would cut the conversation, and
 * is what deleting the conversation or the message is for.
 */
export function planVersionDeletion<T extends VersionNode>(messages: readonly T[], id: string): VersionDeletion | null {
  const tree = buildTree(messages);
  if (!tree.byId.has(id)) return null;
  const siblings = tree.children.get(tree.parent.get(id) ?? ROOT) ?? [];
  const i = siblings.findIndex((s) => s.id === id);
  const neighbour = siblings[i - 1] ?? siblings[i + 1];
  return neighbour ? { remove: branchFrom(messages, id), show: neighbour.id } : null;
}

/** Whether any message has a second version (a fork somewhere in the tree). */
export function hasVersions<T extends VersionNode>(messages: readonly T[]): boolean {
  return [...buildTree(messages).children.values()].some((c) => c.length > 1);
}
