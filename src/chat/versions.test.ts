import { describe, expect, it } from 'vitest';
import {
  branchFrom,
  hasVersions,
  historyBefore,
  parentForNext,
  parentOf,
  planVersionDeletion,
  shownPath,
  versionPositions,
  type VersionNode,
} from './versions';

/** A message of the tree: `id`, its `seq` and its parent (omitted: a row from before parents were kept). */
const node = (id: string, seq: number, parentId?: string | null): VersionNode => ({
  id,
  seq,
  ...(parentId === undefined ? {} : { parentId }),
});
const ids = (nodes: readonly VersionNode[]) => nodes.map((n) => n.id);

// u1 → a1; regenerated: u1 → a1b. Then u2 → a2 follows a1b.
const regenerated = [node('u1', 0, null), node('a1', 1, 'u1'), node('a1b', 2, 'u1'), node('u2', 3, 'a1b'), node('a2', 4, 'u2')];

describe('shownPath', () => {
  it('given rows written before parents were kept, when the path is read, then it is the whole conversation in seq order', () => {
    const legacy = [node('u1', 0), node('a1', 1), node('u2', 2), node('a2', 3)];
    expect(ids(shownPath(legacy))).toEqual(['u1', 'a1', 'u2', 'a2']);
    expect(hasVersions(legacy)).toBe(false);
  });

  it('given a regenerated answer, when nothing was picked, then the newest version and what follows it are shown', () => {
    expect(ids(shownPath(regenerated))).toEqual(['u1', 'a1b', 'u2', 'a2']);
    expect(hasVersions(regenerated)).toBe(true);
  });

  it('given the first answer picked, when the path is read, then it ends there (its sibling\u2019s continuation is not shown)', () => {
    expect(ids(shownPath(regenerated, 'a1'))).toEqual(['u1', 'a1']);
  });

  it('given an unknown picked id (deleted meanwhile), when read, then the newest path is shown', () => {
    expect(ids(shownPath(regenerated, 'gone'))).toEqual(['u1', 'a1b', 'u2', 'a2']);
  });

  it('given legacy rows followed by new rows with parents, when read, then both join into one path', () => {
    const mixed = [node('u1', 0), node('a1', 1), node('a1b', 2, 'u1'), node('u2', 3, 'a1b')];
    expect(ids(shownPath(mixed))).toEqual(['u1', 'a1b', 'u2']);
    expect(ids(shownPath(mixed, 'a1'))).toEqual(['u1', 'a1']);
  });
});

describe('which messages a request contains', () => {
  // u1 → a1 → u2 → a2 → u3 → a3; then u2 is edited: u1 → a1 → u2e → a2e.
  const edited = [
    node('u1', 0, null),
    node('a1', 1, 'u1'),
    node('u2', 2, 'a1'),
    node('a2', 3, 'u2'),
    node('u3', 4, 'a2'),
    node('a3', 5, 'u3'),
    node('u2e', 6, 'a1'),
    node('a2e', 7, 'u2e'),
  ];

  it('given an earlier message edited, when the answer to the edit is requested, then only the messages before the edit are history', () => {
    expect(ids(historyBefore(edited, 'u2e'))).toEqual(['u1', 'a1']);
    expect(ids(shownPath(edited))).toEqual(['u1', 'a1', 'u2e', 'a2e']);
  });

  it('given the edit, when the old continuation is picked again, then it is whole and the edit is not in it', () => {
    expect(ids(shownPath(edited, 'u2'))).toEqual(['u1', 'a1', 'u2', 'a2', 'u3', 'a3']);
    expect(ids(historyBefore(edited, 'u3'))).toEqual(['u1', 'a1', 'u2', 'a2']);
  });

  it('given a picked version, when the next message is sent, then it follows the shown path only', () => {
    expect(parentForNext(regenerated, 'a1')).toBe('a1');
    expect(parentForNext(regenerated)).toBe('a2');
    expect(parentForNext([])).toBeNull();
    expect(ids(historyBefore([...regenerated, node('u3', 5, 'a1')], 'u3'))).toEqual(['u1', 'a1']);
  });

  it('given a follow-up on the first version and then a newer sibling elsewhere, when the question is picked, then its carried-on branch shows', () => {
    // u1 → a1 → u2 → a2 was carried on after a1b was written: picking u1 goes back to that conversation.
    const carried = [node('u1', 0, null), node('a1', 1, 'u1'), node('a1b', 2, 'u1'), node('u2', 3, 'a1'), node('a2', 4, 'u2')];
    expect(ids(shownPath(carried, 'u1'))).toEqual(['u1', 'a1', 'u2', 'a2']);
    expect(ids(shownPath(carried, 'a1b'))).toEqual(['u1', 'a1b']);
  });

  it('given the first message edited, when read, then the edit starts a second root and is the newest path', () => {
    const rootEdit = [node('u1', 0, null), node('a1', 1, 'u1'), node('u1e', 2, null), node('a1e', 3, 'u1e')];
    expect(ids(shownPath(rootEdit))).toEqual(['u1e', 'a1e']);
    expect(historyBefore(rootEdit, 'u1e')).toEqual([]);
    expect(parentOf(rootEdit, 'u1e')).toBeNull();
    expect(versionPositions(rootEdit, shownPath(rootEdit))['u1e']).toMatchObject({ index: 2, count: 2, previousId: 'u1' });
  });
});

describe('regenerate keeps every version', () => {
  it('given three answers to one question, when positions are read, then each is reachable from its neighbours', () => {
    const three = [node('u1', 0, null), node('a', 1, 'u1'), node('b', 2, 'u1'), node('c', 3, 'u1')];
    const positions = versionPositions(three, shownPath(three));
    expect(positions).toEqual({ c: { index: 3, count: 3, previousId: 'b', nextId: null } });
    expect(versionPositions(three, shownPath(three, 'b'))['b']).toEqual({ index: 2, count: 3, previousId: 'a', nextId: 'c' });
    expect(versionPositions(three, shownPath(three, 'a'))['a']).toEqual({ index: 1, count: 3, previousId: null, nextId: 'b' });
  });

  it('given a single answer, when positions are read, then nothing shows a switcher', () => {
    expect(versionPositions(regenerated.slice(0, 2), shownPath(regenerated.slice(0, 2)))).toEqual({});
  });
});

describe('deleting a branch', () => {
  it('given a version with a continuation, when its branch is taken, then it and everything after it go, the other version stays', () => {
    expect(branchFrom(regenerated, 'a1b').sort()).toEqual(['a1b', 'a2', 'u2']);
    const left = regenerated.filter((m) => !branchFrom(regenerated, 'a1b').includes(m.id));
    expect(ids(shownPath(left))).toEqual(['u1', 'a1']);
    expect(hasVersions(left)).toBe(false);
  });

  it('given an unknown id, when its branch is taken, then nothing is removed', () => {
    expect(branchFrom(regenerated, 'nope')).toEqual([]);
  });
});

describe('deleting one version', () => {
  const without = (messages: readonly VersionNode[], remove: readonly string[]) => messages.filter((m) => !remove.includes(m.id));

  it('given the shown second answer with a follow-up, when it is deleted, then the first answer is shown and the next request sends only it', () => {
    const plan = planVersionDeletion(regenerated, 'a1b');
    expect(plan).toEqual({ remove: ['a1b', 'u2', 'a2'], show: 'a1' });
    const left = without(regenerated, plan!.remove);
    expect(ids(left)).toEqual(['u1', 'a1']);
    // A new question after the deletion follows the kept answer: its request holds u1 and a1, nothing deleted.
    const next = [...left, node('u3', 5, parentForNext(left, plan!.show)), node('a3', 6, 'u3')];
    expect(ids(historyBefore(next, 'a3'))).toEqual(['u1', 'a1', 'u3']);
    expect(versionPositions(left, shownPath(left, plan!.show))).toEqual({});
  });

  it('given three answers, when the middle one is deleted, then the other two stay as versions 1 and 2 and the earlier is shown', () => {
    const three = [node('u1', 0, null), node('a', 1, 'u1'), node('b', 2, 'u1'), node('c', 3, 'u1')];
    const plan = planVersionDeletion(three, 'b')!;
    expect(plan).toEqual({ remove: ['b'], show: 'a' });
    const left = without(three, plan.remove);
    expect(versionPositions(left, shownPath(left, plan.show))['a']).toEqual({ index: 1, count: 2, previousId: null, nextId: 'c' });
  });

  it('given the first version, when it is deleted, then the next one is shown', () => {
    expect(planVersionDeletion(regenerated, 'a1')).toEqual({ remove: ['a1'], show: 'a1b' });
  });

  it('given an edited earlier question, when the original is deleted, then its whole branch goes and the edit\u2019s branch is what a request sends', () => {
    // u1 → a1 → u2 → a2; u2 edited to u2e → a2e.
    const edited = [
      node('u1', 0, null),
      node('a1', 1, 'u1'),
      node('u2', 2, 'a1'),
      node('a2', 3, 'u2'),
      node('u2e', 4, 'a1'),
      node('a2e', 5, 'u2e'),
    ];
    const plan = planVersionDeletion(edited, 'u2')!;
    expect(plan).toEqual({ remove: ['u2', 'a2'], show: 'u2e' });
    const left = without(edited, plan.remove);
    expect(ids(historyBefore(left, 'a2e'))).toEqual(['u1', 'a1', 'u2e']);
  });

  it('given the only version of a message, or an unknown id, when deletion is planned, then nothing is offered', () => {
    expect(planVersionDeletion(regenerated, 'u2')).toBeNull();
    expect(planVersionDeletion(regenerated, 'u1')).toBeNull();
    expect(planVersionDeletion(regenerated, 'nope')).toBeNull();
  });
});
