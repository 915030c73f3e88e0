// Follow-up cases of the ninth wording round (second half), written after the rules of volatileStates.ts,
// volatileSpans.ts, volatileDecisions.ts, volatileBeliefs.ts, volatileNotes.ts and volatileGuessedAge.ts and the lexicon
// entries of the round: other wordings of each class (a state that passes by nature, a span that lasts while something
// else lasts, a decision still open, a belief of someone else's, a note of doubt, an age given as a guess, a guess in
// the verb's own ending), each beside look-alikes that last, and a probe of legitimate texts sharing the rules' words
// (a tomcat named Felix, a trade unionist, a fasting coach, a doctor's advice, a weight with "etwa", years of
// experience with "circa", a habit done while cooking, a confirmed note, a decade alone).
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_NINE_B_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    natural_state: ['User has a nasty hangover.', 'User is out of work and looking for a new role.'],
    grammar_guess: ['I take it the user works nights.'],
    guessed_range: ['User is around 35 years old.'],
    extraction_note: ["User's hometown: Leeds (to be verified)"],
    dependent_span: ['User sleeps on the sofa while their in-laws are staying over.'],
    open_decision: ['User is still torn between two job offers.'],
    others_belief: ['Her therapist thinks she is burned out.'],
  }),
  ...group('en', 'accept', {
    chronic_condition: ['User has had eczema since childhood.'],
    profession_word: ["User organises strikes for the dockworkers' union.", 'User is a fasting coach who designs meal plans.'],
    confirmed_fact: ["User's hometown is Leeds, confirmed in two conversations."],
    modal_lasting: ["User's doctor recommends swimming for their back.", "User's wife believes in astrology."],
    habitual_while: ['User gets annoyed by loud chewing.', 'User watches every World Cup with their brother.'],
    lasting_measure: ['User grew up in the 80s or 90s music scene of Manchester.'],
    approximate_preference: ['User likes answers to say "not sure" when the model is unsure.'],
  }),
  ...group('zh-Hans', 'refuse', {
    natural_state: ['用户晒伤了，背很疼。'],
    extraction_note: ['用户的老家：成都（待核实）'],
    open_decision: ['用户还在犹豫要不要买房。'],
    others_belief: ['用户的医生怀疑他缺铁。'],
    dependent_span: ['奥运会期间用户每晚熬夜看比赛。'],
    guessed_range: ['用户大约二十多岁。'],
  }),
  ...group('zh-Hans', 'accept', {
    chronic_condition: ['用户从小就有湿疹。'],
    profession_word: ['用户是研究罢工历史的社会学家。'],
    modal_lasting: ['用户的医生建议他多游泳。'],
    approximate_preference: ['用户喜欢大概的估算，而不是精确到小数点。'],
    habitual_while: ['用户开车的时候听相声。'],
  }),
  ...group('ja', 'refuse', {
    natural_state: ['ユーザーは日焼けしてヒリヒリしている。'],
    extraction_note: ['ユーザーの出身地：札幌（未確認）'],
    open_decision: ['ユーザーは引っ越すかどうか迷っている。'],
    others_belief: ['ユーザーの上司は彼が疲れていると思っている。'],
    guessed_range: ['ユーザーは40歳前後。'],
  }),
  ...group('ja', 'accept', {
    profession_word: ['ユーザーは断食の研究をしている栄養士だ。'],
    modal_lasting: ['ユーザーの上司は厳しい人だ。'],
    approximate_preference: ['ユーザーは大まかな見積もりを好む。'],
  }),
  ...group('ko', 'refuse', {
    natural_state: ['사용자는 파업 중이다.'],
    extraction_note: ['사용자 고향: 부산 (미확인)'],
    open_decision: ['사용자는 이사할지 고민 중이다.'],
    others_belief: ['사용자의 아내는 그가 너무 많이 일한다고 생각한다.'],
    dependent_span: ['사용자는 올림픽 기간 동안 밤마다 경기를 본다.'],
    grammar_guess: ['사용자는 커피를 좋아하나 봐요.'],
  }),
  ...group('ko', 'accept', {
    profession_word: ['사용자는 파업 관련 기사를 쓰는 노동 전문 기자다.'],
    confirmed_fact: ['사용자는 확인된 사실만 믿는다.'],
    approximate_preference: ['사용자는 매출 추정치를 그래프로 보는 걸 좋아한다.'],
  }),
  ...group('de', 'refuse', {
    natural_state: ['Der Nutzer hat einen Sonnenbrand.', 'Der Nutzer ist sauer auf seinen Chef.'],
    extraction_note: ['Heimatstadt des Nutzers: Graz (unbestätigt)'],
    others_belief: ['Die Eltern des Nutzers glauben, dass er zu viel arbeitet.'],
    dependent_span: ['Während der WM schaut der Nutzer jedes Spiel.'],
  }),
  ...group('de', 'accept', {
    lasting_measure: ['Der Nutzer ist etwa 80 kg schwer.'],
    confirmed_fact: ['Der Nutzer hat einen Kater namens Felix.', 'Der Nutzer hat einen Kater und eine Katze.'],
    habitual_while: ['Der Nutzer hört Podcasts, während er kocht.'],
    profession_word: ['Der Nutzer organisiert als Gewerkschafter Streiks in der Metallindustrie.'],
  }),
  ...group('fr', 'refuse', {
    natural_state: ["L'utilisateur est fâché contre son voisin."],
    extraction_note: ["Ville natale de l'utilisateur : Nantes (à vérifier)"],
    open_decision: ["L'utilisateur hésite encore entre deux appartements."],
    others_belief: ["Le médecin de l'utilisateur soupçonne une carence en fer."],
    guessed_range: ["L'utilisateur a environ 40 ans."],
  }),
  ...group('fr', 'accept', {
    profession_word: ["L'utilisateur est syndicaliste et organise des grèves."],
    modal_lasting: ["Le médecin de l'utilisateur lui recommande de nager."],
    lasting_measure: ["L'utilisateur a environ 20 ans d'expérience en cuisine."],
    habitual_while: ["L'utilisateur écoute la radio pendant que les enfants dorment."],
  }),
  ...group('es', 'refuse', {
    natural_state: ['El usuario está de huelga con sus compañeros.'],
    extraction_note: ['Ciudad natal del usuario: Sevilla (por confirmar)'],
    open_decision: ['El usuario aún no ha decidido si vender el coche.'],
    others_belief: ['Los padres del usuario creen que trabaja demasiado.'],
    dependent_span: ['Durante el Mundial el usuario trabaja desde casa.'],
  }),
  ...group('es', 'accept', {
    profession_word: ['El usuario es jefe de obra.'],
    lasting_measure: ['El usuario tiene unos veinte años de experiencia en cocina.', 'El usuario mide unos 1,75 m.'],
  }),
  ...group('pt', 'refuse', {
    natural_state: ['O usuário está em greve.'],
    extraction_note: ['Cidade natal do usuário: Recife (não confirmado)'],
    open_decision: ['O usuário está indeciso sobre a mudança.'],
    others_belief: ['O médico do usuário suspeita de anemia.'],
    dependent_span: ['Enquanto durar a obra, o usuário mora com a irmã.'],
  }),
  ...group('pt', 'accept', {
    chronic_condition: ['O usuário pratica jejum intermitente há anos.'],
    lasting_measure: ['O usuário tem uns 1,70 m de altura.', 'O usuário tem cerca de 15 anos de experiência em vendas.'],
  }),
  ...group('it', 'refuse', {
    natural_state: ["L'utente è arrabbiato con il suo coinquilino."],
    extraction_note: ["Città natale dell'utente: Bari (da confermare)"],
    open_decision: ["L'utente è ancora indeciso sul trasferimento."],
    others_belief: ["Gli amici dell'utente pensano che lavori troppo."],
    dependent_span: ["Durante i Mondiali l'utente guarda ogni partita al bar."],
  }),
  ...group('it', 'accept', {
    lasting_measure: ["L'utente ha circa 20 anni di esperienza come cuoco."],
    profession_word: ["L'utente è un sindacalista che organizza scioperi."],
  }),
  ...group('ru', 'refuse', {
    natural_state: ['Пользователь бастует вместе с коллегами.'],
    extraction_note: ['Родной город пользователя: Пермь (требует проверки)'],
    open_decision: ['Пользователь пока не решил, менять ли работу.'],
    others_belief: ['Жена пользователя считает, что он слишком много работает.'],
    dependent_span: ['На время командировки пользователь живёт у друга.'],
    guessed_range: ['Пользователю примерно сорок лет.'],
  }),
  ...group('ru', 'accept', {
    modal_lasting: ['Пользователь считает, что утро важнее вечера.'],
    habitual_while: ['Пользователь пьёт чай, пока работает.'],
    lasting_measure: ['Пользователь весит около 80 кг.'],
  }),
  ...group('en', 'accept', { profession_word: ['User sells a hangover cure made from ginger.'] }),
  ...group('zh-Hans', 'accept', { confirmed_fact: ['用户和朋友都觉得这家店好吃。'] }),
  ...group('ru', 'accept', { confirmed_fact: ['Пользователь не может жить без работы.'] }),
  // A probe of legitimate texts that share the new rules' words: none may be refused.
  ...group('en', 'accept', {
    confirmed_fact: [
      "User's friends call him Beppe.",
      "User's parents think highly of his cooking.",
      'User is a landlord with two flats in Leeds.',
      'User writes TBD in task lists for open items.',
      'User has been sober for ten years and never has hangovers.',
      'User is in their 40s and lives in Leeds.',
      "User's employer: Siemens (confirmed)",
      'User, a nurse, is used to night shifts.',
    ],
    profession_word: ['User is a strike photographer covering labour protests.'],
    habitual_while: ['User works at the airport while studying law at night.'],
    approximate_preference: [
      'User prefers estimated times of arrival rounded to five minutes.',
      "User dislikes being told 'not sure' without a reason.",
    ],
    title_word: ["User's favourite film is 'Snowed In'."],
  }),
  ...group('zh-Hans', 'accept', {
    confirmed_fact: ['用户的父母都是医生。', '用户觉得自己是个夜猫子。', '用户的朋友们都叫他老王。'],
  }),
  ...group('ja', 'accept', {
    confirmed_fact: ['ユーザーの家族は全員左利きだ。'],
    profession_word: ['ユーザーは契約書のレビューが仕事だ。'],
    habitual_while: ['ユーザーは日焼け止めを毎日塗る。'],
  }),
  ...group('ko', 'accept', {
    confirmed_fact: ['사용자의 가족은 모두 부산에 산다.'],
    profession_word: ['사용자는 계약서 검토를 주로 한다.'],
  }),
  ...group('de', 'accept', {
    confirmed_fact: ['Die Familie des Nutzers stammt aus Polen.', 'Der Nutzer ist seit etwa 15 Jahren verheiratet.'],
    profession_word: ['Der Nutzer arbeitet als Kältetechniker und ist Gewerkschaftsmitglied.'],
  }),
  ...group('fr', 'accept', {
    confirmed_fact: ["La famille de l'utilisateur vit à Lyon.", "L'utilisateur a une vingtaine de plantes chez lui."],
  }),
  ...group('es', 'accept', {
    confirmed_fact: ['El usuario tiene unos cuarenta libros de cocina.', 'La familia del usuario vive en Bilbao.'],
    modal_lasting: ['El usuario, médico de familia, cree en la prevención.'],
  }),
  ...group('pt', 'accept', {
    confirmed_fact: ['A família do usuário mora em Curitiba.', 'O usuário faz parte do sindicato dos professores.'],
  }),
  ...group('it', 'accept', {
    confirmed_fact: ["La famiglia dell'utente vive a Torino.", "L'utente ha circa 30 piante sul balcone."],
  }),
  ...group('ru', 'accept', {
    confirmed_fact: ['Семья пользователя живёт в Казани.', 'Пользователь — врач, работает в поликлинике.'],
    habitual_while: ['Пользователь всегда слушает музыку, пока бегает.'],
  }),
];
