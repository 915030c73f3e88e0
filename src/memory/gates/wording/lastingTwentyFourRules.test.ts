// The category rules written for the twenty-fourth round, on the legitimate side (blindSetLastingTwentyFour.test.ts),
// each both ways, through the entry point of the wording rules on canonical text, with the candidate's own text given
// apart as validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });
const temporary = (texts: readonly string[]) => it.each(texts)('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe('the present as an era (nowadaysStates.ts)', () => {
  lasting([
    'Hoy en día soy vegetariano.',
    'Hoy día trabaja como enfermera.',
    'Hoje em dia moro em Lisboa.',
    'Nos dias de hoje prefere ler no Kindle.',
    'De nos jours, elle ne lit plus que des polars.',
    "Al giorno d'oggi legge solo ebook.",
    'Oggigiorno non mangia più carne.',
    'В наши дни читает только электронные книги.',
    '오늘날 그는 채식주의자다.',
  ]);
  temporary([
    'Hoy está resfriado.',
    'Hoy trabaja desde casa.',
    'Hoje está trabalhando de casa.',
    "Aujourd'hui elle est malade.",
    'Oggi lavora da casa.',
    'Сегодня работает из дома.',
    '오늘은 재택근무 중이다.',
    // the era read away, a word of this moment beside it still counts
    'Hoy en día soy vegetariano, pero esta semana como carne.',
    'Hoje em dia moro em Lisboa, mas estou uns dias em Faro.',
  ]);
});

describe('a word of now before a lasting arrangement (nowadaysStates.ts)', () => {
  lasting([
    'Сейчас работает удалённо.',
    'Теперь работает на полставки.',
    'Adesso lavora da remoto a tempo pieno.',
    'Ahora trabaja en remoto desde Asturias.',
    'Agora trabalha em home office.',
    'Arbeitet jetzt freiberuflich als Übersetzerin.',
    'Maintenant, il est en télétravail complet.',
    "Aujourd'hui, je vis à Montréal.",
    'Adesso abito a Torino.',
    'Сейчас живу в Казани.',
    '今は在宅で仕事をしている。',
    '今はフリーランスで働いている。',
    '나는 요즘은 완전히 재택근무로 일한다.',
    '지금은 프리랜서로 일한다.',
  ]);
  temporary([
    'Adesso lavora da casa perché ha la febbre.',
    "Aujourd'hui, je suis chez ma sœur.",
    'Adesso sto da mia sorella.',
    'Сейчас на больничном.',
    '今は在宅勤務中。',
    '지금은 재택근무 중이다.',
    // today or a few days beside the arrangement still count
    'Сегодня работает удалённо.',
    'Adesso lavora da remoto per qualche giorno.',
    'Ahora trabaja en remoto esta semana.',
  ]);
});

describe('a date inside a name (datedNames.ts)', () => {
  lasting([
    'Es enfermera en el Hospital 12 de Octubre.',
    'Trabaja cerca del Parque 9 de Julio.',
    'Estudou na Escola 7 de Setembro.',
    'Travaille au lycée du 4 septembre à Paris.',
    'Lavora all’ospedale di Piazza 4 Novembre.',
    'Работает на заводе 1 Мая.',
  ]);
  temporary([
    'Tiene cita en el hospital el 12 de octubre.',
    'Va al estadio el 9 de julio.',
    'Começa na escola no dia 7 de setembro.',
    'Est à l’hôpital jusqu’au 4 septembre.',
    'Торопится на завод к 1 мая.',
  ]);
});

describe('a weekday in the Italian plural, and a liking in any person (volatileDates.ts)', () => {
  lasting([
    'Non mi piacciono i venerdì sera in discoteca.',
    'I lunedì mattina sono sempre pesanti per lui.',
    'Odio el lunes por la mañana.',
    'Adoro domingo à tarde em casa.',
    'Preferisco sabato per fare la spesa.',
    'Люблю субботу за тишину.',
  ]);
  temporary(['Venerdì va in discoteca con gli amici.', 'El lunes tiene una reunión.', 'Na sexta vai ao médico.', 'Sabato va al mare.']);
});

describe('a body state beside a word of this moment in Chinese (volatileWording.ts)', () => {
  lasting(['我很容易累。', '下午总是很困。', '他现在是一名医生。', '现在饮食很清淡。']);
  temporary(['我现在特别困。', '这会儿好饿。', '我现在有点晕。', '他此刻很累了。']);
});

describe('a few days in Portuguese (lexicons/pt.ts)', () => {
  lasting(['Trabalha de casa uns dias por semana.', 'Vai ao ginásio uns dias da semana.']);
  temporary(['Estou passando uns dias na casa da minha irmã.', 'Vai ficar uns dias em Faro.']);
});

describe('follow-up over-reads of the now rule (nowadaysStates.ts)', () => {
  lasting(['今はリモートワークが中心の働き方だ。', '요즘은 재택근무 중심으로 일한다.']);
  temporary(["Aujourd'hui, je suis en télétravail à cause des grèves.", "Aujourd'hui je travaille en remote."]);
});
