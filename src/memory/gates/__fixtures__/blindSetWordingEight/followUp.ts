// Follow-up cases of the eighth wording round, written after the rules of volatileOccasions.ts and volatileImpressions.ts
// and the lexicon entries of the round: other wordings of each class (an occasion or a phase of this year, until a
// month or a season, something borrowed or rented until or while, a stay while works last, doubt as marks, a verdict
// after one first try, a hint, a wish that waits for a present state to end, romanised words of now), each beside
// look-alikes that last (a custom of every year, a range of months, a dated phase, borrowing as a habit, a job in
// rentals or renovation, a principle about first tries, a conditional taste, titles and answer preferences about guesses).
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_EIGHT_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    cultural_event: ['User is skipping alcohol this Advent.'],
    life_phase: ['User is on a sabbatical through August.'],
    marked_uncertain: ['User prefers cats (?)'],
    first_impression: ['User found the book dull after the first chapter.'],
    conditional_wish: ['User would cycle to work if the roadworks ended.'],
    borrowed: ['User is renting a camera until the new one arrives.'],
    extraction_temporary: ['User said they are living with friends while the renovation goes on.'],
    extraction_speculative: ['The user hinted they may be moving abroad.'],
    regional: ['User is off work this fortnight.'],
  }),
  ...group('en', 'accept', {
    yearly_custom: [
      'User has celebrated Diwali with their in-laws every year since 2015.',
      'User swims outdoors from May until September.',
    ],
    dated_phase: ['User lived in Lisbon until June 2019.', 'User did Erasmus in Bologna until June 2016.'],
    extraction_stable: [
      'User always borrows books from the library instead of buying them.',
      'User rents a flat in Vienna and has lived there for ten years.',
      'User has a lasting habit of doing yoga while the kids are at school.',
    ],
    uncertainty_preference: [
      'User never judges a series after one episode.',
      'User would eat more fish if it were cheaper where they live.',
      'User would like answers in French if possible.',
      'User prefers answers that mark guesses with a question mark.',
    ],
    title_hedge: ['User loves this Christmas album by Mariah Carey.', 'User\'s favourite novel is "Until September" by Danielle Steel.'],
    profession_phase: ['User works as a loan officer at a bank.', 'User runs a business renting out holiday homes.'],
  }),
  ...group('de', 'refuse', {
    cultural_event: ['Nutzer ist dieses Jahr an Ostern bei den Schwiegereltern.'],
    life_phase: ['Nutzer ist bis Ende März in Mutterschutz.'],
    marked_uncertain: ['Nutzer trinkt gern Rotwein ??'],
    first_impression: ['Nach dem ersten Bissen fand der Nutzer das Restaurant schlecht.'],
    conditional_wish: ['Nutzer würde wieder Rad fahren, wenn der Schnee vorbei wäre.'],
    borrowed: ['Nutzer fährt einen Leihwagen, bis sein Auto repariert ist.'],
    extraction_temporary: ['Nutzer wohnt während der Renovierung im Hotel.'],
    extraction_speculative: ['Der Nutzer deutete an, dass er kündigen will.'],
  }),
  ...group('de', 'accept', {
    yearly_custom: ['Nutzer feiert Weihnachten immer bei seiner Schwester.', 'Nutzer geht von Mai bis September im See schwimmen.'],
    extraction_stable: ['Nutzer leiht sich Bücher immer in der Stadtbibliothek aus.'],
    uncertainty_preference: [
      'Nutzer gibt einer Serie immer mehr als eine Folge, bevor er urteilt.',
      'Nutzer mag es, wenn Vermutungen klar als solche markiert werden.',
    ],
  }),
  ...group('fr', 'refuse', {
    cultural_event: ["L'utilisateur passe ce Noël seul à Paris."],
    life_phase: ["L'utilisateur est en période d'essai jusqu'en avril."],
    first_impression: ["Après la première séance, l'utilisateur trouve le yoga ennuyeux."],
    conditional_wish: ["L'utilisateur ferait du vélo s'il cessait de neiger."],
  }),
  ...group('fr', 'accept', {
    yearly_custom: ["L'utilisateur passe Noël chaque année en Alsace."],
    profession_phase: ["L'utilisateur coordonne les semestres d'échange à l'université."],
  }),
  ...group('es', 'refuse', {
    cultural_event: ['El usuario pasa esta Semana Santa en la playa.'],
    life_phase: ['El usuario está en periodo de prueba hasta marzo.'],
    first_impression: ['Después de una sola clase, al usuario le parece aburrido el pilates.'],
    borrowed: ['El usuario tiene un coche de alquiler hasta que arreglen el suyo.'],
  }),
  ...group('es', 'accept', {
    yearly_custom: ['El usuario siempre pasa la Semana Santa en Sevilla.'],
    extraction_stable: ['El usuario vive de alquiler en Madrid desde hace años.'],
  }),
  ...group('pt', 'refuse', {
    cultural_event: ['O usuário vai passar este Natal na praia.'],
    life_phase: ['O utilizador está em período experimental até março.'],
    first_impression: ['Depois da primeira aula o usuário achou o pilates chato.'],
    conditional_wish: ['O utilizador iria a pé se parasse o frio.'],
  }),
  ...group('pt', 'accept', {
    yearly_custom: ['O usuário passa o Natal com a família todos os anos.'],
    profession_phase: ['O usuário gerencia uma locadora de carros em Porto Alegre.'],
  }),
  ...group('it', 'refuse', {
    cultural_event: ["L'utente passa questo Natale in Sicilia."],
    life_phase: ["L'utente è in periodo di prova fino a marzo."],
    borrowed: ["L'utente ha una macchina a noleggio finché la sua è dal meccanico."],
    extraction_temporary: ["L'utente dorme dai suoceri finché durano i lavori."],
  }),
  ...group('it', 'accept', {
    yearly_custom: ["L'utente trascorre sempre il Natale in montagna."],
  }),
  ...group('ru', 'refuse', {
    cultural_event: ['Пользователь на эти майские едет на дачу.'],
    life_phase: ['Пользователь на испытательном сроке до марта.'],
    first_impression: ['Пользователь после первой главы считает книгу скучной.'],
    unaccented: ['polzovatel zavtra uezzhaet v Sochi'],
  }),
  ...group('ru', 'accept', {
    yearly_custom: ['Пользователь всегда отмечает Масленицу с семьёй.', 'Пользователь купается в озере с мая до сентября.'],
    profession_phase: ['Пользователь работает в прокате автомобилей.'],
  }),
  ...group('zh-Hans', 'refuse', {
    cultural_event: ['用户今年中秋不回家。'],
    life_phase: ['用户今年在休产假。'],
    marked_uncertain: ['用户喜欢喝咖啡🤔'],
    first_impression: ['用户只吃了一口就说这家店不好吃。'],
    borrowed: ['用户暂时租了一辆车。'],
    unaccented: ['yonghu jintian bu shufu'],
  }),
  ...group('zh-Hans', 'accept', {
    yearly_custom: ['用户过年总是回老家。'],
    dated_phase: ['用户2019年休过产假。'],
  }),
  ...group('ja', 'refuse', {
    cultural_event: ['ユーザーは今年の正月は海外で過ごす。'],
    life_phase: ['ユーザーは今年は育休を取っている。'],
    first_impression: ['ユーザーは一口食べただけで、その店はまずいと言った。'],
  }),
  ...group('ja', 'accept', {
    yearly_custom: ['ユーザーは毎年ゴールデンウィークに登山をする。'],
    uncertainty_preference: ['ユーザーは推測を含む回答に「推測」と明記してほしい。'],
  }),
  ...group('ko', 'refuse', {
    cultural_event: ['사용자는 이번 크리스마스에 혼자 보낸다.'],
    life_phase: ['사용자는 올해 안식년이다.'],
    first_impression: ['사용자는 한 입만 먹고 맛없다고 했다.'],
    borrowed: ['사용자는 자기 폰이 고쳐질 때까지 공기계를 빌려 쓴다.'],
    unaccented: ['sayongja naeil chulgeun an ham'],
  }),
  ...group('ko', 'accept', {
    yearly_custom: ['사용자는 명절마다 고향에 간다.'],
    dated_phase: ['사용자는 2018년에 교환학생을 했다.'],
    uncertainty_preference: ['사용자는 추측을 싫어하고 사실만 원한다.'],
    extraction_stable: ['사용자는 전세로 아파트에 산다.'],
  }),
  // A second probe of legitimate texts sharing the rules' words: marks named as things, a first episode in a clause
  // about others, customs and dislikes around this year's occasions.
  ...group('en', 'accept', {
    uncertainty_preference: [
      'User uses (?) in notes to flag doubts and wants the assistant to do the same.',
      'User likes shows that hook them after the first episode.',
      'User would never eat horse meat, even if it were cheap.',
    ],
    title_hedge: ["User's favourite emoji is 🤔."],
    extraction_stable: ['User avoids travelling during Chuseok because of traffic.', 'User has rented the same flat since 2010.'],
  }),
  ...group('pt', 'accept', { yearly_custom: ['O usuário nunca viaja no Carnaval.'] }),
  ...group('ru', 'accept', { yearly_custom: ['Пользователь не любит Чёрную пятницу и ничего не покупает.'] }),
  ...group('ja', 'accept', { yearly_custom: ['ユーザーはお盆の時期の混雑が苦手だ。'] }),
];
