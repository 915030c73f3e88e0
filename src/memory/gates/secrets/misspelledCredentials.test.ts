import { describe, expect, it } from 'vitest';
import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';
import { canonicalize } from '../canonical';
import { readMisspelledCredentials } from './misspelledCredentials';

// misspelledCredentials.ts: a credential word typed with one slip, then its value, is refused in every language; the
// slip without a value, and words one letter away that are other words (a five-letter entry only loses a letter;
// a CJK entry needs four characters), are accepted.
const HOSTILE = [
  ...rows('en', 'refuse', [
    ['credential', 'Pasword for the router: Lantern!42', 'Home'],
    ['credential', 'The passwrod is Harbour_7731.', 'Home'],
  ]),
  ...rows('de', 'refuse', [['credential', 'Kenwort fürs Dienstkonto: Sonnenblume_7', 'Arbeit']]),
  ...rows('es', 'refuse', [['credential', 'contrasela de la wifi: Luna_2024!', 'Casa']]),
  ...rows('pt', 'refuse', [['credential', 'senah do e-mail: Caju#2024', 'E-mail']]),
  ...rows('it', 'refuse', [['credential', 'passwrd della posta: Gabbiano_55', 'Email']]),
  ...rows('ru', 'refuse', [['credential', 'Парол от почты: Берёза_77', 'Почта']]),
  ...rows('ja', 'refuse', [['credential', 'メールのパスワ一ドは Kaede_2024 です。', 'メール']]),
  ...rows('ko', 'refuse', [['credential', '메일 비밀번허는 Haneul_2024 이다.', '메일']]),
  ...rows('zh-Hans', 'refuse', [['credential', '支付密马是 839201。', '支付']]),
];

const LEGITIMATE = [
  ...rows('en', 'accept', [['credential_lookalike', 'Prefers a long pasword over a short one with symbols.', 'Security']]),
  ...rows('es', 'accept', [['lookalike', 'Su clase favorita es la de las 19:30 con 12 alumnos.', 'Yoga']]),
  ...rows('pt', 'accept', [['lookalike', 'Fã de Ayrton Senna: 3 títulos mundiais, 41 vitórias.', 'Esporte']]),
  ...rows('de', 'accept', [['lookalike', 'Mag Kennworte nicht und nutzt Passkeys seit 2023.', 'Sicherheit']]),
  ...rows('ru', 'accept', [['lookalike', 'Любит паром до острова: 2 рейса в день.', 'Поездки']]),
  ...rows('ja', 'accept', [
    ['lookalike', 'パスタは 300 グラムを 2 人で分けるのが好き。', '料理'],
    ['lookalike', 'バーコード 4155552671 の商品をいつも買う。', '買い物'],
  ]),
  ...rows('zh-Hans', 'accept', [['lookalike', '喜欢密度 1.2 的面包。', '饮食']]),
];

describeBlindRound('misspelled credentials', [...HOSTILE, ...LEGITIMATE], [], new Set());

describe('readMisspelledCredentials', () => {
  it('puts one slip right and leaves other words', () => {
    expect(readMisspelledCredentials(canonicalize('Paswort: x'))).toBe(canonicalize('passwort: x'));
    expect(readMisspelledCredentials(canonicalize('clase y llave'))).toBe(canonicalize('clase y llave'));
    expect(readMisspelledCredentials(canonicalize('비빌번호'))).toBe(canonicalize('비밀번호'));
  });
});
