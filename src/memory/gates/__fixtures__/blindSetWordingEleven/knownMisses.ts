// The cases of the eleventh wording round that the gates get wrong, by text (see blindSetWordingEleven.test.ts).
export const WORDING_ELEVEN_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([]);
