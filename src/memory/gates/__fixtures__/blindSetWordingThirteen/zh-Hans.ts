import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'refuse', {
    field_state: ['状态：出差中（下周回）', '心情：焦虑（等体检结果）', '精力：一般，感冒刚好'],
    marker: ['🤒 发烧在家，健身暂停', '#临时 借住朋友家'],
    qualifier: ['编辑器：VS Code（暂定）', '在银行上班（大概）'],
    short_date: ['3.12前在上海出差，之后回北京', '居家办公到11/30'],
    crm_now: ['客户目前在对比飞书和钉钉', '客户似乎对价格敏感'],
    guess_mark: ['可能是护士？常提夜班', '住在成都？'],
    fragment: ['- 在找工作，本周面试排满', '用户目前正在处于搬家的过程中。'],
  }),
  ...group('zh-Hans', 'accept', {
    field_lasting: ['饮食：素食', '过敏：花生（严重）', '宗教：佛教'],
    field_schedule: ['健身：周一/三/五', '钢琴课：每周二下午五点'],
    dated_project: ['项目：翻修老宅，2021年开始', '论文：城市热岛，2029年答辩'],
    terse_trait: ['性格：内向，独处充电', '夜猫子，半夜写代码最顺'],
    title_time: ['最喜欢的书：《明朝那些事儿》', '最爱的歌：《夜曲》'],
    crm_lasting: ['客户偏好邮件沟通，不接电话', '客户总部：杭州'],
    marked_lasting: ['🌱 2015年起吃素', '#偏好 飞机靠窗座位'],
  }),
];
