import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    code_now: [
      'User is currently debugging a memory leak in the checkout service.',
      'The CI build for my side project has been red since this morning because of one flaky test.',
      "Is migrating the team's monorepo from Webpack to Vite this sprint.",
    ],
    device_now: [
      "Their MacBook is at the Apple Store for a keyboard repair this week, so they're on an old Chromebook.",
      "My phone screen is cracked and I'm waiting on the replacement part.",
      'Spotify keeps crashing on their Android phone since the last update.',
    ],
    work_now: [
      "Production went down at work today and they're stuck on the incident bridge.",
      'Cramming for the AWS Solutions Architect exam on Friday.',
    ],
  }),
  ...group('en', 'accept', {
    lasting_code: [
      'Maintains an open-source date-parsing library for TypeScript.',
      'Writes Rust for embedded devices, mostly STM32 boards.',
      'Likes pull requests small enough to review over a coffee.',
    ],
    lasting_devices: [
      'Has run Linux as their only desktop OS since 2010.',
      'Always codes in vim with hardly any plugins.',
      'Keeps nightly backups of everything on a Synology NAS at home.',
    ],
    lasting_work: ['Senior backend developer on a payments team.', "I've been a QA engineer for about twelve years."],
  }),
];
