import { describe, expect, it } from 'vitest';
import { blindVerdict } from '../__fixtures__/blindVerdict';
import type { BlindLanguage } from '../__fixtures__/blindCase';

const verdict = (lang: BlindLanguage, expect: 'refuse' | 'accept', text: string) =>
  blindVerdict({ lang, category: 'away_or_home', expect, text, subject: 'whereabouts' });

// Away for a reason that ends (a conference, a business trip, a holiday), and living somewhere as an arrangement of
// now, in each language: temporary. Where the home is, said with a word of now ("今は大阪に住んでいる", "сейчас живёт
// в Казани"), going away as a habit or liking it, and being there when something happens: lasting.
const AWAY: readonly (readonly [BlindLanguage, string])[] = [
  ['en', 'User is currently in Denver for a conference.'],
  ['ja', 'ユーザーは今、大阪に出張中。'],
  ['ko', '사용자는 지금 부산에 출장 중이다.'],
  ['de', 'Der Nutzer ist gerade in Hamburg auf Dienstreise.'],
  ['fr', "L'utilisateur est actuellement en vacances à Lyon."],
  ['zh-Hans', '用户现在在上海出差。'],
  ['ru', 'Пользователь сейчас в командировке в Казани.'],
  ['en', 'User is on vacation in Lyon.'],
  ['en', 'User is in Denver for a conference this week.'],
  ['en', 'User is in Denver for a conference.'],
  ['en', 'User is away on a business trip to Osaka.'],
  ['de', 'Der Nutzer ist im Urlaub auf Mallorca.'],
  ['de', 'Der Nutzer ist auf Dienstreise in München.'],
  ['fr', "L'utilisateur est en vacances à Nice."],
  ['fr', "L'utilisateur est en déplacement à Lille pour un congrès."],
  ['es', 'El usuario está de vacaciones en Cádiz.'],
  ['es', 'El usuario está de viaje de negocios en Lima.'],
  ['pt', 'O usuário está de férias em Natal.'],
  ['pt', 'O usuário está viajando a trabalho em Manaus.'],
  ['it', "L'utente è in vacanza in Sardegna."],
  ['it', "L'utente è in trasferta a Milano."],
  ['ru', 'Пользователь в отпуске в Сочи.'],
  ['ru', 'Пользователь находится в командировке в Казани.'],
  ['ja', 'ユーザーは出張で大阪にいる。'],
  ['ja', 'ユーザーは旅行中で京都にいる。'],
  ['ko', '사용자는 부산에 출장 중이다.'],
  ['ko', '사용자는 제주도에서 휴가 중이다.'],
  ['zh-Hans', '用户在上海出差。'],
  ['zh-Hans', '用户正在三亚度假。'],
  ['zh-Hant', '使用者在高雄出差中。'],
  ['en', 'User is currently living in a hotel.'],
  ['ru', 'Пользователь сейчас живёт в гостинице.'],
  ['ja', 'ユーザーは今はホテルに住んでいる。'],
  ['de', 'Der Nutzer wohnt gerade bei Freunden in Köln.'],
  ['ru', 'Пользователь сейчас живёт у друзей в Москве.'],
  ['ko', '사용자는 지금 잠시 친구 집에 살고 있다.'],
];
const LASTING: readonly (readonly [BlindLanguage, string])[] = [
  ['zh-Hans', '用户现在住在上海。'],
  ['zh-Hans', '用户现在在一家银行工作。'],
  ['zh-Hant', '使用者現在住在高雄。'],
  ['ja', 'ユーザーは今は大阪に住んでいる。'],
  ['ja', 'ユーザーは現在、銀行で働いている。'],
  ['ja', 'ユーザーは今、東京に住んでいる。'],
  ['ko', '사용자는 지금은 서울에 산다.'],
  ['ko', '사용자는 현재 은행에서 일한다.'],
  ['ko', '사용자는 현재 서울에 살고 있다.'],
  ['de', 'Der Nutzer wohnt jetzt in Hamburg.'],
  ['de', 'Der Nutzer arbeitet inzwischen als Lehrer.'],
  ['fr', "L'utilisateur habite maintenant à Lyon."],
  ['fr', "L'utilisateur vit actuellement à Lyon."],
  ['es', 'El usuario vive actualmente en Sevilla.'],
  ['pt', 'O usuário agora mora em Recife.'],
  ['pt', 'O usuário atualmente trabalha como enfermeiro.'],
  ['it', "L'utente ora vive a Torino."],
  ['it', "L'utente attualmente lavora come infermiere."],
  ['ru', 'Пользователь сейчас живёт в Казани.'],
  ['en', 'User currently lives in Denver.'],
  ['en', 'User currently works as a data analyst.'],
  ['en', 'User goes on vacation to Lyon every August.'],
  ['en', 'User loves business trips to Osaka.'],
  ['de', 'Der Nutzer macht jedes Jahr Urlaub auf Mallorca.'],
  ['fr', "L'utilisateur passe ses vacances en Bretagne chaque été."],
  ['es', 'El usuario prefiere las vacaciones en la montaña.'],
  ['ja', 'ユーザーは出張が多い仕事をしている。'],
  ['ko', '사용자는 출장이 잦은 영업직이다.'],
  ['zh-Hans', '用户经常去上海出差。'],
  ['ru', 'Пользователь часто ездит в командировки.'],
  ['it', "L'utente va in vacanza in Sardegna ogni estate."],
  ['pt', 'O usuário tira férias sempre em julho.'],
  ['en', 'User is in Lisbon for the jazz festival every July.'],
  ['de', 'Der Nutzer ist im Urlaub immer sehr faul.'],
  ['ru', 'Пользователь в отпуске всегда читает детективы.'],
  ['zh-Hans', '用户在上海旅游时喜欢吃小笼包。'],
  ['zh-Hans', '用户喜欢在海边度假。'],
  ['fr', "L'utilisateur aime partir en vacances en Bretagne."],
  ['es', 'Al usuario le encanta estar de vacaciones en la playa.'],
  ['pt', 'O usuário adora estar de férias no Nordeste.'],
  ['ja', 'ユーザーは今は大阪に住んでいて、猫を飼っている。'],
  ['zh-Hans', '用户在做一个关于电影和旅行的长期项目。'],
  ['zh-Hans', '用户在写一本关于出差礼仪的书。'],
  ['zh-Hant', '使用者在經營一個有關旅行的部落格。'],
];

describe('away for a while, and where the home is now', () => {
  it.each(AWAY)('refuses %s: %s', (lang, text) => {
    expect(verdict(lang, 'refuse', text)).toBe('refuse');
  });
  it.each(LASTING)('keeps %s: %s', (lang, text) => {
    expect(verdict(lang, 'accept', text)).toBe('accept');
  });
});
