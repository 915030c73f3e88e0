import type { DisclosureLexicon } from './lexicon';

// Momentary states that follow "I'm" in ordinary requests ("I'm getting an error") and say nothing lasting.
const MOMENTARY =
  'getting|trying to (?:understand|figure|fix|run|get|install|make|do|use|write|see)|confused|not sure|unsure|wondering|looking (?:for|at)|asking|curious|stuck|lost|sorry|done|back|here|having (?:trouble|an? (?:issue|problem|error|bug))|seeing|running into|reading|using this|aware|afraid (?:that|this|it)';

export const en: DisclosureLexicon = {
  wordBoundaries: true,
  explicit: [
    'remember',
    'memori[sz]e',
    'keep in mind',
    'bear in mind',
    'forget',
    '(?:make a|take) note',
    'note (?:that|this|down)',
    'for (?:future )?reference',
    '(?:save|store|add) (?:this|that|it) (?:to|in) (?:your )?memory',
    '(?:your|my|in|from|to) memor(?:y|ies)',
    "(?:stop|don't|do not|never) (?:mention|mentioning|bring(?:ing)? up|remind(?:ing)?)",
    "(?:that's|that is|this is|it's) (?:no longer|not true any ?more|outdated|wrong about me)",
  ],
  standing: [
    'from now on',
    'going forward',
    'in (?:the )?future',
    'from today',
    'by default',
    'every time',
    'each time',
    'whenever',
    'call me',
    'address me',
    '(?:always|never) (?:\\w+ )?(?:answer|reply|respond|use|write|give|call|include|add|show|format|explain|mention|say|suggest|recommend|ask|start|end|keep|put|do|speak|talk)',
    '(?:reply|respond|answer|talk|speak|write) (?:to me )?in (?!this|the|that|a|one)\\w+',
    '(?:please )?(?:stop|quit) (?:using|adding|saying|calling|giving|suggesting|recommending|apologi[sz]ing)',
    "(?:don't|do not) ever",
    "i (?:want|need|'d like|would like) (?:you|your answers|responses|replies) to",
    '(?:keep|make) (?:your )?(?:answers|replies|responses|explanations)',
    '(?:your )?(?:answers|replies|responses) (?:should|must|need to)',
  ],
  preference: [
    "i (?:really |absolutely |kind of |kinda |just |much |still |usually |generally )?(?:like|love|enjoy|prefer|hate|dislike|adore|detest|avoid|favou?r|loathe|can't stand|cannot stand|don't like|do not like|don't enjoy|don't eat|don't drink|don't use|never use|rather)",
    "i(?:'d| would) (?:rather|prefer|like)",
    "i(?:'m| am) (?:not )?(?:a (?:big |huge )?fan|into|keen|fond|partial)",
    'my (?:favou?rite|preference|preferred|go-to|usual)',
    '(?:prefer|rather) \\w+ (?:over|than|to)',
  ],
  disclosure: [
    `i(?:'m| am) (?!(?:${MOMENTARY})(?![\\p{L}]))`,
    "i (?:work|live|study|teach|grew up|was born|moved|own|speak|use|run|drive|ride|cook|eat|drink|play|practi[cs]e|attend|graduated|majored|code|program|develop|manage|lead|volunteer|care for|wake up|get up|go to bed|commute|travel|visit|plan|intend|hope|tend|suffer|struggle|belong|identify|celebrate|train|write|read|watch|listen|have been|'ve been|was diagnosed|recently|just (?:started|moved|got|bought|finished|switched|quit|joined|had)|started|switched|joined|bought|sold|quit|stopped|decided|chose|picked|went with|settled on|am going to|'m going to|will|'ll|always|never|usually|often|sometimes|mostly|only|no longer|still)(?![\\p{L}])",
    "i(?:'ve| have)?(?: got)? (?:been|had|lived|worked|used|two|three|four|\\d+|a (?!question|problem|bug)\\p{L}+|an (?!error|issue)\\p{L}+)(?![\\p{L}])",
    'i (?:have|own) (?!(?:a question|this|that|an? (?:error|issue|problem|bug|question)|no idea|to|tried|seen|read)(?![\\p{L}]))',
    '(?:every|each) (?:day|morning|evening|night|week|weekend|month|year|summer|winter)',
    "i (?:can't|cannot|don't|do not) (?!(?:understand|get|know|see|find|figure|remember how|follow|think)(?![\\p{L}]))",
    'i want to (?:learn|become|start|move|quit|lose|buy|travel|visit|get|switch|build|try|become|retire|save)',
    '(?:my|our) (?:name|wife|husband|partner|spouse|kids?|children|son|daughter|baby|job|work|role|team|company|employer|startup|boss|manager|birthday|age|home|hometown|city|country|dog|cat|pet|family|parents|mother|father|mom|mum|dad|brother|sister|girlfriend|boyfriend|diet|budget|native|first language|mother tongue|pronouns|doctor|project|stack|codebase|product|salary|schedule|goal|plan|allergy|allergies|condition|commute|office|school|university|major|degree|hobby|hobbies|routine|setup|editor|os|laptop|car|house|apartment|flat|landlord|neighbou?r|friend|timezone|time zone|deadline|wedding|trip|vacation|holiday|thesis|business|clients?|customers?|users?)',
    "we(?:'ve| have)? (?:decided|agreed|chose|settled|picked|went with|are going with|'re going with|will use|use|are using|'re using|switched|moved)",
    "let's (?:go with|use|stick with|settle on)",
    '(?:the|my|our) decision',
    "i(?:'m| am) (?:\\d+|[a-z]+ty(?:-[a-z]+)?) (?:years? old|yo)",
  ],
};
