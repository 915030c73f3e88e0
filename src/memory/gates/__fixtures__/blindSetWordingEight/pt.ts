import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    extraction_temporary: [
      'O usuário mencionou que no momento está dormindo na casa de um amigo até receber as chaves do apartamento.',
      'O utilizador disse que, por causa de uma cirurgia aos dentes, só pode comer sopa por enquanto.',
      'O usuário comentou que está morando com os pais enquanto durar a reforma.',
    ],
    extraction_speculative: [
      'Aparentemente o usuário é canhoto, a julgar por uma foto que descreveu.',
      'O usuário deu a entender que pode estar grávida.',
    ],
    unaccented: ['usuario ta de atestado ate quinta, volta segunda', 'hj o usuario ta trabalhando de casa, amanha vai pro escritorio'],
    code_switch: ['O usuário está em Lisboa until Sunday para um casamento.', 'O usuário está trabalhando remoto this week.'],
    regional: [
      'O utilizador está esta semana de férias no Algarve e não tem rede.',
      'O usuário tá de boa hoje, só maratonando série no sofá.',
    ],
    cultural_event: [
      'O usuário vai passar o Carnaval deste ano em Salvador.',
      'O usuário largou o chocolate nesta Quaresma.',
      'O usuário está esperando as promoções da Black Friday desta semana para comprar uma TV.',
    ],
    marked_uncertain: ['O usuário gosta de jazz (?)', 'O usuário é vegetariano??', 'O usuário prefere Android talvez… 🤔'],
    life_phase: ['O usuário está fazendo intercâmbio em Coimbra até julho.', 'O utilizador está de licença parental até à primavera.'],
    borrowed: ['O usuário está usando o carro da vizinha enquanto o dele está na oficina.'],
    conditional_wish: ['O usuário correria todas as manhãs se parasse de chover.'],
    first_impression: ['Depois de um só episódio, o usuário achou a nova série policial chata.'],
  }),
  ...group('pt', 'accept', {
    yearly_custom: [
      'O usuário desfila numa escola de samba todo Carnaval.',
      'Todos os anos o utilizador come bacalhau na consoada.',
      'O usuário faz jejum no Ramadã todos os anos.',
    ],
    dated_phase: [
      'O usuário fez intercâmbio em Madri em 2014.',
      'O utilizador tirou um ano sabático em 2019 para viajar pela Ásia.',
      'O usuário esteve de licença-paternidade de março a outubro de 2021.',
    ],
    dialect_preference: [
      'O utilizador prefere português europeu, com "telemóvel" e "autocarro".',
      'O usuário prefere que falem com ele usando "você" e expressões do Brasil.',
    ],
    uncertainty_preference: [
      'O usuário prefere que o assistente diga "talvez" ou "não tenho certeza" quando estiver em dúvida.',
      'O usuário quer que as estimativas venham com um nível de confiança.',
      'O usuário não gosta de respostas evasivas e prefere uma recomendação clara.',
    ],
    title_hedge: [
      'A música favorita do usuário é "Talvez" de Caetano Veloso.',
      'O usuário adora o filme "Amanhã Nunca Mais".',
      'O livro favorito do utilizador é "Talvez amanhã".',
    ],
    profession_phase: [
      'O usuário trabalha como agente de liberdade condicional.',
      'O utilizador é coordenador de um programa de professores de intercâmbio.',
    ],
    extraction_stable: [
      'O usuário mencionou que sempre sobe de escada em vez de elevador.',
      'O utilizador disse que é vegano há doze anos.',
      'O usuário comentou que lê todas as noites antes de dormir.',
    ],
    unaccented_lasting: [
      'usuario adora pao de queijo e acai',
      'o usuario nao come carne de porco, nunca',
      'usuario prefere cha verde sem acucar',
    ],
  }),
];
