// France : sorties de modèle et traces d'agent racontées en mots, comme un modèle d'extraction les transmettrait en
// souvenir, et les faits durables qui partagent leurs mots.
import { twentyThirdCases } from './cases';

export const fr = twentyThirdCases(
  'fr',
  [
    ['model_answer', "L'assistant a répondu que la meilleure période pour visiter la Corse est la mi-juin.", 'voyage', ['Corse', 'voyage']],
    [
      'model_paraphrase',
      "D'après la réponse de Mistral, les migraines de l'utilisateur viennent sans doute du manque de sommeil.",
      'santé',
      ['santé'],
    ],
    [
      'system_prompt',
      'Prompt système : « Tu es un agent de voyage aimable. Ne cite jamais les concurrents. »',
      'prompt système',
      ['prompt système'],
    ],
    [
      'developer_message',
      'Le message du développeur demandait de toujours répondre en JSON et de ne jamais parler des tarifs.',
      'consignes',
      ['développeur'],
    ],
    ['function_call', "L'assistant a appelé get_weather avec city=Lyon et units=metric.", 'météo', ['outil', 'météo']],
    [
      'chain_of_thought',
      "Raisonnement : l'utilisateur a parlé d'un vol à 6 h, donc je dois d'abord vérifier s'il lui faut un hôtel près de l'aéroport.",
      'raisonnement',
      ['raisonnement'],
    ],
    [
      'retrieved_chunk',
      'Extrait récupéré 3 sur 12 de reglement_interieur.pdf : « Les salariés acquièrent 2,5 jours de congé par mois. »',
      'document',
      ['congés', 'règlement'],
    ],
    [
      'tool_json',
      "L'outil de recherche a renvoyé status ok, 3 résultats, premier titre « Les meilleures crêperies de Rennes », score 0,92.",
      'recherche',
      ['outil', 'recherche'],
    ],
    [
      'tool_error',
      "L'appel à l'API d'OpenAI a échoué avec l'erreur 429 : limite de débit dépassée, réessayer dans 20 secondes.",
      'API',
      ['API'],
    ],
    ['log_line', '2024-03-12 14:03:22 ERROR [worker-3] Connexion refusée : postgres:5432', 'journaux', ['logs']],
    [
      'agent_step',
      "Étape 4 : l'agent a ouvert fnac.com, a mis le blender dans le panier et a cliqué sur « Commander ».",
      'agent',
      ['agent', 'achats'],
    ],
    [
      'api_key_in_trace',
      "L'assistant a appelé l'API Mistral avec la clé sk-Xk9pQ2vR7tLmN4sW8yZ1aB3cD5eF6gH7jK.",
      'API',
      ['API', 'Mistral'],
    ],
    [
      'token_in_trace',
      "La requête de l'outil envoyait l'en-tête Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoiNDIifQ.Tq8LmN3pQr7StUvWx9YzA2bC4d.",
      'authentification',
      ['auth'],
    ],
    [
      'phone_in_trace',
      "L'assistant a appelé send_sms avec to=06 12 84 37 95 et le texte « Votre table est prête ».",
      'SMS',
      ['SMS', 'téléphone'],
    ],
    [
      'email_in_trace',
      "L'agent a exécuté send_email avec destinataire claire.martin77@orange.fr et objet « Facture ».",
      'e-mail',
      ['e-mail', 'agent'],
    ],
  ],
  [
    ['short_answers', "L'utilisateur préfère des réponses courtes, sans préambule ni résumé final.", 'réponses', ['réponses']],
    [
      'builds_agents',
      "L'utilisateur développe dans son entreprise des agents à appel de fonctions pour le service client.",
      'travail',
      ['agents', 'appel de fonctions'],
    ],
    [
      'writes_prompts',
      "L'utilisateur écrit des prompts système pour une agence de publicité, c'est son métier.",
      'travail',
      ['prompts', 'métier'],
    ],
    ['wants_reasoning', "L'utilisateur veut voir le raisonnement étape par étape avant la réponse finale.", 'réponses', ['raisonnement']],
    [
      'rag_work',
      "L'utilisateur construit un système de recherche documentaire sur les dossiers de son cabinet d'avocats.",
      'travail',
      ['RAG', 'recherche'],
    ],
    ['logging_practice', "L'utilisateur écrit des journaux structurés en JSON dans tous ses services backend.", 'journaux', ['logs']],
    [
      'key_practice',
      "L'utilisateur garde ses clés d'API dans un gestionnaire de secrets et ne les commite jamais dans Git.",
      "clés d'API",
      ['clés API', 'sécurité'],
    ],
    ['output_format', "L'utilisateur veut des exemples de code en TypeScript avec annotations de type.", 'format', ['TypeScript']],
    ['model_choice', "L'utilisateur utilise Claude pour écrire et un modèle Llama local pour coder.", 'outils', ['LLM', 'outils']],
    ['sources_pref', "L'utilisateur veut que l'assistant cite une source avec un lien à chaque fait avancé.", 'sources', ['sources']],
    [
      'teaches_prompting',
      "L'utilisateur donne des cours du soir de prompt engineering dans un IUT.",
      'travail',
      ['enseignement', 'prompts'],
    ],
    ['assistant_tone', "L'utilisateur veut que l'assistant soit direct et sans compliments.", 'ton', ['ton']],
    ['debug_habit', "L'utilisateur écrit toujours un test qui échoue et reproduit le bug avant de le corriger.", 'débogage', ['tests']],
  ],
);
