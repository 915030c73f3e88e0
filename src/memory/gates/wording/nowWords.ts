// The words of now and of one near day, in the Latin- and Cyrillic-script languages, as one alternation for a regular
// expression: a clause read as a lasting trait (a dislike, a "never") stops before one of them, so "hates being stuck
// in traffic today" and "noch nie so gestresst wie diese Woche" keep their time word for the wording rules.
export const NOW_WORDS = String.raw`today|tonight|now|currently|right|this|tomorrow|yesterday|heute|jetzt|gerade|diese[mnrs]?|aujourd|ce|cette|hoy|ahora|este|esta|hoje|agora|oggi|adesso|questo|questa|сегодня|сейчас|этой|этот`;
