import { group } from './cases';

export const JA = [
  ...group('ja', 'accept', {
    episode_dislike: ['渋滞が大嫌い。', '私は飛行機の遅延がとにかく苦手だ。'],
    never_habit: ['会社を一度も病欠したことがない。', '私は午後にはコーヒーを飲まない。'],
    frequency_habit: ['毎年冬にスキーに行く。', '私は毎週月曜日にジムに行く。'],
    dated_biography: ['2016年に福岡へ引っ越した。', '私は2008年に結婚した。'],
    lasting_health: ['子どもの頃から卵アレルギーがある。', '私は天気が崩れると片頭痛が出る。'],
    timed_work_home: ['工場で夜勤をしている。', 'うちの店は毎年8月はまるごと休み。'],
    time_title: ['好きなバンドはTonight Alive。', '私は「明日、私は誰かのカノジョ」という漫画が好き。'],
    moment_preference: ['会議は午前中が好み。', '私はメールの返信は一日一回まとめてする派だ。'],
  }),
  ...group('ja', 'refuse', {
    control_now: ['今日は渋滞にはまっている。', '私は今日は片頭痛がひどい。', '今週は夜勤が続いている。', '今夜の便が遅れている。'],
  }),
];
