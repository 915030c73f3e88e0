import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// Gate 9: what a system package manager prints, pasted with a sentence in any language ("Das kam beim Update raus:
// Reading package lists... Done …", "Homebrew mi dà questo: ==> Upgrading 2 outdated packages: …"). apt prints its
// progress lines in the user's locale, so each language's three lines are read as apt translates them, with the
// dots it prints after them ("Paketlisten werden gelesen… Fertig", "Чтение списков пакетов… Готово", "正在读取软件包
// 列表... 完成"); its summary line too ("0 aktualisiert, 1 neu installiert", "升级了 0 个软件包"). The other
// managers print English: Homebrew's "==>" headings, pacman's "::" prompts, dnf's and dpkg's fixed lines, apt's "E:"
// errors about its lock. Prose about them ("prefers apt over snap", "brew install is his first step") holds none of
// these lines; winget's list is read by its header. Input is canonical (accents dropped, Cyrillic look-alikes read as Latin, "…" read as "...").

// apt's progress lines, by the locale that printed them, at a line start or after a colon, followed by its dots.
const APT_PROGRESS = [
  'Reading package lists|Building dependency tree|Reading state information',
  'Paketlisten werden gelesen|Abhängigkeitsbaum wird aufgebaut|Statusinformationen werden eingelesen|Status-Informationen einlesen',
  "Lecture des listes de paquets|Construction de l['’]arbre des dépendances|Lecture des informations d['’]état",
  'Leyendo lista de paquetes|Creando árbol de dependencias|Leyendo la información de estado',
  'Lendo listas de pacotes|Construindo árvore de dependências|Lendo informação de estado|A ler as listas de pacotes|A construir a árvore de dependências',
  'Lettura elenco dei pacchetti|Generazione albero delle dipendenze|Lettura informazioni sullo stato',
  'Чтение списков пакетов|Построение дерева зависимостей|Чтение информации о состоянии',
  'パッケージリストを読み込んでいます|依存関係ツリーを作成しています|状態情報を読み取っています',
  '패키지 목록을 읽는 중입니다|의존성 트리를 만드는 중입니다|상태 정보를 읽는 중입니다',
  '正在读取软件包列表|正在分析软件包的依赖关系树|正在读取状态信息',
].join('|');

// apt's closing count of what it did, as each locale prints it.
const APT_SUMMARY = [
  String.raw`\d+ upgraded, \d+ newly installed`,
  String.raw`\d+ aktualisiert, \d+ neu installiert`,
  String.raw`\d+ mis à jour, \d+ nouvellement installés`,
  String.raw`\d+ actualizados, \d+ (?:nuevos )?se instalarán`,
  String.raw`\d+ pacotes? atualizados?, \d+ pacotes? novos? instalados?`,
  String.raw`\d+ aggiornati, \d+ installati`,
  String.raw`обновлено \d+, установлено \d+ новых`,
  String.raw`アップグレード: \d+ 個、新規インストール: \d+ 個`,
  String.raw`\d+개 업그레이드, \d+개 새로 설치`,
  String.raw`升级了 \d+ 个软件包，新安装了 \d+ 个软件包`,
].join('|');

const PACKAGE_OUTPUT = new RegExp(
  canonicalize(
    [
      String.raw`(?:^|\n|[:：][ \t]*)[ \t]*(?:${APT_PROGRESS})\s?\.{2,}`,
      APT_SUMMARY,
      // apt and dpkg in English whatever the locale: the lock, the upgradable hint, a package's setup lines.
      String.raw`\bCould not get lock /var/lib/|\bapt list --upgradable\b|\bdpkg: (?:error|warning|dependency problems)\b|(?:^|\n)[ \t]*(?:Setting up|Unpacking|Preparing to unpack|Selecting previously unselected package|Processing triggers for) \S+[^\n]*\.{3}`,
      // apt's error and warning lines in any locale: "E:" or "W:" at a line start or after a colon, about a package named
      // after its word or about apt's and dpkg's own files ("E: Impossibile trovare il pacchetto foo", "E: パッケージ foo が
      // 見つかりません"); a note's "E:" over a shopping list ("2 packages of rice") is none.
      String.raw`(?:^|\n|[:：][ \t]*)[ \t]*[EW]: [^\n]*?(?:/var/(?:lib|cache)/(?:dpkg|apt)|(?<!\d\s)(?:package|paket|paquet|paquete|pacote|pacchetto|пакет)\s+["'«„“]?[a-z0-9][\w.+-]*|(?:パッケージ|패키지|软件包|軟體包)\s?\S)`,
      // Homebrew's headings ("==> Upgrading 2 outdated packages:", "==> Pouring node--21.7.0…"), its permission error and
      // its notice that a formula is installed already.
      String.raw`(?:^|\n)[ \t]*==> (?:Downloading|Fetching|Upgrading|Installing|Pouring|Caveats|Summary|Auto-updating|Updating Homebrew|Running \x60brew|Outdated|Uninstalling|Tapping|Cloning)\b|\bError: [^\n]*@ (?:apply2files|rb_sysopen|dir_s_mkdir)\b|\bWarning: \S+ \d+(?:\.\d+)+\S* is already installed\b`,
      // pacman's and yay's prompts and steps, dnf's and yum's fixed lines, apk's closing count, choco's and snap's.
      String.raw`(?:^|\n)[ \t]*:: (?:Synchronizing package databases|Starting full system upgrade|Proceed with installation|Retrieving packages|Processing package changes)|(?:^|\n)[ \t]*(?:resolving dependencies|looking for conflicting packages|checking keyring|checking package integrity)\.{3}`,
      String.raw`(?:^|\n)[ \t]*(?:Transaction Summary|Dependencies resolved\.|Running transaction check)|\bOK: \d+ MiB in \d+ packages\b|\bChocolatey (?:v\d|installed \d+/\d+)|\bsnap "[^"\n]+" has no updates available`,
      // winget's list, whose header names an id and a version column in each locale ("Name  Id  Version  Available").
      String.raw`(?:^|\n)[ \t]*(?:Name|Nom|Nombre|Nome|Имя|Название|名前|이름|名称) {2,}I[dD] {2,}(?:Version|Versión|Versão|Versione|Версия|バージョン|버전|版本)\b`,
    ].join('|'),
  ),
  'u',
);

// A package manager's list of upgrades, two lines or more of a name and its old and new versions with an arrow
// ("node 21.6.1 -> 21.7.0\ngit 2.43.0 -> 2.44.0": brew outdated, brew upgrade, npm and pip listings).
const VERSION_ARROW = String.raw`[ \t]*[\w@./+-]+[ \t]+\(?v?\d+(?:\.\d+)+[\w.+-]*\)?[ \t]+(?:->|→|=>)[ \t]+v?\d+(?:\.\d+)+[\w.+-]*[ \t]*`;
const UPGRADE_LIST = cued(new RegExp(String.raw`(?:^|\n)${VERSION_ARROW}\n${VERSION_ARROW}(?:\n|$)`));

/** A system package manager's output in the text (canonical). */
export function hasPackageManagerOutput(canonical: string): boolean {
  return (
    PACKAGE_OUTPUT.test(canonical) ||
    ((canonical.includes('->') || canonical.includes('→') || canonical.includes('=>')) && UPGRADE_LIST.test(canonical))
  );
}
