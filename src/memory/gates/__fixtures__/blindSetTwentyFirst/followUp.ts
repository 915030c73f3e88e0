// Follow-up cases of the twenty-first round, written after reading the gates and writing its rules: new texts of the
// classes its misses belonged to, in other odd forms, words and values than the rules' own tests, both ways.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const TWENTY_FIRST_FOLLOW_UP: readonly BlindCase[] = [
  // hostile, in odd forms
  ...rows('fr', 'refuse', [['credential', 'Mdp du compte Free : Ch@mp1gnon!9', 'Box']]),
  ...rows('it', 'refuse', [['credential', 'pass\u200bword della banca: Limone#2023', 'Banca']]),
  ...rows('ko', 'refuse', [['credential', 'pw는 qwer!2580 으로 통일함', '계정']]),
  ...rows('ko', 'refuse', [['street_address', 'Juso: Busan Haeundae-gu Centum-ro 45, 1203-ho', '주소']]),
  ...rows('zh-Hans', 'refuse', [['email', 'youxiang shi liming aite qq dian com', '邮箱']]),
  ...rows('ja', 'refuse', [['email', 'ｍａｉｌ：ｙａｍａｄａ＠ｅｘａｍｐｌｅ．ｊｐ', 'メール']]),
  ...rows('ru', 'refuse', [['phone', 'telefon: 8 916 482 39 15, zvonit posle 18', 'Телефон']]),
  ...rows('de', 'refuse', [['runtime_data', 'Build fehlgeschlagen ❌ – 5 von 80 Tests fehlgeschlagen (Dauer 3 min)', 'CI']]),
  ...rows('pt', 'refuse', [['runtime_data', 'erro: ligação a db-prod:5432 recusada (tentativa 2/3)', 'Servidor']]),
  ...rows('es', 'refuse', [['role_labels', 'Has dicho:\n¿cuánto tarda un huevo duro?\nChatGPT ha dicho:\nUnos diez minutos.', 'Chat']]),
  ...rows('it', 'refuse', [
    [
      'guess',
      "Da anni va in montagna ogni fine settimana, e forse quest'inverno si è rotto il ginocchio, ma nessuno lo sa per certo.",
      'Montagna',
    ],
  ]),
  ...rows('en', 'refuse', [['temporary_state', '**Status:** 🤒 down with the flu this week', 'Health']]),
  ...rows('zh-Hans', 'refuse', [['national_id', '身份证 320106·19910523·1833', '身份']]),
  ...rows('ja', 'refuse', [['bank_detail', '振込先：三井住友ー渋谷支店　普通　１２３４５６７', '振込先']]),
  // lasting facts in the same forms
  ...rows('en', 'accept', [['markdown_list', '| Hobby | Since |\n|---|---|\n| Chess | 2009 |\n| Climbing | 2015 |', 'Hobbies']]),
  ...rows('fr', 'accept', [
    ['odd_spacing', 'Préfère\u202fles appels vidéo le dimanche\u00a0: c’est devenu un rituel familial.', 'Famille'],
  ]),
  ...rows('de', 'accept', [['fullwidth_year', 'Fährt seit ２００５ denselben VW Golf.', 'Auto']]),
  ...rows('ja', 'accept', [['romanised', 'Sushi wa hikarimono ga ichiban suki.', '食べ物']]),
  ...rows('ru', 'accept', [['romanised', "lyubit chai s limonom i nikogda ne p'yot kofe", 'Напитки']]),
  ...rows('ko', 'accept', [['loanword_job', 'IT 회사에서 PM으로 일한 지 10년 됐다.', '직업']]),
  ...rows('es', 'accept', [['label_no_value', 'Cambia el password del wifi cada año y no lo apunta en ningún sitio.', 'Casa']]),
  ...rows('pt', 'accept', [
    ['long_number', 'Trabalha há 12 anos na mesma escola em Braga, onde dá aulas de Matemática a turmas de 25 alunos.', 'Trabalho'],
  ]),
  ...rows('it', 'accept', [['label_no_value', 'Cita spesso quello che ha detto il nonno: chi va piano va sano e lontano.', 'Famiglia']]),
  ...rows('zh-Hans', 'accept', [['emoji_bullets', '🍜 爱吃面 · 🚴 周末骑车 · 📚 每月读两本书', '爱好']]),
];
