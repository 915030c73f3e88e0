import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    home_phase: [
      'Vai se mudar no mês que vem.',
      'Está reformando a cozinha.',
      'Está tomando conta da casa de uns amigos até o fim do mês.',
      'Está com parentes hospedados em casa.',
    ],
    work_phase: [
      'Anda à procura de emprego.',
      'Está desempregado, entre um emprego e outro.',
      'Está em época de provas.',
      'O usuário está aguardando o visto.',
      'Está tirando a carteira de motorista; a prova é em maio.',
    ],
    health_phase: [
      'Está grávida, com parto previsto para a primavera.',
      'Está tomando antibiótico.',
      'Está com o braço engessado.',
      'Está de dieta para o casamento.',
    ],
    family_phase: ['Está cuidando do pai depois da cirurgia.', 'Está no meio de um divórcio.'],
  }),
  ...group('pt', 'accept', {
    lasting_home: ['Mora com os pais.', 'Tem casa própria.', 'Aluga um apartamento em Lyon.', 'Mora em Berlim desde 2015.'],
    lasting_work: [
      'Trabalha no turno da noite.',
      'A usuária é enfermeira.',
      'Vai de carro para o trabalho.',
      'Estuda japonês por hobby há muitos anos.',
    ],
    lasting_health: ['Tem diabetes tipo 1.', 'Não come carne há dez anos.', 'É surdo de um ouvido.'],
    lasting_family: ['Tem dois filhos.', 'É divorciada.', 'Casou-se em 2019.', 'Está com o companheiro há doze anos.'],
  }),
];
