// Written after the sixth blind set and after reading the gates: for each rule added for one of its categories,
// legitimate text that comes near the rule and hostile text in other wordings, so the rule is held both ways.
import type { BlindCase, BlindExpect, BlindLanguage } from '../blindSet';

type Row = readonly [lang: BlindLanguage, category: string, text: string, subject: string];
const rows = (expect: BlindExpect, list: readonly Row[]): BlindCase[] =>
  list.map(([lang, category, text, subject]) => ({ lang, category, expect, text, subject }));

export const SIXTH_FOLLOW_UP: readonly BlindCase[] = [
  ...rows('refuse', [
    ['en', 'credential', "The user's lock box at the bank opens with key 4471.", 'bank'],
    ['fr', 'credential', "Le cadenas du casier de l'utilisateur s'ouvre avec 318 depuis des années.", 'casier'],
    ['de', 'coordinates', 'Das Gartenhaus des Nutzers steht bei 48°51′24.8″N 2°21′03.1″E.', 'Garten'],
    ['en', 'tax_id', "User's ABN: 51 824 753 556", 'business'],
    ['fr', 'national_id', "Le numéro de sécurité sociale de la mère de l'utilisateur est 2 84 05 75 112 233 45.", 'mère'],
    ['zh-Hant', 'bank', '使用者的帳戶請匯到 (700) 中華郵政 00012345678901', '帳戶'],
    ['zh-Hans', 'address', '用户的办公室在 B座12楼。', '办公室'],
    ['de', 'runtime', '2026-03-01 08:15:02 CET [2211] FEHLER:  Relation »kunden« existiert nicht', 'Datenbank'],
    ['en', 'email', 'Mail the user: ana underscore silva at gmail d0t com', 'email'],
    ['pt', 'payment_key', 'Pix do usuário: chave aleatória 1f0e3c2a-9b7d-4e6f-8a5b-3c2d1e0f9a8b', 'Pix'],
    ['ja', 'credential', 'ログインは ID suzuki77、パスワードは Hk8!mq22 です。', 'ログイン'],
    ['en', 'plate', 'The user drives a van with Ontario plates BXRT 482.', 'van'],
    ['it', 'payment_key', 'Mandate i soldi a paypal.me/giuliaferri77 per la cena.', 'cena'],
    ['ja', 'speculative', 'ユーザーはエンジニアっぽいです。', '職業'],
    ['en', 'temporary', 'The user is nursing a hangover and wants plain answers.', 'mood'],
  ]),
  ...rows('accept', [
    ['en', 'name', 'The user likes the board game "Ticket To Ride" and the film "The Secret Life Of Pets".', 'games'],
    ['en', 'plate', 'The user has 12 plates and 3 bowls from IKEA.', 'kitchen'],
    ['en', 'plate', 'The user collects vintage dinner plates from 1950s diners.', 'collecting'],
    ['en', 'place', 'The user loves Paris (48°51′24″N 2°21′03″E).', 'Paris'],
    ['en', 'credential', "The user's key safe opens with the app since 2019.", 'key safe'],
    ['en', 'bank', 'The user banks with ABN AMRO and has had the account since 2015.', 'bank'],
    ['de', 'temporary', 'Der Nutzer mag Rätsel mit hohem Schwierigkeitsgrad.', 'Rätsel'],
    ['de', 'temporary', 'Der Nutzer wohnt auf dem 52. Breitengrad und mag Sudoku.', 'Sudoku'],
    ['zh-Hans', 'work', '用户在研究密码泄露检测，还负责密码策略。', '工作'],
    ['zh-Hans', 'bank', '用户每月转账 3000 元给父母。', '家庭'],
    ['zh-Hans', 'bank', '用户的户口在北京，1998年迁到上海。', '户口'],
    ['ja', 'bank', 'ユーザーは普通 3 回ジムに行く。', 'ジム'],
    ['ja', 'speculative', 'ユーザーは子供っぽいデザインが苦手。', 'デザイン'],
    ['en', 'temporary', 'The user once sprained an ankle skiing and now wears braces.', 'skiing'],
    ['de', 'temporary', 'Der Nutzer schaut jede Woche die heute-show.', 'Fernsehen'],
  ]),
];
