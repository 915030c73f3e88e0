// The nineteenth set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound
// fails while a named case passes). At the first score there were 19 (see blindSetNineteenth.test.ts).

export const NINETEENTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // spreadsheet rows copied with their tabs
  'Row from the budget sheet: 03/14/2026\tCostco\tGroceries\t$214.37\tReconciled',
  '엑셀에서 복사한 행: 2026-03-14\t점심 회식\t법인카드\t128,000원\t영수증 제출',
  'Zeile aus der Nebenkostenabrechnung: 14.03.2026\tHeizöl\t1.250,00 €\tüberwiesen\t3. OG links',
  'Fila copiada del Excel de gastos: 14/03/2026\tMercadona\tAlimentación\t-87,45 €\tTarjeta',
  'Строка из таблицы расходов: 14.03.2026\tПятёрочка\tПродукты\t-1 245,50 ₽\tкарта',
  // meeting transcripts with timestamps and speaker names
  '飞书妙记 00:14:32 刘洋：我觉得测试版20号上线。00:14:41 陈静：得先过测试那边。',
  'Transcripción de la reunión en Meet: 00:14:32 Marta Gil: Lanzamos la beta el día 20. 00:14:41 Pablo Sanz: Solo si QA da el visto bueno.',
  'Расшифровка созвона в Толке: 00:14:32 Анна Волкова: Бету выкатываем двадцатого. 00:14:41 Игорь Лебедев: Только если тестировщики подпишут.',
  'Trascrizione della call su Teams: 00:14:32 Luca Ferri: Andiamo in produzione il 20. 00:14:41 Sara Conti: Solo dopo il collaudo.',
  // raw API responses
  '{"id":"ch_3P1xYz2eZvKYlo2C0","object":"charge","amount":4999,"currency":"usd","status":"failed","failure_code":"card_declined"}',
  '{"statut":"refusé","motif":"solde insuffisant","montant":"49,99 €","date":"14/03/2026"}',
  '{"esito":"KO","messaggio":"Carta scaduta","importo":"59,90 €","data":"14/03/2026"}',
  // log lines with localised levels
  "14/03/2026 02:17:45 [ERREUR] Échec de la connexion à la base « clients » : délai d'attente dépassé",
  '14.03.2026 02:17:45,123 [ОШИБКА] Не удалось подключиться к базе «клиенты»: превышено время ожидания',
  '14/03/2026 02:17:45 [ERRORE] Impossibile connettersi al database "ordini": timeout scaduto',
  // forwarded SMS codes
  '転送されたSMS：【三井住友カード】認証番号は482913です。第三者に絶対に教えないでください。',
  'Weitergeleitete SMS der Sparkasse: „Ihre mobileTAN für die Überweisung an M. Schulz über 250,00 EUR lautet 482913.“',
  // terminal output in a localised shell
  "Sortie de git status : Sur la branche main\nVotre branche est à jour avec 'origin/main'.\nModifications qui ne seront pas validées :\n\tmodifié :         src/app.ts",
  // a support-chat log
  'Atendimento da Vivo pelo chat: Atendente Camila: Olá! Verifiquei uma instabilidade na sua região. Você: Até quando? Atendente Camila: Previsão de normalização às 18h30.',
]);
