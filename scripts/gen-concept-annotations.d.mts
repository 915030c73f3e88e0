export const LANGUAGES: readonly string[];
export const MIN_AGREEMENT: number;
export function preciseKeywords(language: string): Map<string, Set<string>>;
export function agreement(a: ReadonlySet<string>, b: ReadonlySet<string>): number;
export function joins(language: string, keyword: string, set: ReadonlySet<string>, other: ReadonlySet<string>): boolean;
export function namesEmoji(language: string, keyword: string, emoji: string): boolean;
export function concepts(): { emojis: string; forms: Record<string, string[]> }[];
/** Each generated file's text, by file name. */
export function generate(): Map<string, string>;
