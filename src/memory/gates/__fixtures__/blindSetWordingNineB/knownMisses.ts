// The cases of the ninth wording round (second half) that the gates get wrong, by text (see blindSetWordingNineB.test.ts).
export const WORDING_NINE_B_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([]);
