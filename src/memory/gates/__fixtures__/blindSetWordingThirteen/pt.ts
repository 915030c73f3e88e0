import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    field_state: ['Humor: ansioso (semana de provas)', 'Status: de atestado até sex.', 'Energia: baixa, saindo de uma gripe'],
    marker: ['🤒 de cama com gripe, academia em pausa', '#temp dormindo no sofá de um amigo'],
    qualifier: ['Editor: VS Code (por enquanto)', 'trabalha em banco (provavelmente)'],
    short_date: ['em Recife até 12/03, depois SP', 'home office até 30/11, escritório em reforma'],
    crm_now: ['Cliente atualmente avaliando Notion vs. Confluence', 'Cliente parece sensível a preço'],
    guess_mark: ['prov. enfermeiro, fala de plantões noturnos', 'mora em Curitiba?'],
    fragment: ['- procurando emprego, entrevistas a semana toda', 'O usuário está atualmente no processo de se mudar.'],
  }),
  ...group('pt', 'accept', {
    field_lasting: ['Dieta: sem glúten (celíaca)', 'Alergia: dipirona', 'Religião: espírita'],
    field_schedule: ['Academia: seg/qua/sex', 'Aula de piano: terças 17h'],
    dated_project: ['Projeto: restauração de um veleiro de 1968, desde 2021', 'Tese: ilhas de calor urbanas, defesa em 2029'],
    terse_trait: ['Perfil: introvertido, recarrega sozinho', 'Coruja, rende mais depois das 22h'],
    title_time: ['Livro favorito: "O Tempo e o Vento"', 'Música favorita: "Sábado à noite" (Lulu Santos)'],
    crm_lasting: ['Cliente prefere e-mail a ligação', 'Cliente: sede em Porto Alegre'],
    marked_lasting: ['🌱 vegana desde 2015', '#preferência assento na janela'],
  }),
];
