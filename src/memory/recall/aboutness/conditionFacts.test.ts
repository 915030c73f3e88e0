import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';

// Heredity, symptoms and differences of a condition or a drug as world frames (conditionFacts.ts), in the ten
// languages. Every case here is invented for this file.

const about = (q: string) => classifyAboutness(q.normalize('NFKC').toLowerCase());

describe('facts of a condition or a drug', () => {
  it('Given whether a condition is hereditary, then the question is the world’s', () => {
    expect(about('is psoriasis hereditary?')).toBe('world');
    expect(about('Ist Schuppenflechte erblich?')).toBe('world');
    expect(about('Le psoriasis est-il héréditaire ?')).toBe('world');
    expect(about('¿La psoriasis es hereditaria?')).toBe('world');
    expect(about('A psoríase é hereditária?')).toBe('world');
    expect(about('La psoriasi è ereditaria?')).toBe('world');
    expect(about('Псориаз наследственный?')).toBe('world');
    expect(about('银屑病会遗传吗')).toBe('world');
    expect(about('乾癬は遺伝する？')).toBe('world');
    expect(about('건선은 유전돼?')).toBe('world');
  });

  it('Given the symptoms of a condition or how two drugs differ, then the question is the world’s', () => {
    expect(about('psoriasis symptoms')).toBe('world');
    expect(about('Symptome einer Schuppenflechte')).toBe('world');
    expect(about('symptômes du psoriasis')).toBe('world');
    expect(about('síntomas de la psoriasis')).toBe('world');
    expect(about('sintomas da psoríase')).toBe('world');
    expect(about('sintomi della psoriasi')).toBe('world');
    expect(about('симптомы псориаза')).toBe('world');
    expect(about('银屑病的症状')).toBe('world');
    expect(about('건선 증상')).toBe('world');
    expect(about('Eliquis ou Xarelto : quelle différence ?')).toBe('world');
    expect(about('Eliquis o Xarelto, ¿qué diferencia hay?')).toBe('world');
  });

  it('Given what kind of illness a named condition is, then the question is the world’s', () => {
    expect(about('what kind of disease is glaucoma?')).toBe('world');
    expect(about('Que tipo de doença é o glaucoma?')).toBe('world');
    expect(about('Qué tipo de enfermedad es el glaucoma?')).toBe('world');
    expect(about('Che tipo di malattia è il glaucoma?')).toBe('world');
    expect(about('Глаукома — что за болезнь?')).toBe('world');
    expect(about('녹내장은 어떤 병이야?')).toBe('world');
    expect(about('青光眼是什么病？')).toBe('world');
    expect(about('緑内障はどんな病気？')).toBe('world');
  });

  it('Given an illness asked of the user, then the question is not the world’s', () => {
    expect(about('내 녹내장 안약 언제 넣어?')).not.toBe('world');
    expect(about('緑内障の目薬、旅行中はどう保管すればいい？')).not.toBe('world');
    expect(about('which disease do I have if my eyes hurt?')).not.toBe('world');
  });

  it('Given the same words in the first person or a question without them, then the question is not the world’s', () => {
    expect(about('my psoriasis symptoms got worse, what can I do?')).toBe('user');
    expect(about('Meine Symptome werden schlimmer')).toBe('user');
    expect(about('私の症状は遺伝する？')).toBe('user');
    expect(about('Eliquis ou Xarelto ?')).not.toBe('world');
    expect(about('건선 연고 추천')).not.toBe('world');
  });
  it('Given how a condition is passed on, then the question is the world’s', () => {
    expect(about('how is toxoplasmosis transmitted?')).toBe('world');
    expect(about('Wie wird Toxoplasmose übertragen?')).toBe('world');
    expect(about('La toxoplasmose se transmet par les chats ?')).toBe('world');
    expect(about('la toxoplasmosis se transmite por la carne cruda')).toBe('world');
    expect(about('A toxoplasmose se transmite pela carne crua?')).toBe('world');
    expect(about('la toxoplasmosi si trasmette con la carne cruda?')).toBe('world');
    expect(about('как передаётся токсоплазмоз')).toBe('world');
    expect(about('弓形虫病的传播途径')).toBe('world');
    expect(about('トキソプラズマ症の感染経路')).toBe('world');
    expect(about('톡소플라스마증 전염 경로')).toBe('world');
  });

  it('Given whether a condition is cured or how long an attack lasts, then the question is the world’s', () => {
    expect(about('is there a cure for gout?')).toBe('world');
    expect(about('Gibt es eine Heilung für Parkinson?')).toBe('world');
    expect(about('Peut-on guérir de la maladie de Parkinson ?')).toBe('world');
    expect(about('¿El párkinson tiene cura?')).toBe('world');
    expect(about('O Parkinson tem cura?')).toBe('world');
    expect(about('Il Parkinson si può curare?')).toBe('world');
    expect(about('Лечится ли подагра?')).toBe('world');
    expect(about('帕金森病能治好吗')).toBe('world');
    expect(about('痛风发作一般持续几天')).toBe('world');
    expect(about('パーキンソン病は治る病気ですか')).toBe('world');
    expect(about('파킨슨병은 완치되나요?')).toBe('world');
  });

  it('Given the same condition asked of the user, then the question is not the world’s', () => {
    expect(about('痛风又发作了，这次持续了五天')).not.toBe('world');
    expect(about('Meine Gicht ist wieder da, was hilft?')).not.toBe('world');
    expect(about('Как мне питаться при подагре?')).not.toBe('world');
    expect(about('le jeûne intermittent est-il dangereux pour un diabétique de type 1 ?')).not.toBe('world');
    expect(about('パーキンソン病の父の介護で疲れた')).not.toBe('world');
  });

  it('Given whether a condition can be cured or reversed, then the question is the world’s', () => {
    expect(about('can fatty liver be reversed with exercise alone')).toBe('world');
    expect(about('Ist eine Fettleber heilbar?')).toBe('world');
    expect(about('la stéatose hépatique est-elle réversible ?')).toBe('world');
    expect(about('¿el hígado graso se puede revertir con dieta?')).toBe('world');
    expect(about('esteatose hepática tem cura?')).toBe('world');
    expect(about('la steatosi epatica si può curare con la dieta?')).toBe('world');
    expect(about('жировой гепатоз обратим?')).toBe('world');
    expect(about('脂肪肝能逆转吗')).toBe('world');
    expect(about('脂肪肝は完治する？')).toBe('world');
    expect(about('지방간 완치 되나')).toBe('world');
  });

  it('Given the same frames of the user’s own condition or money moved, then the question is not the world’s', () => {
    expect(about('can my fatty liver be reversed?')).toBe('user');
    expect(about('Ist meine Fettleber heilbar?')).toBe('user');
    expect(about('mi hígado graso se puede revertir?')).toBe('user');
    expect(about('мой гепатоз обратим?')).toBe('user');
    expect(about('我的脂肪肝能逆转吗')).toBe('user');
    expect(about('Geld nach Brasilien übertragen')).not.toBe('world');
    expect(about('o código é transmitido em base64')).not.toBe('world');
  });
});
