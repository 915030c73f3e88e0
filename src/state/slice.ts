import type { StateCreator } from 'zustand';
import type { ErrorValues } from '../shared';
import type { StoreDeps } from './deps';

/**
 * A slice owns `Own` and declares in `Reads` exactly what it reads or calls of other slices (written as a
 * small local interface, so slices never import each other). The store checks that it provides `Reads`.
 */
export type Slice<Own, Reads = unknown> = (deps: StoreDeps) => StateCreator<Own & Reads, [], [], Own>;

/** A failure a slice shows as a notice (any Result's error has this shape): the UI words code and values. */
export interface Failure {
  code: string;
  values?: ErrorValues;
}
