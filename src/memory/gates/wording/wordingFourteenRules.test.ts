// The category rules written for the fourteenth wording round (blindSetWordingFourteen.test.ts), each both ways,
// through the entry point of the wording rules on canonical text, with the candidate's own text given apart as
// validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });

describe('hearsay: a phrase, a modal, a conditional or an ending of report (volatileHearsay.ts)', () => {
  it.each([
    'They say she grew up in Cork.',
    'I heard he lives in Leeds.',
    'Der Nutzer soll bei Siemens gearbeitet haben.',
    'Es heißt, sie sei Ärztin.',
    "On dit qu'elle a grandi à Brest.",
    'Travaillerait chez Airbus.',
    'Aurait vécu à Montréal.',
    'Se dice que vive en Quito.',
    'Habría trabajado en Google.',
    'El usuario dirigiría un equipo.',
    'Dizem que mora em Porto Alegre.',
    'O usuário teria trabalhado na Petrobras.',
    'A usuária estaria grávida.',
    'Si dice che abiti a Genova.',
    'Avrebbe vissuto a Parigi.',
    "L'utente guiderebbe un team di dieci persone.",
    'Avrebbe due gatti.',
    'A usuária teria uma filha.',
    'El usuario tendría dos coches.',
    'Говорят, что он врач.',
    'Пользователь, как говорят, живёт в Самаре.',
    '据说用户在成都长大。',
    '有人说用户是医生。',
    '大阪出身とのこと。',
    '医者だって。',
    '사용자는 서울에 산대요.',
    '사용자는 의사래요.',
    '사용자는 부산 출신이라고 한다.',
  ])('is speculative: %s', (text) => expect(stability(text)).toBe('speculative'));

  it.each([
    'Likes songs that people say are sad.',
    'Die Antwort soll kurz sein.',
    'Antworten sollen immer auf Deutsch verfasst sein.',
    'Aimerait apprendre le japonais.',
    'Préférerait des réponses courtes.',
    "L'utilisateur voudrait des exemples en Python.",
    'Ingeniería de software: su campo.',
    'El usuario preferiría respuestas cortas.',
    'O usuário gostaria de respostas curtas.',
    'O usuário estaria disposto a pagar mais.',
    'Teria interesse em cursos de design.',
    'Vorrebbe risposte brevi.',
    "L'utente preferirebbe il tè.",
    'Avrebbe bisogno di esempi brevi.',
    'Говорят по-английски дома.',
    '좋아하는 장르는 노래요.',
    '사용자는 항상 그래요.',
    '사용자는 존댓말로 불러 달라고 한다.',
    '사용자는 자신을 민이라고 부른다.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a guess with "must be" about the person, no subject (volatileMustGuess.ts)', () => {
  it.each([
    'Must be a nurse, mentions night shifts.',
    'Doit être une infirmière.',
    'Debe ser profesora de historia.',
    'Deve ser professor de matemática.',
    "Dev'essere un'infermiera.",
    "L'utente deve essere medico di base.",
  ])('is speculative: %s', (text) => expect(stability(text)).toBe('speculative'));

  it.each([
    'Must be concise.',
    'Doit être bref.',
    'Debe ser escrito en español.',
    'Deve ser escrita em português.',
    'Deve ser breve e direta.',
    'La risposta deve essere breve.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('"for now" in the words the other rules miss (volatileForNow.ts)', () => {
  it.each([
    'Я пока работаю из дома.',
    'Пользователь пока что снимает квартиру.',
    'Nutzt einstweilen Vim.',
    "Habite à Lyon pour l'heure.",
    'Vivo en Sevilla por lo pronto.',
    'Al momento usa Vim.',
    'Он пока не курит.',
    '用户暂且用Vim。',
    '当面Vimを使う。',
    '일단은 Vim을 쓴다.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'Слушает музыку, пока работает.',
    'Читает, пока едет в метро.',
    '当面交流比较好。',
    'Prefers to talk things over 当面 with colleagues.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('Russian "вроде (бы)" opening a sentence (volatileCategories.ts, SEEMS_RU)', () => {
  it.each(['Вроде бы предпочитает тёмную тему.', 'Вроде любит джаз.'])('is speculative: %s', (text) =>
    expect(stability(text)).toBe('speculative'),
  );
  it.each(['Пишет на языках вроде Rust и Go.', 'Любит вещи вроде этого.'])('is lasting: %s', (text) =>
    expect(stability(text)).toBeUndefined(),
  );
});

describe('an abstention before a one-off event in Chinese, Japanese and Korean (volatileEventBound.ts)', () => {
  it.each([
    '我手术之前不喝酒。',
    '婚礼前都不吃甜食。',
    '手術前は禁酒している。',
    '수술 전에는 술을 안 마셔요.',
    '이사 전에는 가구를 안 사요.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
  it.each(['我睡前不喝咖啡。', '考试前不喝咖啡。', '手術前の患者を担当している。', '수술 전 환자를 돌보는 간호사다.'])(
    'is lasting: %s',
    (text) => expect(stability(text)).toBeUndefined(),
  );
});

describe('a leave from work under way (volatileLeave.ts)', () => {
  it.each([
    'User is on leave.',
    'User is furloughed.',
    'Der Nutzer ist beurlaubt.',
    'Die Nutzerin ist krankgemeldet.',
    'El usuario está de permiso.',
    'O usuário está afastado do trabalho.',
    'A usuária está de licença.',
    "L'utente è in cassa integrazione.",
    'Пользователь отстранён от работы.',
    '用户在停职。',
    'ユーザーは病欠中。',
    '사용자는 병가 중이다.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
  it.each([
    'Handles leave requests for the team.',
    'Arbeitet in der Urlaubsplanung.',
    'Mora afastado do centro.',
    'Trabaja en permisos de obra.',
    '병가 제도를 담당한다.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a wish or an instruction for this conversation only (volatileThisChat.ts)', () => {
  it.each([
    'Answer in English for the rest of this conversation.',
    'Only in this chat: answer in English.',
    'Antworte nur in diesem Gespräch auf Englisch.',
    'Réponds en anglais pour cette conversation.',
    'Responde en inglés solo durante esta conversación.',
    'Responda em inglês só nesta conversa.',
    'Rispondi in inglese solo in questa chat.',
    'До конца этого разговора отвечай по-английски.',
    '这次对话里请用英语回答。',
    'この会話だけ英語で答えて。',
    '이 대화에서만 영어로 답해 줘.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
  it.each([
    'Answer in English in every conversation.',
    'User mentioned in this conversation that she is a nurse.',
    'Der Nutzer hat in diesem Gespräch erwähnt, dass er Lehrer ist.',
    'Il a dit dans cette conversation qu’il est infirmier.',
    '用户在这次对话中提到自己是护士。',
    'この会話で看護師だと話した。',
    '이 대화에서 간호사라고 말했다.',
    'Responda em inglês em todas as conversas.',
    'Antworte in allen Chats auf Englisch.',
    'Отвечай по-английски во всех чатах.',
    '所有对话都用英语回答。',
    'どの会話でも英語で答えて。',
    '모든 대화에서 영어로 답해 줘.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('"andar" with a gerund, lately (volatileLatelyAspect.ts)', () => {
  it.each(['O usuário anda pulando o café da manhã.', 'Anda a dormir mal.', 'El usuario anda saliendo con alguien.'])(
    'is temporary: %s',
    (text) => expect(stability(text)).toBe('temporary'),
  );
  it.each(['Gosta de andar fazendo trilhas.', 'Anda de bicicleta para o trabalho.', 'Anda en bici los domingos.'])(
    'is lasting: %s',
    (text) => expect(stability(text)).toBeUndefined(),
  );
});

describe('a school or work holiday named as this one, a routine inside it (volatileThisHoliday.ts)', () => {
  it.each([
    'Diese Sommerferien schwimme ich jeden Morgen.',
    'Pendant ces vacances, je nage tous les matins.',
    'Estas vacaciones nado cada mañana.',
    'Nestas férias nado todas as manhãs.',
    'Durante queste vacanze nuoto ogni mattina.',
    'В эти каникулы плаваю каждое утро.',
    '这个暑假我每天早上游泳。',
    '今年の夏休みは毎朝泳ぐ。',
    '이번 방학 동안 매일 아침 수영해요.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
  it.each([
    'Loves these holidays with family every year.',
    'Diese Ferienwohnung mietet sie jedes Jahr.',
    'Nas férias nado todas as manhãs.',
    'In den Sommerferien schwimme ich jeden Morgen.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});
