import type { FaultEntry } from './catalog.mjs';
export function renderReliabilityDoc(catalog?: readonly FaultEntry[]): string;
