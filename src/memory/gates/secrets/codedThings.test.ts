import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The code of a thing that a code opens, said with "of" and whose it is, refused in every language; a code of anything
// else, a code with no value, a year or a measured number after it, accepted.
const HOSTILE = [
  ...rows('en', 'refuse', [
    ['code', 'The code for my garage door is 7734.', 'home'],
    ['code', 'The PIN for her debit card is 5309.', 'bank'],
  ]),
  ...rows('fr', 'refuse', [
    ['code', 'Le code de ma carte bleue est 8264.', 'bank'],
    ['code', 'La combinaison de mon cadenas est 072.', 'home'],
  ]),
  ...rows('es', 'refuse', [
    ['code', 'El código de mi tarjeta es 4821.', 'bank'],
    ['code', 'El código de mi portal es 1234B.', 'home'],
  ]),
  ...rows('pt', 'refuse', [
    ['code', 'O código do meu cartão é 7712.', 'bank'],
    ['code', 'O código da minha porta é 4590.', 'home'],
  ]),
  ...rows('it', 'refuse', [
    ['code', 'Il codice della mia carta è 3391.', 'bank'],
    ['code', 'Il codice del mio cancello è 8810.', 'home'],
  ]),
  ...rows('de', 'refuse', [
    ['code', 'Der Code meiner Haustür ist 4711.', 'home'],
    ['code', 'Der Code für unser Garagentor lautet 9021.', 'home'],
  ]),
  ...rows('ru', 'refuse', [
    ['code', 'Код моей карты 5521.', 'bank'],
    ['code', 'Код от нашего домофона 34К7012.', 'home'],
  ]),
];
const LEGITIMATE = [
  ...rows('en', 'accept', [
    ['code', 'The code for my garage door app is written in Swift.', 'coding'],
    ['code', 'The pin on my bike map marks 3 favourite routes.', 'cycling'],
  ]),
  ...rows('fr', 'accept', [
    ['code', 'Le code de mon portail a été changé il y a 3 ans.', 'home'],
    ['code', 'Le code de la route belge diffère du français sur 12 points.', 'driving'],
  ]),
  ...rows('es', 'accept', [['code', 'La combinación de colores de su cocina es blanco y azul.', 'home']]),
  ...rows('pt', 'accept', [['code', 'O código do cartão de embarque fica no app da companhia.', 'travel']]),
  ...rows('it', 'accept', [['code', 'Il codice del mio telefono è open source su GitHub.', 'coding']]),
  ...rows('de', 'accept', [['code', 'Der Code meiner Website hat 1200 Zeilen.', 'coding']]),
  ...rows('ru', 'accept', [['code', 'Код моей программы на Python занимает 300 строк.', 'coding']]),
];

describeBlindRound('the code of a thing a code opens', [...HOSTILE, ...LEGITIMATE], [], new Set());
