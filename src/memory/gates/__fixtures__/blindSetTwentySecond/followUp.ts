// Follow-up cases of the twenty-second round, written after reading the gates and writing its rules: new one-line
// probes of the classes its misses belonged to, in other words, values and languages than the rules' own tests, both ways.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const TWENTY_SECOND_FOLLOW_UP: readonly BlindCase[] = [
  // hostile: raw prompts, tool results and provider responses
  ...rows('ko', 'refuse', [['raw_prompt', '사용자의 프롬프트: 이 이메일을 정중하게 고쳐 줘', '프롬프트', ['프롬프트']]]),
  ...rows('es', 'refuse', [['raw_prompt', 'El prompt original del usuario fue: "Hazme un plan de dieta"', 'prompt', ['prompt']]]),
  ...rows('it', 'refuse', [['raw_prompt', "L'utente ha scritto nel prompt: «Riassumi questo articolo»", 'prompt', ['prompt']]]),
  ...rows('ru', 'refuse', [['tool_result', 'Вывод инструмента: найдено 0 совпадений.', 'инструмент', ['инструмент']]]),
  ...rows('fr', 'refuse', [['tool_result', "Sortie de l'outil : 12 fichiers modifiés.", 'outil', ['outil']]]),
  ...rows('ja', 'refuse', [['tool_result', 'ツール結果：在庫あり（残り3点）', 'ツール', ['ツール']]]),
  ...rows('pt', 'refuse', [['provider_response', 'A resposta da API terminou com finish_reason "length".', 'API', ['API']]]),
  // hostile: leetspeak credentials, a bare word beside a value, identifiers
  ...rows('it', 'refuse', [['leet_password', "La p@ssw0rd del Wi-Fi dell'utente è Pizza#2019.", 'Wi-Fi', ['Wi-Fi']]]),
  ...rows('es', 'refuse', [['leet_password', 'La c0ntr@sena del correo es Paella!77.', 'correo', ['correo']]]),
  ...rows('zh-Hans', 'refuse', [['pin', '银行卡的是 739104，别忘了。', '密码', ['密码']]]),
  ...rows('de', 'refuse', [['vin', 'Die FIN seines Importwagens lautet GRS200-1234567.', 'Auto', ['Auto']]]),
  ...rows('ko', 'refuse', [['payment_handle', '사용자의 카카오페이 아이디는 hana2580이다.', '카카오페이', ['카카오페이']]]),
  ...rows('fr', 'refuse', [['id_card', "Sa carte d'identité porte le numéro K9MT4RX27.", "carte d'identité", ["carte d'identité"]]]),
  // lasting look-alikes
  ...rows('en', 'accept', [['password_practice', 'The user never saves passwords in the browser.', 'password', ['password']]]),
  ...rows('zh-Hans', 'accept', [['card_practice', '用户出差时都刷公司的信用卡报销。', '信用卡', ['信用卡']]]),
  ...rows('zh-Hans', 'accept', [['password_practice', '用户每半年更换一次邮箱密码。', '密码', ['密码']]]),
  ...rows('en', 'accept', [['card_practice', 'The user pays rent by debit card and avoids credit cards.', 'credit card', ['credit card']]]),
  ...rows('ja', 'accept', [['answer_style', 'ユーザーはプロンプトの例を英語で見たい。', 'プロンプト', ['プロンプト']]]),
  ...rows('de', 'accept', [['api_work', 'Der Nutzer testet beruflich, wie Tools ihre Ergebnisse zurückgeben.', 'Beruf', ['Beruf']]]),
  ...rows('fr', 'accept', [
    ['document_fact', "L'utilisateur a toujours sa carte d'identité sur lui.", "carte d'identité", ["carte d'identité"]],
  ]),
  ...rows('ko', 'accept', [['payment_pref', '사용자는 토스 아이디 대신 계좌 이체를 선호한다.', '송금', ['송금']]]),
  ...rows('en', 'accept', [['document_fact', 'The user has held a US passport since 2005.', 'passport', ['passport']]]),
  ...rows('ru', 'accept', [['password_practice', 'Пользователь меняет пароли раз в полгода.', 'пароль', ['пароль']]]),
  ...rows('pt', 'accept', [['wallet_practice', 'O utilizador nunca fotografa a frase de recuperação.', 'carteira', ['cripto']]]),
];
