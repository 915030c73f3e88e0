import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';
import { normalizeForRecall } from '../../record/tokenize';

const about = (question: string) => classifyAboutness(normalizeForRecall(question));

// Someone of the household the asker takes along, gives to or does a thing with (带, 给, 陪, 跟; と, を連れて; 랑, 하고,
// 와, 과, 한테, 께) is the asker's own, in a question framed as the world's too.
describe('a household word after a word of taking along or giving', () => {
  it.each([
    '周末带爸爸去哪里钓鱼好？',
    '带两个女儿去成都，住哪里方便？',
    '陪奶奶去医院，挂号要多少钱？',
    '给妈妈寄月饼，哪家快递最快？',
    '母と京都に行くなら、どこに泊まる？',
    '娘二人と行ける海はどこ？',
    '家族を連れて行くなら、いつがいい？',
    '아내랑 제주도 가면 어디서 묵어?',
    '어머니께 드릴 선물 언제 보내야 해?',
    '가족하고 주말에 갈 만한 곳 어디 있어?',
  ])('is the user asking: %s', (question) => expect(about(question)).toBe('user'));
  it.each([
    '父母和孩子的关系为什么重要？',
    '孩子为什么会发烧？',
    '带孩子去哪里滑雪最安全？',
    '子どもと遊べる屋内施設はどこ？',
    '天然酵母とドライイーストの違いは？',
    '大丈夫とはどういう意味？',
    '딸기와 바나나 중 어느 게 더 달아?',
    '아들러 심리학은 누가 만들었어?',
  ])('is no household of the asker: %s', (question) => expect(about(question)).not.toBe('user'));
});
