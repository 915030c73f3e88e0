// The cases of the twenty-fifth round that the gates get wrong, by text (see blindSetLastingTwentyFive.test.ts).
// At first the 17 misses of the first score: 9 lasting facts refused (a liking for life hedged with "I guess", 大概,
// たぶん, 아마 or seguramente; a café named Vielleicht or 아마도; "Ich glaube nicht an Horoskope"; an Italian "secondo
// me") and 8 guesses of the moment accepted (the assistant guessing the user is a student in seven languages, "Pode
// estar grávida"); the category rules of the round (wording/lastingTwentyFiveRules.test.ts) took them all.
export const LASTING_TWENTY_FIVE_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([]);
