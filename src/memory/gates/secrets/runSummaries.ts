import { canonicalize } from '../canonical';
import { cued } from '../cueScan';

// A program's own report of a run, pasted in the language of the shell or the CI (gate 9): what failed and how often it
// was tried ("❌ Verbindung zu db01:5432 fehlgeschlagen – Zeitüberschreitung nach 30 s (Versuch 3/3)", "connection to
// cache-2:6379 failed, retry 2/5", "échec de la connexion à db01:5432"), and a test or build run counted ("❌ tests: 3
// fallidos de 128 (duración 42.7s)", "Tests: 3 failed, 125 passed", "2 échoués sur 40"). Each needs two signs, so a
// sentence about the user ("passed 3 of 5 exams", "failed the driving test twice", "runs a server on port 8080") has
// at most one. Input is canonical (accents dropped, Cyrillic look-alikes read as Latin).

const FAILED = canonicalize(
  String.raw`(?:failed|failure|timed out|timeout|refused|unreachable|fehlgeschlagen|zeituberschreitung|abgelehnt|nicht erreichbar|echec|echoue|echouee|expire|refusee?|fallo|fallida|fallido|agotado|rechazada|falhou|falha|esgotado|recusada|fallito|fallita|scaduto|rifiutata|не удалось|ошибка|таймаут|тайм-аут|отказано|失败|失敗|超时|超時|タイムアウト|失敗しました|接続できません|실패|시간 초과|거부)`,
);
// A host and its port: a name with a digit, a dot or a dash, or localhost, then a colon and the port.
const HOST_PORT = String.raw`(?<![\p{L}\p{N}])(?:localhost|[a-z][a-z0-9-]*\d[a-z0-9-]*|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d{2,5}(?![\d:])`;
// A retry counter: the attempt's number of the attempts allowed.
const RETRY = canonicalize(
  String.raw`(?:attempt|retry|retrying|try|versuch|wiederholung|tentative|essai|intento|reintento|tentativa|tentativo|попытка|重试|重試|尝试|リトライ|試行|재시도|시도)\s*\(?\s*\d{1,2}\s*(?:\/|of|von|sur|de|di|из)\s*\d{1,2}(?!\d)`,
);
const CONNECTION_FAILED = cued(
  new RegExp(
    String.raw`${HOST_PORT}[^\n]{0,60}?${FAILED}|${FAILED}[^\n]{0,60}?${HOST_PORT}|${RETRY}[^\n]{0,80}?${FAILED}|${FAILED}[^\n]{0,80}?${RETRY}`,
    'iu',
  ),
);

// Tests or checks counted as a runner prints them: a number failed or passed out of a total ("3 fallidos de 128",
// "2 échoués sur 40", "5 von 80 Tests fehlgeschlagen") beside a test or build word or a run's duration in seconds.
const OUTCOME = canonicalize(
  String.raw`(?:failed|passed|failing|passing|skipped|fallidos?|fallaron|superados?|pasaron|fehlgeschlagen|bestanden|echoues?|reussis?|falhados?|falharam|passaram|falliti|superati|провалено|упало|пройдено|失败|失敗|通过|通過|成功|실패|통과)`,
);
const TESTS = String.raw`(?:tests?|checks?|specs?|pruebas|testes|prove|тестов|теста|テスト|테스트)`;
const COUNTED = String.raw`\d+\s+${OUTCOME}\s*(?:,\s*\d+\s+\p{L}+\s*)?(?:de|of|von|sur|su|из|\/)\s*\d+|\d+\s*(?:\/|of|von|sur|de|su|из)\s*\d+\s+(?:${TESTS}\s+)?${OUTCOME}|(?:tests?|specs?|pruebas|testes|prove|тесты|测试|テスト|테스트)\s*:\s*\d+\s+${OUTCOME}`;
const TEST_COUNT = cued(new RegExp(COUNTED, 'iu'));
const RUN_SIGN = cued(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:tests?|suites?|specs?|build|lint|ci|pipeline|pruebas|testes|prove|сборка|тесты|构建|测试|ビルド|テスト|빌드|테스트)(?![\p{L}])|\(?(?:\d+(?:[.,]\d+)?\s?(?:ms|s))\)?(?![\p{L}])`,
    ),
    'iu',
  ),
);

/** Gate 9: a run's failure with its host or its retry count, or a test run's counts. Expects the canonical form. */
export const hasRunSummary = (text: string): boolean => CONNECTION_FAILED.test(text) || (TEST_COUNT.test(text) && RUN_SIGN.test(text));
