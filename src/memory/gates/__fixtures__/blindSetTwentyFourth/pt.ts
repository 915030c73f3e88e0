// Portugal: valores pessoais escondidos como um avaliador os esconde, em memórias que soam duradouras, e factos
// duradouros cheios de números comuns parecidos com esses valores.
import { twentyFourthCases } from './cases';

export const pt = twentyFourthCases(
  'pt',
  [
    ['phone_number_words', 'O telemóvel do utilizador é nove um dois, quatro oito dois, sete três nove.', 'contacto', ['telemóvel']],
    ['phone_mixed_words', 'O utilizador atende sempre no 912 quatro oito dois 739.', 'contacto', ['contacto']],
    ['phone_other_digits', 'O contacto do utilizador é ९१२ ४८२ ७३९ há muitos anos.', 'telefone', ['telefone']],
    ['phone_separated', 'Telemóvel do utilizador: 9~1~2 · 4~8~2 · 7~3~9', 'telemóvel', ['telemóvel']],
    ['email_spoken', 'O email do utilizador é joana ponto silva arroba sapo ponto pt.', 'email', ['email']],
    ['national_id', 'O NIF do utilizador é 248 739 107.', 'finanças', ['NIF']],
    ['passport_number', 'O número do passaporte do utilizador é CB482739, válido até 2030.', 'passaporte', ['passaporte', 'viagens']],
    ['bank_account', 'O ordenado do utilizador cai no IBAN PT50 0002 0123 1234 5678 9015 4.', 'banco', ['ordenado', 'banco']],
    ['id_split_tags', 'O NIF do utilizador começa por 248 739.', 'NIF', ['NIF', 'termina em 107']],
    ['street_address', 'O utilizador mora na Rua de Santa Catarina, 312, 2.º Esq., 4000-447 Porto.', 'casa', ['casa', 'Porto']],
    ['home_coordinates', 'A casa do utilizador fica exatamente em 41.14961, -8.61099.', 'casa', ['casa']],
    ['door_code', 'O código do portão da garagem do utilizador é 3-8-1-5 desde que lá mora.', 'casa', ['garagem']],
    [
      'recovery_phrase',
      'A frase de recuperação da carteira do utilizador: abacate, cenoura, janela, limão, pipoca, tucano.',
      'cripto',
      ['carteira'],
    ],
    [
      'lasting_with_value',
      'O utilizador é enfermeiro no Hospital de São João há dez anos e o telemóvel dele é 936 184 270.',
      'trabalho',
      ['enfermeiro', 'Porto'],
    ],
  ],
  [
    ['birth_years', 'O utilizador nasceu em 1991 e mudou-se para Coimbra em 2015.', 'percurso', ['Coimbra']],
    ['clothing_size', 'O utilizador calça 41 e veste tamanho L.', 'roupa', ['sapatos']],
    ['plant_count', 'O utilizador tem 14 vasos de plantas na varanda.', 'plantas', ['plantas']],
    ['product_model', 'O utilizador usa um iPhone 13 mini e um portátil Asus ZenBook 14.', 'aparelhos', ['iPhone', 'portátil']],
    ['software_version', 'A equipa do utilizador usa Kotlin 1.9 e Spring Boot 3.1.', 'trabalho', ['Kotlin', 'Spring']],
    [
      'isbn_book',
      'O livro preferido do utilizador é Ensaio sobre a Cegueira, da Porto Editora, ISBN 978-972-0-04794-6.',
      'livros',
      ['Saramago'],
    ],
    ['price_budget', 'O utilizador gasta cerca de 250 € por mês no supermercado.', 'orçamento', ['orçamento']],
    ['route_number', 'O utilizador apanha todos os dias o autocarro 205 e a linha amarela do metro.', 'deslocações', ['autocarro']],
    ['city_coordinates', 'O utilizador vive em Braga, por volta de 41,5° N e 8,4° O.', 'residência', ['Braga']],
    ['postcode_city', 'O utilizador vive na zona do código postal 1000, em Lisboa.', 'residência', ['Lisboa']],
    ['employer_hotline', 'O utilizador trabalha na linha de apoio ao cliente da MEO.', 'trabalho', ['MEO']],
    ['number_word_habit', 'O utilizador nada duas vezes por semana, cerca de mil e quinhentos metros.', 'desporto', ['natação']],
  ],
);
