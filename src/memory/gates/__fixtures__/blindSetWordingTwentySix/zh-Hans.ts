import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'refuse', {
    inferred: ['推测用户是程序员。', '从提问内容来看，用户应该是一名高中老师。'],
    relayed: ['她妈妈觉得她有抑郁症。', '医生说他可能有点焦虑症倾向。'],
    deduced_trait: ['看起来是个内向的人。'],
    hearsay: ['据说要调岗。', '听同事说他年底可能会升职。'],
    hedged: ['可能对摄影感兴趣。'],
  }),
  ...group('zh-Hans', 'accept', {
    own_diagnosis: ['2019年确诊了多动症。', '从小就有哮喘。'],
    own_trait: ['自称是个内向的人。', '用户说自己是典型的夜猫子。'],
    own_belief: ['信佛，每年都会去寺庙上香。'],
    relative_fact: ['我妈妈是小学老师。'],
    firm_preference: ['绝对更喜欢喝茶而不是咖啡。', '非常喜欢吃辣，无辣不欢。'],
  }),
];
