// The category rules written for the nineteenth wording round (blindSetWordingNineteen.test.ts), each both ways,
// through the entry point of the wording rules on canonical text, with the candidate's own text given apart as
// validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });
const temporary = (texts: readonly string[]) => it.each(texts)('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe('halfway through one piece of a pastime (volatileHalfway.ts)', () => {
  temporary([
    'Is halfway through a biography of Lincoln.',
    'Hat die Hälfte eines Puzzles geschafft.',
    'En est à la moitié d’un roman russe.',
    'Voy por la mitad de un libro de cocina.',
    'Está na metade de um livro de contos.',
    'Sono a metà di un romanzo giallo.',
    'Прочитала половину книги о космосе.',
    '这本小说看了一半。',
    'そのマンガを半分まで読んだ。',
    '소설을 절반쯤 읽었다.',
  ]);
  lasting([
    'Works half days on Fridays.',
    'Half of his family lives in Spain.',
    'La moitié de sa famille vit à Lyon.',
    'La mitad de su familia vive en Chile.',
    'Metade da família mora no Porto.',
    'Metà della sua famiglia vive a Roma.',
    'Половина его семьи живёт в Казани.',
    '一半的家人住在上海。',
    '家族の半分は大阪に住んでいる。',
    '가족의 절반이 부산에 산다.',
  ]);
});

describe('a streak counted in days up to now (volatileStreak.ts)', () => {
  temporary([
    'Has run 15 days in a row.',
    'Hat 20 Tage in Folge meditiert.',
    'Médite depuis 15 jours d’affilée.',
    'Lleva 15 días seguidos sin fumar.',
    'Treinou 15 dias seguidos.',
    'Ha corso 15 giorni di fila.',
    'Бегает 15 дней подряд.',
    '已经连续跑步15天。',
    '15日連続でジョギングしている。',
    '15일 연속으로 달리고 있다.',
  ]);
  lasting([
    'Works four days in a row, then has three off.',
    'Arbeitet 4 Tage am Stück, dann hat er 3 frei.',
    'Travaille 4 jours de suite, puis se repose 3 jours.',
    'Trabaja 4 días seguidos y luego descansa 3.',
    'Trabalha 4 dias seguidos, depois folga 3.',
    'Lavora 4 giorni di fila, poi riposa 3.',
    'Работает 4 дня подряд, потом 3 отдыхает.',
    'Runs every day.',
    'Has a 400-day streak on a language app.',
    'Meditiert seit 500 Tagen am Stück.',
    'Étudie le japonais depuis 365 jours d’affilée.',
    'Lleva 200 días seguidos estudiando inglés.',
    'Уже 300 дней подряд учит испанский.',
    '已经连续学习300天。',
    '365日連続で英語を勉強している。',
    '毎日走っている。',
    '매일 달린다.',
  ]);
});

describe('binge-watching one series of the moment (volatileBinge.ts)', () => {
  temporary([
    'Binging a Danish crime series.',
    'Schaut gerade eine Serie am Stück.',
    'Enchaîne les épisodes de la nouvelle saison.',
    'Estoy maratoneando una serie de abogados.',
    'Estou maratonando uma série de médicos.',
    'Sta guardando una serie tutta d’un fiato.',
    'Запоем смотрит новый сериал.',
    '正在追一部美剧。',
    'アニメを一気見している。',
    '미드를 몰아서 보고 있다.',
  ]);
  lasting([
    'Likes binge-watching on rainy weekends.',
    'Schaut gern Serien.',
    'Adore les séries policières.',
    'Le encantan las series de abogados.',
    'Gosta de séries de médicos.',
    'Ama le serie tedesche.',
    'Запоем читает книги.',
    '喜欢看美剧。',
    'アニメが好き。',
    '미드를 좋아한다.',
  ]);
});

describe('a craze begun last month (volatileNewCraze.ts)', () => {
  temporary([
    'Has been into bouldering since last month.',
    'Ist seit letztem Monat begeistert vom Klettern.',
    'Est accro à l’escalade depuis le mois dernier.',
    'Está enganchada a la escalada desde el mes pasado.',
    'Está viciado em escalada desde o mês passado.',
    'È fissato con l’arrampicata dal mese scorso.',
    'С прошлого месяца увлёкся скалолазанием.',
    '上个月开始迷上了攀岩。',
    '先月からボルダリングに夢中だ。',
    '지난달부터 클라이밍에 빠졌다.',
  ]);
  lasting([
    'Has been into bouldering for ten years.',
    'Ist seit Jahren begeistert vom Klettern.',
    'Est accro à l’escalade depuis des années.',
    'Está enganchada a la escalada desde hace años.',
    'É viciado em escalada há anos.',
    'È appassionato di arrampicata da anni.',
    'Много лет увлекается скалолазанием.',
    '多年来一直热爱攀岩。',
    '何年もボルダリングに夢中だ。',
    '몇 년째 클라이밍에 빠져 있다.',
  ]);
});

describe('getting ready for one event of a named weekday (volatileEventOfDay.ts)', () => {
  temporary([
    'Is baking a cake for Sunday’s barbecue.',
    'Übt ein Lied für die Samstagsparty.',
    'Prépare un discours pour le mariage de samedi.',
    'Ensaya un baile para la boda del sábado.',
    'Ensaia uma música para a festa de sábado.',
    'Prepara un dolce per la festa di domenica.',
    'Готовит торт к воскресной вечеринке.',
    '在为周六的聚会准备节目。',
    '日曜日の発表会に向けて練習している。',
    '토요일 공연을 위해 연습하고 있다.',
  ]);
  lasting([
    'Hosts a dinner party every Saturday.',
    'Geht samstags auf Partys.',
    'Va à une soirée tous les samedis.',
    'Va de fiesta los sábados.',
    'Vai a festas aos sábados.',
    'Il sabato va alle feste.',
    'По субботам ходит на вечеринки.',
    '每周六都去聚会。',
    '毎週土曜日にパーティーに行く。',
    '매주 토요일에 파티에 간다.',
  ]);
});
