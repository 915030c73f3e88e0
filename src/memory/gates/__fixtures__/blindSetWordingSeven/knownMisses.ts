// The cases of the seventh wording round that the gates get wrong, by text (see blindSetWordingSeven.test.ts).
export const WORDING_SEVEN_KNOWN_MISSES: ReadonlySet<string> = new Set([]);
