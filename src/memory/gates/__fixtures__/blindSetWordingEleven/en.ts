import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    mood: ['User mood: anxious today, big presentation tomorrow.', "I'm in a really bad mood today, my boss yelled at me."],
    illness: ['Has a sprained ankle right now, cant walk much.', 'The user is recovering from food poisoning since Monday (2026-03-02).'],
    travel_now: ['User is on a business trip in Singapore this week.', 'currently backpacking through vietnam, back home on 14 april'],
    week_plan: ['This weekend the user plans to paint the fence.', 'User is going to a job interview at Stripe on Thursday.'],
    waiting: ['User is waiting to hear back about their visa application.'],
    trial: ['User is trying out Neovim for a couple of weeks to see if they like it.', 'testing a standing desk this month'],
    short_situation: ["The user's car is in the shop, so they're taking the bus until it's fixed."],
    guess: ['User is maybe in their late 30s, judging by the references.', 'Probably works in finance (mentions spreadsheets a lot).'],
    inferred_trait: ['User seems like an introvert who prefers written communication.'],
  }),
  ...group('en', 'accept', {
    lasting_preference: ['User prefers aisle seats on long-haul flights.', 'I hate cilantro, always have.'],
    habit: ['Writes tests before code in every project.', 'User reviews pull requests first thing in the morning.'],
    fact: ['User is a left-handed violinist.', 'The user has two daughters, born in 2015 and 2018.'],
    long_project: [
      'User has been building a home-automation system on a Raspberry Pi for three years.',
      "Long-running project: the user is translating their grandfather's war diaries into English.",
    ],
    allergy: ['Allergic to peanuts - carries an EpiPen.', 'User is severely allergic to bee stings.'],
    routine: ['User meditates for 20 minutes every evening.', 'Every Sunday I cook for the whole week.'],
    dated_title: ['Favorite Bond film: Tomorrow Never Dies.', 'Loves the song "Yesterday Once More" by the Carpenters.'],
    future_plan: ['User will never buy a car again; they are committed to cycling.'],
  }),
];
