import { compareRevs, type Rev } from './clock';
import type { MemoryContent, MemorySlot } from './payloads';
import { earliestRev, latestRegister, latestRev, type Register } from './registers';

/** One memory as every device's slot makes it: content and status are separate registers. */
export interface FoldedMemory {
  readonly stableKey: string;
  /** The start of the oldest line of this memory still alive (a delete-for-good ends every line begun before it). */
  readonly created: Rev;
  readonly content: Register<MemoryContent>;
  /** With `seen`, so a device that copies it into its own slot copies the same claim. */
  readonly status: StatusRegister;
  /** The latest delete-for-good known, kept so a device rewriting its slot carries it on. */
  readonly del?: Rev;
}

/**
 * - `present`: the memory exists; write `memory`.
 * - `deleted`: deleted for good and not made again since; remove it (and its history) here too.
 * - `absent`: no slot says anything usable (nothing to do).
 */
export type MemoryFold =
  | { readonly kind: 'present'; readonly memory: FoldedMemory }
  | { readonly kind: 'deleted'; readonly del: Rev }
  | { readonly kind: 'absent' };

export type StatusRegister = NonNullable<MemorySlot['status']>;

/**
 * Whether an active status may count: only if the device that set it had seen every suppression there
 * is. A "forget that" is never undone by a device that did not know about it; a restore made after
 * seeing the suppression competes normally (the newer rev wins).
 */
function mayCount(status: StatusRegister, suppressions: readonly StatusRegister[]): boolean {
  if (status.value.status === 'suppressed') return true;
  const seen = status.seen;
  return suppressions.every((s) => seen !== null && compareRevs(s.rev, seen) <= 0);
}

/**
 * Folds every device's slot of one memory (all with the same stable key) into what this device stores.
 * A function of the set of slots: their order and repeats do not matter, so every replica that holds
 * the same slots stores the same memory.
 */
export function foldMemorySlots(slots: readonly MemorySlot[]): MemoryFold {
  const del = latestRev(slots.map((s) => s.del));
  const alive = slots.filter((s) => s.created !== undefined && (del === undefined || compareRevs(s.created, del) > 0));
  const stableKey = slots[0]?.k;
  if (alive.length === 0 || stableKey === undefined) return del ? { kind: 'deleted', del } : { kind: 'absent' };

  const statuses = alive.map((s) => s.status!);
  const suppressions = statuses.filter((s) => s.value.status === 'suppressed');
  const status = latestRegister(statuses.filter((s) => mayCount(s, suppressions)))!;
  return {
    kind: 'present',
    memory: {
      stableKey,
      created: earliestRev(alive.map((s) => s.created))!,
      content: latestRegister(alive.map((s) => s.content))!,
      status,
      ...(del ? { del } : {}),
    },
  };
}

/** The latest change to either register: it dates the memory, and decides preference repairs. */
export const latestChange = (m: FoldedMemory): Rev => latestRev([m.content.rev, m.status.rev])!;
