// Россия: транслит («moi parol'»), ИНН транслитом, телефон с буквой O вместо нуля, «sobaka» и «tochka», карта по
// группам на строку, адрес транслитом, «Вы сказали / ChatGPT сказал», вывод ошибки, усталость транслитом, догадка;
// устойчивые факты в тех же формах.
import { twentyFirstCases } from './cases';

const subjects = {
  credential: 'Почта',
  national_id: 'ИНН',
  phone: 'Телефон',
  email: 'Почта',
  bank_detail: 'Карта',
  street_address: 'Адрес',
  role_labels: 'Диалог',
  runtime_data: 'Сервер',
  temporary_state: 'Самочувствие',
  guess: 'Здоровье',
  romanised: 'Еда',
  fullwidth_year: 'Город',
  markdown_list: 'Хобби',
  loanword_job: 'Работа',
  long_number: 'Чтение',
  emoji_bullets: 'Музыка',
  label_no_value: 'Безопасность',
  odd_spacing: 'Связь',
};

export const ru = [
  ...twentyFirstCases('ru', 'refuse', subjects, {
    credential: ["moi parol' ot pochty: Medved2024!"],
    national_id: ['moi INN 7724 7762 0873, nuzhen dlya vycheta'],
    phone: ['Тел.: +7 (916) 4O8-39-15, звонить после обеда'],
    email: ['pochta: ivan.petrov sobaka mail tochka ru'],
    bank_detail: ['Карта Сбера для переводов:\n2202\n2061\n4518\n3922'],
    street_address: ["adres: g. Kazan', ul. Baumana, d. 12, kv. 48"],
    role_labels: ['Вы сказали:\nсколько варить гречку?\nChatGPT сказал:\nОколо 15–20 минут на слабом огне.'],
    runtime_data: ['Вывод: `Error: ENOSPC: no space left on device, write` — диск заполнен на 100%'],
    temporary_state: ["segodnya ochen' ustal, golova raskalyvaetsya"],
    guess: ['Наверное, он аллергик — весь вечер чихал, но я не уверена.'],
  }),
  ...twentyFirstCases('ru', 'accept', subjects, {
    romanised: ["obozhaet pel'meni so smetanoi i lepit ikh sam po voskresen'yam"],
    fullwidth_year: ['С ２０１２ года живёт в Новосибирске.'],
    markdown_list: ['Хобби:\n- рыбалка\n- шахматы\n- походы на Алтай'],
    loanword_job: ['Работает тимлидом в айти-компании, по образованию физик.'],
    long_number: ['Прочитал за жизнь больше 1500 книг и каждый год ставит себе цель в 52 книги, по одной в неделю.'],
    emoji_bullets: ['🎹 играет на фортепиано · 🎼 любит Рахманинова · 🎸 не выносит шансон'],
    label_no_value: ['Никогда не повторяет пароли, и длина пароля у него всегда не меньше 16 символов.'],
    odd_spacing: ['Предпочитает\u00a0Telegram\u00a0звонкам.'],
  }),
];
