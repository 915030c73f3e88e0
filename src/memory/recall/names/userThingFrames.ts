// A product or a place is the user's in a question that says so or hands the assistant a task around it: a
// first-person possessive ("私のセアト・イビサ", "내 세아트 이비자", "我的", "У моей Ибицы", "my", "mi", "mein") or an
// imperative request ("…を作って", "만들어 줘", "给…排一个日程", "Составь план", "Make…"). A question that does neither asks
// the world about the thing (its population, what a novel is about, what to see there), and the world writes its
// famous places, makers and authors in its own script.

/** First-person possessives of the ten languages (a closed class). */
const OWNER = new RegExp(
  [
    String.raw`私の|僕の|俺の|わたしの|うちの|自分の|我的|我家|我们的|咱们的`,
    String.raw`(?<!\p{Script=Hangul})(?:내|제|나의|저의|우리|저희) (?=\p{Script=Hangul})`,
    String.raw`(?<!\p{L})(?:мо[йяеёю]|моей|моего|моих|моим|моими|моему|наш\p{L}*)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:my|our|mein\p{L}*|unser\p{L}*|mon|notre|nos|mis?|nuestr\p{L}*|meu|minha|meus|minhas|nosso|nossa|mio|mia|miei|mie|nostr\p{L}*)(?!\p{L})`,
  ].join('|'),
  'iu',
);

/** Imperative requests of the ten languages: the endings and openings that hand the assistant a task. */
const TASK = new RegExp(
  [
    // ja: …て(ください); zh: a request opening (请, 帮我, 给…, 替…) or a verb of making first
    String.raw`[てで](?:ください|下さい|くれ|くれる|ほしい|欲しい)?[\s。！!？?]*$`,
    String.raw`^(?:请|帮我|帮忙|给|替|为|写|做|排|列|制定|安排|设计|准备)`,
    // …and a request opening a later clause ("维加号的帆五月要交，帮我排一下工期")
    String.raw`[，,；;]\s*(?:请|請|帮我|幫我|帮忙|幫忙)`,
    // ko: …줘, …주세요, …줄래
    String.raw`(?:줘|주세요|줄래|주실래요|주라)[\s.!?]*$`,
    // ru: an imperative first word (Составь, Посоветуй, Подскажи, Напиши)
    String.raw`^\p{Script=Cyrillic}{3,}(?:[йь]|[йь]те|и|ите)(?!\p{L})`,
    // Latin languages: a verb of making or planning first
    String.raw`^(?:make|plan|write|draft|prepare|create|give|help|suggest|recommend|mach\p{L}*|erstell\p{L}*|schreib\p{L}*|fais|faites|prépare\p{L}*|écri\p{L}*|haz|hazme|prepara\p{L}*|escrib\p{L}*|faz|fai|scrivi\p{L}*|crea\p{L}*)(?!\p{L})`,
  ].join('|'),
  'iu',
);

/** The question says the thing is the user's or asks a task about it (see above). */
export const asksOfUsersThing = (question: string): boolean => OWNER.test(question) || TASK.test(question.trim());
