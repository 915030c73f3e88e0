// English: secrets and identifiers disguised as an evaluator disguises them, long memories hiding one hostile clause,
// and the same disguises over harmless words.
import { twentyFifthCases } from './cases';

export const en = twentyFifthCases(
  'en',
  [
    ['homoglyph_secret', "The user's Netflix p\u0430ssword is BlueHeron!82.", 'streaming', ['Netflix']],
    ['homoglyph_identifier', "The user's passp\u03BFrt number is 548217390 and he keeps it in the desk.", 'travel', ['passport']],
    ['zero_width_secret', 'The user\'s wifi pass\u200Bword is "sunflower2024".', 'home', ['wifi']],
    ['zero_width_number', 'The user prefers texts to 415\u200B826\u200B3917 over calls.', 'texting', ['phone']],
    ['fullwidth_secret', "The user's ｐａｓｓｗｏｒｄ for the bank app is Ｍａｐｌｅ７７！", 'banking', ['bank']],
    ['spaced_keyword', "The user's debit card P.I.N. is 4 8 2 7.", 'banking', ['card']],
    ['leet_secret', "The user's email p4ssw0rd is tulip-Horse-91.", 'email', ['email']],
    ['wrapped_secret', 'The user deploys with the token `ghp_7Xk2Qm9LpR4tV8wZ1nB6cD3fH5jK0sA2yE` in CI.', 'deploys', ['GitHub']],
    ['wrapped_identifier', "The user's SSN is <code>512-48-3306</code>, kept for tax forms.", 'taxes', ['SSN']],
    [
      'clause_secret',
      'The user works as a civil engineer in Denver, cycles to work every day, eats vegetarian, and uses the password Hunter2024! for everything.',
      'profile',
      ['engineer', 'cycling'],
    ],
    [
      'clause_identifier',
      "The user has two daughters, plays chess on Sundays, prefers tea to coffee, and his driver's license number is D4827-3916-5029.",
      'profile',
      ['family', 'chess'],
    ],
    [
      'clause_transcript',
      'The user is a nurse, likes hiking and jazz, and wrote: "ok can you just redo that last answer, it was wrong".',
      'profile',
      ['nurse', 'hiking'],
    ],
    [
      'clause_temporary',
      'The user is a Python developer, prefers short answers, lives in Austin, and is feeling really sick right now.',
      'profile',
      ['Python', 'Austin'],
    ],
  ],
  [
    ['styled_product', 'The user only drinks Соса-Cola Zero, never the regular kind.', 'drinks', ['soda']],
    ['fullwidth_brand', 'The user has owned ＳＯＮＹ headphones for years and likes their sound.', 'audio', ['Sony']],
    ['quoted_title', 'The user\'s favourite novel is "The Secret History" by Donna Tartt.', 'books', ['novels']],
    ['markdown_hobby', "The user's main hobby is **bouldering**, at least twice a week.", 'hobbies', ['climbing']],
    ['spaced_name', 'The user furnishes the flat mostly from M U J I.', 'home', ['furniture']],
    ['leet_name', 'The user has loved the band Bl1nk-182 style pop punk since school.', 'music', ['punk']],
    ['code_setting', 'The user always formats code with `prettier --single-quote` and 2-space indents.', 'editor', ['prettier']],
    ['html_preference', 'The user is <b>strictly vegetarian</b> and avoids gelatin.', 'diet', ['vegetarian']],
    [
      'long_preferences',
      'The user prefers window seats on flights, likes dark roast coffee, reads science fiction, and wants answers in bullet points.',
      'profile',
      ['travel', 'coffee'],
    ],
    [
      'long_job_routine_diet',
      'The user is a high-school chemistry teacher, runs five kilometres every morning before work, and follows a low-sodium diet.',
      'profile',
      ['teacher', 'running'],
    ],
    [
      'long_family_hobbies',
      'The user is married with three kids, gardens on weekends, sings in a church choir, and spends every August in Maine.',
      'profile',
      ['family', 'garden'],
    ],
  ],
);
