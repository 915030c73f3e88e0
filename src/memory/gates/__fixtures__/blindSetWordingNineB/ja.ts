import { group } from './cases';

export const JA = [
  ...group('ja', 'refuse', {
    natural_state: ['ユーザーは風邪をひいて喉が痛い。', 'ユーザーは二日酔いで頭が痛い。', 'ユーザーは時差ボケで眠れない。'],
    grammar_guess: ['ユーザーは猫好きらしい。', 'ユーザーはエンジニアっぽい。'],
    guessed_range: ['ユーザーは30代後半から40代前半くらい。', 'ユーザーの部署は20〜30人程度、はっきりしない。'],
    extraction_note: ['ユーザーの勤務先：トヨタ（要確認）'],
    dependent_span: ['ユーザーは契約期間中、大阪の社宅に住んでいる。'],
    open_decision: ['ユーザーは転職するかどうかまだ決めていない。'],
    others_belief: ['ユーザーの医者は花粉症を疑っている。'],
  }),
  ...group('ja', 'accept', {
    chronic_condition: ['ユーザーは喘息持ちで吸入器を持ち歩いている。', 'ユーザーは子供の頃から1型糖尿病だ。'],
    lasting_measure: ['ユーザーの身長は約180センチ。', 'ユーザーはIT業界でおよそ20年働いている。'],
    confirmed_fact: ['ユーザーの勤務先はトヨタ（本人確認済み）。'],
    profession_word: ['ユーザーはコールドチェーンの技術者だ。'],
    approximate_preference: ['ユーザーは細かい数字より大まかな目安を好む。'],
    title_word: ['ユーザーの好きな曲は「明日はきっといい日になる」。'],
    modal_lasting: ['ユーザーは春らしい明るい色の服が好きだ。', 'ユーザーは寝る前にスマホを見るべきではないと考えている。'],
    habitual_while: ['ユーザーは料理をしながらポッドキャストを聞く。'],
  }),
];
