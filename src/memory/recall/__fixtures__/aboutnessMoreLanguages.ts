// More questions for the aboutness set in the languages it was thin in (ja, ko, de, fr, es, pt, ru, it),
// written as an outside evaluator would, against the same store, and added with whatever result they
// gave on first run (failures included). Same line format as aboutnessWorldQuestions.ts.

export const ABOUTNESS_MORE_LANGUAGE_LINES = `
direct | de | Berlin | Welches Café in Berlin eignet sich zum Arbeiten für mich?
direct | de | running | Erstelle mir einen Trainingsplan für meinen Marathon.
direct | de | Fahrrad | Welches Schloss brauche ich für mein Fahrrad?
direct | de | Laktose | Ich vertrage keine Laktose – welcher Kuchen geht für mich?
direct | fr | vin rouge | Quel vin rouge me conseilles-tu pour ce soir ?
direct | fr | boulangerie | Aide-moi à fixer les prix de ma boulangerie.
direct | es | Luna | ¿Cada cuánto debo bañar a mi perra Luna?
direct | es | paella | Dame una receta de paella para este domingo.
direct | pt | vegetarian | Me ajude a planejar um jantar vegetariano para mim.
direct | it | nonna | Cosa posso regalare a mia nonna a Napoli?
direct | it | chess | Consigliami un'apertura di scacchi diversa dalla siciliana.
direct | ru | Москва | Где мне пообедать рядом с работой в Москве?
direct | ja | 抹茶 | 抹茶のお菓子でおすすめはありますか？
direct | ja | 大阪出張 | 来週の大阪出張で泊まるホテルを探して。
direct | ko | 김치찌개 | 김치찌개 맛있게 끓이는 법 알려줘.
homograph | de | - | Warum rostet Eisen an der Luft?
homograph | fr | - | Quelle est la couleur d'un rubis ?
homograph | es | - | ¿Cuántas lunas tiene Júpiter?
homograph | it | - | Qual è la stagione del mango in Italia?
homograph | pt | - | Qual é a origem da rosa como símbolo do amor?
name | es | - | ¿Quién es Luna Lovegood en Harry Potter?
name | fr | - | Qui était saint Nicolas ?
name | ru | - | Кто такая Роза Люксембург?
name | ja | - | マンゴーの栄養について教えて
place | de | - | Wie viele Einwohner hat München?
place | fr | - | Pourquoi Lyon est-elle appelée la capitale de la gastronomie ?
place | it | - | Qual è la storia della pizza a Napoli?
place | ru | - | Когда основали Москву?
place | ja | - | 大阪城はいつ建てられましたか？
place | ko | - | 베를린 장벽은 언제 무너졌나요?
place | pt | - | Quantos habitantes tem Amsterdam?
brand | de | - | Wann wurde Amazon gegründet?
brand | fr | - | Qui a créé le Kindle d'Amazon ?
brand | es | - | ¿Cuándo salió el primer MacBook?
brand | ja | - | アップルの創業者は誰ですか？
topic | fr | - | Comment fait-on le pain dans une boulangerie traditionnelle ?
topic | es | - | ¿Cuál es el origen de la paella?
topic | it | - | Chi ha inventato la pizza margherita?
topic | de | - | Wie funktioniert ein Fahrraddynamo?
topic | ru | - | Сколько в среднем зарабатывает программист?
function | pt | - | O que é a fotossíntese das plantas?
function | it | - | Qual è la differenza tra il e lo in italiano?
function | ko | - | 광합성은 어떻게 일어나나요?
generic | de | - | Was macht man in Deutschland typischerweise am Wochenende?
generic | fr | jazz records | Recommande-moi de la musique pour ce soir.
personal_none | ja | - | 私の部屋を片付けるコツを教えて。
personal_none | ko | - | 내 이력서를 어떻게 고치면 좋을까?
personal_none | it | - | Aiutami a scrivere una lettera di dimissioni.
personal_none | ru | - | Помоги мне выбрать подарок для коллеги.
`;
