import { IMPERSONAL_MEMORY_LINES } from './impersonalSet';

// The store of the aboutness set: the impersonal set's 50 memories of one invented user plus the notes
// below, which that user wrote in six more languages and which carry the words that mislead: a
// programming language that is also a gem or a bird, pets and people named after a fruit, a planet or
// the moon, brands that are common nouns, home towns, and Chinese and Japanese words that sit inside
// longer words. Same line format as the impersonal set (`*` marks "applies to every answer").

const EXTRA_MEMORY_LINES = `
user_preference | ruby, rails | Ruby | The user writes backend services in Ruby on Rails.
stable_user_context | mango, dog | Mango | The user has a golden retriever named Mango.
stable_user_context | son, nicholas | Nicholas | The user's son Nicholas is twelve and plays the violin.
stable_user_context | partner, rose | Rose | The user's partner Rose works as a nurse.
stable_user_context | mercury, cat | Mercury | The user's second cat is called Mercury.
user_preference | kindle, e-books | Kindle | The user reads e-books on an Amazon Kindle.
user_preference | macbook, apple | MacBook | The user works on an Apple MacBook Pro.
user_preference | swift, ios | Swift | The user builds iOS apps in Swift.
user_preference | weekend, hiking | weekend hiking | The user goes hiking in the Alps most weekends.
user_preference | jazz, vinyl | jazz records | The user collects jazz records on vinyl.
workflow_preference | notion, weekly planning | Notion | The user plans the week in Notion every Sunday evening.
stable_user_context | sister, amsterdam | sister | The user's sister Hanna lives in Amsterdam.
user_preference | sushi, food | sushi | The user's favourite food is salmon sushi.
recurring_constraint | travel budget, trips | travel budget | The user keeps every trip under 1,000 euros.
project_context | java, spring boot | Java migration | The user is migrating a legacy Java service to Spring Boot.
user_preference | 小米, 手机 | 小米手机 | 用户用的是小米手机。
workflow_preference | 笔记, obsidian | 笔记 | 用户用 Obsidian 记读书笔记。
stable_user_context | 周末, 羽毛球 | 周末羽毛球 | 用户周末常和同事打羽毛球。
stable_user_context | 成都, 老家 | 成都 | 用户的老家在成都。
stable_user_context | 小雨, 女朋友 | 小雨 | 用户的女朋友叫小雨，是一名医生。
workflow_preference | 周报, 模板 | 周报 | 用户每周五写周报，喜欢用固定模板。
user_preference | 抹茶, お菓子 | 抹茶 | ユーザーは抹茶のお菓子が好き。
stable_user_context | 大阪, 出張 | 大阪出張 | ユーザーは毎月大阪に出張している。
user_preference | 味噌ラーメン, ラーメン | 味噌ラーメン | ユーザーは味噌ラーメンが好き。
user_preference | fahrrad, pendeln | Fahrrad | Der Nutzer fährt jeden Tag mit dem Fahrrad zur Arbeit.
stable_user_context | wohnung, münchen | München | Der Nutzer sucht eine Wohnung in München.
recurring_constraint | laktose, milch | Laktose | Der Nutzer verträgt keine Laktose und trinkt Hafermilch.
user_preference | vin rouge, bordeaux | vin rouge | L'utilisateur préfère le vin rouge de Bordeaux.
stable_user_context | boulangerie, lyon | boulangerie | L'utilisateur tient une petite boulangerie à Lyon.
project_context | roman policier, marseille | roman policier | L'utilisateur écrit un roman policier qui se passe à Marseille.
user_preference | paella, cocina | paella | Al usuario le encanta cocinar paella los domingos.
stable_user_context | luna, perra | Luna | El usuario tiene una perra llamada Luna.
project_context | tienda online, cerámica | tienda de cerámica | El usuario está montando una tienda online de cerámica.
user_preference | 김치찌개, 음식 | 김치찌개 | 사용자는 김치찌개를 좋아한다.
stable_user_context | москва, программист | Москва | Пользователь работает программистом в Москве.
stable_user_context | nonna, napoli | nonna | La nonna dell'utente vive a Napoli.
`;

export const ABOUTNESS_MEMORY_LINES = `${IMPERSONAL_MEMORY_LINES}${EXTRA_MEMORY_LINES}`;
