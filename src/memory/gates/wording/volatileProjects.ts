import { cued, whenCued } from '../cueScan';
import { canonicalize } from '../canonical';

// A project under way is lasting context, whatever word of "now" comes with it: "baut gerade eine App", "construit en
// ce moment un site", "está escribiendo su tesis en este momento", "сейчас пишет диссертацию", "지금 앱을 개발하고
// 있다". A thesis, an app or a novel takes months, as "is currently building an app" does in English,
// which no rule ever read as passing. The mild words of now (gerade, derzeit, en ce moment, actualmente, сейчас, 지금, 目前
// ...) are set aside in a clause that names such an undertaking; the strong ones ("right now", "gerade jetzt", "ahora
// mismo") and every other temporary sign in the clause still count, and a clause without a project keeps its "now"
// ("schreibt gerade eine E-Mail", "mange en ce moment"). Input is canonical text (accents dropped, Cyrillic look-alikes
// read as Latin, 。 read as "."), so every source goes through canonicalize.

const canon = (source: string): string => canonicalize(source);

/**
 * Undertakings of months, by their nouns, in the languages the gates read. A renovation is left out: "ist gerade
 * dabei, seine Wohnung zu renovieren" reads as a passing state of the home to a reader as readily as a project.
 */
const PROJECT = cued(
  new RegExp(
    canon(
      [
        // en, de, fr, es, pt, it: software made by the person (an app is also downloaded or opened for a minute, so a
        // verb of making goes with it), and works that are projects by themselves: a thesis, a company, a podcast
        String.raw`(?<![\p{L}])(?:build|builds|building|develop|develops|developing|coding|codes|programs|programming|designs|designing|works\s+on|working\s+on|baut|entwickelt|programmiert|arbeitet\s+an|erstellt|gestaltet|developpe|developpant|construit|cree|code|programme|travaille\s+sur|concoit|desarrolla|desarrollando|construye|construyendo|crea|creando|programa|programando|trabaja\s+en|disena|desenvolve|desenvolvendo|constroi|construindo|cria|criando|trabalha\s+(?:em|no|na|num|numa)|sviluppa|sviluppando|costruisce|costruendo|programmando|lavora\s+(?:a|su|al|alla|ad))(?![\p{L}])[^.]{0,40}(?<![\p{L}])(?:apps?|applications?|applis?|aplicaci[oó]n|aplicativos?|applicazion[ei]|anwendung|websites?|webseite|site|sitio|videogames?|videojuegos?|videogiochi|videogioco|jeu\s+video|plugin|framework|bibliothek|library|libreria|biblioteca|tool|outil|herramienta|ferramenta|strumento|software|logiciel)(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:startup|start-up|projekt|project|projet|proyecto|projeto|progetto|podcast|thesis|these|tesis|tese|tesi|dissertation|dissertacao|doktorarbeit|masterarbeit|bachelorarbeit|promotion|memoire)(?![\p{L}])`,
        // a written work with a verb of writing it
        String.raw`(?<![\p{L}])(?:writ(?:es|ing)|schreibt|ecrit|escribe|escribiendo|escreve|escrevendo|scrive|scrivendo)(?![\p{L}])[^.]{0,30}(?<![\p{L}])(?:book|novel|buch|roman|livre|libro|livro|novela|romance|romanzo)`,
        // ru
        String.raw`(?<![\p{L}])(?:приложени\p{L}*|сайт\p{L}*|диссертаци\p{L}*|дипломн\p{L}*|стартап\p{L}*|проект\p{L}*|пишет\s+(?:\p{L}+\s+)?(?:книгу|роман))(?![\p{L}])`,
        // ja, ko, zh: the same class, software with a verb of making it
        String.raw`(?:アプリ|ウェブサイト|サイト|ゲーム|ツール)[^.]{0,8}(?:開発|作っ|作り|制作)|(?:앱|어플|웹사이트|사이트|게임|프로그램)[^.]{0,8}(?:개발|만들|제작)|(?:开发|開發|做|制作|搭建|写|寫)[^.]{0,8}(?:应用|應用|网站|網站|游戏|遊戲|小程序|软件|軟體|App)`,
        String.raw`論文|小説を書|本を書|起業|논문|소설을\s*쓰|책을\s*쓰|창업|论文|論文|写小说|寫小說|写书|寫書|写一本|寫一本|创业|創業`,
      ].join('|'),
    ),
    'iu',
  ),
);

/** The mild words of now; "right now", "gerade jetzt", "ahora mismo" and their kind are not among them. */
export const MILD_NOW = new RegExp(
  canon(
    [
      String.raw`(?<![\p{L}])(?:gerade(?!\s+jetzt)|derzeit|zurzeit|momentan|aktuell|currently|presently|en\s+ce\s+moment|actuellement|en\s+este\s+momento|actualmente|neste\s+momento|atualmente|in\s+questo\s+(?:momento|periodo)|attualmente|al\s+momento|в\s+данный\s+момент|в\s+настоящее\s+время|сейчас|теперь)(?![\p{L}])`,
      String.raw`今(?![週月年日度朝晩夜回])|現在|지금|현재|요즘|目前|现在`,
    ].join('|'),
  ),
  'giu',
);

const CLAUSE = /[^.!?;\n]+/g;

/** The text with the mild words of now left out of each clause that names a project under way. */
export const withoutNowOfProject = whenCued([MILD_NOW], (text) =>
  text.replace(CLAUSE, (clause) => (PROJECT.test(clause) ? clause.replace(MILD_NOW, ' ') : clause)),
);
