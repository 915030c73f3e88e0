// The sixteenth blind aboutness set's questions in Japanese, the language the user mostly writes, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const SIXTEENTH_JA_LINES = `
direct | ja | dog Daifuku; Daifuku allergy; Daifuku walks | 大福の散歩、今日は何時に行けばいい？
direct | ja | dog Daifuku; Daifuku allergy; Daifuku walks | 大福が足をずっと舐めてる。アポキル増やしていいのかな
direct | ja | dog Daifuku; Daifuku allergy; Daifuku walks | 柴犬の換毛期、大福のブラッシングは週何回がいい？
direct | ja | dog Daifuku; Daifuku allergy; Daifuku walks | 大福も9歳だし、シニア用のフードに変えるべき？
direct | ja | cat Totò; Toto stones | トトがトイレに何度も行ってる。また結石かな
direct | ja | cat Totò; Toto stones | トトにユリナリー以外のおやつをあげても大丈夫？
direct | ja | gout; no beer; no Weissbier | 足の親指がまた腫れてきた。フェブキソスタット飲んでるのに
direct | ja | gout; no beer; no Weissbier | 尿酸値を下げる食事、晩酌のつまみで何がいい？
direct | ja | gout; no beer; no Weissbier | 痛風でも飲める酒のつまみを考えて
direct | ja | hay fever | 花粉の季節が来る前に、ビラスチンはいつから飲み始めるべき？
direct | ja | hay fever | スギ花粉がつらい。蔵の仕事中にできる対策は？
direct | ja | blood pressure | アムロジピンを飲み始めてから足がむくむ気がする
direct | ja | blood pressure | 血圧が上が150だった。薬の量を医者に相談すべき？
direct | ja | tinnitus | 左耳の耳鳴りがひどくなってきた。耳鼻科で何を伝えればいい？
direct | ja | back pain; toji | 櫂入れで腰を痛めないストレッチを教えて
direct | ja | mother Fumiko; Fumiko diabetes; Fumiko clinic | 母の血糖値が高めだった。メトホルミンと一緒に気をつける食べ物は？
direct | ja | mother Fumiko; Fumiko diabetes; Fumiko clinic | 今月の母の通院日はいつ？
direct | ja | mother Fumiko; Fumiko diabetes; Fumiko clinic | 母が一人暮らしで心配。見守りサービスでおすすめは？
direct | ja | mother Fumiko; Fumiko diabetes; Fumiko clinic | 母の81歳の誕生日に何を贈ろう
direct | ja | father-in-law Dante; Dante levodopa; Bologna calls | 義父のパーキンソン病、進行を遅らせるリハビリってある？
direct | ja | father-in-law Dante; Dante levodopa; Bologna calls | 日曜のボローニャとのビデオ通話、何時からだっけ
direct | ja | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | 妻の誕生日プレゼント、今年は何がいいと思う？
direct | ja | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | 結婚記念日、造りが始まって忙しいけど何かしたい
direct | ja | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | キアラがヴェローナでオペラを見たいと言っている。いつの公演がいい？
direct | ja | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | 娘の家賃、ユーロ高でいくらになる？
direct | ja | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | 花への仕送り、Wiseより安い送金方法ある？
direct | ja | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | 花がブルゴーニュの収穫研修に行く。持っていくものは？
direct | ja | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | 娘が喘息の吸入器をフランスで処方してもらう方法は？
direct | ja | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | 花のルームメイトへのお土産、日本から何を送ろう
direct | ja | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 息子が朝起きられない。起立性調節障害の子の登校の工夫は？
direct | ja | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 大地のミドドリン、飲み忘れたらどうする？
direct | ja | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 息子が受ける新潟大学農学部の受験科目を調べて
direct | ja | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 大地のキャッチャーミット、型付けはどうやる？
direct | ja | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 息子のチームが甲子園予選でベスト8に入るには何が必要？
direct | ja | kimoto; kimoto book | 生酛の山卸しで、乳酸菌が増えるまでの温度管理のコツ
direct | ja | kimoto book; kimoto | 生酛の本の第三章の構成を一緒に考えて
direct | ja | kimoto book | 出版社との原稿の締め切りまであと何か月？
direct | ja | koji room | 麹室の湿度が高すぎる。出麹をどう調整する？
direct | ja | koji room | うちの製麹で破精込みが浅い。原因は？
direct | ja | daiginjo | 雪椿の精米歩合を35%にしたら味はどう変わる？
direct | ja | rice contract | 契約農家さんとの五百万石の買い取り価格、来年はどう交渉する？
direct | ja | brewing season; toji | 今年の造りの日程表を作って
direct | ja | brewery crew | 季節の蔵人をもう一人雇うなら、どこで募集すればいい？
direct | ja | brand Koshino | 越乃大地の新しい売り文句を考えて
direct | ja | new label | 新酒のラベル、デザイナーに伝える要望をまとめて
direct | ja | tasting room; subsidy | 古民家の試飲スペース、耐震補強にいくらかかる？
direct | ja | subsidy | 事業再構築補助金の結果が出る前にやっておくことは？
direct | ja | tank loan | タンクの融資、繰り上げ返済した方が得？
direct | ja | NISA | 新NISAの積立額を月5万円に増やすべき？
direct | ja | tax accountant; license | 酒税の申告で小林さんに確認しておくことは？
direct | ja | clerk Sasaki | 佐々木さんが休む日の出荷をどう回すか
direct | ja | apprentice Minjun; Minjun visa | 民俊のビザ更新に必要な書類を教えて
direct | ja | apprentice Minjun; Minjun visa; Minjun makgeolli; Minjun kimchi | 見習いのミンジュンにマッコリを蔵で造らせても免許上大丈夫？
direct | ja | Taipei importer; Taipei trip | 台湾の林さんに年末の挨拶メールを書いて
direct | ja | Shanghai fair | 上海の日本酒展示会に持っていく試飲酒を選んで
direct | ja | Hamburg importer | ハンブルクのフォーゲルさんへの見積もりを英語で書いて
direct | ja | ProWein; ProWein stand | プロワインの共同ブースで配るパンフレットの中身は？
direct | ja | Italy export | イタリアの輸入業者に送る最初のメールを書いて
direct | ja | IWC gold | IWCの金賞を蔵のサイトでどう打ち出す？
direct | ja | sake judge | ミュンヘンの審査会の審査基準をおさらいしたい
direct | ja | shogi | 将棋ウォーズで四段に上がるには何を勉強すればいい？
direct | ja | shogi fan | 藤井さんの次のタイトル戦はいつ？中継を見逃したくない
direct | ja | fly fishing | 今度魚沼でイワナを釣りたい。解禁はいつから？
direct | ja | Moto Guzzi | 俺のグッツィV7、冬の間バッテリーはどう保管する？
direct | ja | car Forester | うちのフォレスターのスタッドレス、何シーズン使える？
direct | ja | kei truck | うちのキャリイの車検、今年はいくらくらいかかる？
direct | ja | camera; Instagram | X100Vで蔵の中を暗くても綺麗に撮る設定は？
direct | ja | Instagram | 蔵のインスタの投稿、今週の分の文章を作って
direct | ja | jazz records | マイルスのレコードで次に買うならどれ？
direct | ja | onsen | 造り明けの家族旅行、越後湯沢でいい宿を探して
direct | ja | soba | へぎそばのつなぎの布海苔はどこで買える？
direct | ja | fireworks | 今年の長岡花火の有料席はいつから申し込める？
direct | ja | vegetable garden | 裏の畑のバジルがすぐ花をつける。どうすればいい？
direct | ja | Camino; learning Spanish | カミーノの巡礼、退職したら何月に歩くのがいい？
direct | ja | Vladivostok ride; Moto Guzzi | ウラジオストクからバイカル湖までバイクで行くなら何日かかる？
direct | ja | Burgundy wine | 自分で飲むジュヴレ・シャンベルタン、手頃な一本を教えて
direct | ja | kan temperature; kimoto | うちの生酛を燗にするなら、徳利は何度まで温める？
direct | ja | moromi records | もろみの記録をスプレッドシートでグラフにする方法
direct | ja | dry sake | 自分好みの辛口の酒を他の蔵から一本選んで
direct | ja | brewing water | 仕込み水の井戸の水質検査はどこに頼める？
direct | ja | snow clearing | うちのヤマハの除雪機、シーズン前の点検項目は？
direct | ja | Hana yeast; daughter Hana | 花と試作するワイン酵母の日本酒、酸はどのくらい出る？
direct | ja | sake events | 次の蔵元を囲む会の案内文を作って
direct | ja | reading glasses | 老眼鏡の度数、そろそろ上げたほうがいい？
direct | ja | Milan years | ミラノに住んでいた頃の店、まだあるか調べられる？
direct | ja | katakuchi | 片口に合うぐい呑みを瀬戸で探したい
direct | ja | Epoisses; Hana asthma; daughter Hana | エポワスに合わせる酒はうちのどれがいい？
direct | ja | Makoto Italian | イタリア語のB2を目指すならどんな勉強がいい？
direct | ja | learning Chinese | 中国語のオンラインレッスン、次は何を練習すべき？
direct | ja | phone | 自分のPixel 8のバッテリーの持ちをよくしたい
direct | ja | anniversary; wife Chiara | 10月3日、キアラと食事できる長岡の店を探して
direct | ja | dog Daifuku; Daifuku allergy; Daifuku walks | 大福のワクチン、今年はいつ？
direct | ja | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 大地にお弁当、朝食べられない日は何を持たせる？
direct | ja | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | ディジョンは今何時？花に電話したい
implicit | ja | dog Daifuku; Daifuku allergy; Daifuku walks | 柴がまた体を掻きむしって毛が抜けてる
implicit | ja | cat Totò; Toto stones | 猫の療法食、値上がりしたけど別の店で買える？
implicit | ja | gout; no beer; no Weissbier | 夜中に親指の付け根が激痛で目が覚めた
implicit | ja | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 朝、息子がまたベッドから起き上がれない
implicit | ja | mother Fumiko; Fumiko diabetes; Fumiko clinic | 第二木曜、雪がひどかったら病院どうしよう
implicit | ja | koji room; toji | 出麹が遅れそうで、今夜は蔵に泊まる
implicit | ja | tank loan; subsidy; tasting room | 今年の資金繰り、返済と改修が重なってきつい
implicit | ja | brewing season; toji; brewery crew | 十月からまた泊まり込みの日々が始まる
implicit | ja | Italy export; wife Chiara; Chiara pasta | ボローニャのレストランに酒を置いてもらえたら最高なんだけど
implicit | ja | hay fever | 二月に入って目がかゆくてたまらない
personal_none | ja | - | 冬用のダウンジャケット、軽くて暖かいのを探してる
personal_none | ja | - | 風呂のカビ取り、一番効く方法は？
personal_none | ja | - | スマホの写真をパソコンに移すには？
personal_none | ja | - | 引っ越しの挨拶状の文面を考えて
personal_none | ja | - | 歯医者に行くのが怖い。どうしたらいい？
personal_none | ja | - | 最近よく眠れない。寝る前にできることは？
personal_none | ja | - | 部屋の観葉植物が枯れかけている
personal_none | ja | - | 傘をよく電車に忘れる。対策ある？
homograph | ja | - | 大福の由来と、いちご大福を最初に作った店は？
homograph | ja | - | 花言葉で「感謝」を表す花は？
homograph | ja | - | 鼻が詰まったときにすぐ通す方法
homograph | ja | - | 「大地の歌」はマーラーのいつの作品？
homograph | ja | - | トイレメーカーのTOTOの社名の由来は？
homograph | ja | - | 「雪椿」という歌を歌ったのは誰？
homograph | ja | - | 麹町という地名の由来
homograph | ja | - | 「生酛」の「酛」という漢字の成り立ち
idiom | ja | - | 「花より団子」はどんな場面で使う言葉？
idiom | ja | - | 「猫に小判」を英語で言うと？
idiom | ja | - | 「犬も歩けば棒に当たる」はいい意味？悪い意味？
idiom | ja | - | 「酒は百薬の長」って本当？
idiom | ja | - | 「大福帳」って何のこと？
name | ja | - | ダンテの『神曲』は何部構成？
name | ja | - | キアラ・フェラーニはどんな人？
name | ja | - | 文子という名前の有名人を挙げて
name | ja | - | 柴田勝家はどんな武将？
name | ja | - | 藤井聡太の師匠は誰？
name | ja | - | 佐々木朗希のストレートの最速は？
place | ja | - | 長岡の人口はどのくらい？
place | ja | - | ボローニャの名物料理は？
place | ja | - | ディジョンのマスタードの歴史
place | ja | - | ハンブルクの港の歴史を教えて
place | ja | - | 魚沼産コシヒカリが高いのはなぜ？
place | ja | - | 越後湯沢へ東京から新幹線で何分？
place | ja | - | 大泉町にブラジル人が多いのはなぜ？
brand | ja | - | 新しいスバル・フォレスターの燃費は？
brand | ja | - | 富士フイルムX100VIの発売日
brand | ja | - | ミズノの創業者は誰？
brand | ja | - | ヤマハはなぜピアノとバイクを両方作っているの？
brand | ja | - | スズキ・ジムニーの納期は今どれくらい？
brand | ja | - | Wiseはどこの国の会社？
topic | ja | - | 痛風とはどんな病気？
topic | ja | - | 起立性調節障害はなぜ思春期に多い？
topic | ja | - | 日本酒の精米歩合とは何か
topic | ja | - | 日本酒の酒税はいくら？
topic | ja | - | パーキンソン病の初期症状
topic | ja | - | 事業承継税制とは
topic | ja | - | 2004年の中越地震の被害規模
topic | ja | - | 2型糖尿病と1型糖尿病の違い
topic | ja | - | 将棋の八大タイトルを全部教えて
subword | ja | - | 花火の色はどうやって出している？
subword | ja | - | 大地震が来たときの避難の手順
subword | ja | - | 花粉症の薬で眠くならないのはなぜ？
subword | ja | - | 麹菌はどうやって発見された？
subword | ja | - | 母音と子音の違い
function | ja | - | 「について」と「に関して」の違い
function | ja | - | 敬語の「お」と「ご」の使い分け
function | ja | - | 「それでも」を英語で言うと？
stem | ja | - | 酒造りに使う米と食べる米の違い
stem | ja | - | 猫背を直すストレッチ
stem | ja | - | 犬小屋を木で作るときの寸法の目安
stem | ja | - | 雪国の家の屋根はなぜ急なのか
generic | ja | - | 日本の人口は何人？
generic | ja | - | 円安はいつまで続く？
generic | ja | - | 年賀状を出す人はなぜ減っている？
generic | ja | - | 明日の新潟の天気は？
mixed | ja | - | 「Koji」という英語の単語はいつ辞書に載った？
mixed | ja | - | ワインのテロワールとは？
`;
