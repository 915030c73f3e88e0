export const LANGUAGES: readonly string[];
export function generate(): string;
