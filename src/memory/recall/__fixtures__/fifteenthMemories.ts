// The fifteenth blind aboutness set's memories: Hanne, 58, a German organ builder from Dresden with her own workshop
// in Freiburg im Breisgau, married to a Japanese potter, with a son in Seoul; written before the recall rules were
// read. Lines: `type | tags | subject | text` (`*` on the type: applies to every answer).

export const FIFTEENTH_MEMORY_LINES = `
stable_user_context | Orgelbau, Werkstatt, Freiburg | organ builder | Die Nutzerin ist Orgelbaumeisterin und hat eine eigene Werkstatt mit vier Angestellten in Freiburg-Haslach.
stable_user_context | Dresden, Herkunft, DDR | Dresden roots | Sie ist 1968 in Dresden geboren und hat dort bei der Firma Jehmlich Orgelbauerin gelernt.
stable_user_context | Ehemann, Takeshi, Töpfer | husband Takeshi | Ihr Mann Takeshi stammt aus Kanazawa und ist Töpfer; er brennt Raku-Keramik im Garten.
stable_user_context | Gicht, Allopurinol, Takeshi | Takeshi gout | Takeshi hat Gicht und nimmt täglich Allopurinol; Innereien und Bier meidet er.
stable_user_context | 夫, 金沢, 陶芸 | Takeshi kiln | 夫の武は庭に小さなガス窯を持っていて、毎月第一土曜日に窯焚きをする。
stable_user_context | Sohn, Jonas, Seoul | son Jonas | Ihr Sohn Jonas, 31, lebt in Seoul und unterrichtet Deutsch am Goethe-Institut.
stable_user_context | 며느리, 서연, 서울 | daughter-in-law Seoyeon | 아들 요나스의 아내 서연은 서울에서 치과의사로 일한다.
stable_user_context | 손녀, 하나, 돌 | granddaughter Hana | 손녀 하나는 2026년 3월에 태어났고, 요나스와 서연의 첫 아이다.
project_context | Reise, Seoul, Oktober | Seoul trip | Im Oktober fliegt sie mit Takeshi für drei Wochen nach Seoul zu Jonas und der Enkelin.
stable_user_context | Tochter, Lena, Hebamme | daughter Lena | Ihre Tochter Lena, 27, ist Hebamme in Hamburg und läuft Marathon.
stable_user_context | Lena, Zöliakie, glutenfrei | Lena coeliac | Lena hat Zöliakie; wenn sie zu Besuch ist, kocht die Familie glutenfrei.
stable_user_context | Mutter, Ilse, Demenz | mother Ilse | Ihre Mutter Ilse, 84, hat Alzheimer-Demenz und lebt in einem Pflegeheim in Dresden-Loschwitz.
recurring_constraint | Pflegeheim, Eigenanteil, Ilse | care home costs | Für Ilses Pflegeheim zahlt sie jeden Monat 1.150 Euro Eigenanteil (Pflegegrad 4).
recurring_constraint | Besuch, Dresden, Mutter | visits to Ilse | Alle sechs Wochen fährt sie mit dem Zug nach Dresden, um ihre Mutter zu besuchen.
stable_user_context | Bruder, Uwe, Leipzig | brother Uwe | Ihr älterer Bruder Uwe ist Straßenbahnfahrer in Leipzig und kümmert sich um Ilses Papiere.
stable_user_context | Hund, Bach, Dackel | dog Bach | Ihr Hund ist ein Rauhaardackel namens Bach, neun Jahre alt.
stable_user_context | Bach, Bandscheibe, Tierarzt | Bach back | Bach hatte 2025 einen Bandscheibenvorfall; er darf keine Treppen springen und trägt ein Geschirr statt Halsband.
standing_instruction | Bach, Spaziergang, Rampe | dog walks | Spaziergänge mit Bach: höchstens 40 Minuten, flach, und ins Auto nur über die Rampe.
stable_user_context | Katze, Kugel, Nieren | cat Kugel | Die Katze heißt Kugel, eine 14-jährige Britisch Kurzhaar mit chronischer Niereninsuffizienz.
recurring_constraint | Kugel, Nierendiät, Semintra | Kugel kidney diet | Kugel bekommt Nierendiätfutter und jeden Morgen Semintra ins Futter.
stable_user_context | Rheuma, Methotrexat, Hände | rheumatoid arthritis | Sie hat rheumatoide Arthritis in den Händen und spritzt jeden Montag Methotrexat, dienstags nimmt sie Folsäure.
recurring_constraint | Blutbild, Rheumatologin, Quartal | blood tests | Wegen Methotrexat muss sie alle drei Monate ein Blutbild beim Hausarzt machen lassen.
stable_user_context | Tinnitus, Gehör, Intonation | tinnitus | Sie hat seit Jahren einen Tinnitus auf dem linken Ohr, was beim Intonieren manchmal stört.
stable_user_context | Heuschnupfen, Birke, Cetirizin | hay fever | Im April hat sie Heuschnupfen (Birkenpollen) und nimmt Cetirizin.
stable_user_context | 花粉症, 白樺, 4月 | hay fever Japan | 4月はシラカバの花粉症がひどく、毎年セチリジンを飲んでいる。
project_context | Restaurierung, Silbermann, Endingen | Endingen restoration | Ihr großes Projekt: die Restaurierung der Orgel in St. Peter in Endingen am Kaiserstuhl, Abschluss geplant Ostern 2027.
project_context | Windlade, Endingen, Holzwurm | windchest repair | In Endingen müssen die Schleifladen neu belegt werden; der Holzwurm hat die Hauptlade beschädigt.
project_context | Denkmalamt, Endingen, Gutachten | heritage office | Das Landesamt für Denkmalpflege verlangt für Endingen ein Gutachten zu den originalen Pfeifen.
project_context | 金沢, 教会, 新しいオルガン | Kanazawa organ | 金沢のカトリック教会から、12ストップの新しいオルガンの注文を受けている。
project_context | Kanazawa, Angebot, Yen | Kanazawa quote | Das Angebot für Kanazawa beträgt 410.000 Euro; die Gemeinde zahlt in drei Raten in Yen.
stable_user_context | Intonation, Pfeifen, Zinn | voicing | Ihre Spezialität ist die Intonation von Zungenregistern, besonders Trompete und Vox humana.
stable_user_context | Pfeifen, Zinn, Legierung | pipe metal | Für Prinzipalpfeifen gießt sie selbst Orgelmetall mit 75 % Zinn in der Werkstatt.
recurring_constraint | Stimmung, Kirchen, Advent | tuning rounds | Vor Weihnachten stimmt sie jedes Jahr 14 Orgeln in Südbaden; der ganze Dezember ist ausgebucht.
stable_user_context | Azubi, Mia, Ausbildung | apprentice Mia | In der Werkstatt lernt die Auszubildende Mia im zweiten Lehrjahr.
stable_user_context | Geselle, Konstantin, Werkstatt | journeyman Konstantin | Ihr erster Geselle Konstantin ist Ukrainer aus Lwiw und übernimmt die Holzarbeiten.
stable_user_context | Konstantin, Familie, Lwiw | Konstantin family | Konstantins Eltern leben noch in Lwiw; er schickt ihnen jeden Monat Geld.
recurring_constraint | Kredit, Sparkasse, Werkstatt | workshop loan | Für die Werkstatthalle zahlt sie einen Kredit bei der Sparkasse ab: 1,9 % fest bis 2029, 2.100 Euro im Monat.
recurring_constraint | Rente, Altersvorsorge, Handwerk | pension savings | Sie spart 400 Euro im Monat in einen ETF-Sparplan für die Rente, weil ihre Handwerkerrente niedrig sein wird.
recurring_constraint | Steuerberater, Umsatzsteuer, Quartal | VAT returns | Die Umsatzsteuervoranmeldung macht ihr Steuerberater Herr Kaltenbach, quartalsweise.
stable_user_context | Auto, VW Crafter, Transporter | VW Crafter | Sie fährt einen weißen VW Crafter mit Werkstatteinbau, Baujahr 2019.
stable_user_context | Stimmgerät, Peterson, Strobe | Peterson tuner | Zum Stimmen benutzt sie ein Peterson-Strobe-Stimmgerät.
stable_user_context | Festool, Tauchsäge, Werkzeug | Festool saw | In der Werkstatt hat sie eine Festool-Tauchsäge und eine Hobelmaschine von Felder.
stable_user_context | Miele, Waschmaschine, kaputt | Miele washer | Ihre Miele-Waschmaschine ist 22 Jahre alt und läuft noch.
stable_user_context | Bienen, Imkerin, Völker | beekeeping | Sie ist Hobby-Imkerin mit drei Bienenvölkern hinter der Werkstatt.
stable_user_context | Wachs, Bienenwachs, Orgel | beeswax use | Das eigene Bienenwachs verwendet sie für die Lederdichtungen der Orgelbälge.
stable_user_context | Go, Brettspiel, Takeshi | playing Go | Mit Takeshi spielt sie abends Go; sie ist 5 Kyu, er 2 Dan.
stable_user_context | Chor, Sopran, Bach-Chor | choir | Sie singt Alt im Freiburger Bachchor; Probe ist donnerstags um 19:30.
stable_user_context | Schwimmen, Rhein, Sommer | Rhine swimming | Im Sommer schwimmt sie mit einem Schwimmsack im Rhein bei Breisach.
stable_user_context | Garten, Shiso, Gemüse | garden | Im Garten zieht sie Shiso, Daikon und Mangold für Takeshis Küche.
stable_user_context | Wohnung, Haus, Haslach | home | Sie wohnt mit Takeshi in einem alten Winzerhaus in Freiburg-Haslach, neben der Werkstatt.
stable_user_context | Dresden, Kindheit, Frauenkirche | Frauenkirche | Als Kind hat sie die Ruine der Frauenkirche gesehen; den Wiederaufbau hat sie als Gesellin verfolgt.
stable_user_context | Bautzen, Meisterschule, Ludwigsburg | master school | Den Meisterbrief hat sie 1996 an der Orgelbauschule in Ludwigsburg gemacht.
standing_instruction | Sprache, Antworten, Deutsch | language of answers | Antworte auf Deutsch, außer ich schreibe in einer anderen Sprache.
*standing_instruction | Maßeinheiten, metrisch, Celsius | metric units | Immer metrische Einheiten und Grad Celsius verwenden, keine Zoll.
*standing_instruction | Ton, knapp, ohne Emojis | answer style | Antworten knapp und sachlich halten, ohne Emojis.
standing_instruction | Briefe, Gemeinde, Sie-Form | letters to parishes | Briefe an Kirchengemeinden in der Sie-Form und mit „Mit freundlichen Grüßen“ schreiben.
user_preference | Kaffee, Filter, Espresso | coffee | Sie trinkt Filterkaffee ohne Zucker und mag keinen Espresso.
user_preference | Krimi, Lesen, Hörbuch | audiobooks | Sie hört beim Autofahren Hörbücher, am liebsten Krimis von Henning Mankell.
user_preference | Essen, vegetarisch, Fisch | diet | Sie isst kein Fleisch, aber Fisch.
stable_user_context | Japanisch, Sprachkurs, B1 | learning Japanese | Sie lernt seit zehn Jahren Japanisch und ist ungefähr auf B1.
stable_user_context | Koreanisch, Anfängerin, Hangul | learning Korean | Seit der Geburt der Enkelin lernt sie Koreanisch mit einer App, sie kann Hangul lesen.
stable_user_context | Wandern, Schwarzwald, Feldberg | hiking | Sie wandert gern im Schwarzwald, am liebsten auf den Feldberg.
project_context | Buch, Orgelbau, Frauen | book project | Sie schreibt an einem Buch über Frauen im Orgelbau seit 1900, mit einem Verlag in Kassel.
project_context | Island, Reise, Sommer | Iceland trip | Für Juni 2027 plant sie mit Takeshi eine Rundreise durch Island mit dem Wohnmobil.
stable_user_context | Zweitwohnung, Kanazawa, Schwiegermutter | mother-in-law Fumiko | Takeshis Mutter Fumiko, 88, lebt allein in Kanazawa; Takeshi ruft sie jeden Sonntagmorgen an.
stable_user_context | 義母, 文子, 骨折 | Fumiko fracture | 義母の文子は大腿骨を骨折したことがあり、杖で歩いている。
recurring_constraint | 仕送り, 金沢, 義母 | money to Fumiko | 毎月3万円を金沢の義母の介護費用として送っている。
stable_user_context | お茶, 抹茶, 茶道 | tea ceremony | 彼女は金沢に住んでいた頃、裏千家の茶道を三年習った。
stable_user_context | 金沢, 住んだ, 1999 | lived in Kanazawa | 1999年から2002年まで、夫と金沢に住んでいた。
stable_user_context | 日本語, 漢字, 苦手 | kanji | 日本語は話せるが、漢字を書くのは苦手。
user_preference | 日本料理, おでん, 冬 | oden | 冬には夫の作る金沢おでんが一番好き。
project_context | 窯, 個展, 武 | Takeshi exhibition | 武はバーゼルのギャラリーで初めての個展を開く準備をしている。
stable_user_context | 한국어, 앱, 공부 | Korean app | 한국어는 매일 아침 듀오링고로 15분씩 공부한다.
stable_user_context | 한국, 음식, 김치 | kimchi | 며느리 서연에게 김치 담그는 법을 배워서 가을마다 배추김치를 담근다.
project_context | 돌잔치, 하나, 선물 | first birthday | 하나의 돌잔치는 서울에서 열리고, 사용자는 그때 서울에 다시 간다.
stable_user_context | 서연, 치과, 강남 | Seoyeon clinic | 서연은 강남에서 동료와 함께 치과를 운영한다.
stable_user_context | 요나스, 축구, FC서울 | Jonas football | 요나스는 주말마다 FC서울 경기를 보러 간다.
stable_user_context | 钢琴, 管风琴, 学生 | Chinese student | 她的工作室里有一位来自上海的实习生，叫王磊，学管风琴制造。
stable_user_context | 王磊, 签证, 实习 | Wang Lei visa | 王磊的实习签证每年都需要续签。
user_preference | 茶, 乌龙, 台湾 | oolong | 她喜欢喝台湾乌龙茶，尤其是冻顶乌龙。
stable_user_context | 上海, 音乐厅, 管风琴 | Shanghai organ | 她2019年去上海为一座音乐厅的管风琴做过调音。
stable_user_context | Organ, England, Harrison | Harrison & Harrison | She spent a year as a journeywoman at Harrison & Harrison in Durham in 1991.
stable_user_context | knees, kneeling, pads | knee pain | Her right knee hurts after long days kneeling inside organ cases; she wears gel knee pads.
stable_user_context | podcast, English, organ | organ podcast | She listens to an English podcast about historic organs during long drives.
project_context | website, shop, English | workshop website | She wants an English version of the workshop website for clients abroad.
stable_user_context | Lisbon, trip, fado | Lisbon trip | In 2024 she went to Lisbon with Takeshi and loved the fado houses in Alfama.
stable_user_context | ferry, sailing, Baltic | Baltic sailing | As a girl she sailed dinghies on the Baltic at Warnemünde.
stable_user_context | orgue, Alsace, Silbermann | Alsace organs | Elle connaît bien les orgues Silbermann d'Alsace et en a visité plus de trente.
project_context | Marmoutier, concert, orgue | Marmoutier concert | Elle accompagne le chœur à un concert à l'abbatiale de Marmoutier en septembre.
stable_user_context | fromage, Munster, Alsace | Munster cheese | Elle achète son munster chez un fromager à Colmar, au marché du jeudi.
stable_user_context | vin, Kaiserstuhl, Grauburgunder | wine | Elle boit volontiers un Grauburgunder du Kaiserstuhl, jamais de vin rouge.
stable_user_context | collègue, facteur d'orgues, Strasbourg | colleague Strasbourg | Son ami Marc, facteur d'orgues à Strasbourg, lui prête parfois ses ouvriers.
stable_user_context | órgano, España, Salamanca | Salamanca organ | En 2016 trabajó dos meses en la restauración de un órgano ibérico en Salamanca.
stable_user_context | trompetería, horizontal, lengüetería | Spanish trumpets | Le fascinan las trompetas horizontales de los órganos ibéricos.
stable_user_context | español, Mallorca, vacaciones | Mallorca | Pasa cada Semana Santa unos días en Sóller, en Mallorca, con su amiga Carmen.
stable_user_context | amiga, Carmen, organista | friend Carmen | Su amiga Carmen es organista de la catedral de Palma.
stable_user_context | órgão, Portugal, Mafra | Mafra organs | Ela visitou o Palácio de Mafra para ver os seis órgãos da basílica.
stable_user_context | cliente, Brasil, São Paulo | São Paulo client | Uma paróquia em São Paulo pediu-lhe um orçamento para um órgão de estudo.
stable_user_context | Porto, vinho, viagem | Porto trip | Ela quer voltar ao Porto no outono para provar vinho do Porto branco.
stable_user_context | украинский, Константин, язык | Konstantin language | С Константином она говорит по-русски, потому что выучила русский в школе в ГДР.
stable_user_context | школа, ГДР, русский | school Russian | В школе в ГДР она учила русский язык восемь лет.
stable_user_context | Санкт-Петербург, орган, поездка | St Petersburg | В 2012 году она ездила в Санкт-Петербург смотреть органы в лютеранской церкви Петрикирхе.
stable_user_context | дача, бабушка, Саксония | grandmother's garden | У её бабушки был садовый участок (дача) под Дрезденом, где она проводила лето.
stable_user_context | organo, Italia, Cremona | Cremona | Ha fatto un corso di accordatura a Cremona, dove ha conosciuto liutai e organari.
stable_user_context | Toscana, organo, Pistoia | Pistoia organs | Ama gli organi storici di Pistoia e ci torna ogni due anni per il festival.
stable_user_context | italiano, corso, Volkshochschule | learning Italian | Studia italiano alla Volkshochschule il martedì sera.
stable_user_context | caffè, moka, Bialetti | Bialetti | Ha una moka Bialetti che usa solo quando vengono ospiti italiani.
stable_user_context | amico, Paolo, organaro | friend Paolo | Il suo amico Paolo è organaro a Pistoia e le manda canne antiche da studiare.
stable_user_context | Ölheizung, Wärmepumpe, Haus | heat pump | Im Winzerhaus soll 2027 die Ölheizung durch eine Wärmepumpe ersetzt werden; die KfW-Förderung ist beantragt.
stable_user_context | Versicherung, Werkstatt, Brand | workshop insurance | Die Werkstatt ist bei der SV SparkassenVersicherung gegen Feuer und Einbruch versichert.
stable_user_context | Handy, Fairphone, Telefon | Fairphone | Sie hat ein Fairphone 5 und keinen Laptop, nur ein iPad für Pläne.
stable_user_context | Fahrrad, E-Bike, Riese & Müller | e-bike | Zur Bank und zum Markt fährt sie mit einem E-Bike von Riese & Müller.
stable_user_context | Lesebrille, Augen, Grauer Star | cataract | Auf dem rechten Auge beginnt ein Grauer Star; die Operation ist für Februar geplant.
`;
