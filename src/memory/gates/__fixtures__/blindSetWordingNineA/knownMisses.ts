// The cases of the ninth wording round (A) that the gates get wrong, by text (see blindSetWordingNineA.test.ts).
export const WORDING_NINE_A_KNOWN_MISSES: ReadonlySet<string> = new Set(['用户在杭州做程序员，这段时间每天改成步行上班。']);
