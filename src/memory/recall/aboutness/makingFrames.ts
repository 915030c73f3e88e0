// How a thing is made or calculated, asked in Japanese or Korean without a person: "犬小屋の作り方", "茶碗蒸しの作り方を
// 教えて", "치즈는 어떻게 만들어?", "도토리묵 만드는 법", "김치 담그는 방법", "増加率の計算方法", "증가율 계산하는 법". The frame
// asks the world's method, as "how is cheese made", "comment se calcule…" and 怎么制作 do (aboutness.ts): no one's own
// cheese or kennel is asked.
// A first person or a relative read before it still makes the question the user's ("私のチーズの作り方", "내가 만드는
// 치즈 숙성 방법"). "만들어 줘" (make it for me) and "어떻게 만들까" (how shall I make it) are no such frame.

/** Japanese: a noun of making or calculating (作り方, つくり方, 計算方法, 計算の仕方) or "how is it made" (どう作る). */
const JAPANESE = /(?:作り|つくり)(?:方|かた)|計算(?:の)?(?:方法|仕方|やり方)|どう(?:やって)?(?:作|つく)(?:る|れる|られ)/u;

/**
 * Korean: the way of making, brewing, pickling or calculating (만드는 법, 만드는 방법, 담그는 법, 빚는 법, 계산하는 법) and "how is it made" at the end
 * (어떻게 만들어?, 어떻게 만들어요?, 어떻게 만드나요?, 어떻게 만들어지나요?); "어떻게 만들까" asks the user's own plan.
 */
const KOREAN =
  /(?:만드는|담그는|빚는|계산하는|계산)\s?(?:기본\s?)?(?:법|방법)|어떻게\s?(?:만들(?:어|어요|어지나요|어져|어지죠|죠)|만드나요|만드는지)(?=$|[\s.?!？])/u;

/** The question asks how a thing is made or calculated, in Japanese or Korean (after recall normalisation). */
export const asksHowThingIsMade = (text: string): boolean => JAPANESE.test(text) || KOREAN.test(text);
