// The sixteenth blind aboutness set's memories: Makoto Takahashi, 54, the tōji (master brewer) of his family's sake
// brewery in Nagaoka, Niigata, who writes mostly Japanese; written before the recall rules were read.
// Lines: `type | tags | subject | text` (`*` on the type: applies to every answer).

export const SIXTEENTH_MEMORY_LINES = `
stable_user_context | 杜氏, 酒蔵, 長岡 | toji | ユーザーは新潟県長岡市にある家業の酒蔵「高橋酒造」の杜氏で、54歳。
stable_user_context | 蔵元, 六代目, 事業承継 | sixth generation | ユーザーは高橋酒造の六代目で、父から蔵を継いだ。
stable_user_context | 妻, キアラ, ボローニャ | wife Chiara | ユーザーの妻キアラはボローニャ出身のイタリア人で、長岡の文化センターでイタリア語を教えている。
stable_user_context | moglie, Chiara, pasta | Chiara pasta | Chiara fa la pasta fresca a mano ogni domenica, soprattutto tortellini e tagliatelle.
stable_user_context | 娘, 花, ディジョン | daughter Hana | 娘の花は20歳で、フランスのディジョンの大学でワイン醸造学を学んでいる。
stable_user_context | Hana, Dijon, loyer | Hana rent | Hana loue un studio à Dijon pour 520 euros par mois ; ses parents paient le loyer.
project_context | Hana, stage, Bourgogne | Hana internship | Hana fera un stage de vendanges dans un domaine de la Côte de Nuits en septembre.
stable_user_context | 息子, 大地, 野球 | son Daichi | 息子の大地は16歳の高校二年生で、野球部でキャッチャーをしている。
stable_user_context | 起立性調節障害, 大地, 朝 | Daichi OD | 大地は起立性調節障害があり、朝起きられず、ミドドリンを飲んでいる。
project_context | 大学受験, 大地, 農学部 | Daichi exams | 大地の第一志望は新潟大学の農学部で、2028年に受験する。
stable_user_context | 母, 文子, 糖尿病 | mother Fumiko | ユーザーの母・文子は81歳で、蔵の隣の古い家に一人で住んでいる。
stable_user_context | 糖尿病, メトホルミン, 文子 | Fumiko diabetes | 文子は2型糖尿病で、メトホルミンを一日二回飲んでいる。
recurring_constraint | 文子, 通院, 第二木曜 | Fumiko clinic | 毎月第二木曜日に母を長岡赤十字病院の糖尿病外来へ車で連れて行く。
stable_user_context | suocero, Dante, Parkinson | father-in-law Dante | Il suocero dell'utente, Dante, vive a Bologna e ha il morbo di Parkinson.
stable_user_context | levodopa, Dante, orari | Dante levodopa | Dante prende la levodopa quattro volte al giorno e la badante controlla gli orari.
recurring_constraint | videochiamata, Bologna, domenica | Bologna calls | Ogni domenica alle 20 ora giapponese la famiglia fa una videochiamata con Dante a Bologna.
stable_user_context | 父, 先代, 他界 | late father | ユーザーの父は先代の蔵元で、2019年に肺がんで亡くなった。
stable_user_context | 柴犬, 大福, 9歳 | dog Daifuku | 柴犬の大福（だいふく）は9歳のオスで、蔵の看板犬。
stable_user_context | 大福, アトピー, アポキル | Daifuku allergy | 大福はアトピー性皮膚炎で、アポキルを毎朝飲ませている。
standing_instruction | 大福, 散歩, 夏 | Daifuku walks | 大福の散歩は夏は朝6時前と夜8時以降だけにする（アスファルトが熱いので）。
stable_user_context | gatto, Totò, rosso | cat Totò | Il gatto di casa si chiama Totò, come l'attore napoletano; è un rosso tigrato di cinque anni.
stable_user_context | 猫, トト, 尿路結石 | Toto stones | 猫のトトはストルバイト結石になったことがあり、療法食のユリナリーだけを食べている。
stable_user_context | 痛風, 尿酸, フェブキソスタット | gout | ユーザーは痛風持ちで、フェブキソスタットを毎日飲んでいる。
recurring_constraint | ビール, 痛風, プリン体 | no beer | 痛風のため、ビールは飲まず、プリン体の多い白子やあん肝も控えている。
stable_user_context | 花粉症, スギ, ビラスチン | hay fever | スギ花粉症がひどく、二月から四月はビラスチンを飲んでいる。
stable_user_context | hearing, left ear, tinnitus | tinnitus | He has tinnitus and some hearing loss in his left ear from years next to the rice-polishing machines.
stable_user_context | 高血圧, アムロジピン | blood pressure | 去年の健康診断で高血圧と言われ、アムロジピンを飲み始めた。
stable_user_context | 麹, 製麹, 麹室 | koji room | 麹室での製麹は杜氏が自分で見る。出麹は二日目の朝。
stable_user_context | 生酛, 酒母, 山卸し | kimoto | 高橋酒造の看板は生酛造りの純米酒で、酒母は山卸しをしてつくる。
stable_user_context | 五百万石, 契約栽培, 農家 | rice contract | 酒米の五百万石は近くの農家七軒と契約栽培している。
stable_user_context | 精米歩合, 大吟醸, 40% | daiginjo | 大吟醸「雪椿」は山田錦を精米歩合40%まで磨いてつくる。
stable_user_context | 銘柄, 越乃大地 | brand Koshino | 主力銘柄は「越乃大地」という純米酒で、息子の名前と同じ字を使っている。
recurring_constraint | 造り, 10月, 3月 | brewing season | 造りの期間は10月から3月までで、その間ユーザーは蔵に泊まり込むことが多い。
stable_user_context | 蔵人, 五人, 冬 | brewery crew | 蔵人は杜氏を入れて六人で、冬だけ来る季節の蔵人が二人いる。
stable_user_context | 제자, 민준, 대구 | apprentice Minjun | 양조장에는 대구에서 온 한국인 견습생 김민준(28세)이 있다.
stable_user_context | 민준, 비자, 특정기능 | Minjun visa | 민준의 비자는 특정기능 비자이고 내년 5월에 갱신해야 한다.
project_context | 민준, 막걸리, 실험 | Minjun makgeolli | 민준은 쉬는 날 양조장 한쪽에서 누룩으로 막걸리를 시험 삼아 빚고 있다.
stable_user_context | 台湾, 代理商, 林 | Taipei importer | 高橋酒造在台灣的代理商是台北的林先生，每年進口大約三千瓶。
project_context | 上海, 展会, 四月 | Shanghai fair | 用户报名了2027年4月上海的日本酒展会，要在那里设展位。
stable_user_context | 中文, 学习, 汉字 | learning Chinese | 为了跟代理商沟通，用户每周一次在网上学中文。
stable_user_context | Importeur, Vogel, Hamburg | Hamburg importer | Der deutsche Importeur der Brauerei ist Herr Vogel in Hamburg; er bestellt zweimal im Jahr.
project_context | Messe, ProWein, Düsseldorf | ProWein | Im März stellt die Brauerei zum ersten Mal auf der ProWein in Düsseldorf aus.
stable_user_context | IWC, gold, London | IWC gold | The brewery's kimoto junmai won a gold medal at the International Wine Challenge sake category in London in 2023.
project_context | export, Italy, distributor | Italy export | His goal for the brewery is a distributor in Italy, to sell the sake in Bologna and Milan.
project_context | 本, 生酛, 執筆 | kimoto book | 生酛造りについての本を執筆中で、出版社への原稿の締め切りは2027年の秋。
project_context | 古民家, 改修, 試飲 | tasting room | 蔵の隣の古民家を改修して、試飲スペース兼ショップにする計画がある。
project_context | 補助金, 事業再構築, 申請 | subsidy | 古民家改修のために事業再構築補助金を申請中で、結果は一月に出る。
recurring_constraint | 融資, タンク, 返済 | tank loan | 新しいサーマルタンク四本のため、第四北越銀行から2000万円を借りて毎月返済している。
user_preference | NISA, 投資, インデックス | NISA | 新NISAで全世界株のインデックスファンドを毎月3万円積み立てている。
risk_preference | 暗号資産, FX | no crypto | 暗号資産やFXには手を出さないと決めている。
stable_user_context | 税理士, 確定申告, 酒税 | tax accountant | 蔵の経理と酒税の申告は長岡の税理士の小林さんに頼んでいる。
recurring_constraint | 仕送り, 花, ユーロ | allowance Hana | 毎月花に600ユーロをWiseで送金している。
user_preference | 将棋, 将棋ウォーズ, 三段 | shogi | 趣味は将棋で、将棋ウォーズで三段。夜に一局指すのが楽しみ。
user_preference | 藤井聡太, タイトル戦 | shogi fan | 藤井聡太のタイトル戦は必ず中継で見る。
user_preference | fly fishing, Uonuma, trout | fly fishing | In spring he goes fly fishing for char and trout on the rivers around Uonuma.
user_preference | Moto Guzzi, motorcycle, V7 | Moto Guzzi | He rides a red Moto Guzzi V7 on summer weekends, often to the Sea of Japan coast.
stable_user_context | 車, スバル, フォレスター | car Forester | 車はスバルのフォレスターで、冬はスタッドレスタイヤに替える。
stable_user_context | 軽トラ, 配達, スズキ | kei truck | 配達にはスズキのキャリイ（軽トラ）を使っている。
user_preference | カメラ, 富士フイルム, X100 | camera | 富士フイルムのX100Vで蔵の写真を撮ってインスタに載せている。
user_preference | Instagram, 蔵, 投稿 | Instagram | 高橋酒造のインスタグラムは週に二回ユーザー自身が投稿している。
user_preference | ジャズ, レコード, マイルス | jazz records | ジャズのレコードを集めていて、マイルス・デイヴィスが一番好き。
user_preference | 温泉, 越後湯沢 | onsen | 造りが終わると家族で越後湯沢の温泉に一泊する。
user_preference | ラーメン, 長岡生姜醤油 | ramen | 好物は長岡生姜醤油ラーメン。
user_preference | 蕎麦打ち, へぎそば | soba | へぎそばを自分で打つのが休日の楽しみ。
user_preference | 花火, 長岡まつり | fireworks | 毎年8月の長岡花火は家族全員で見に行く。
stable_user_context | 居住, ミラノ, 修業 | Milan years | 若い頃、ミラノに二年住んでイタリア料理店で働いていた。そこでキアラと出会った。
stable_user_context | 東京, 農大, 醸造科 | Tokyo university | 東京農業大学の醸造科学科を卒業した。
user_preference | viaje, Camino, Chiara | Camino | Sueña con hacer el Camino de Santiago con Chiara cuando se jubile.
stable_user_context | español, clases, Chiara | learning Spanish | Él y Chiara toman clases de español en línea los jueves para preparar el Camino.
stable_user_context | Daichi, beisebol, treinador | coach Paulo | O treinador de beisebol do Daichi é o Paulo, um nipo-brasileiro de Oizumi.
user_preference | churrasco, Paulo, verão | churrasco | No verão o Paulo organiza um churrasco para o time e o usuário leva saquê.
stable_user_context | Vinho, Porto, viagem | Porto trip | Em 2018 a família viajou ao Porto e visitou as caves de vinho do Porto.
stable_user_context | друг, Сахалин, Игорь | friend Igor | Его старый друг Игорь из Южно-Сахалинска когда-то торговал рыбой с Ниигатой.
user_preference | Толстой, чтение, зима | Tolstoy | Зимой в перерывах он перечитывает «Анну Каренину» Толстого в японском переводе.
project_context | Владивосток, поездка, мотоцикл | Vladivostok ride | Он мечтает проехать на мотоцикле от Владивостока до Байкала.
stable_user_context | Hana, flatmate, Claire | Hana flatmate | Hana shares a flat in Dijon with a French student called Claire.
user_preference | wine, Burgundy, pinot | Burgundy wine | He likes red Burgundy, especially pinot noir from Gevrey-Chambertin, a taste Hana gave him.
stable_user_context | 酒, 陶器, 片口 | katakuchi | 家で酒を飲むときは、瀬戸の片口とぐい呑みを使う。
stable_user_context | 日本酒, 温度, 燗 | kan temperature | 自分の生酛はぬる燗（40度前後）で飲むのが一番だと思っている。
standing_instruction | 日本語, 返事 | reply Japanese | 返事は日本語で。ただしイタリア語やフランス語の文面を頼んだときはその言語で。
*standing_instruction | 簡潔, 箇条書き | short answers | 答えは短く、必要なら箇条書きで。
standing_instruction | 単位, メートル法, 温度 | units | 温度は摂氏、量はリットルやミリリットルで書くこと。
stable_user_context | 酒税, 製造免許 | license | 清酒製造免許は蔵の名義で、ユーザーが代表取締役。
stable_user_context | 従業員, 事務, 佐々木 | clerk Sasaki | 事務と出荷は佐々木さん（60代）が一人で担当している。
stable_user_context | 雪, 除雪, 冬 | snow clearing | 冬は毎朝蔵の前の雪かきから一日が始まる。除雪機はヤマハ。
stable_user_context | 地震, 中越, 2004 | 2004 quake | 2004年の中越地震で蔵の土蔵が一棟壊れた。
stable_user_context | 水, 仕込み水, 井戸 | brewing water | 仕込み水は蔵の井戸水で、軟水。
project_context | 酵母, 花, 共同 | Hana yeast | 花とワイン酵母で仕込む日本酒を一緒に試作する計画がある。
project_context | ラベル, デザイン, 新酒 | new label | 新酒のラベルを長岡のデザイナーに頼んで作り直している。
user_preference | 酒の会, イベント, 東京 | sake events | 年に三回、東京の居酒屋で「蔵元を囲む会」を開いている。
stable_user_context | 腰痛, 櫂入れ | back pain | 櫂入れで腰を痛めてから、冬は腰痛ベルトをしている。
stable_user_context | 眼鏡, 老眼 | reading glasses | 老眼で、細かい字を読むときは眼鏡が必要。
stable_user_context | Chiara, 誕生日, 6月 | Chiara birthday | キアラの誕生日は6月14日。
stable_user_context | 結婚記念日, 10月 | anniversary | 結婚記念日は10月3日で、造りの始まりと重なる。
user_preference | Chiara, lirica, Verdi | Chiara opera | Chiara ama l'opera lirica, soprattutto Verdi, e sogna di tornare all'Arena di Verona.
stable_user_context | italiano, lezioni, livello | Makoto Italian | L'utente parla italiano a livello B1 e lo usa con la famiglia di Chiara.
user_preference | 家庭菜園, トマト, バジル | vegetable garden | 裏庭の畑でキアラとトマトとバジルを育てている。
stable_user_context | 大地, ミット, 捕手 | Daichi mitt | 大地のキャッチャーミットはミズノの硬式用で、去年の誕生日に買った。
project_context | 大地, 甲子園, 夏 | Daichi Koshien | 大地のチームの目標は2027年夏の甲子園新潟大会でベスト8。
stable_user_context | 대지, 한국어, 드라마 | Daichi Korean | 대지는 한국 드라마를 좋아해서 민준에게 한국어를 조금 배우고 있다.
user_preference | 김치, 민준, 어머니 | Minjun kimchi | 민준의 어머니가 보내 주는 김치를 사용자 가족도 좋아한다.
stable_user_context | 老家, 台北, 旅行 | Taipei trip | 去年十一月用户和妻子去台北拜访了林先生，也去了九份。
stable_user_context | Wettbewerb, Jury, Sake | sake judge | Er ist seit 2022 Juror bei einem Sake-Wettbewerb in München.
user_preference | Bier, Weißbier, verboten | no Weissbier | In München trinkt er wegen der Gicht kein Weißbier mehr, sondern Wasser.
stable_user_context | Anmeldung, ProWein, Stand | ProWein stand | Der Stand auf der ProWein ist ein Gemeinschaftsstand mit drei anderen Brauereien aus Niigata.
stable_user_context | pharmacie, Dijon, Hana | Hana asthma | Hana a de l'asthme léger et garde toujours un inhalateur de Ventoline.
user_preference | fromage, Époisses, Hana | Epoisses | Hana lui a fait découvrir l'Époisses, qu'il aime avec son junmai.
stable_user_context | smartphone, Pixel, Google | phone | He uses a Google Pixel 8 and an old iPad for the brewery records.
stable_user_context | 帳簿, もろみ, 記録 | moromi records | もろみの温度と日本酒度は毎日ノートと表計算ソフトに記録している。
user_preference | 日本酒度, 辛口, 好み | dry sake | 自分の好みは日本酒度+5くらいの辛口。
`;
