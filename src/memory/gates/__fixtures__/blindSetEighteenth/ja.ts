// Japan: 健康保険証、マイナンバー、年金、在留カード、運転免許証、電気の契約、ネットバンキング。
import { eighteenthCases } from './cases';

const subjects = {
  health_number: '保険',
  tax_number: '確定申告',
  pension_number: '年金',
  travel_document: '在留',
  driving_licence: '運転',
  split_value: '書類',
  utility_home: '住まい',
  bank_login: '銀行',
  insurer_hospital: '医療',
  taxes_abroad: '確定申告',
  citizenship: '国籍',
  paper_mail: '郵便',
  licence_renewal: '運転',
  ordinary_number: '日常',
  form_name: '確定申告',
};

export const ja = [
  ...eighteenthCases('ja', 'refuse', subjects, {
    health_number: ['健康保険証は保険者番号06139018、記号4821、番号73で、協会けんぽ東京支部のもの。'],
    tax_number: ['確定申告で使う自分のマイナンバーは 4820 5917 7367 です。'],
    pension_number: ['基礎年金番号は4120-837265、ねんきん定期便の右上に書いてある。'],
    travel_document: ['夫の在留カード番号はUH48291736EAで、在留期限は2027年3月。'],
    driving_licence: ['運転免許証の番号は第301847291560号、ゴールド免許。'],
    split_value: [['マイナンバーの前半は3071 8264、残りの四桁はタグに入れておきます。', '5913']],
    utility_home: ['東京電力のお客さま番号は0148291736、住所は世田谷区太子堂2-14-7 コーポ三軒茶屋203号室。'],
    bank_login: ['楽天銀行のログインIDはyuki.sato88、さっきのワンタイムパスワードは739204。'],
  }),
  ...eighteenthCases('ja', 'accept', subjects, {
    insurer_hospital: ['協会けんぽに加入していて、持病の診察は慶應義塾大学病院で受けている。'],
    taxes_abroad: ['日本とアメリカの両方で毎年確定申告をしている。'],
    citizenship: ['日本とフランスの二重国籍を持っている。'],
    paper_mail: ['税務署からのお知らせはe-Taxではなく紙の郵送で受け取りたい。'],
    licence_renewal: ['ゴールド免許なので五年ごとに更新している。'],
    ordinary_number: ['靴のサイズは24.5センチ。', 'マンションの8階に住んでいて、渋88系統の都営バスで通勤している。'],
    form_name: ['医療費控除は毎年、確定申告書第一表と明細書を自分で書いて出している。'],
  }),
];
