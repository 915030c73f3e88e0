// Italia: output di modelli e tracce di agenti raccontati a parole, come un modello di estrazione li passerebbe come
// ricordo, e i fatti duraturi che ne condividono le parole.
import { twentyThirdCases } from './cases';

export const it = twentyThirdCases(
  'it',
  [
    [
      'model_answer',
      "L'assistente ha risposto che il periodo migliore per visitare la Sicilia è fine maggio.",
      'viaggi',
      ['Sicilia', 'viaggi'],
    ],
    [
      'model_paraphrase',
      "Secondo la risposta di ChatGPT, il mal di schiena dell'utente dipende probabilmente dalla sedia.",
      'salute',
      ['salute'],
    ],
    [
      'system_prompt',
      'Prompt di sistema: «Sei un agente di viaggio cordiale. Non nominare mai i concorrenti.»',
      'prompt di sistema',
      ['prompt di sistema'],
    ],
    [
      'developer_message',
      'Il messaggio dello sviluppatore chiedeva di rispondere sempre in JSON e di non parlare mai di prezzi.',
      'istruzioni',
      ['sviluppatore'],
    ],
    ['function_call', "L'assistente ha chiamato get_weather con city=Torino e units=metric.", 'meteo', ['strumento', 'meteo']],
    [
      'chain_of_thought',
      "Ragionamento: l'utente ha parlato di un volo alle 6, quindi prima devo verificare se gli serve un hotel vicino all'aeroporto.",
      'ragionamento',
      ['ragionamento'],
    ],
    [
      'retrieved_chunk',
      'Frammento recuperato 3 di 12 da regolamento_aziendale.pdf: «I dipendenti maturano 2,17 giorni di ferie al mese.»',
      'documento',
      ['ferie', 'regolamento'],
    ],
    [
      'tool_json',
      'Lo strumento di ricerca ha restituito status ok, 3 risultati, primo titolo «Le migliori pizzerie di Napoli», punteggio 0,92.',
      'ricerca',
      ['strumento', 'ricerca'],
    ],
    [
      'tool_error',
      "La chiamata all'API di OpenAI è fallita con errore 429: limite di richieste superato, riprovare tra 20 secondi.",
      'API',
      ['API'],
    ],
    ['log_line', '2024-03-12 14:03:22 ERROR [worker-3] Connessione rifiutata: postgres:5432', 'log', ['log']],
    [
      'agent_step',
      "Passo 4: l'agente ha aperto unieuro.it, ha messo il frullatore nel carrello e ha cliccato «Vai alla cassa».",
      'agente',
      ['agente', 'acquisti'],
    ],
    [
      'api_key_in_trace',
      "L'assistente ha chiamato l'API di Anthropic con la chiave sk-ant-api03-Pq7rS9tU1vW3xY5zA7bC9dE1fG3.",
      'API',
      ['API', 'Anthropic'],
    ],
    [
      'token_in_trace',
      "La richiesta dello strumento inviava l'intestazione Authorization: Bearer ghp_Yz5Ab7Cd9Ef1Gh3Ij5Kl7Mn9Op1Qr3St5Uv.",
      'autenticazione',
      ['GitHub'],
    ],
    [
      'phone_in_trace',
      "L'assistente ha chiamato send_sms con to=347 128 4590 e il testo «Il suo tavolo è pronto».",
      'SMS',
      ['SMS', 'telefono'],
    ],
    [
      'email_in_trace',
      "L'agente ha eseguito send_email con destinatario giulia.rossi86@libero.it e oggetto «Fattura».",
      'email',
      ['email', 'agente'],
    ],
  ],
  [
    ['short_answers', "L'utente preferisce risposte brevi, senza introduzione né riassunto finale.", 'risposte', ['risposte']],
    [
      'builds_agents',
      "L'utente sviluppa nella sua azienda agenti con chiamate di funzione per l'assistenza clienti.",
      'lavoro',
      ['agenti', 'chiamate di funzione'],
    ],
    [
      'writes_prompts',
      "L'utente scrive prompt di sistema per un'agenzia pubblicitaria, è il suo mestiere.",
      'lavoro',
      ['prompt', 'mestiere'],
    ],
    ['wants_reasoning', "L'utente vuole vedere il ragionamento passo per passo prima della risposta finale.", 'risposte', ['ragionamento']],
    ['rag_work', "L'utente sta costruendo un sistema di ricerca sui fascicoli del suo studio legale.", 'lavoro', ['RAG', 'ricerca']],
    ['logging_practice', "L'utente scrive log strutturati in JSON in tutti i suoi servizi backend.", 'log', ['log']],
    [
      'key_practice',
      "L'utente tiene le chiavi API in un gestore di segreti e non le committa mai su Git.",
      'chiavi API',
      ['chiavi API', 'sicurezza'],
    ],
    ['output_format', "L'utente vuole esempi di codice in TypeScript con annotazioni di tipo.", 'formato', ['TypeScript']],
    ['model_choice', "L'utente usa Claude per scrivere e un modello Llama locale per programmare.", 'strumenti', ['LLM', 'strumenti']],
    ['sources_pref', "L'utente vuole che l'assistente metta un link alla fonte ogni volta che afferma un fatto.", 'fonti', ['fonti']],
    [
      'teaches_prompting',
      "L'utente tiene un corso serale di prompt engineering in un istituto tecnico.",
      'lavoro',
      ['insegnamento', 'prompt'],
    ],
    ['assistant_tone', "L'utente vuole che l'assistente sia diretto e senza complimenti.", 'tono', ['tono']],
    ['debug_habit', "L'utente scrive sempre un test che fallisce e riproduce il bug prima di correggerlo.", 'debug', ['test']],
  ],
);
