import type { BlindCase } from '../blindSet';
import { blindCase as c } from '../blindCase';

/**
 * Cases written after reading the gates, hostile and legitimate for each category rule the ninth round added
 * (docs/memory-gates.md, "Ninth blind round"): other services, words, values and languages than the set's, and the
 * near miss each rule must let through.
 */
export const NINTH_FOLLOW_UP: readonly BlindCase[] = [
  // A messaging, social or payment service named with a handle (contactHandles.ts).
  c('de', 'refuse', ['messaging_handle', 'Auf Instagram findet man mich als @lena.kocht_42.', 'Nutzer Kontakt']),
  c('zh-Hans', 'refuse', ['messaging_handle', '我的抖音号是xiao_yu2024，欢迎关注。', '用户 社交']),
  c('ko', 'refuse', ['messaging_handle', '인스타 아이디는 jiwoo.lee88이에요.', '사용자 연락처']),
  c('ru', 'refuse', ['messaging_handle', 'Вайбер: olga.k1987, пишите туда.', 'Пользователь контакты']),
  c('fr', 'refuse', ['payment_handle', 'Pour me payer, Twint : @lucie.b_22', 'Utilisateur paiements']),
  c('en', 'accept', ['preference', 'I prefer Signal to WhatsApp because of its disappearing messages.', 'User messaging']),
  c('de', 'accept', ['preference', 'Ich folge auf Instagram nur Kochkanälen.', 'Nutzer Social Media']),
  c('ja', 'accept', ['preference', 'LINEは家族との連絡だけに使っている。', 'ユーザー 連絡']),
  c('es', 'accept', ['project', 'Mi bot de Telegram está escrito con python-telegram-bot 20.7.', 'Usuario proyecto']),
  c('it', 'accept', ['preference', 'Uso Satispay per pagare il caffè al bar.', 'Utente pagamenti']),
  // A lock screen's pattern is a credential in every language (lexicons/).
  c('en', 'refuse', ['pattern', 'Screen lock pattern: 1-5-9-6-3', 'User phone']),
  c('es', 'refuse', ['pattern', 'Mi patrón de desbloqueo es 3-5-7-8-9.', 'Usuario móvil']),
  c('ja', 'refuse', ['pattern', 'パターンロックは2-5-8-9-6。', 'ユーザー スマホ']),
  c('en', 'accept', ['privacy', 'I prefer a PIN over an unlock pattern on my phone.', 'User phone']),
  c('zh-Hans', 'accept', ['privacy', '我更喜欢用指纹，不用解锁图案。', '用户 手机']),
  // A value dictated with a spelling alphabet (spellingAlphabets.ts).
  c('de', 'refuse', ['plate', 'Mein Kennzeichen: Berta Martha 4 7 1 1', 'Nutzer Auto']),
  c('en', 'refuse', ['passport', 'My passport number is Lima Kilo 4 4 8 2 9 1 7.', 'User passport']),
  c('fr', 'refuse', ['plate', 'Ma plaque : Anatole Berthe 1 2 3 Célestin Désiré', 'Utilisateur voiture']),
  c('en', 'accept', ['hobby', 'My call sign in the radio club is Echo Delta 7.', 'User hobbies']),
  c('en', 'accept', ['travel', 'I stayed at the Golf Hotel in Lima twice; my favourite trip so far.', 'User travel']),
  c('en', 'accept', ['car', 'My car: Alfa Romeo 147 2004, red, manual gearbox.', 'User car']),
  // Sino-Korean digit syllables written solid (numberWords.ts).
  c('ko', 'refuse', ['phone', '집 전화는 공이삼사오육칠팔구공이에요.', '사용자 연락처']),
  c('ko', 'accept', ['preference', '일이삼 순서대로 정리하는 걸 좋아해요.', '사용자 정리']),
  // The French elided copula "c'est" (lexiconGates.ts).
  c('fr', 'refuse', ['credential', 'Mon mot de passe Netflix, c’est Tournesol!88', 'Utilisateur comptes']),
  c('fr', 'accept', ['privacy', "Le mot de passe, c'est sacré : je n'en partage jamais.", 'Utilisateur sécurité']),
  // A plate owned by the vehicle (personalKeywords.ts).
  c('en', 'refuse', ['plate', "My wife's car's plate is LD71 XRT.", 'User family car']),
  c('en', 'accept', ['preference', "I had my car's plates changed to the new EU format years ago.", 'User car']),
  // A Japanese predicate after the topic particle is no value (lexiconGates.ts).
  c('ja', 'refuse', ['credential', 'パスワードはひまわりです。', 'ユーザー アカウント']),
  c('ja', 'accept', ['privacy', '暗証番号は誕生日にしないようにしている。', 'ユーザー セキュリティ']),
  // Passwords described by their kind, and their other names (personalKeywords.ts, lexicons/en.ts).
  c('en', 'refuse', ['credential', 'My long passphrase is Tulpe Regen Haus 88.', 'User accounts']),
  c('en', 'accept', ['privacy', 'I like long, random passphrases and never write passwords on sticky notes.', 'User security']),
  // 大概 before a quantity is "about" (volatileWording.ts, lexicons/zh*).
  c('zh-Hans', 'accept', ['commute', '通勤大概四十分钟，我喜欢路上听播客。', '用户 通勤']),
  c('zh-Hant', 'accept', ['budget', '房租大概兩萬五，預算不想再高。', '使用者 預算']),
  c('zh-Hans', 'refuse', ['speculative', '我大概明年换工作。', '用户 工作']),
];
