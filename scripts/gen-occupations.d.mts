export const MAX_ROLES: number;
export const ROLES: readonly string[];
export function roleOf(emoji: string): string;
export function wordsOf(keyword: string): string[];
export function roleWords(language: string): Map<string, string[]>;
export function generate(): string;
