// The category rules written for the twenty-fifth wording round (blindSetWordingTwentyFive.test.ts), each both ways,
// through the entry point of the wording rules on canonical text, with the candidate's own text given apart as
// validate.ts does; code work is also read as a project's text (type project_context), where it must hold too.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string, project = false) => volatileStabilityOf(canonicalize(`${s} notes`), { project, ownText: canonicalize(s) });
const temporary = (texts: readonly string[], project = false) =>
  it.each(texts)('is temporary: %s', (text) => expect(stability(text, project)).toBe('temporary'));
const lasting = (texts: readonly string[], project = false) =>
  it.each(texts)('is lasting: %s', (text) => expect(stability(text, project)).toBeUndefined());

describe('work placed in this or the next sprint (volatileSprint.ts)', () => {
  temporary(
    [
      "Is migrating the team's monorepo from Webpack to Vite this sprint.",
      'The checkout redesign has to ship by the end of the sprint.',
      'Diesen Sprint baut das Team die Suche auf Elasticsearch um.',
      'Pendant ce sprint, elle réécrit le module de facturation.',
      'En este sprint le toca rehacer el login.',
      'Nesta sprint o time vai trocar o ORM.',
      'In questo sprint deve chiudere la migrazione delle API.',
      'В этом спринте команда переезжает с монолита на микросервисы.',
      '这个迭代要把后端数据库从 MySQL 迁到 PostgreSQL。',
      '今回のスプリントで決済画面を作り直す。',
      '이번 스프린트에 검색 기능을 붙인다.',
    ],
    true,
  );
  lasting(
    [
      'Works in two-week sprints and demos every other Friday.',
      'Prefers short sprints with a retro at the end.',
      'Arbeitet in Sprints von zwei Wochen.',
      'Anime les rétrospectives de sprint de son équipe.',
      'Anime la planification du prochain sprint avec son équipe.',
      'È scrum master e organizza gli sprint del team.',
      'Работает двухнедельными спринтами.',
      '团队两周一个迭代，喜欢小步快跑。',
      'スプリントは二週間が好き。',
      '다음 스프린트 계획은 늘 팀원들과 같이 짠다.',
    ],
    true,
  );
});

describe('one bug or error chased now, or one error a work is stuck on (volatileBugChase.ts)', () => {
  temporary(
    [
      'User is currently debugging a memory leak in the checkout service.',
      'Has been stuck on a CORS error in the side project all day.',
      '用户正在排查订单服务里一个只在线上出现的内存泄漏。',
      'ユーザーは今、本番環境でしか再現しないバグを追いかけている。',
      'Lleva toda la tarde intentando arreglar un bug de concurrencia.',
      'Estou travado num segmentation fault no meu projeto paralelo.',
      'Sucht seit Stunden nach einem Fehler im Build-Skript.',
      'Est bloqué sur une erreur de compilation depuis ce matin.',
      'Sto cercando di risolvere un bug nel parser.',
      'Сейчас ищет баг в платёжном модуле.',
      '버그를 잡고 있는데 재현이 안 된다.',
    ],
    true,
  );
  lasting([
    'Is good at tracking down race conditions.',
    'Fixes bugs in the Linux kernel for a living.',
    'Enjoys debugging memory leaks.',
    '擅长排查内存泄漏。',
    'バグを追いかけるのが好き。',
    'Se le da bien arreglar bugs de concurrencia.',
    'Trabalha corrigindo bugs de segurança em um banco.',
    'Findet Fehler in fremdem Code sehr schnell.',
    'Любит искать баги в чужом коде.',
  ]);
});

describe('a review, approval or merge of one’s change awaited (volatileReviewAwaited.ts)', () => {
  temporary(
    [
      'Wartet noch auf das Code-Review für seinen Pull Request.',
      'His PR is still waiting for review.',
      'Attend la relecture de sa merge request depuis lundi.',
      'Está esperando la code review de su PR.',
      'Está esperando o review do PR para fazer o deploy.',
      'Sta aspettando la code review della sua merge request.',
      'PR 在等同事 review。',
      'コードレビュー待ちのプルリクが三つ溜まっている。',
      '리뷰를 기다리는 중이라 다른 티켓을 보고 있다.',
    ],
    true,
  );
  temporary(['Ждёт, когда тимлид посмотрит его пулреквест.']);
  lasting([
    'Hates waiting for code reviews.',
    'Always waits for two approvals before merging.',
    'Does code reviews for the whole team.',
    'Делает ревью кода для всей команды.',
    '喜欢小而频繁的 PR，方便别人 review。',
    'レビュー待ちが苦手で、PRは小さく出す。',
    '코드 리뷰는 꼼꼼하게 하는 편이다.',
  ]);
});

describe('an app crashing since one update or again and again, a free trial running out (volatileAppTrouble.ts)', () => {
  temporary([
    'Spotify keeps crashing on their Android phone since the last update.',
    "Since the iOS update, Slack won't open on my iPhone.",
    'Seit dem letzten Update stürzt Outlook bei ihm ständig ab.',
    'Outlook stürzt ständig ab.',
    'Depuis la mise à jour, Teams plante au démarrage.',
    'Desde la última actualización, WhatsApp se le cierra solo.',
    'Desde a última atualização o app do banco trava.',
    "Dall'ultimo aggiornamento Chrome si chiude da solo.",
    'После обновления Телеграм постоянно вылетает.',
    '微信更新之后一直闪退。',
    'アップデートしてからSlackのアプリが落ちまくる。',
    '업데이트한 뒤로 카톡이 계속 튕긴다.',
    'Adobeの無料体験があと三日で切れる。',
    'The free trial of Figma ends on Sunday.',
    'My Copilot trial runs out next week.',
    'Sein Probeabo bei Spotify läuft bald ab.',
    'Su prueba gratuita de Canva vence el jueves.',
    'У него заканчивается пробный период в Notion.',
    '网盘的免费试用下周到期。',
    '넷플릭스 무료 체험이 곧 끝난다.',
  ]);
  lasting([
    'Waits a week before installing updates because apps often crash after updates.',
    'Never uses auto-update.',
    'Installiert Updates erst nach einer Woche.',
    'Никогда не обновляет приложения сразу.',
    '手机从来不开自动更新。',
    'Always cancels free trials before they end.',
    'Never signs up for free trials.',
  ]);
});

describe('a routine said to hold lately (volatileLatelyRoutine.ts)', () => {
  temporary([
    '下个月考软考，最近每天晚上都在刷题。',
    "Lately she's been on call every other night.",
    'In letzter Zeit macht er jeden Abend Überstunden.',
    'Ultimamente todas las noches se queda hasta tarde depurando.',
    'Ces derniers temps, il fait des heures sup tous les soirs.',
    'В последнее время каждый вечер сидит над курсовой.',
    '最近は毎晩遅くまでデバッグしている。',
    '요즘 매일 야근한다.',
  ]);
  lasting([
    '每天晚上刷一道算法题。',
    'Codes every evening after work.',
    '매일 아침 코드 리뷰부터 한다.',
    'Hoy en día entrena todas las mañanas.',
    'Nowadays she runs every morning.',
  ]);
});

describe('a project under way without a word of the moment stays lasting in a project’s text', () => {
  lasting(
    [
      'The user is migrating a legacy Java service to Spring Boot.',
      'Is building a budgeting app in SvelteKit.',
      'Maintains an open-source date-parsing library for TypeScript.',
    ],
    true,
  );
});
