// Follow-up cases of the twenty-fifth wording round, written after the rules of volatileSprint.ts, volatileBugChase.ts,
// volatileReviewAwaited.ts, volatileAppTrouble.ts and volatileLatelyRoutine.ts: other wordings of each class in other
// languages than the set's misses, to refuse and to accept.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_TWENTY_FIVE_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    code_now: [
      'Needs to get the login refactor merged before the sprint ends.',
      "I'm still hunting down a flaky race condition in our test suite.",
    ],
    device_now: ['Since updating to iOS 18, my banking app freezes on launch.'],
  }),
  ...group('en', 'accept', {
    lasting_code: ['Spends most of their job tracking down performance regressions.'],
    lasting_devices: ['Turns off automatic app updates because new versions tend to break things.'],
  }),
  ...group('zh-Hans', 'refuse', {
    code_now: ['这次迭代负责把支付页面改成 React。', 'MR 还在等组长审核。'],
    device_now: ['升级系统以后钉钉老是闪退。'],
  }),
  ...group('zh-Hans', 'accept', { lasting_code: ['负责团队的代码评审，要求每个 PR 都写测试。'] }),
  ...group('ja', 'refuse', {
    code_now: ['次のスプリントで認証まわりをリファクタリングする予定。'],
    device_now: ['Notionの無料トライアルが今週で終わる。'],
  }),
  ...group('ja', 'accept', { lasting_devices: ['OSのアップデートは一週間様子を見てから入れる。'] }),
  ...group('ko', 'refuse', {
    code_now: ['PR 승인을 기다리는 중이라 배포를 못 하고 있다.'],
    device_now: ['업데이트 이후로 노트북이 자꾸 멈춘다.'],
  }),
  ...group('ko', 'accept', { lasting_code: ['다음 스프린트 계획은 늘 팀원들과 같이 짠다.'] }),
  ...group('de', 'refuse', {
    code_now: ['Hängt seit gestern an einem Fehler in der CI-Pipeline fest.'],
    device_now: ['Die Testphase von JetBrains läuft Ende der Woche aus.'],
  }),
  ...group('de', 'accept', { lasting_work: ['Ist im Team für die Code-Reviews zuständig.'] }),
  ...group('fr', 'refuse', {
    device_now: ['Depuis la dernière mise à jour, son Mac ne démarre plus.'],
    code_now: ['Attend que son lead valide sa PR.'],
  }),
  ...group('fr', 'accept', { lasting_code: ['Découpe toujours son travail en petites PR faciles à relire.'] }),
  ...group('es', 'refuse', { code_now: ['Este sprint está metido de lleno en la migración a Kubernetes.'] }),
  ...group('es', 'accept', { lasting_devices: ['Nunca actualiza el móvil el primer día.'] }),
  ...group('pt', 'refuse', {
    device_now: ['Meu período de teste do Figma termina amanhã.'],
    work_now: ['Ultimamente fica no escritório toda noite até as dez.'],
  }),
  ...group('it', 'refuse', { code_now: ['È bloccato su un errore di compilazione da stamattina.'] }),
  ...group('it', 'accept', { lasting_work: ['Fa code review per tutto il team ogni mattina.'] }),
  ...group('ru', 'refuse', {
    code_now: ['Второй день бьётся над багом в авторизации.'],
    work_now: ['В последнее время каждую ночь дежурит на проде.'],
  }),
  ...group('ru', 'accept', { lasting_code: ['Пишет на Go и отвечает за ревью в команде.'] }),
];
