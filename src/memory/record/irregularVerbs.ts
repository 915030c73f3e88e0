// English verbs whose past forms the Porter stemmer cannot join to the verb (grew / grow, taught / teach).
// Only forms that are no other everyday word: rose (a flower), left (a side), saw (a tool), found (to
// found), felt (a fabric), fell (a hill), led (a lamp), lay, bore, ground, wound, spoke, bit, lit, sat, shot
// and thought (a noun) stay as they are.

/** One verb a line: the verb, then its past forms. */
const FORMS = `
arise arose arisen
awake awoke awoken
beat beaten
become became
begin began begun
bite bitten
blow blew blown
break broke broken
bring brought
build built
burn burnt
buy bought
catch caught
choose chose chosen
come came
deal dealt
dig dug
dream dreamt
drink drank drunk
drive drove driven
eat ate eaten
fight fought
flee fled
fly flew flown
forget forgot forgotten
forgive forgave forgiven
freeze froze frozen
give gave given
go went gone
grow grew grown
hang hung
hear heard
hide hid hidden
hold held
keep kept
know knew known
learn learnt
lend lent
lose lost
mean meant
meet met
pay paid
ride rode ridden
ring rang rung
run ran
seek sought
sell sold
send sent
shake shook shaken
sing sang sung
sink sank sunk
sleep slept
speak spoken
spend spent
steal stolen
stick stuck
swim swam swum
take took taken
teach taught
tear tore torn
tell told
throw threw thrown
understand understood
wake woke woken
wear wore worn
win won
write wrote written
`;

const BASE: ReadonlyMap<string, string> = new Map(
  FORMS.trim()
    .split('\n')
    .flatMap((line) => {
      const [base = '', ...forms] = line.split(' ');
      return forms.map((form) => [form, base] as const);
    }),
);

/** The verb a past form belongs to ("grew" → "grow"), or the word itself. */
export const verbOfPastForm = (word: string): string => BASE.get(word) ?? word;
