import { twins } from './cases';

export const EN = twins('en', {
  pref: [
    ['Is vegetarian for Lent.', 'Is vegetarian for ethical reasons.'],
    ['User probably prefers dark mode in every editor.', 'User prefers dark mode in every editor.'],
  ],
  fact: [
    ['User is staying with her sister in Leeds.', 'User lives with her sister in Leeds.'],
    ['Apparently grew up in Cork.', 'Grew up in Cork.'],
  ],
  health: [
    ['I seem to be allergic to shellfish.', 'I am allergic to shellfish.'],
    ['User is off alcohol until the surgery.', 'User is off alcohol for good.'],
  ],
  work: [
    ['User is working nights this week.', 'User works nights.'],
    ['User reportedly manages a team of twelve.', 'User manages a team of twelve.'],
  ],
  family: [
    ['My mother lives with us for now.', 'My mother lives with us.'],
    ['User might have two kids.', 'User has two kids.'],
  ],
  plan: [
    ['Maybe training for the Berlin marathon in 2027.', 'Training for the Berlin marathon in 2027.'],
    ["I'm learning Korean this semester.", "I've been learning Korean for years."],
  ],
  habit: [
    ['Skips breakfast these days.', 'Always skips breakfast.'],
    ['User swims at 6 am during the summer break.', 'User swims at 6 am every weekday.'],
  ],
  instr: [['Answer in Spanish until the end of the week.', 'Answer in Spanish until I say otherwise.']],
});
