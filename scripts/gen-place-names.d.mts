export const LANGUAGES: readonly string[];
/** Each generated file's text, by file name. */
export function generate(): Map<string, string>;
