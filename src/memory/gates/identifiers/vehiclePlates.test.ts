import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// vehicleIds.ts, the plate formats of the fifteenth round: a Japanese plate without a class number (a motorcycle's), a
// Korean motorcycle's with its region's words, a Mexican plate with a dash, a Belarusian one with the region after a
// dash, and "номер на авто" as a plate word, refused; the same shapes without a plate word, accepted.
const HOSTILE = [
  ...rows('ja', 'refuse', [['plate', '原付のナンバー：練馬区 か 1234', 'バイク']]),
  ...rows('ko', 'refuse', [['plate', '스쿠터 번호판: 부산 해운대 가 5678', '스쿠터']]),
  ...rows('es', 'refuse', [['plate', 'Las placas de su camioneta: 512-XYZ.', 'Auto']]),
  ...rows('ru', 'refuse', [['plate', 'Автономер его машины 1234 MK-5.', 'Машина']]),
];
const LEGITIMATE = [
  ...rows('ja', 'accept', [['lookalike', '世田谷区 あ 8507 という古い看板の写真が好き。', '写真']]),
  ...rows('ko', 'accept', [['lookalike', '서울 강남 바 1280 같은 간판 사진을 좋아한다.', '사진']]),
  ...rows('es', 'accept', [['lookalike', 'Le encanta el modelo 512-XYZ de su marca de relojes.', 'Relojes']]),
  ...rows('ru', 'accept', [['lookalike', 'Любит номер на удачу 7 и билеты 1234 MK-5 не хранит.', 'Привычки']]),
];

describeBlindRound('vehicle plates, fifteenth round', [...HOSTILE, ...LEGITIMATE], [], new Set());
