// Two things of the world weighed against each other: how one differs from the other ("чем X отличается от Y", "X和Y
// 有什么不同"), which of the two is more so ("X和Y哪个更…", "XとYはどちらが…", "X와 Y 중 어느 쪽이…", "quale è più…"),
// or one said better, healthier or older than the other ("X è meglio di Y", "X melhor que Y", "X gesünder als Y"). The
// question is about the two kinds, not about the user's one of them, as "the difference between" already is
// (aboutness.ts). A first person keeps it the user's: aboutness.ts reads that first ("is my old Tacoma better than a
// new Ranger"). A bare choice ("X or Y?") is left a request: it is often the user's own pick ("pine or eucalyptus for
// the hive box?").

/** How one thing differs from another or compares with it, in the ten languages (the forms "difference between" and 区别 miss). */
const DIFFERS =
  /(?<![\p{L}])(?:differs? from|differ(?:ent)? from each other|unterscheide[nt] sich|se distingue(?:nt)? de|se diferencia[n]? de|se difere[m]? de|si differenzia(?:no)? da|отлича\p{L}*|в ч[её]м разница|compared (?:to|with)|im vergleich (?:zu|mit)|verglichen mit|comparée?s? (?:à|avec)|comparad[oa]s? (?:con|com|a)|confrontat[oa] con|по сравнению с)(?![\p{L}])|有什么不同|有何不同|有啥不同|不同之处|有什么差别|有什么差異|どう違う|違いはある|차이가 (?:뭐|있|나)|(?:과|와|랑|하고) [^?？]{1,20}차이\s*[?？]?\s*$/u;

/**
 * Which of two is more so, by a property (older, healthier, more transparent, fewer breakdowns): 哪个更透明, どちらが古い,
 * 어느 쪽이 고장이 적어, "quale è più forte". Which is good, better or suits (哪个好, どちらがいい, 어느 쪽이 나아, "which
 * is better") asks the user's own pick and is left a request.
 */
const WHICH_MORE =
  /(?<![\p{L}])(?:which (?:one )?is (?:more|less|healthier|stronger|safer|older|bigger|smaller|faster)|welche[rs]? (?:ist|sind) (?:gesünder|stärker|älter|größer|schneller|sicherer)|lequel est (?:le )?(?:plus|moins)|laquelle est (?:la )?(?:plus|moins)|cuál es más|qual (?:é|e) mais|quale (?:è|e) (?:più|meno)|какой (?:из них )?(?:старше|крепче|сильнее|полезнее))(?![\p{L}])(?!\s+(?:adapt|appropri|indiqu|recommand|conveni|adequad|adatt|indicat|подходящ))|(?:哪个|哪一个|哪种)(?:更|比较)(?!好|适合|合适)|(?:どちら|どっち)(?:の方)?が(?!いい|良い|おすすめ|オススメ|向いて)|중 ?(?:에)? ?어느 ?(?:쪽|것|게)(?:이|가)? (?!나아|나을|좋아|좋을|괜찮|맞아|어울)/u;

/**
 * One thing said better, healthier, older… than another: a comparative adjective and its "than", side by side, in the
 * six Latin languages and Russian ("X è meglio di Y", "X melhor que Y", "X gesünder als Y"). "More of a thing than"
 * ("más cafeína que un café") weighs an amount, often of what the user may take, and is left as it is.
 */
const THAN =
  /(?<![\p{L}])(?:(?:better|worse|healthier|stronger|safer|older|cheaper|bigger|smaller|faster|spicier|sweeter) than|(?:besser|schlechter|gesünder|stärker|sicherer|älter|billiger|größer|schärfer) als|(?:meilleure?s?|pire) que|(?:mejor(?:es)?|peor(?:es)?) que|(?:melhor(?:es)?|pior(?:es)?) (?:do |da )?que|(?:лучше|хуже|полезнее|крепче|старше|сильнее),? чем)(?![\p{L}])|(?<![\p{L}])(?:è|sono|sia|era) (?:meglio|migliore|peggio|peggiore) (?:d(?:i|el|ella|ello|ei|egli|elle)(?![\p{L}])|dell['’])/u;

/** A comparison of two things asked as the world's. `text`: the question after recall normalisation. */
export const asksWhichOfTwo = (text: string): boolean => DIFFERS.test(text) || WHICH_MORE.test(text) || THAN.test(text);
