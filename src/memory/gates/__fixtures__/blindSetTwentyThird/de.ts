// Deutschland: Modellausgaben und Agentenprotokolle in Worten, wie ein Extraktionsmodell sie als Erinnerung weitergäbe,
// und die dauerhaften Gegenstücke mit denselben Wörtern.
import { twentyThirdCases } from './cases';

export const de = twentyThirdCases(
  'de',
  [
    ['model_answer', 'Der Assistent antwortete, dass die beste Reisezeit für Rügen Anfang September sei.', 'Reise', ['Rügen', 'Reise']],
    [
      'model_paraphrase',
      'Laut der Antwort von ChatGPT kommen die Rückenschmerzen des Nutzers wahrscheinlich vom Sitzen.',
      'Gesundheit',
      ['Gesundheit'],
    ],
    [
      'system_prompt',
      'Systemprompt: „Du bist ein freundlicher Reiseberater. Erwähne niemals Mitbewerber.“',
      'Systemprompt',
      ['Systemprompt'],
    ],
    [
      'developer_message',
      'Die Entwicklernachricht verlangte, immer in JSON zu antworten und nie über Preise zu sprechen.',
      'Anweisungen',
      ['Entwickler'],
    ],
    ['function_call', 'Der Assistent rief get_weather mit city=Leipzig und units=metric auf.', 'Wetter', ['Tool', 'Wetter']],
    [
      'chain_of_thought',
      'Gedankengang: Der Nutzer hat einen Flug um 6 Uhr erwähnt, also sollte ich zuerst prüfen, ob er ein Hotel am Flughafen braucht.',
      'Überlegung',
      ['Reasoning'],
    ],
    [
      'retrieved_chunk',
      'Abgerufener Abschnitt 3 von 12 aus Betriebsvereinbarung.pdf: „Beschäftigte erhalten 2,5 Urlaubstage pro Monat.“',
      'Dokument',
      ['Urlaub', 'Richtlinie'],
    ],
    [
      'tool_json',
      'Das Suchtool lieferte status ok, 3 Treffer, bester Treffer „Die besten Döner in Berlin“, Score 0,92.',
      'Suche',
      ['Tool', 'Suche'],
    ],
    [
      'tool_error',
      'Der Aufruf der Mistral-API schlug mit Fehler 429 fehl: Ratenlimit überschritten, neuer Versuch in 20 Sekunden.',
      'API',
      ['API'],
    ],
    ['log_line', '2024-03-12 14:03:22 ERROR [worker-3] Verbindung abgelehnt: postgres:5432', 'Logs', ['Logs']],
    [
      'agent_step',
      'Schritt 4: Der Agent öffnete otto.de, legte den Mixer in den Warenkorb und klickte auf „Zur Kasse“.',
      'Agent',
      ['Agent', 'Einkauf'],
    ],
    [
      'api_key_in_trace',
      'Der Assistent rief die OpenAI-API mit dem Schlüssel sk-proj-Xk9pQ2vR7tLmN4sW8yZ1aB3cD5eF6gH7 auf.',
      'API',
      ['API', 'OpenAI'],
    ],
    [
      'token_in_trace',
      'Die Tool-Anfrage schickte den Header Authorization: Bearer ghp_Kf7Lp2QwErTy8UiOp3AsDfGh4JkL5zXc6VbN.',
      'Authentifizierung',
      ['GitHub'],
    ],
    [
      'phone_in_trace',
      'Der Assistent rief send_sms mit to=+49 151 23456789 und dem Text „Ihr Tisch ist frei“ auf.',
      'SMS',
      ['SMS', 'Telefon'],
    ],
    [
      'email_in_trace',
      'Der Agent führte send_email mit Empfänger jonas.weber84@web.de und Betreff „Rechnung“ aus.',
      'E-Mail',
      ['E-Mail', 'Agent'],
    ],
  ],
  [
    ['short_answers', 'Der Nutzer bevorzugt kurze Antworten ohne Einleitung und ohne Zusammenfassung am Ende.', 'Antworten', ['Antworten']],
    [
      'builds_agents',
      'Der Nutzer entwickelt in seiner Firma Agenten mit Function Calling für den Kundenservice.',
      'Beruf',
      ['Agenten', 'Function Calling'],
    ],
    ['writes_prompts', 'Der Nutzer schreibt beruflich Systemprompts für eine Werbeagentur.', 'Beruf', ['Prompts', 'Beruf']],
    [
      'wants_reasoning',
      'Der Nutzer möchte den Lösungsweg Schritt für Schritt sehen, bevor die endgültige Antwort kommt.',
      'Antworten',
      ['Lösungsweg'],
    ],
    ['rag_work', 'Der Nutzer baut ein Retrieval-System über die Akten seiner Anwaltskanzlei.', 'Beruf', ['RAG', 'Retrieval']],
    ['logging_practice', 'Der Nutzer schreibt in allen Backend-Diensten strukturierte Logs im JSON-Format.', 'Logs', ['Logging']],
    [
      'key_practice',
      'Der Nutzer bewahrt API-Schlüssel in einem Secrets-Manager auf und committet sie nie ins Git.',
      'API-Schlüssel',
      ['API-Schlüssel', 'Sicherheit'],
    ],
    ['output_format', 'Der Nutzer möchte Codebeispiele in TypeScript mit Typannotationen.', 'Format', ['TypeScript']],
    ['model_choice', 'Der Nutzer verwendet Claude zum Schreiben und ein lokales Llama-Modell für Code.', 'Werkzeuge', ['LLM', 'Werkzeuge']],
    ['sources_pref', 'Der Nutzer möchte, dass der Assistent bei jeder Tatsachenbehauptung eine Quelle verlinkt.', 'Quellen', ['Quellen']],
    [
      'teaches_prompting',
      'Der Nutzer unterrichtet an der Volkshochschule einen Abendkurs über Prompt Engineering.',
      'Beruf',
      ['Unterricht', 'Prompts'],
    ],
    ['assistant_tone', 'Der Nutzer möchte, dass der Assistent direkt ist und auf Komplimente verzichtet.', 'Ton', ['Ton']],
    [
      'debug_habit',
      'Der Nutzer schreibt vor jedem Bugfix zuerst einen fehlschlagenden Test, der den Fehler reproduziert.',
      'Debugging',
      ['Tests'],
    ],
  ],
);
