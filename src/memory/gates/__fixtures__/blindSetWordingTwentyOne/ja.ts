import { group } from './cases';

export const JA = [
  ...group('ja', 'refuse', {
    whereabouts_now: ['今、空港にいる。', '今週は実家に泊まっている。'],
    trip_now: ['木曜日まで出張中。', '乗る予定だった便が欠航になった。'],
    errand_now: ['帰りに牛乳を買わないといけない。', '荷物が届くのを待っている。'],
    appointment_now: ['火曜日に歯医者の予約がある。', '学会用のホテルを予約済み。'],
  }),
  ...group('ja', 'accept', {
    lasting_place: ['リスボンに住んでいる。', '大阪で生まれ育った。', '二十年前から札幌に住んでいる。'],
    lasting_routine: ['毎日自転車で会社に通っている。', '毎週日曜日に母を訪ねる。', '金曜日は在宅勤務。'],
    lasting_habit: ['飛行機はいつもANAを使う。', '毎年八月はブルターニュで過ごす。'],
  }),
];
