import { twins } from './cases';

export const PT = twins('pt', {
  pref: [
    ['O usuário está comendo vegetariano neste mês.', 'O usuário come vegetariano.'],
    ['Pelo jeito prefere o modo escuro.', 'Prefere o modo escuro.'],
  ],
  fact: [
    ['Moro em Curitiba por enquanto.', 'Moro em Curitiba.'],
    ['A usuária teria crescido em Recife.', 'A usuária cresceu em Recife.'],
  ],
  health: [
    ['Acho que o usuário é alérgico a lagosta.', 'O usuário é alérgico a lagosta.'],
    ['Não bebo álcool até a cirurgia.', 'Não bebo álcool de jeito nenhum.'],
  ],
  work: [
    ['O usuário está afastado do trabalho.', 'O usuário trabalha em casa.'],
    ['Deve ser gerente de uma equipe de doze pessoas.', 'É gerente de uma equipe de doze pessoas.'],
  ],
  family: [
    ['Minha mãe está morando conosco temporariamente.', 'Minha mãe mora conosco.'],
    ['Parece que o usuário tem três netos.', 'O usuário tem três netos.'],
  ],
  plan: [
    ['Talvez treine para a maratona de Berlim de 2027.', 'Treina para a maratona de Berlim de 2027.'],
    ['Estou aprendendo coreano neste semestre.', 'Aprendo coreano há anos.'],
  ],
  habit: [
    ['O usuário anda pulando o café da manhã.', 'O usuário sempre pula o café da manhã.'],
    ['Nas férias nado todas as manhãs às seis.', 'Nos dias úteis nado todas as manhãs às seis.'],
  ],
  instr: [['Responda em inglês só nesta conversa.', 'Responda em inglês em todas as conversas.']],
});
