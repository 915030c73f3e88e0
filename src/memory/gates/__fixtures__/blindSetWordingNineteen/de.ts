import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    media_now: [
      'Liest gerade einen Roman von Juli Zeh.',
      'Ist diese Woche süchtig nach einer dänischen Krimiserie.',
      'Hört in letzter Zeit ständig das neue Album von Element of Crime.',
      'Schaut momentan ein K-Drama nach dem anderen.',
    ],
    hobby_now: ['Macht dieses Semester einen Töpferkurs.', 'Ich spiele zurzeit Zelda.'],
    progress_now: ['Ist mitten in einer 30-Tage-Challenge ohne Zucker.', 'Muss das Buch aus der Bibliothek bis Freitag zurückgeben.'],
  }),
  ...group('de', 'accept', {
    lasting_media: ['Lieblingsautor ist Thomas Mann.', 'Hat alle Romane von Murakami gelesen.', 'Liebt Jazz.'],
    lasting_hobby: ['Spielt sonntags Schach.', 'Spielt Cello, seit er sieben ist.', 'Sammelt Schallplatten.'],
    lasting_habit: ['Schaut jedes Formel-1-Rennen.', 'Liest jeden Abend vor dem Schlafen.'],
  }),
];
