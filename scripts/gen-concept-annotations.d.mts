export const LANGUAGES: readonly string[];
export const MIN_AGREEMENT: number;
export function preciseKeywords(language: string): Map<string, Set<string>>;
export function agreement(a: ReadonlySet<string>, b: ReadonlySet<string>): number;
export function concepts(): { emojis: string; forms: Record<string, string[]> }[];
export function generate(): string;
