import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    field_state: ['mood: anxious (waiting on biopsy results)', 'status: on sick leave until Fri', 'energy: low, getting over the flu'],
    marker: ['🤒 down with a cold, skipping the gym', "#temp crashing on a friend's couch"],
    qualifier: ['Editor: VS Code (for now)', 'works in fintech (probably)'],
    short_date: ['in Berlin till 3/12, back in NYC after', 'WFH through 11/30, office under renovation'],
    crm_now: ['Cust. currently evaluating Notion vs. Confluence', 'Client seems price-sensitive'],
    guess_mark: ['prob. a nurse, mentions night shifts', 'based in Leeds?'],
    fragment: ['- job hunting, interviews all week', '- short on sleep, newborn at home'],
  }),
  ...group('en', 'accept', {
    field_lasting: ['diet: pescatarian', 'allergy: peanuts (severe)', 'religion: Buddhist'],
    field_schedule: ['gym: Mon/Wed/Fri, 6am', 'piano lesson: Tuesdays 5pm'],
    dated_project: ['project: restoring a 1968 sailboat, since 2021', 'thesis: urban heat islands, defense in 2029'],
    terse_trait: ['personality: introvert, recharges alone', 'night owl, most productive after 10pm'],
    title_time: ['fav album: "Midnights"', 'fav podcast: "The Daily" (NYT)'],
    crm_lasting: ['Cust. prefers email over calls', 'Client HQ: Lyon, FR'],
    marked_lasting: ['🌱 vegan since 2015', '#pref window seat on flights'],
  }),
];
