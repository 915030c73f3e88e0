// Portugal: saídas de modelo e rastos de agente contados por palavras, como um modelo de extração os passaria como
// memória, e os factos duradouros que partilham as suas palavras.
import { twentyThirdCases } from './cases';

export const pt = twentyThirdCases(
  'pt',
  [
    ['model_answer', 'O assistente respondeu que a melhor altura para visitar os Açores é setembro.', 'viagem', ['Açores', 'viagem']],
    [
      'model_paraphrase',
      'Segundo a resposta do ChatGPT, as dores de costas do utilizador devem-se provavelmente à postura.',
      'saúde',
      ['saúde'],
    ],
    [
      'system_prompt',
      'Prompt de sistema: «És um agente de viagens simpático. Nunca menciones a concorrência.»',
      'prompt de sistema',
      ['prompt de sistema'],
    ],
    [
      'developer_message',
      'A mensagem do programador pedia para responder sempre em JSON e nunca falar de preços.',
      'instruções',
      ['programador'],
    ],
    ['function_call', 'O assistente chamou get_weather com city=Porto e units=metric.', 'tempo', ['ferramenta', 'tempo']],
    [
      'chain_of_thought',
      'Raciocínio: o utilizador falou de um voo às 6h, por isso primeiro devo verificar se precisa de um hotel perto do aeroporto.',
      'raciocínio',
      ['raciocínio'],
    ],
    [
      'retrieved_chunk',
      'Excerto recuperado 3 de 12 de regulamento_interno.pdf: «Os trabalhadores acumulam 2 dias de férias por mês.»',
      'documento',
      ['férias', 'regulamento'],
    ],
    [
      'tool_json',
      'A ferramenta de pesquisa devolveu status ok, 3 resultados, primeiro título «Os melhores pastéis de nata de Lisboa», pontuação 0,92.',
      'pesquisa',
      ['ferramenta', 'pesquisa'],
    ],
    [
      'tool_error',
      'A chamada à API da OpenAI falhou com o erro 429: limite de pedidos excedido, tentar de novo em 20 segundos.',
      'API',
      ['API'],
    ],
    ['log_line', '2024-03-12 14:03:22 ERROR [worker-3] Ligação recusada: postgres:5432', 'logs', ['logs']],
    [
      'agent_step',
      'Passo 4: o agente abriu worten.pt, pôs a liquidificadora no carrinho e clicou em «Finalizar compra».',
      'agente',
      ['agente', 'compras'],
    ],
    [
      'api_key_in_trace',
      'O assistente chamou a API da OpenAI com a chave sk-proj-Wx9YzA2bC4dE6fG8hJ1kL3mN5pQ7rS.',
      'API',
      ['API', 'OpenAI'],
    ],
    [
      'token_in_trace',
      'O pedido da ferramenta enviava o cabeçalho Authorization: Bearer ghp_Tq8LmN3pQr7StUvWx9YzA2bC4dE6fG8hJ1kL.',
      'autenticação',
      ['GitHub'],
    ],
    ['phone_in_trace', 'O assistente chamou send_sms com to=912 345 678 e o texto «A sua mesa está pronta».', 'SMS', ['SMS', 'telemóvel']],
    [
      'email_in_trace',
      'O agente executou send_email com destinatário joana.silva88@sapo.pt e assunto «Fatura».',
      'email',
      ['email', 'agente'],
    ],
  ],
  [
    ['short_answers', 'O utilizador prefere respostas curtas, sem introdução nem resumo no fim.', 'respostas', ['respostas']],
    [
      'builds_agents',
      'O utilizador desenvolve na empresa agentes com chamadas de funções para o apoio ao cliente.',
      'trabalho',
      ['agentes', 'chamadas de funções'],
    ],
    [
      'writes_prompts',
      'O utilizador escreve prompts de sistema para uma agência de publicidade, é a sua profissão.',
      'trabalho',
      ['prompts', 'profissão'],
    ],
    ['wants_reasoning', 'O utilizador quer ver o raciocínio passo a passo antes da resposta final.', 'respostas', ['raciocínio']],
    [
      'rag_work',
      'O utilizador está a construir um sistema de pesquisa sobre os processos do seu escritório de advogados.',
      'trabalho',
      ['RAG', 'pesquisa'],
    ],
    ['logging_practice', 'O utilizador escreve logs estruturados em JSON em todos os serviços de backend.', 'logs', ['logs']],
    [
      'key_practice',
      'O utilizador guarda as chaves de API num gestor de segredos e nunca as envia para o Git.',
      'chaves de API',
      ['chaves API', 'segurança'],
    ],
    ['output_format', 'O utilizador quer exemplos de código em TypeScript com anotações de tipo.', 'formato', ['TypeScript']],
    [
      'model_choice',
      'O utilizador usa o Claude para escrever e um modelo Llama local para programar.',
      'ferramentas',
      ['LLM', 'ferramentas'],
    ],
    ['sources_pref', 'O utilizador quer que o assistente ponha um link para a fonte sempre que afirma um facto.', 'fontes', ['fontes']],
    ['teaches_prompting', 'O utilizador dá um curso noturno de engenharia de prompts num politécnico.', 'trabalho', ['ensino', 'prompts']],
    ['assistant_tone', 'O utilizador quer que o assistente seja direto e dispense elogios.', 'tom', ['tom']],
    ['debug_habit', 'O utilizador escreve sempre um teste que falha e reproduz o erro antes de o corrigir.', 'depuração', ['testes']],
  ],
);
